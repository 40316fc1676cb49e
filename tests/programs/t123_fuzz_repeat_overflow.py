# sequence * n for n a big int, an object with __index__, or too big to
# allocate: OverflowError/MemoryError/repetition as in CPython (found by
# tests/fuzz; these used to abort or raise TypeError)
class I:
    def __index__(self):
        return 3
class N:
    def __index__(self):
        return 2
    def __mul__(self, o):
        return NotImplemented
    __rmul__ = __mul__
for n in [2 ** 63, -(2 ** 70), -2 ** 63, 2 ** 62, 2 ** 63 - 1, I(), N(), True, 0]:
    for s in [[], [1], 'ab', (1,), b'x', bytearray(b'yz')]:
        for order in (0, 1):
            try:
                r = s * n if order == 0 else n * s
                print(type(s).__name__, r if len(r) < 10 else len(r))
            except (OverflowError, MemoryError) as e:
                print(type(s).__name__, type(e).__name__, e)
x = [1, 2]
x *= I()
print(x)
y = 'q'
y *= N()
print(y)
try:
    bytes(2 ** 62)
except MemoryError as e:
    print("MemoryError", repr(e))
