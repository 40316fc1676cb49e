# N-queens by backtracking; permutations and subsets
def queens(n):
    sols = []
    cols = [0] * n
    def place(row, used, d1, d2):
        if row == n:
            sols.append(cols[:])
            return
        for c in range(n):
            if c not in used and (row + c) not in d1 and (row - c) not in d2:
                cols[row] = c
                used.add(c)
                d1.add(row + c)
                d2.add(row - c)
                place(row + 1, used, d1, d2)
                used.remove(c)
                d1.remove(row + c)
                d2.remove(row - c)
    place(0, set(), set(), set())
    return sols
for n in range(1, 8):
    print(n, len(queens(n)))
s = queens(6)
print(s)
for c in s[0]:
    print(" ".join("Q" if i == c else "." for i in range(6)))
def permutations(items):
    if len(items) <= 1:
        return [items[:]]
    out = []
    for i in range(len(items)):
        rest = items[:i] + items[i + 1:]
        for p in permutations(rest):
            out.append([items[i]] + p)
    return out
print(permutations([1, 2, 3]), len(permutations(list(range(6)))))
def subsets(items):
    if not items:
        return [[]]
    rest = subsets(items[1:])
    return rest + [[items[0]] + r for r in rest]
print(subsets(["a", "b", "c"]))
def hanoi(n, src, dst, via, moves):
    if n:
        hanoi(n - 1, src, via, dst, moves)
        moves.append((src, dst))
        hanoi(n - 1, via, dst, src, moves)
    return moves
m = hanoi(4, "A", "C", "B", [])
print(len(m), m[:7], len(hanoi(10, 1, 3, 2, [])))
def combos(n, k, start=1):
    if k == 0:
        return [()]
    return [(i,) + rest for i in range(start, n + 1) for rest in combos(n, k - 1, i + 1)]
print(combos(5, 3), len(combos(10, 4)))
