# bytes(x) with __bytes__ (the result's type kept), __index__ raising
# TypeError, hex() separators, __rmod__ of str/bytes/bytearray, a
# subclass's own reflected operator going first, bytearray.__alloc__
import array


def show(f):
    try:
        r = f()
        print(repr(r), type(r).__name__)
    except Exception as e:
        print(type(e).__name__, e)


class WithBytes:
    def __init__(self, value):
        self.value = value

    def __bytes__(self):
        return self.value


class BytesSubclass(bytes):
    pass


class OtherBytesSubclass(bytes):
    pass


class IndexWithBytes:
    def __bytes__(self):
        return b'a'

    def __index__(self):
        return 42


class StrWithBytes(str):
    def __new__(cls, value):
        self = str.__new__(cls, '\u20ac')
        self.value = value
        return self

    def __bytes__(self):
        return self.value


class B(bytes):
    def __index__(self):
        raise TypeError


class BadInt:
    def __index__(self):
        1 / 0


show(lambda: bytes(BytesSubclass(b'abc')))
show(lambda: BytesSubclass(OtherBytesSubclass(b'abc')))
show(lambda: bytes(WithBytes(b'abc')))
show(lambda: BytesSubclass(WithBytes(b'abc')))
show(lambda: bytes(WithBytes('abc')))
show(lambda: bytes(WithBytes(None)))
show(lambda: bytes(IndexWithBytes()))
show(lambda: len(bytearray(IndexWithBytes())))
show(lambda: bytes(StrWithBytes(b'abc')))
show(lambda: bytes(StrWithBytes(b'abc'), 'iso8859-15'))
show(lambda: BytesSubclass(StrWithBytes(b'abc'), 'iso8859-15'))
show(lambda: bytes(WithBytes(BytesSubclass(b'abc'))))
show(lambda: BytesSubclass(WithBytes(OtherBytesSubclass(b'abc'))))
show(lambda: b'foo\x00bar'.__bytes__())
show(lambda: bytes(B(b'foobar')))
show(lambda: bytearray(B(b'foobar')))
show(lambda: bytes(array.array('B', [1, 2, 3])))
show(lambda: bytes(BadInt()))
show(lambda: bytes([BadInt()]))

for t in [bytes, bytearray]:
    tb = t(b'\xb9\x01\xef')
    for a in [('',), ('xx',), (':', 0), (None, 0), ('\xff',), (b'\xff',),
              (b'\x80',), (chr(0x100),), (b'\x00',), ('\x7f',), (':', 3),
              (':', -4), (b'$',), (':', 2), (':', -2), (':', 'x')]:
        show(lambda: tb.hex(*a))
    show(lambda: memoryview(tb).hex(':', 2))
    show(lambda: memoryview(tb).hex(None, 0))
    show(lambda: t(b'abc').__rmod__('%r'))
    show(lambda: object() % t(b'abc'))
    show(lambda: t(b'%s') % t(b'abc'))
    show(lambda: t(b'%s').__mod__(b'x'))
show(lambda: 'abc'.__rmod__('%r'))
show(lambda: 5 % 'abc')
show(lambda: '%s'.__mod__(3))


class SubclassedStr(str):
    def __rmod__(self, other):
        return 'Success, self.__rmod__({!r}) was called'.format(other)


class MyInt(int):
    def __radd__(self, o):
        return 'radd'

    def __rsub__(self, o):
        return NotImplemented


class MyList(list):
    def __radd__(self, o):
        return 'ladd'


class Plain(str):
    pass


show(lambda: 'lhs %% %r' % SubclassedStr('rhs'))
show(lambda: 1 + MyInt(2))
show(lambda: 1 - MyInt(2))
show(lambda: MyInt(2) + 1)
show(lambda: [1] + MyList([2]))
show(lambda: 'a%s' % Plain('b'))
b = bytearray()
sizes = []
for i in range(120):
    b += b'x'
    sizes.append(b.__alloc__() > len(b))
print(all(sizes), bytearray().__alloc__() >= 0)

# hot loop: operands changing type mid-loop
out = []
for i in range(240):
    rhs = [SubclassedStr('r'), 'plain', Plain('p'), 7][i % 4]
    try:
        out.append(('<%s>' % rhs)[:9])
    except TypeError as e:
        out.append(str(e))
    num = [MyInt(i), i, 2.5][i % 3]
    out.append(str(10 + num)[:4])
print(len(out), sorted(set(out))[:8])
