# bytearray.append through its direct entry (method1): exact bytearrays,
# subclasses, bad values and calls, __index__ objects.
b = bytearray()
for i in range(300):
    b.append(i % 256)
print(len(b), b[:5], b[-3:])
class BA(bytearray): pass
c = BA(b"xy")
for i in range(100):
    c.append(65 + i % 26)
print(c[:6], type(c).__name__, len(c))
for bad in (256, -1, "a", 1.0, None):
    try:
        b.append(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    bytearray.append(b"x", 1)
except TypeError as e:
    print(e)
try:
    b.append()
except TypeError as e:
    print(e)
class Idx:
    def __index__(self): return 66
b.append(Idx()); b.append(True)
print(b[-2:])
