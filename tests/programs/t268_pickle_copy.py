# pickle (pure Python) and copy on lbbv
import pickle
import copy


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __eq__(self, other):
        return (self.x, self.y) == (other.x, other.y)

    def __repr__(self):
        return 'Point(%r, %r)' % (self.x, self.y)


obj = [1, -2, 2**70, -2**65, 2.5, 'héllo', b'\x00bytes', (1, (2,)), {'k': [1, 2]},
       {1, 2}, frozenset([3]), None, True, False, bytearray(b'ba'), 10**100]
for proto in range(pickle.HIGHEST_PROTOCOL + 1):
    data = pickle.dumps(obj, protocol=proto)
    back = pickle.loads(data)
    print(proto, back == obj, len(data) > 0)
for proto in range(2, pickle.HIGHEST_PROTOCOL + 1):
    back = pickle.loads(pickle.dumps([Point(1, 2), 1 + 2j], protocol=proto))
    print(proto, back, type(back[0]).__name__)
print(pickle.dumps((1, 'ab', 2**70, 1.5, None, True), protocol=0))
print(pickle.dumps([1, 'ab', b'c', {1: 2}], protocol=2))
print(pickle.dumps({'a': (1, 2.0)}, protocol=4))
shared = [1, 2]
twice = pickle.loads(pickle.dumps([shared, shared]))
print(twice[0] is twice[1])
rec = []
rec.append(rec)
r2 = pickle.loads(pickle.dumps(rec))
print(r2[0] is r2)
try:
    pickle.loads(b'')   # (malformed data: _pickle's and pickle.py's errors differ)
except Exception as e:
    print(type(e).__name__)
try:
    pickle.dumps(lambda: 1)
except Exception as e:
    print(type(e).__name__)

a = [1, [2, 3], {'x': Point(4, 5)}]
b = copy.copy(a)
c = copy.deepcopy(a)
print(b[1] is a[1], c[1] is a[1], c == a, c[2]['x'] is a[2]['x'])
d = {'self': None}
d['self'] = d
e = copy.deepcopy(d)
print(e['self'] is e, copy.copy(5), copy.deepcopy((1, [2]))[1] is not None)
total = 0
for i in range(150):
    x = [i, str(i), (i, i * 1.5)] if i % 2 else {'i': i}
    total += len(pickle.dumps(x, protocol=i % 6))
    y = pickle.loads(pickle.dumps(x))
    assert y == x
print(total)
