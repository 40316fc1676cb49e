# Built-in class methods on subclasses (dict.fromkeys, float.fromhex,
# int.from_bytes make the subclass) and built-ins stored in a class (not
# descriptors: they do not bind self).
class T:
    f = dict.fromkeys
    g = len
    h = [].append
    k = float.fromhex
    m = str.maketrans
    n = object.__new__
    b = int.from_bytes
t = T()
print(t.f([1, 2]), t.g([1]), t.k('0x1p1'), t.m('a', 'b'), type(t.n(T)).__name__, t.b(b'\x02', 'big'))
class D(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k, (v, 'set'))
print(type(D.fromkeys([1])).__name__, type(D().fromkeys([1])).__name__, D.fromkeys('ab', 0))
print(dict.fromkeys('ab'), {}.fromkeys([3], 4), dict.fromkeys({5: 6}), dict.fromkeys({7}))
class F(float):
    def __new__(cls, v): return float.__new__(cls, v * 2)
print(type(F.fromhex('0x1p1')).__name__, F.fromhex('0x1p1'))
class I(int): pass
print(type(I.from_bytes(b'\x01', 'big')).__name__, I.from_bytes(b'\x01\x00', 'little'))
for i in range(300):
    x = (dict if i % 2 else D).fromkeys([i], i)
    y = (float if i % 3 else F).fromhex('0x1p3')
    z = (int if i % 5 else I).from_bytes(bytes([i % 256]), 'big')
    w = (T if i < 150 else dict).fromkeys([i]) if i % 7 == 0 else w
print(x, type(x).__name__, y, type(y).__name__, z, type(z).__name__, w)
for args in [(), (1, 2, 3), (5,)]:
    try: print(dict.fromkeys(*args))
    except Exception as e: print(type(e).__name__, e)
    try: print(D.fromkeys(*args))
    except Exception as e: print(type(e).__name__, e)
try: dict.fromkeys([1], x=2)
except Exception as e: print(type(e).__name__, e)
print(type(dict.__dict__['fromkeys']).__name__, dict.fromkeys.__self__ is dict, D.fromkeys.__self__ is D)
