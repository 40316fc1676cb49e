# many lines of output (exercises output buffering)
total = 0
for i in range(3000):
    total += i * i
    print(i, total, i % 7, "x" * (i % 5))
for i in range(500):
    print("%5d|%-8s|%8.3f" % (i, hex(i), i / 7))
print("end", total)
