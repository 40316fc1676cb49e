# bytes/bytearray accept __index__ objects where CPython takes a byte, and
# memoryview (and bytes subclasses) where it takes a bytes-like object


class Indexable:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


class BS(bytes):
    pass


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


b = bytearray()
b.append(Indexable(65))
b.extend([Indexable(66), True])
b.insert(0, Indexable(67))
print(b, bytes([Indexable(1), True]), bytearray([Indexable(2)]))
b[0] = Indexable(68)
print(b)
b.remove(Indexable(65))
print(b)
print(Indexable(66) in b, Indexable(90) in b)
show(lambda: b.append(Indexable(300)))
show(lambda: b.append(Indexable(-1)))
show(lambda: b.append(1.5))
show(lambda: 1.5 in b)
show(lambda: 'x' in b'abc')
data = b'a b c'
for x in [memoryview(b' '), bytearray(b' ')]:
    print(data.split(x), data.rsplit(x), data.strip(memoryview(b'ac')),
          bytearray(data).split(x))
print(b' '.join([memoryview(b'x'), bytearray(b'y'), b'z']))
print(b'-'.join([BS(b'q'), BS(b'r')]), bytearray(b'-').join([BS(b'q')]))
print(data.find(98), data.find(Indexable(98)), Indexable(98) in data,
      data.count(Indexable(98)), data.index(Indexable(98)),
      data.rfind(memoryview(b'c')))
show(lambda: data.find('x'))
show(lambda: data.count(1.5))
show(lambda: b' '.join([1]))
show(lambda: b' '.join([b'a', 'b']))

# hot loops, with the argument's type changing mid-loop
total = 0
acc = bytearray()
for i in range(300):
    if i < 150:
        v = i % 200
    elif i < 220:
        v = Indexable(i % 256)
    else:
        v = bool(i % 2)
    acc.append(v)
    if v in acc:
        total += 1
    sub = memoryview(b'\x05') if i % 3 else bytes([7])
    total += acc.count(sub)
print(len(acc), total, bytes(acc[:10]), bytes(acc[-6:]))
parts = []
for i in range(200):
    parts.append(memoryview(b'ab') if i % 2 else BS(b'c'))
print(len(b''.join(parts)), b''.join(parts)[:9])
