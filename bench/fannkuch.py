# corpus-arg: 7
# Fannkuch-redux: max pancake flips over all permutations plus a signed checksum.
import sys


def fannkuch(n):
    perm1 = list(range(n))
    count = [0] * n
    max_flips = 0
    checksum = 0
    sign = 1
    r = n
    nperm = 0
    while True:
        while r != 1:
            count[r - 1] = r
            r -= 1
        perm = perm1[:]
        flips = 0
        k = perm[0]
        while k:
            i = 0
            j = k
            while i < j:
                perm[i], perm[j] = perm[j], perm[i]
                i += 1
                j -= 1
            flips += 1
            k = perm[0]
        if flips > max_flips:
            max_flips = flips
        checksum += sign * flips
        sign = -sign
        nperm += 1
        while True:
            if r == n:
                return checksum, max_flips, nperm
            p0 = perm1[0]
            i = 0
            while i < r:
                perm1[i] = perm1[i + 1]
                i += 1
            perm1[r] = p0
            count[r] -= 1
            if count[r] > 0:
                break
            r += 1


def main(n):
    checksum, flips, nperm = fannkuch(n)
    print(checksum)
    print("Pfannkuchen(%d) = %d" % (n, flips))
    print("permutations", nperm)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 9)
