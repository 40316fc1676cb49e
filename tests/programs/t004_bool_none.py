# booleans and None
print(True, False, None)
print(True + True, True * 10, False - 1, True / 2, True // 1, -True, ~True, ~False)
print(True == 1, False == 0, True is True, None is None, True is not False)
print(type(True).__name__, type(None).__name__, isinstance(True, int), isinstance(1, bool))
print(bool(0), bool(1), bool(-1), bool(0.0), bool(0.1), bool(""), bool("a"), bool([]), bool([0]))
print(bool(()), bool((0,)), bool({}), bool({0: 0}), bool(set()), bool(None), bool(2 ** 100))
print(str(True), repr(False), str(None), repr(None))
print(True & False, True | False, True ^ True, type(True & False).__name__, type(True & 1).__name__)
print(int(True), float(False), True + 0.5)
print(not None, not 0, not 1, not [], not "x")
print(None == None, None == 0, None != False)
x = None
if x is None:
    print("x is None")
if not x:
    print("x is falsy")
def f():
    pass
print(f())
print([True, False, None])
print({True: 'yes', False: 'no'}[1 == 1])
print(sum([True, True, False, True]))
print(max(True, 2), min(False, -1))
print(hash(True), hash(False))
