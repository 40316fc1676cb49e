# corpus-arg: 40
# Mandelbrot set bitmap (benchmark-game style); prints a checksum instead of the PBM bytes.
import sys


def main(size):
    iterations = 50
    limit = 4.0
    checksum = 0
    inside = 0
    row_bytes = []
    for y in range(size):
        ci = 2.0 * y / size - 1.0
        byte = 0
        bit = 0
        row_sum = 0
        for x in range(size):
            cr = 2.0 * x / size - 1.5
            zr = 0.0
            zi = 0.0
            tr = 0.0
            ti = 0.0
            i = 0
            while i < iterations and tr + ti <= limit:
                zi = 2.0 * zr * zi + ci
                zr = tr - ti + cr
                tr = zr * zr
                ti = zi * zi
                i += 1
            byte = byte << 1
            if tr + ti <= limit:
                byte = byte | 1
                inside += 1
            bit += 1
            if bit == 8:
                row_sum = (row_sum * 31 + byte) % 1000000007
                byte = 0
                bit = 0
        if bit > 0:
            byte = byte << (8 - bit)
            row_sum = (row_sum * 31 + byte) % 1000000007
        row_bytes.append(row_sum)
        checksum = (checksum * 131 + row_sum) % 1000000007
    print("size", size, "inside", inside)
    print("checksum", checksum)
    print("first rows", row_bytes[:3])


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 700)
