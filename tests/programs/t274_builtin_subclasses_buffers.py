# Subclasses of map/filter/zip/enumerate, numbers from buffers,
# memoryview.hex with a separator, types.ModuleType.
import types


class mymap(map):
    def extra(self):
        return "x"


m = mymap(lambda x: x + 10, range(4))
print(list(m), m.extra(), isinstance(m, map), type(m).__name__)


class E(enumerate):
    def __next__(self):
        i, v = super().__next__()
        return i * 100, v


print(list(E("ab")))


class Z(zip):
    pass


z = Z([1, 2], "ab")
print(next(z), list(z), iter(z) is z)


class F(filter):
    def __init__(self, f, it):
        self.tag = "t"


f = F(None, [0, 1, 2])
print(list(f), f.tag)
s = 0
for i in range(200):
    it = [mymap(abs, [-i, i]), map(abs, [i]), E([i]), Z([i])][i % 4]
    for v in it:
        s += v if isinstance(v, int) else v[0] // 100
print(s)

# int() and float() of bytes-like objects
for v in [b"12", bytearray(b" 7 "), memoryview(b"42"), b"0x1f", b"1.5",
          b"x", b"\xff1"]:
    for conv in (int, float):
        try:
            print(conv.__name__, repr(conv(v)))
        except ValueError as e:
            print(conv.__name__, "ValueError", e)
print(int(b"ff", 16), int(bytearray(b"0b101"), 0), int(b"z", 36))
try:
    int(memoryview(b"1"), 10)
except TypeError as e:
    print(e)
acc = 0.0
for i in range(150):
    acc += [int, float][i % 2]([b"3", bytearray(b"4"), memoryview(b"5")][i % 3])
print(acc)

# memoryview.hex
mv = memoryview(b"\x01\x02\x03\x04\x05")
print(mv.hex(), mv.hex(":"), mv.hex("-", 2), mv[1:4].hex(" ", -1))

# types.ModuleType
mod = types.ModuleType("made", "its doc")
mod.value = 3
print(mod.__name__, mod.__doc__, mod.value, repr(mod))
try:
    mod.missing
except AttributeError as e:
    print(e)
del mod.value
print(hasattr(mod, "value"))
try:
    types.ModuleType(5)
except TypeError as e:
    print(e)
