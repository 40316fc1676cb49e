# marshal for data: round trips, CPython's bytes load, errors
import marshal, io
values = [None, True, False, ..., StopIteration, 0, 1, -1, 2**31 - 1, -2**31, 2**31, 2**63, -2**100, 10**50,
          0.0, -0.0, 1.5, 1e300, float("inf"), 3+4j, "", "abc", "é☃𝄞", "x" * 300, b"", b"\x00\xff",
          (), (1, "a"), tuple(range(300)), [], [1, [2, [3]]], {}, {"a": 1, 2: (3,)}, set(), {1, 2}, frozenset({"x"}),
          {"nested": [{"k": (1.5, None)}], "s": frozenset({1})}]
for v in values:
    for version in (4, 3, 2, 1, 0):
        r = marshal.loads(marshal.dumps(v, version))
        if r != v or type(r) is not type(v):
            print("MISMATCH", v, version, r)
print("round trips ok")
cpython_bytes = [b'\xe7\x00\x00\x00\x00\x00\x00\x0c@', b'\xda\x01x', b'l\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x04',
                 b'\xa9\x02\xe9\x01\x00\x00\x00r\x01\x00\x00\x00', b'[\x02\x00\x00\x00\xda\x01ar\x00\x00\x00\x00',
                 b'{\xda\x01k\xe9\x05\x00\x00\x000', b'\xbc\x02\x00\x00\x00\xe9\x01\x00\x00\x00\xe9\x02\x00\x00\x00']
for b in cpython_bytes:
    print(repr(marshal.loads(b)))
for bad in (b"", b"i\x01", b"?", b"r\x05\x00\x00\x00", b"(\x02\x00\x00\x00i\x01\x00\x00\x00"):
    try:
        marshal.loads(bad)
    except Exception as e:
        print(type(e).__name__, e)
for bad in (object(), lambda: 1, [object()]):
    try:
        marshal.dumps(bad)
    except ValueError as e:
        print("ValueError", e)
f = io.BytesIO()
marshal.dump({"a": [1, 2]}, f)
marshal.dump("second", f)
f.seek(0)
print(marshal.load(f), marshal.load(f), marshal.version)
total = 0
for i in range(300):          # hot loop
    total += len(marshal.loads(marshal.dumps([i, str(i), i * 0.5])))
print(total)
