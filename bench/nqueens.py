# corpus-arg: 6
# N-queens: count all solutions with a generator-based backtracking search and with sets.
import sys


def solutions(n):
    cols = []

    def place(row, used, diag1, diag2):
        if row == n:
            yield tuple(cols)
            return
        for c in range(n):
            if c in used or (row + c) in diag1 or (row - c) in diag2:
                continue
            cols.append(c)
            used.add(c)
            diag1.add(row + c)
            diag2.add(row - c)
            for s in place(row + 1, used, diag1, diag2):
                yield s
            cols.pop()
            used.discard(c)
            diag1.discard(row + c)
            diag2.discard(row - c)

    return place(0, set(), set(), set())


def count_bits(n):
    full = (1 << n) - 1

    def go(cols, d1, d2):
        if cols == full:
            return 1
        total = 0
        avail = full & ~(cols | d1 | d2)
        while avail:
            bit = avail & -avail
            avail -= bit
            total += go(cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1)
        return total

    return go(0, 0, 0)


def main(n):
    first = None
    count = 0
    checksum = 0
    for s in solutions(n):
        if first is None:
            first = s
        count += 1
        checksum = (checksum * 31 + sum((i + 1) * c for i, c in enumerate(s))) % 1000003
    print("n", n, "solutions", count, "bitmask", count_bits(n))
    print("first", first, "checksum", checksum)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 12)
