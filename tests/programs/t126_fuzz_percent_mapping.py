# str % obj where obj has __getitem__: CPython treats it as a mapping, so
# unused arguments are no error and %(key)s looks the key up (found by
# tests/fuzz)
class M:
    def __getitem__(self, k):
        return k * 2
class P:
    pass
for fmt in ['', 'plain', '%(ab)s!', '%(x)r and %(yz)s', '%s', '%d']:
    for arg in [M(), P(), 5, {'ab': 1, 'x': 2, 'yz': 3}, (1,), 'str']:
        try:
            r = fmt % arg
            print(repr(fmt), type(arg).__name__, repr(r) if 'object at' not in r else 'default repr')
        except (TypeError, KeyError, ValueError) as e:
            print(repr(fmt), type(arg).__name__, type(e).__name__, e)
