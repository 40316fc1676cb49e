# the same values rendered with %, str.format and f-strings
rows = [("widget", 4, 3.5), ("gadget", 12, 12.25), ("doohickey", 150, 0.125), ("thing", -7, -1234.5)]
for name, qty, price in rows:
    a = "%-10s|%6d|%10.2f|%8.2e|%x" % (name, qty, price, price, abs(qty))
    b = "{:<10}|{:6d}|{:10.2f}|{:8.2e}|{:x}".format(name, qty, price, price, abs(qty))
    c = f"{name:<10}|{qty:6d}|{price:10.2f}|{price:8.2e}|{abs(qty):x}"
    print(a)
    print(a == b == c)
for v in [0, 1, -1, 7, 255, 1000, -4096, 123456789]:
    print("%d %5d %-5d| %05d %+d %x %X %o %#x %#o" % (v, v, v, v, v, v, v, v, v, v))
    print("{0:d} {0:5d} {0:<5d}| {0:05d} {0:+d} {0:x} {0:X} {0:o} {0:#x} {0:#o} {0:b} {0:,}".format(v))
for v in [0.0, 1.0, -1.5, 3.14159265, 2.5e-8, 1e20, 123456.789, -0.001]:
    print("%f %.3f %e %.2E %g %.3g %10.4f|" % (v, v, v, v, v, v, v))
    print("{0:f} {0:.3f} {0:e} {0:.2E} {0:g} {0:.3g} {0:10.4f}| {0} {0!r} {0:.1%}".format(v))
    print(f"{v:>12.5f}|{v:<12g}|{v:^12.2e}|{v:+.1f}|{v:012.3f}")
for s in ["", "a", "hello", "longer string"]:
    print("[%s] [%8s] [%-8s] [%.3s] [%r]" % (s, s, s, s, s))
    print("[{0}] [{0:>8}] [{0:<8}] [{0:.3}] [{0!r}] [{0:^8}] [{0:*^9}]".format(s))
