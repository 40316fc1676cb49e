# float % and // and divmod with infinite or NaN operands follow C fmod
# (NaN results) instead of failing (found by tests/fuzz)
inf = float('inf')
nan = float('nan')
for a in [inf, -inf, nan, 1.5, -2.5, 0.0, 1e308]:
    for b in [1.0, -1.0, inf, -inf, nan, 3, 0.0]:
        r = []
        for name in ("mod", "floordiv", "divmod"):
            try:
                if name == "mod":
                    r.append(a % b)
                elif name == "floordiv":
                    r.append(a // b)
                else:
                    r.append(divmod(a, b))
            except ZeroDivisionError as e:
                r.append("ZeroDivisionError: " + str(e))
        print(a, b, r)
acc = inf
for i in range(200):
    acc = acc % 7
    if i == 100:
        acc = 1e300 * 10
print(acc)
