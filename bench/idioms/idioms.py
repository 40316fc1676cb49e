"""Common Python idioms, each a small function timed in one process
(CPU time, time.process_time) after the module's imports: what a user's
program does between the benchmarks' kernels (containers of the standard
library, dataclasses, enums, namedtuples, formatting, sorting, json,
regular expressions, keyword calls, string building...). Run by
bench/idioms/run.py, which compares each row with CPython's; the third
column, the result, must be CPython's.

    idioms.py N [name ...]
"""
import sys, time
from dataclasses import dataclass
from enum import Enum
from collections import Counter, defaultdict, deque, namedtuple
from functools import lru_cache, reduce
import itertools, heapq, bisect, re, json, math, random, operator
N = int(sys.argv[1]) if len(sys.argv) > 1 else 20000

@dataclass
class DC:
    x: int
    y: float = 0.0
class Color(Enum):
    RED = 1
    GREEN = 2
class Base:
    def __init__(self, a): self.a = a
class Derived(Base):
    def __init__(self, a, b):
        super().__init__(a); self.b = b
    @classmethod
    def make(cls, a): return cls(a, a)
    @staticmethod
    def st(a): return a + 1
class Ctx:
    def __enter__(self): return self
    def __exit__(self, *a): return False
NT = namedtuple("NT", "a b c")

def dict_comp(n):
    t = 0
    for k in range(n // 100):
        d = {i: i * 2 for i in range(100)}
        t += len(d)
    return t
def set_ops(n):
    a = set(range(0, n, 2)); b = set(range(0, n, 3))
    return len(a & b) + len(a | b) + len(a - b)
def list_in(n):
    l = list(range(50)); t = 0
    for i in range(n): t += (i % 70) in l
    return t
def join_gen(n):
    return len(",".join(str(i) for i in range(n)))
def enum_zip(n):
    a = list(range(n)); b = list(range(n)); t = 0
    for i, (x, y) in enumerate(zip(a, b)): t += i + x - y
    return t
def slicing(n):
    l = list(range(100)); t = 0
    for i in range(n // 10): t += len(l[i % 50:]) + len(l[::2]) + l[-1]
    return t
def max_key(n):
    l = [(i * 7919) % 1000 for i in range(n)]
    return max(l, key=lambda v: -v) + min(range(n), key=lambda v: abs(v - 500))
def any_all(n):
    l = list(range(n))
    return any(x < 0 for x in l) + all(x >= 0 for x in l)
def fstrings(n):
    t = 0
    for i in range(n): t += len(f"{i}:{i * 0.5:.2f}|{'x'!r}")
    return t
def str_format(n):
    t = 0
    for i in range(n): t += len("{} and {:>5}".format(i, i * 2)) + len("%d-%s" % (i, "a"))
    return t
def dataclasses_(n):
    t = 0.0
    for i in range(n):
        d = DC(i, y=i * 0.5); t += d.x + d.y
    return t
def enums(n):
    t = 0
    for i in range(n): t += Color.RED.value + (Color.GREEN is Color(2))
    return t
def counter(n):
    c = Counter(i % 97 for i in range(n))
    return c.most_common(1)[0][1]
def dd_list(n):
    d = defaultdict(list)
    for i in range(n): d[i % 13].append(i)
    return len(d[3])
def deque_ops(n):
    q = deque(); t = 0
    for i in range(n):
        q.append(i)
        if len(q) > 50: t += q.popleft()
    return t
def try_except(n):
    t = 0
    for i in range(n):
        try:
            if i % 10 == 0: raise ValueError(i)
            t += 1
        except ValueError:
            t -= 1
    return t
def with_stmt(n):
    c = Ctx(); t = 0
    for i in range(n):
        with c: t += 1
    return t
def isinst(n):
    l = [1, "a", 2.0, None, [1]] * (n // 5); t = 0
    for x in l: t += isinstance(x, (int, float)) + isinstance(x, str)
    return t
def getattr_default(n):
    o = Base(1); t = 0
    for i in range(n): t += getattr(o, "a", 0) + getattr(o, "zz", 2) + hasattr(o, "b")
    return t
def kwargs_pass(n):
    def inner(a, b=0, **kw): return a + b + len(kw)
    def outer(*args, **kw): return inner(*args, **kw)
    t = 0
    for i in range(n): t += outer(i, b=1, c=2)
    return t
def super_init(n):
    t = 0
    for i in range(n): t += Derived(i, 1).b + Derived.make(i).a + Derived.st(i)
    return t
def regex(n):
    r = re.compile(r"(\w+)-(\d+)"); t = 0
    for i in range(n // 5):
        m = r.match("item-%d" % i)
        t += int(m.group(2)) + len(r.findall("a-1 b-2 c-3"))
    return t
def json_rt(n):
    d = {"a": list(range(20)), "b": {"c": "x" * 10, "d": 1.5}}; t = 0
    for i in range(n // 50): t += len(json.loads(json.dumps(d))["a"])
    return t
def int_parse(n):
    t = 0
    for i in range(n): t += int(str(i)) + len(str(i).zfill(8))
    return t
def split_loop(n):
    line = "a,b,c,d,e,f,g"; t = 0
    for i in range(n): t += len(line.split(",")) + len(line.strip().upper())
    return t
def memo_lru(n):
    @lru_cache(maxsize=None)
    def fib(k): return k if k < 2 else fib(k - 1) + fib(k - 2)
    t = 0
    for i in range(n // 100):
        fib.cache_clear(); t += fib(90) % 7
    return t
def itertools_(n):
    t = 0
    for p in itertools.islice(itertools.product(range(30), repeat=3), n): t += p[0]
    for c in itertools.combinations(range(40), 2): t += c[1]
    return t
def gen_pipeline(n):
    a = (i * 2 for i in range(n)); b = (x + 1 for x in a if x % 3); c = (x * x for x in b)
    return sum(c)
def heapq_(n):
    h = []
    for i in range(n): heapq.heappush(h, (i * 7919) % 10007)
    return sum(heapq.heappop(h) for _ in range(n // 2))
def math_random(n):
    random.seed(1); t = 0.0
    for i in range(n): t += math.sqrt(random.random()) + math.floor(i / 3)
    return int(t)
def str_ops(n):
    s = "hello world" * 3; t = 0
    for i in range(n): t += len(s[::-1]) + s.count("o") + (s.find("wor") > 0) + len(s.replace("l", "L"))
    return t
def namedtuple_(n):
    t = 0
    for i in range(n):
        p = NT(i, 2, 3); t += p.a + p.b + p[2]; a, b, c = p
    return t
def list_sort(n):
    l = [(i * 7919) % 1000 for i in range(n)]
    l.sort(); l.sort(reverse=True)
    return l[0] + sorted(map(str, l[:n // 4]))[0].__len__()
def closures_(n):
    def make(k):
        def f(x): return x + k
        return f
    fs = [make(i) for i in range(10)]; t = 0
    for i in range(n): t += fs[i % 10](i)
    return t
def dict_methods(n):
    d = {}; t = 0
    for i in range(n):
        d[i % 100] = d.get(i % 100, 0) + 1
        t += len(d.keys()) + (i in d)
    for k, v in d.items(): t += k * v
    return t
def props_(n):
    class P:
        def __init__(self, v): self._v = v
        @property
        def v(self): return self._v
        @v.setter
        def v(self, x): self._v = x
    p = P(0); t = 0
    for i in range(n): p.v = i; t += p.v
    return t
def str_build(n):
    s = ""
    for i in range(n): s += str(i % 10)
    return len(s)
def bytes_ops(n):
    b = bytearray(); t = 0
    for i in range(n): b.append(i % 256)
    return len(bytes(b)) + b.count(5) + len(b.hex())
def reduce_op(n):
    return reduce(operator.add, range(n)) + reduce(lambda a, b: a ^ b, range(n))
def lambda_map_filter(n):
    return sum(map(lambda x: x * 2, filter(lambda x: x % 3, range(n))))
def recursion(n):
    def f(k): return 1 if k < 2 else f(k - 1) + f(k - 2)
    return f(min(22, 10 + n // 5000))
def global_loop(n):
    global G
    G = 0
    for i in range(n): G += i
    return G
def nested_lists(n):
    m = [[0] * 30 for _ in range(30)]
    for k in range(n // 900):
        for i in range(30):
            row = m[i]
            for j in range(30): row[j] += i * j
    return m[5][7]
def unpack_star(n):
    t = 0
    for i in range(n):
        a, *b = (i, 1, 2, 3); t += a + len(b)
        def f(*args): return len(args)
        t += f(*b)
    return t

names = [k for k, v in list(globals().items()) if callable(v) and getattr(v, "__module__", "") == "__main__" and k[0].islower() and not isinstance(v, type)]
sel = sys.argv[2:] or names
for name in sel:
    fn = globals()[name]
    t0 = time.process_time()
    r = fn(N)
    dt = time.process_time() - t0
    print("%-20s %10.4f %s" % (name, dt, r))
