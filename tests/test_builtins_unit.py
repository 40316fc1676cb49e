# -*- coding: utf-8 -*-
"""Differential tests of the built-in functions and of the math, random,
sys and time modules (objspace/modules/builtins_more.py, mod_*.py,
objspace/builtin_iters.py): each program runs on CPython 3 and on the
untranslated interpreter; the outputs must match line by line."""
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
from tests.corpus import PYTHON3

PROGRAMS = {}

# one expression per line: its repr, or the exception type and message
ERRORS = r'''
max()
max([])
min([])
max(1,2,default=3)
max([1],foo=1)
max(1)
sum([1],'')
sum()
sorted()
sorted([1],2)
sorted([1,'a'])
enumerate()
enumerate(1)
zip(1)
map(abs)
map()
filter(None)
reversed(1)
reversed()
round(1.5, 1.0)
round('a')
round(float('inf'))
round(float('nan'))
divmod(1,0)
divmod(1.0,0)
divmod(1,0.0)
divmod('a',1)
pow(2,3,0)
pow(2.0,3,4)
pow(2,-1,4)
pow(3,-1,7)
pow(0,-1)
pow(0.0,-1)
hash([])
ord(1)
ord('')
chr(-1)
chr('a')
chr(1.5)
next([])
next(iter([]))
iter(1)
hex(1.5)
bin('a')
oct(None)
getattr(1,2)
getattr(1,'x')
setattr(1,'x',2)
hasattr(1,2)
delattr(1,'x')
format(1,'q')
format([],'x')
super()
iter()
next()
any(1)
all()
round(5, 'a')
min(1,2,3,key=1)
callable()
id()
hash()
sorted([1],key=1)
sum([1,'a'])
len(5)
pow(2, 3, 1.0)
pow()
divmod(1)
round()
round(1,2,3)
getattr(1)
max(1,2,key=None)
chr(0x110000)
math.sqrt(-1)
math.log(0)
math.log(-1)
math.exp(1000)
math.pow(0,-1)
math.pow(-1, 0.5)
math.fmod(1,0)
math.factorial(-1)
math.factorial(1.5)
math.gcd(1.5,2)
math.log(10**400)
math.log(2, 0)
math.log(2, 1)
math.floor('a')
math.sqrt('a')
math.ceil(float('inf'))
math.floor(float('nan'))
math.trunc('a')
math.acos(2)
math.atan2(1)
math.isqrt(-1)
math.ldexp(1.0, 10000)
math.cosh(1000)
math.log10(-1)
math.log2(0)
math.log(0.0)
math.hypot()
math.hypot(1)
math.hypot(3,4,12)
math.sqrt(10**400)
math.factorial(25)
math.gcd()
math.gcd(12, 18, 8)
math.exp(10**400)
math.isqrt(1.0)
math.modf(float('inf'))
random.randrange(0)
random.choice([])
random.sample([1],2)
random.sample({1},1)
random.randint(1.5, 2)
random.randrange(1.5)
random.getrandbits(-1)
random.seed([1])
random.uniform(1,'a')
random.shuffle((1,2))
time.sleep(-1)
time.sleep('a')
sys.setrecursionlimit(0)
sys.setrecursionlimit('a')
staticmethod()
property(1,2,3,4,5)
super(1)
super(int, 'a')
round(2**70+5,-1)
round(1e300, -300)
round(1.5, 400)
round(1.5, -400)
round(1e308, -308)
round(1.7976931348623157e308, -308)
iter(1, 2)
reversed({1:2})
type(reversed((1,))).__name__
type(reversed(range(3))).__name__
type(reversed([1])).__name__
type(iter(range(2))).__name__
type(zip()).__name__
zip([1],[1,2],strict=True)
list(zip([1,2],[1],strict=True))
list(zip([1],[1,2],strict=True))
ascii('é\n')
math.copysign('a',1)
math.floor(1e300)
math.ceil(-1e300)
math.trunc(1e20)
'''


def _errors_program():
    lines = ["import math, sys, random, time"]
    for k, expr in enumerate(ERRORS.strip().splitlines()):
        lines.append("try:\n    _r = %s\n    print(%d, type(_r).__name__ if "
                     "hasattr(_r, '__next__') else repr(_r))\n"
                     "except BaseException as _e:\n"
                     "    print(%d, '!!', type(_e).__name__, _e)"
                     % (expr, k, k))
    return "\n".join(lines) + "\n"


PROGRAMS["errors"] = _errors_program()

PROGRAMS["descriptors_sorting_iterators"] = r'''
class A:
    def __init__(self):
        self._x = 0
    @property
    def x(self):
        return self._x
    @x.setter
    def x(self, v):
        self._x = v * 2
    @staticmethod
    def s(a, b):
        return a + b
    @classmethod
    def c(cls, v):
        return cls.__name__ + str(v)
    def who(self):
        return "A"
    @classmethod
    def make(cls):
        return "A.make:" + cls.__name__
class B(A):
    def who(self):
        return "B>" + super().who()
    @classmethod
    def make(cls):
        return "B>" + super().make()
    def two(self):
        return super(B, self).who()
a = A()
a.x = 5
print(a.x, A.s(1, 2), a.s(3, 4), A.c(1), a.c(2), B.c(3))
b = B()
print(b.who(), B.make(), b.two())
p = property(lambda self: 42)
print(type(p).__name__, p.fget is not None, p.fset)
class C:
    y = property(lambda self: "yv", doc="the y")
print(C().y, C.y.__doc__)
def f():
    super()
try:
    f()
except RuntimeError as e:
    print("RuntimeError", e)
class D:
    def m(self):
        def inner():
            return 1
        return super().__init__() is None
print(D().m())
class E(Exception):
    def __init__(self, msg):
        super().__init__("E: " + msg)
        self.extra = 1
try:
    raise E("boom")
except E as e:
    print(e, e.args, e.extra)
# sorted stability and errors
data = [(1, 'b'), (0, 'a'), (1, 'a'), (0, 'b')]
print(sorted(data, key=lambda t: t[0]), sorted(data, key=lambda t: t[0], reverse=True))
try:
    sorted([1, 'a', 2])
except TypeError as e:
    print("TypeError", e)
class K:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return self.v < o.v
    def __repr__(self): return "K(%d)" % self.v
print(sorted([K(3), K(1), K(2)]), min(K(3), K(1)), max([K(3), K(5), K(1)]))
print(sorted([3.5, 1, 2.25, True]), sorted(["b", "é", "a", "Z"]))
print(max([1, 3, 2], key=lambda x: -x), min("hello"), max({3: 1, 5: 2}))
# enumerate/zip/map/filter objects
e = enumerate("ab")
print(type(e).__name__, next(e), list(e))
z = zip([1, 2], "xy")
print(type(z).__name__, list(z), list(z))
m = map(lambda x: x * 2, [1, 2])
print(type(m).__name__, list(m))
print(list(enumerate(range(3), 2 ** 63 - 2)))
print(iter(m) is m, list(reversed("héllo")))
it = iter([1, 2, 3, 4, 5].__iter__().__next__, 3) if False else None
cnt = [0]
def gen():
    cnt[0] += 1
    return cnt[0]
print(list(iter(gen, 4)))
class Seq:
    def __len__(self): return 3
    def __getitem__(self, i):
        if i >= 3: raise IndexError
        return i * 10
print(list(reversed(Seq())), list(Seq()))
class R:
    def __reversed__(self): return iter([9, 8])
print(list(reversed(R())))
print(divmod(2**70, 3), divmod(-2**70, 7), divmod(7, -2.5), divmod(-9223372036854775808, -1))
print(pow(2, 100, 10**9+7), pow(-3, 5, 7), pow(3, 5, -7), pow(2**80, -1, 7), pow(5, -2, 13))
print(round(-0.5), round(1234567.891, -3), round(-1.5e-7, 7), round(True), round(True, 2), type(round(3)).__name__)
print(hex(-0), oct(2**70), bin(-(2**65)), chr(0x1F600), ord("😀"), ord("é"), ascii("aé\U0001F600"))
print(format(3.14159, ".2f"), format(42), format("x", ">3"), format(255, "#x"))
print(sum([1.5, 2, 3]), sum([[1], [2]], []), sum(range(10**6)), sum([2**62, 2**62, 2**62]))
print(any(x > 3 for x in range(10)), all([]), all(iter([1, 2, 0])))
print(getattr(1, "nope", "dflt"), hasattr([], "nope"), callable(K), callable(K(1)), callable(A.s), callable(a.who))
o = K(1)
setattr(o, "w", 5); print(o.w); delattr(o, "w"); print(hasattr(o, "w"))
print(id(o) == id(o), hash("abc") == hash("abc"), hash(1.0) == hash(1))
print(next(iter([]), "dflt"))
try:
    next(iter([]))
except StopIteration:
    print("StopIteration")
print(isinstance(slice(1, 2), slice))
'''

PROGRAMS["math"] = r'''
import math
vals = [0.0, -0.0, 0.5, 1.0, 2.0, -1.5, 3.7, 1e-300, 1e300, 10, 2**70, True, -7]
names = ["sqrt", "sin", "cos", "tan", "asin", "acos", "atan", "exp", "log", "log10", "log2", "floor", "ceil", "fabs",
         "trunc", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "expm1", "log1p", "degrees", "radians", "isnan", "isinf", "isfinite", "frexp", "modf"]
for n in names:
    f = getattr(math, n)
    out = []
    for v in vals + [math.inf, -math.inf, math.nan]:
        try:
            out += [repr(f(v))]
        except (ValueError, OverflowError) as e:
            out += [type(e).__name__[0] + ":" + str(e)]
    print(n, " ".join(out))
pairs = [(2, 3), (2.0, -1), (0, -1), (-1, 0.5), (1e308, 2), (7, 3), (-7, 3), (7, -3), (0.0, 0.0), (1, 0), (math.inf, 2), (2, math.inf), (3, 4)]
for n in ["pow", "atan2", "fmod", "copysign", "hypot", "log", "ldexp", "isclose"]:
    f = getattr(math, n)
    out = []
    for a, b in pairs:
        try:
            if n == "ldexp": b = int(b) if not isinstance(b, float) or b == int(b) else 3
            out += [repr(f(a, b))]
        except (ValueError, OverflowError, ZeroDivisionError, TypeError) as e:
            out += [type(e).__name__[0] + ":" + str(e)]
    print(n, " ".join(out))
import random
random.seed(5)
for i in range(200):
    a = [random.uniform(-1e3, 1e3) for _ in range(random.randint(2, 4))]
    h = math.hypot(*a)
    print(repr(h), end=" ")
print()
print(math.log(10**400), math.log2(2**2000), math.log10(10**500), math.log(2**1023 * 3), math.log(10**400, 10), math.log(7, 2**1100))
print(math.factorial(0), math.factorial(30), math.factorial(100) % 1000003, math.gcd(0, 0), math.gcd(-12, 18), math.gcd(2**100, 6**50), math.lcm(4, 6, 10))
print(math.isqrt(0), math.isqrt(15), math.isqrt(16), math.isqrt(10**50 + 1), math.comb(10, 3), math.comb(52, 5), math.perm(5, 2), math.comb(3, 5))
print(math.floor(-1e20), math.ceil(1.5e19), math.trunc(-1.5e19), math.floor(2**80), math.ceil(True))
print(math.pi, math.e, math.tau, math.inf, math.nan)
'''

PROGRAMS["random"] = r'''
import random
random.seed(3.5); print(random.random())
random.seed(-12345678901234567890123); print(random.random(), random.getrandbits(100))
random.seed(True); print(random.randrange(-10, 10, 3), random.randrange(10, -10, -3), random.randrange(2**70, 2**71), random.randint(-2**65, 2**65))
random.seed(11)
print(random.sample(range(10000), 8), random.sample("abcdefgh", 3), random.sample([1, 2, 3], 0))
print(random.choices("abc", k=5), random.choices([1, 2, 3], weights=[1, 0, 5], k=6), random.choices("xy", cum_weights=[1, 10], k=4))
print([round(random.gauss(10, 2), 8) for _ in range(5)], round(random.normalvariate(), 8), round(random.expovariate(2), 8))
print(random.uniform(5, 1), random.uniform(1, 1), random.randrange(5.0), random.randint(3, 3))
random.seed(2**64 + 17); x = list(range(30)); random.shuffle(x); print(x)
random.seed(0); print(random.getrandbits(0), random.getrandbits(1), random.getrandbits(32), random.getrandbits(64), random.getrandbits(65))
for bad in [lambda: random.randrange(3, 3), lambda: random.randrange(1, 10, 0), lambda: random.randrange(0, 10, -1), lambda: random.randrange(2.5),
            lambda: random.randint(1, 2.5), lambda: random.sample([1, 2], 3), lambda: random.choice(""), lambda: random.seed([1]), lambda: random.randrange(1, 2, 1.5)]:
    try:
        print(bad())
    except (ValueError, IndexError, TypeError) as e:
        print(type(e).__name__, e)
random.seed(42)
a = random.random()
random.seed()
b = random.random()
print(a != b)
'''

PROGRAMS["sys_time"] = r'''
import sys, time
print(sys.stdout.write("héllo\n"), sys.byteorder, sys.platform, sys.version[:4])
print(sys.maxsize, type(sys.path).__name__, type(sys.stderr).__name__, sys.getrecursionlimit())
sys.stderr.write("err\n")
for bad in [lambda: sys.setrecursionlimit(0), lambda: sys.stdout.write(5),
            lambda: sys.setrecursionlimit(1), lambda: time.sleep(-1)]:
    try:
        bad()
    except (ValueError, TypeError, RecursionError) as e:
        print(type(e).__name__, e)
t0 = time.perf_counter()
time.sleep(0.01)
print(time.perf_counter() - t0 >= 0.01, time.time() > 1.6e9, time.process_time() >= 0)
try:
    sys.exit("bye")
except SystemExit as e:
    print("SystemExit", e, e.args, e.code)
sys.exit(3)
'''


def _run(cmd, path):
    env = dict(os.environ)
    env["PYTHONPATH"] = ROOT
    env["PYTHONIOENCODING"] = "utf-8"
    p = subprocess.Popen(cmd + [path], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, env=env, cwd=ROOT)
    out, err = p.communicate()
    return (p.returncode, out.decode("utf-8", "replace"),
            err.decode("utf-8", "replace"))


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_program(name, tmpdir):
    path = str(tmpdir.join("prog_%s.py" % name))
    with open(path, "wb") as f:
        f.write(PROGRAMS[name])
    rc0, expected, err0 = _run([PYTHON3], path)
    assert expected, err0
    rc1, got, err1 = _run([sys.executable, "-m", "interpreter"], path)
    exp_lines = expected.splitlines()
    got_lines = got.splitlines()
    for i in range(max(len(exp_lines), len(got_lines))):
        e = exp_lines[i] if i < len(exp_lines) else "<missing>"
        g = got_lines[i] if i < len(got_lines) else "<missing>"
        assert g == e, "line %d of %s\n%s" % (i + 1, name, err1[-2000:])
    assert rc0 == rc1, err1[-2000:]
