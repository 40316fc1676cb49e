def t(f):
    try:
        r = f()
        print(repr(r))
    except Exception as e:
        print(type(e).__name__, e)
for B in (bytes, bytearray):
    b = B(b'  Hello World\tfoo\r\nbar\rbaz\n')
    t(lambda: b.partition(b'o'))
    t(lambda: b.rpartition(b'o'))
    t(lambda: b.partition(b'zz'))
    t(lambda: b.rpartition(b'zz'))
    t(lambda: b.partition(b''))
    t(lambda: b.partition('o'))
    t(lambda: b.rsplit())
    t(lambda: b.rsplit(None, 1))
    t(lambda: b.rsplit(b'o', 1))
    t(lambda: b.rsplit(b'o'))
    t(lambda: b.rsplit(maxsplit=2))
    t(lambda: b.splitlines())
    t(lambda: b.splitlines(True))
    t(lambda: b.splitlines(keepends=True))
    t(lambda: b.expandtabs())
    t(lambda: b.expandtabs(3))
    t(lambda: B(b'ab').center(7))
    t(lambda: B(b'ab').center(8, b'*'))
    t(lambda: B(b'abc').center(6, b'*'))
    t(lambda: B(b'ab').center(7, '*'))
    t(lambda: B(b'ab').center(7, b'**'))
    t(lambda: B(b'ab').ljust(5, b'-'))
    t(lambda: B(b'ab').rjust(5))
    t(lambda: B(b'ab').rjust(1))
    t(lambda: B(b'-42').zfill(6))
    t(lambda: B(b'42').zfill(1))
    t(lambda: b.title())
    t(lambda: B(b"they're bill's friends").title())
    t(lambda: b.capitalize())
    t(lambda: b.swapcase())
    t(lambda: [B(x).islower() for x in (b'abc', b'aBc', b'123', b'a1')])
    t(lambda: [B(x).isupper() for x in (b'ABC', b'aBc', b'123', b'A1')])
    t(lambda: [B(x).istitle() for x in (b'Abc Def', b'aBc', b'123', b'A1', b'AB')])
    t(lambda: [B(x).isascii() for x in (b'Abc Def', b'\x80', b'')])
    t(lambda: B(b'prefixbody').removeprefix(b'prefix'))
    t(lambda: B(b'prefixbody').removeprefix(b'x'))
    t(lambda: B(b'bodysuffix').removesuffix(b'suffix'))
    t(lambda: B(b'bodysuffix').removesuffix(b''))
    t(lambda: B.fromhex('00 ff 1a2B'))
    t(lambda: B.fromhex('0g'))
    t(lambda: B.fromhex(' 1'))
    t(lambda: B.fromhex(b'00'))
    t(lambda: B(b'\x01\x02\x03\x04\x05').hex())
    t(lambda: B(b'\x01\x02\x03\x04\x05').hex(':'))
    t(lambda: B(b'\x01\x02\x03\x04\x05').hex(b'-', 2))
    t(lambda: B(b'\x01\x02\x03\x04\x05').hex(' ', -2))
    t(lambda: B(b'\x01\x02\x03\x04\x05').hex('ab'))
    t(lambda: B(b'\x01\x02\x03').hex(sep='_', bytes_per_sep=3))
    t(lambda: list(reversed(B(b'abc'))))
    t(lambda: ord(B(b'a')))
    t(lambda: ord(B(b'ab')))
    t(lambda: str(B(b'caf\xc3\xa9'), 'utf-8'))
    t(lambda: str(B(b'caf\xc3'), 'utf-8', 'replace'))
    t(lambda: str(B(b'abc'), encoding='ascii'))
    t(lambda: str('abc', 'utf-8'))
    t(lambda: str(5, 'utf-8'))
    t(lambda: str(object=B(b'x'), errors='strict'))
    t(lambda: str(B(b'x')))
    t(lambda: int(B(b' 42 ')))
    t(lambda: int(B(b'ff'), 16))
    t(lambda: int(B(b'0x1f'), 0))
    t(lambda: int(B(b'x\xff')))
    t(lambda: int(B(b'12a')))
    t(lambda: float(B(b'1.5e3')))
    t(lambda: float(B(b' inf ')))
    t(lambda: float(B(b'abc')))
class S(bytes): pass
t(lambda: S.fromhex('4142'))
t(lambda: type(S.fromhex('4142')))
t(lambda: type(bytearray.fromhex('4142')))
ba = bytearray(b'0123456789')
al = ba
for op in ["ba[2:4] = b'XYZ'", "ba[::3] = b'abcd'", "ba[::3] = b'ab'", "ba[1:2] = [65, 66]",
           "ba[1:2] = 5", "ba[1:2] = 'ab'", "ba[1:2] = [300]", "del ba[0]", "del ba[-1]",
           "del ba[::2]", "del ba[1:3]", "del ba[100]", "ba += b'++'", "ba += bytearray(b'--')",
           "ba += [1]", "ba *= 2", "ba.pop()", "ba.pop(0)", "ba.pop(100)", "bytearray().pop()",
           "ba.insert(0, 33)", "ba.insert(-100, 34)", "ba.insert(100, 35)", "ba.insert(0, 256)",
           "ba.remove(33)", "ba.remove(200)", "ba.reverse()", "ba.copy()", "ba.copy() is ba",
           "ba.clear()", "ba.append(1)"]:
    try:
        r = eval(op) if not ('=' in op.replace('==','') or op.startswith('del')) else exec(op)
        print(op, '->', repr(r), ba, al is ba, al)
    except Exception as e:
        print(op, type(e).__name__, e, ba)
class B:
    def __bytes__(self): return b'BYTES'
t(lambda: b'%s|%b|%r|%a|%c|%c' % (b'x', bytearray(b'y'), 'é', b'z', 65, b'q'))
t(lambda: b'%5s|%-5s|%.2s|%d|%05.1f|%x|%%' % (b'ab', b'cd', b'efg', 42, 3.14159, 255))
t(lambda: bytearray(b'%s') % b'x')
t(lambda: b'%(a)s %(b)d' % {b'a': b'A', b'b': 7})
t(lambda: b'%s' % 'str')
t(lambda: b'%s' % 5)
t(lambda: b'%s' % B())
t(lambda: b'%c' % 256)
t(lambda: b'%c' % 'a')
t(lambda: b'%s %s' % (b'a',))
t(lambda: b'%s' % (b'a', b'b'))
t(lambda: b'%y' % 1)
t(lambda: b'ab' % 'x')
t(lambda: b'ab' % ())
t(lambda: b'\xff%s\xfe' % b'\x80')
t(lambda: '%s' % b'x')
for i in range(200):
    x = [b'a', 1, 2.5, bytearray(b'q')][i % 4]
    r = b'<%s>' % (x,) if i % 4 in (0, 3) else b'<%d>' % x
    if i % 50 < 4: print(r)

# hot loops: methods and mutations with types changing mid-loop
acc = []
for i in range(300):
    b = [b'ab cd\nef', bytearray(b'xy\r\nz w'), b'  Title case  '][i % 3]
    p = b.partition(b' ')
    r = b.rsplit(None, 1)
    lines = b.splitlines(i % 2 == 0)
    c = b.center(14 + i % 3, b'.')
    if i % 60 < 3:
        acc.append((p, r, lines, c, b.title(), b.swapcase(), b.hex(':', 2)))
for a in acc:
    print(a)
ba = bytearray()
for i in range(400):
    if i % 7 == 0:
        ba += b'<'
    elif i % 7 == 1:
        ba.append(i % 256)
    elif i % 7 == 2:
        ba.insert(0, 65 + i % 26)
    elif i % 7 == 3 and len(ba) > 3:
        ba[1:3] = bytes([i % 256])
    elif i % 7 == 4 and len(ba) > 2:
        del ba[0]
    elif i % 7 == 5:
        ba[-1:] = [48 + i % 10, 49]
    else:
        ba.pop()
print(len(ba), ba[:40], hash(bytes(ba)) == hash(bytes(ba)))
total = 0
for i in range(300):
    v = [b'12', bytearray(b'7'), '5', 3, 2.5][i % 5]
    total += int(v) + ord(b'a'[0:1]) + float(v) 
print(total)
print(list(reversed(bytearray(b'abc'))), bytes(reversed(b'xyz')))
