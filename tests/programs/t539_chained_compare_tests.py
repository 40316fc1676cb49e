# Chained comparisons as tests (`if a < b < c:`, compiled as CPython 3.12's
# compiler_jump_if: a jump per comparison, no bool kept): every context,
# each operand evaluated once and in order, errors from the middle.


def loud(v, name):
    print("eval", name, v)
    return v


class Cmp:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        print("lt", self.v, other)
        return Cmp(self.v < other)

    def __bool__(self):
        print("bool", self.v)
        return self.v


def tests(x):
    out = []
    if 0 <= x < 10:
        out.append("in")
    if not 0 <= x < 10:
        out.append("out")
    if 0 < x < 5 < 2 * x:
        out.append("three")
    if 0 < x < 5 and x != 3 or 8 <= x <= 9:
        out.append("mixed")
    while 0 < x < 4:
        x -= 1
        out.append(x)
    out.append("yes" if 1 < x < 3 else "no")
    return out


for x in (-1, 0, 3, 4, 5, 8, 10, 2.5):
    print(x, tests(x))
print([x for x in range(-3, 12) if 0 < x < 7 != x * 2])
print(list(x for x in range(10) if not 2 < x <= 5))
if loud(1, "a") < loud(2, "b") < loud(3, "c"):
    print("ordered")
if loud(1, "a") < loud(0, "b") < loud(3, "c"):
    print("not reached")
else:
    print("short-circuit: c not evaluated")
if Cmp(1) < 2 < 3:
    print("object chain true")
if not Cmp(0) < 2 < 3:
    print("object chain false")
try:
    if 1 < "a" < 3:
        pass
except TypeError as e:
    print("TypeError", e)
try:
    if 1 < 2 < "b":
        pass
except TypeError as e:
    print("TypeError", e)
for k in range(300):
    r = tests(k % 12)
print(r)
assert 0 < len(r) < 5, "assert chain"
try:
    assert 1 < 0 < 5, "assert chain fails"
except AssertionError as e:
    print("AssertionError", e)
