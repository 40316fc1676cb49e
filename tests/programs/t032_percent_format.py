# % formatting
print("%d|%i|%5d|%-5d|%05d|%+d|% d|%+05d" % (42, 42, 42, 42, 42, 42, 42, 42))
print("%d|%d|%d" % (-7, 3.99, True), "%5d|" % -42, "%-6d|" % -42, "%06d" % -42)
print("%f|%.2f|%10.3f|%-10.1f|%010.2f|%+.1f|% .1f" % (3.14159, 3.14159, 3.14159, 3.14159, -3.14159, 2.0, 2.0))
print("%.0f|%.0f|%.0f|%.0f|%.1f|%.1f" % (0.5, 1.5, 2.5, -0.5, 0.25, 0.35))
print("%e|%.2e|%E|%.0e|%12.3e" % (12345.6789, 0.000123, 1e100, 5.5, -1.5))
print("%g|%g|%g|%g|%g|%g|%g" % (1.0, 0.0001, 0.00001, 123456.0, 1234567.0, 1e16, 3.14159265))
print("%.3g|%.10g|%G|%g|%g" % (3.14159, 1 / 3, 1e-10, 100.0, 2.5e-5))
print("%s|%r|%s|%r|%s" % ("str", "str", 1.5, [1, "a"], None))
print("%10s|%-10s|%.2s|%5.1s|" % ("right", "left", "trunc", "xyz"))
print("%x|%X|%#x|%#X|%o|%#o|%08x|%-6x|" % (255, 255, 255, 255, 8, 8, 255, 255))
print("%x|%o" % (-255, -8), "%c%c%c" % (72, 105, 33), "%c" % "z")
print("100%% sure", "%d%%" % 50, "%s" % "%d")
print("%(name)s is %(age)d years, %(name)r" % {"name": "Ann", "age": 30})
print("%*d|%-*d|%.*f" % (6, 1, 4, 2, 3, 3.14159))
print("%s" % (1, ), "%s %s" % ("a", "b"), "%s" % [1, 2], "%s" % {"k": 1})
print("%d items cost $%.2f (%s)" % (3, 9.5, "cheap"))
print("%5.1f%%" % 99.44, "%3d%%" % 5)
print("%.15g|%.17g|%.20f" % (0.1, 0.1, 0.5))
print("%d" % (2 ** 100), "%x" % (2 ** 70), "%20d|" % (10 ** 15), "%.3f" % (2 ** 60))
print("%f|%f|%f" % (float("inf"), float("-inf"), float("nan")), "%e" % float("inf"), "%g" % float("nan"))
print("%10.4f|%-10.4f|%+10.4f" % (1e-5, 123.456789, 0.0))
print("%.2f" % 2.675, "%.2f" % 1.005, "%.1f" % 0.05, "%.3f" % -0.0005, "%.2f" % -0.001)
print("%i|%i" % (0, -0), "%.0e" % 15000, "%#.0f" % 3, "%#g" % 1.0)
print("[%s]" % ", ".join("%02d" % i for i in range(5)))
print("%r" % "it's", "%r" % 'say "hi"', "%a" % "abc" if False else "")
try:
    print("%d" % "x")
except TypeError as e:
    print("TypeError", e)
try:
    print("%s %s" % ("only one",))
except TypeError as e:
    print("TypeError", e)
try:
    print("%s" % (1, 2))
except TypeError as e:
    print("TypeError", e)
