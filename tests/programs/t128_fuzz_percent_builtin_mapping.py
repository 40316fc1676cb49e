# str % obj: CPython takes any object with a subscript but a tuple or a str
# (list, bytes, bytearray, range, dict) as the mapping for %(key)s, so
# 'ab' % [] is 'ab' with no error (found by tests/fuzz, seed 21304)
for a in [[], [1], b'x', bytearray(b'y'), range(3), 'x', 5, (1,), {1: 2}, {1}, 2.5, None]:
    for fmt in ['ab', '%s', '%(k)s', '%s %s', '']:
        try:
            print(repr(a), repr(fmt), repr(fmt % a))
        except (TypeError, KeyError, ValueError) as e:
            print(repr(a), repr(fmt), type(e).__name__, e)
