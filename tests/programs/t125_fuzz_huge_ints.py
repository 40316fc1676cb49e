# huge ints: str()/repr() over 4300 digits raise ValueError (CPython 3.11),
# shifts too big to allocate raise MemoryError (found by tests/fuzz)
x = 10 ** 5000
tests = [
    lambda: len(str(x)), lambda: len(repr(x)), lambda: len(repr([x])),
    lambda: int('9' * 5000), lambda: len(str(2 ** 14000)), lambda: '%d' % x,
    lambda: f'{x}', lambda: len(hex(x)), lambda: x.bit_length(),
    lambda: float(x), lambda: x // 7 % 1000, lambda: int(1e308) % 97,
    lambda: 2 ** 10000 % 1000007, lambda: (-x) >> 16000, lambda: 1 << (2 ** 63),
    lambda: 1 << (2 ** 62), lambda: x << (2 ** 62), lambda: 5 >> (2 ** 70),
    lambda: -5 >> (2 ** 70), lambda: divmod(x, -3)[1], lambda: abs(-x) == x,
    lambda: len(str(x // 10 ** 800)),
]
for i, f in enumerate(tests):
    try:
        print(i, f())
    except (ValueError, OverflowError, MemoryError) as e:
        print(i, type(e).__name__, e)
