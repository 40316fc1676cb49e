import time
print(time.timezone, time.altzone, time.daylight, time.tzname)
for ts in [0, 1e9, 1700000000.75, -1, -86400 * 365.5, 2**31, 4102444800]:
    g = time.gmtime(ts)
    l = time.localtime(ts)
    print(g, g.tm_zone, g.tm_gmtoff, tuple(l), l.tm_zone, l.tm_gmtoff, len(g), g[0], g[-1], g.tm_yday)
    print(time.asctime(g), "|", time.ctime(ts), "|", time.mktime(l), "|", time.strftime("%Y-%m-%d %H:%M:%S %a %b %j %A %B %p %%", g))
print(isinstance(time.gmtime(0), tuple), type(time.gmtime(0)).__name__, time.struct_time)
print(time.asctime((2024, 0, 0, 0, 0, 0, 0, 0, 0)), time.strftime("%Y %m %d %j", (2024, 0, 0, 0, 0, 0, 0, 0, 0)))
print(time.strftime(""), time.strftime("%Y", (1999, 12, 31, 23, 59, 59, 4, 365, 0)), time.mktime((2000, 1, 1, 0, 0, 0, 0, 1, 0)))
print(time.strftime("é %d ü", (2024, 5, 6, 7, 8, 9, 0, 127, 0)), repr(time.strftime("%c", (2024, 5, 6, 7, 8, 9, 0, 127, 0))))
for bad in [(1, 2), "x", (2024, 13, 1, 0, 0, 0, 0, 1, 0), (2024, 1, 32, 0, 0, 0, 0, 1, 0), (2024, 1, 1, 24, 0, 0, 0, 1, 0), (2024, 1, 1, 0, 0, 0, -1, 1, 0), (2024, 1, 1, 0, 0, 0, 0, 1.5, 0)]:
    for f in (lambda: time.strftime("%Y", bad), lambda: time.asctime(bad), lambda: time.mktime(bad)):
        try:
            print(f())
        except Exception as e:
            print(type(e).__name__, e)
for bad in [float("nan"), "x", 1e300, 2**80]:
    try:
        time.gmtime(bad)
    except Exception as e:
        print(type(e).__name__, e)
print(type(time.monotonic_ns()).__name__, type(time.process_time_ns()).__name__, time.monotonic_ns() > 0, type(time.time_ns()).__name__)
print(type(time.localtime()).__name__, len(time.ctime()), len(time.asctime()), len(time.strftime("%Y")))
n = 0
for i in range(300):
    t = time.gmtime(i * 86400 * 13 + (0.5 if i % 2 else 0))
    n += t.tm_yday + t[1] + len(time.strftime("%d/%m", t)) + int(time.mktime(time.localtime(i * 1000)) == i * 1000)
print(n)
st = time.struct_time((2024, 2, 29, 12, 30, 0, 3, 60, 0))
print(st, st.tm_zone, st.tm_gmtoff, time.strftime("%Y-%m-%d", st), time.asctime(st))
st = time.struct_time([2024, 2, 29, 12, 30, 0, 3, 60, 0, "XYZ", 3600])
print(st, st.tm_zone, st.tm_gmtoff, st == (2024, 2, 29, 12, 30, 0, 3, 60, 0))
for bad in [(1, 2), tuple(range(12)), 5]:
    try:
        time.struct_time(bad)
    except TypeError as e:
        print("TypeError", e)
