# int(x) and float(x) calls (CALL_BUILTIN_CLASS) on every kind of argument,
# and float arithmetic with a machine int operand (the float forms convert
# the int), including bools, big ints, overflow and division by zero.
vals = [0, 1, -7, 2**62, 2**70, 3.7, -3.7, 1e300, -0.0, True, False, "12", " 3.5 ", float("inf"), float("nan"), None, [1]]
for rep in range(3):
    for v in vals:
        for f in (int, float):
            try:
                r = f(v)
                print(f.__name__, repr(v), repr(r), type(r).__name__)
            except (ValueError, TypeError, OverflowError) as e:
                print(f.__name__, repr(v), type(e).__name__, e)
    x = 0.5
    t = 0
    for i in range(40):
        t += int(x * i) + int(float(i))
    print(t, 2.5 * 4, 4 * 2.5, 7 / 2.0, 2.0 - 3, 1.5 + (2**62), 3 * 1e308, (2**53 + 1) * 1.0)
    try:
        print(1.0 / 0)
    except ZeroDivisionError as e:
        print(e)
    print(True * 1.5, 0.5 + False)
