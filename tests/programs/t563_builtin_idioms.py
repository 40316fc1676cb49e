# Built-in idioms in loops: extended str slices (strobject.strided),
# isinstance at CALL_BUILTIN_ISINSTANCE (classes, tuples, nested tuples,
# __instancecheck__, errors), builtins read by LOAD_GLOBAL_BUILTIN, then
# shadowed by a global and by a change of the builtins module.
import builtins
for s in ["hello world", "héllo wörld ü", "", "a", "日本語テキスト" * 30, "x" * 300 + "é" + "y" * 300]:
    print(s[::-1][:20], s[::2][:20], s[1::3][:20], s[-2::-2][:20], s[5:1:-1],
          len(s[::-1]), s[::-1][::-1] == s, s[100::-7][:10])
class Meta(type):
    def __instancecheck__(cls, inst):
        return inst == 42
class Odd(metaclass=Meta):
    pass
class B: pass
class D(B): pass
def kinds(xs):
    out = []
    for x in xs:
        out.append((isinstance(x, int), isinstance(x, (str, float)),
                    isinstance(x, (list, (B, bytes))), isinstance(x, Odd),
                    isinstance(x, B)))
    return out
vals = [1, "a", 2.5, None, [1], D(), B(), True, b"x", 42]
for k in range(40):
    r = kinds(vals)
print(r)
try:
    isinstance(1, 2)
except TypeError as e:
    print("TypeError", e)
try:
    isinstance(1, (int, 3))
except TypeError as e:
    print("TypeError", e)
def lengths(xs):
    t = 0
    for x in xs:
        t += len(x) + abs(-len(x))
    return t
data = ["ab", [1, 2, 3], (1,), "xyz"] * 30
print(lengths(data))
orig_abs = builtins.abs
builtins.abs = lambda v: 1000
print(lengths(data))
builtins.abs = orig_abs
len = lambda v: 7
print(lengths(data))
del len
print(lengths(data))
