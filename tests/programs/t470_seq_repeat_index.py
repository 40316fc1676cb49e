# sq_repeat wrappers take any __index__ count; str/tuple/bytes * 1 keep
# their identity; number/set/dict slot wrappers decline other operands
class N:
    def __index__(self):
        return 2


print([1].__mul__(N()), (1,).__rmul__(N()), "ab".__mul__(N()),
      b"x".__mul__(N()), bytearray(b"x").__rmul__(N()))
for bad in ["a", 1.5, None]:
    try:
        [1].__mul__(bad)
    except TypeError as e:
        print("TypeError:", e)

t = (1, 2)
s = "abc"
b = b"ab"
print(t * 1 is t, 1 * t is t, t * 2 is t, () * 5 == ())
print(s * 1 is s, 1 * s is s, s * 2 is s, s * 0 == "")
print(b * 1 is b, 1 * b is b, b * 0 is b)
lst = [1, 2]
print(lst * 1 is lst, lst * 1 == lst)


class S(str):
    pass


u = S("x")
print(u * 1 is u, type(u * 1).__name__)

tests = [lambda: (1).__add__(1.0), lambda: (1).__add__("a"),
         lambda: (1.0).__add__(1), lambda: (1.0).__radd__("x"),
         lambda: (1j).__add__(1), lambda: (1j).__add__("a"),
         lambda: set().__or__([]), lambda: frozenset().__and__({1}),
         lambda: {}.__or__(None), lambda: {}.__or__({1: 2}),
         lambda: {}.__ror__(()), lambda: [].__add__([3]),
         lambda: (1).__lshift__(1.0), lambda: True.__and__(1),
         lambda: (1).__pow__(2.0), lambda: (1).__rsub__(3),
         lambda: (1.5).__floordiv__(1), lambda: set().__sub__(frozenset())]
for f in tests:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

print(bool.__new__(bool), bool.__new__(bool, 1), bool.__new__(bool, 0))
try:
    bool.__new__(int)
except TypeError as e:
    print(e)
print(tuple.__itemsize__, list.__itemsize__, int.__itemsize__,
      bytes.__itemsize__)
lst = [0]
try:
    lst * ((2 ** 64 - 1) // 2)
except (MemoryError, OverflowError) as e:
    print(type(e).__name__)
