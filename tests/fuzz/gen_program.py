"""Random but deterministic Python programs that stress speculation:
hot loops whose operand types change (int, float, bool, big int, str,
list, user objects with dunders), accumulators changing type mid-loop,
nested loops with break/continue/else, exceptions raised and caught in
hot loops with floats live, ints crossing 2**63, aliasing, recursion and
generators.  Every program prints a digest of its state; its output must
not depend on the implementation (no id(), str hashes, str-set order).

Python 3 only (run by python3, not RPython).  generate(seed) -> source."""

import random

PRELUDE = '''\
class V:
    def __init__(self, x):
        self.x = x
    def __repr__(self):
        return "V(%r)" % (self.x,)
    def _o(self, o):
        if isinstance(o, V):
            return o.x
        if isinstance(o, (int, float)):
            return o
        return None
    def __add__(self, o):
        y = self._o(o)
        if y is None:
            return NotImplemented
        return V(self.x + y)
    def __radd__(self, o):
        y = self._o(o)
        if y is None:
            return NotImplemented
        return V(y + self.x)
    def __sub__(self, o):
        y = self._o(o)
        if y is None:
            return NotImplemented
        return V(self.x - y)
    def __rsub__(self, o):
        y = self._o(o)
        if y is None:
            return NotImplemented
        return V(y - self.x)
    def __mul__(self, o):
        y = self._o(o)
        if y is None:
            return NotImplemented
        return V(clip(self.x * y))
    __rmul__ = __mul__
    def __truediv__(self, o):
        y = self._o(o)
        if y is None:
            return NotImplemented
        return V(self.x / y)
    def __floordiv__(self, o):
        y = self._o(o)
        if y is None:
            return NotImplemented
        return V(self.x // y)
    def __mod__(self, o):
        y = self._o(o)
        if y is None:
            return NotImplemented
        return V(self.x % y)
    def __neg__(self):
        return V(-self.x)
    def __abs__(self):
        return V(abs(self.x))
    def __eq__(self, o):
        return isinstance(o, V) and self.x == o.x
    def __lt__(self, o):
        y = self._o(o)
        if y is None:
            return NotImplemented
        return self.x < y
    def __le__(self, o):
        y = self._o(o)
        if y is None:
            return NotImplemented
        return self.x <= y
    def __gt__(self, o):
        y = self._o(o)
        if y is None:
            return NotImplemented
        return self.x > y
    def __hash__(self):
        return hash(self.x)
    def __bool__(self):
        return bool(self.x)
    def __len__(self):
        return 3
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return self.x + i
    def __index__(self):
        return int(self.x)
    def __int__(self):
        return int(self.x)
    def __float__(self):
        return float(self.x)

class W:
    n = 0
    def __init__(self, a, b=2):
        self.a = a
        self.b = b
        W.n += 1
    def __repr__(self):
        return "W(%r, %r)" % (self.a, self.b)
    def __call__(self, k):
        return self.a + k
    def get(self):
        return self.b
    def __iter__(self):
        yield self.a
        yield self.b
    def __contains__(self, k):
        return k == self.a

def clip(x):
    if isinstance(x, bool):
        return x
    if isinstance(x, int):
        if x > 2 ** 200 or x < -2 ** 200:
            return x % (2 ** 130) - 2 ** 129
        return x
    if isinstance(x, (str, list, tuple)):
        if len(x) > 40:
            return x[:7]
        return x
    if isinstance(x, V):
        return V(clip(x.x))
    return x

LOG = []
def log(*a):
    LOG.append(" ".join([repr(x) for x in a]))

def subgen(k):
    got = []
    for j in range(k):
        v = yield j
        got.append(v)
    return got

def ename(e):
    return type(e).__name__

'''

POOLS = {
    "int": ["0", "1", "-3", "7", "100", "255", "-128", "2 ** 31", "12345"],
    "float": ["0.5", "-2.25", "1e10", "3.0", "0.1", "-0.0", "1e300",
              "float('inf')", "2.5e-8"],
    "bool": ["True", "False"],
    "big": ["2 ** 63", "2 ** 63 - 1", "-2 ** 63", "2 ** 64 + 3",
            "-(2 ** 70)", "9223372036854775807", "3 ** 45", "10 ** 20"],
    "str": ["'ab'", "''", "'xyz'", "'7'", "'hello world'"],
    "list": ["[1, 2]", "[]", "[0.5, 'a']", "[[1], 2]", "list(range(4))"],
    "tuple": ["(1, 2)", "()", "(3.5,)"],
    "obj": ["V(3)", "V(0)", "V(-1.5)", "V(2 ** 63)"],
    "none": ["None"],
}
NUMERIC = ["int", "float", "bool", "big"]
ALLKINDS = list(POOLS)

BINOPS = ["+", "-", "*", "/", "//", "%", "&", "|", "^", "<<", ">>", "**"]
CMPOPS = ["<", "<=", "==", "!=", ">", ">=", "in", "not in"]


class Gen(object):
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.out = []
        self.calls = []
        self.nfunc = 0

    def name(self, prefix):
        self.nfunc += 1
        return "%s%d" % (prefix, self.nfunc)

    def value(self, kinds=None):
        kinds = kinds or ALLKINDS
        return self.r.choice(POOLS[self.r.choice(kinds)])

    def pool(self, n, kinds=None):
        return "[" + ", ".join(self.value(kinds) for _ in range(n)) + "]"

    def emit(self, lines, indent=0):
        for l in lines:
            self.out.append("    " * indent + l if l else "")

    # --- expressions over the names in `names` ---

    def expr(self, names, depth=0):
        r = self.r
        c = r.random()
        if depth > 2 or c < 0.25:
            if r.random() < 0.7:
                return r.choice(names)
            return self.value(NUMERIC + ["str", "obj"])
        if c < 0.6:
            op = r.choice(BINOPS)
            a = self.expr(names, depth + 1)
            b = self.expr(names, depth + 1)
            if op == "**":
                # no fractional powers: negative bases give complex
                # numbers, which lbbv does not support
                b = r.choice(["2", "3", "-1", "0", "int(b) % 5" if "b" in names
                              else "2"])
            elif op in ("<<", ">>"):
                b = r.choice(["1", "3", "17", "62", "64", "70"])
            elif op == "*" and r.random() < 0.5:
                b = r.choice(["2", "3", "-1", "0", "True", "1.5"])
            return "clip(%s %s %s)" % (a, op, b)
        if c < 0.63:
            # identity only against None: int and str identity is
            # implementation-defined
            return "(%s %s None)" % (self.expr(names, depth + 1),
                                     r.choice(["is", "is not"]))
        if c < 0.7:
            return "(%s %s %s)" % (self.expr(names, depth + 1),
                                   r.choice(CMPOPS),
                                   self.expr(names, depth + 1))
        if c < 0.78:
            return "(%s%s)" % (r.choice(["-", "not ", "~", "+"]),
                               self.expr(names, depth + 1))
        if c < 0.88:
            f = r.choice(["abs", "int", "float", "str", "bool", "len",
                          "repr", "round", "hash"])
            a = self.expr(names, depth + 1)
            if f == "hash":
                a = "int(%s)" % a
            return "%s(%s)" % (f, a)
        if c < 0.94:
            return "(%s if %s else %s)" % (self.expr(names, depth + 1),
                                           self.expr(names, depth + 1),
                                           self.expr(names, depth + 1))
        return "%s(%s, %s)" % (r.choice(["min", "max"]),
                               self.expr(names, depth + 1),
                               self.expr(names, depth + 1))

    # --- snippets: each emits a function and a driver ---

    def snip_poly_call(self):
        """A function called in a hot loop with arguments whose types
        change between phases of the loop."""
        r = self.r
        f = self.name("poly")
        body = ["def %s(a, b):" % f]
        names = ["a", "b"]
        for k in range(r.randint(1, 4)):
            v = "t%d" % k
            body.append("    %s = %s" % (v, self.expr(names)))
            names.append(v)
        body.append("    return %s" % self.expr(names))
        self.emit(body)
        phases = r.randint(1, 4)
        n = r.choice([20, 60, 150, 400])
        kinds = [r.sample(ALLKINDS, r.randint(1, 3)) for _ in range(phases)]
        self.emit(["def drive_%s():" % f,
                   "    res = None",
                   "    errs = {}"])
        for p in range(phases):
            self.emit(["pa = %s" % self.pool(r.randint(1, 4), kinds[p]),
                       "pb = %s" % self.pool(r.randint(1, 4),
                                             r.choice(kinds)),
                       "for i in range(%d):" % n,
                       "    try:",
                       "        res = %s(pa[i %% len(pa)], pb[i %% len(pb)])" % f,
                       "    except Exception as e:",
                       "        errs[ename(e)] = errs.get(ename(e), 0) + 1",
                       "log(%r, %d, res, sorted(errs.items()))" % (f, p)], 1)
        self.calls.append("drive_%s()" % f)

    def snip_acc(self):
        """An accumulator whose type changes in the middle of a loop."""
        r = self.r
        f = self.name("acc")
        n = r.choice([50, 200, 1000])
        switch = sorted(r.sample(range(1, n), r.randint(1, 3)))
        init = self.value(NUMERIC + ["obj", "str", "list"])
        self.emit(["def %s():" % f,
                   "    acc = %s" % init,
                   "    fl = 0.5",
                   "    errs = 0",
                   "    for i in range(%d):" % n])
        for k, s in enumerate(switch):
            kw = "if" if k == 0 else "elif"
            self.emit(["%s i == %d:" % (kw, s),
                       "    acc = %s" % self.value(NUMERIC + ["obj", "str",
                                                           "list"])], 2)
        op = r.choice(["+", "-", "*", "//", "%", "/", "+", "+"])
        step = r.choice(["i", "1", "0.5", "True", "i * 1.5", "3",
                         "2 ** 62", "(i & 7)", "fl"])
        self.emit(["try:",
                   "    acc = clip(acc %s %s)" % (op, step),
                   "    fl = fl * 1.0001 + (i % 3)",
                   "except Exception as e:",
                   "    errs += 1",
                   "    fl += 0.25",
                   "    acc = %s" % self.value(NUMERIC)], 2)
        self.emit(["log(%r, acc, fl, errs)" % f], 1)
        self.calls.append("%s()" % f)

    def snip_loops(self):
        """Nested loops with break, continue and else clauses."""
        r = self.r
        f = self.name("loops")
        a, b, c = r.randint(2, 30), r.randint(2, 20), r.randint(1, 7)
        self.emit(["def %s(n):" % f,
                   "    s = 0",
                   "    x = 0.0",
                   "    trail = []",
                   "    for i in range(n):",
                   "        for j in range(%d):" % b,
                   "            if (i * j) %% %d == %d:" % (c + 1, c),
                   "                continue",
                   "            if j > i + %d:" % r.randint(0, 5),
                   "                break",
                   "            s += i ^ j",
                   "            x += j / (i + 1)",
                   "        else:",
                   "            trail.append(i)",
                   "        k = 0",
                   "        while k < i:",
                   "            k += %d" % r.randint(1, 4),
                   "            if k == %d:" % r.randint(3, 12),
                   "                break",
                   "        else:",
                   "            s -= k",
                   "        if s > %d:" % r.randint(100, 5000),
                   "            s = s %% %d" % r.randint(7, 999),
                   "    return s, x, trail[-5:], len(trail)"])
        self.calls.append("log(%r, %s(%d))" % (f, f, a))
        self.calls.append("log(%r, %s(%d))" % (f, f, a * 3))

    def snip_exc(self):
        """Exceptions raised and caught inside a hot loop, floats live."""
        r = self.r
        f = self.name("exc")
        m = r.randint(2, 9)
        self.emit(["def %s(n):" % f,
                   "    f = %s" % r.choice(["1.5", "0.0", "-3.25", "1e-3"]),
                   "    g = 2.0",
                   "    cnt = [0, 0, 0, 0]",
                   "    for i in range(n):",
                   "        f = f * 0.999 + i",
                   "        try:",
                   "            if i %% %d == 0:" % m,
                   "                raise ValueError(i, f)",
                   "            g = f / (i %% %d)" % r.randint(2, 11),
                   "            if g > %s:" % r.choice(["100.0", "1e4", "5"]),
                   "                [][i]",
                   "            d = {'a': g}",
                   "            g += d[%s]" % r.choice(["'a'", "'b'"]),
                   "        except ValueError as e:",
                   "            cnt[0] += 1",
                   "            f -= e.args[0] / 2",
                   "        except ZeroDivisionError:",
                   "            cnt[1] += 1",
                   "            g = -g",
                   "        except (IndexError, KeyError) as e:",
                   "            cnt[2] += 1",
                   "            g = g / 3.0",
                   "        else:",
                   "            cnt[3] += 1",
                   "        finally:",
                   "            f += 0.5",
                   "        if i %% %d == 1:" % (m + 1),
                   "            try:",
                   "                try:",
                   "                    int('x%d' % i)",
                   "                finally:",
                   "                    g += 1.0",
                   "            except ValueError:",
                   "                f += 0.125",
                   "    return f, g, cnt"])
        self.calls.append("log(%r, %s(%d))" % (f, f, r.choice([10, 100, 500])))

    def snip_overflow(self):
        """Integer arithmetic crossing 2**63 and back."""
        r = self.r
        f = self.name("ovf")
        start = r.choice(["2 ** 62", "2 ** 63 - 10", "-2 ** 63 + 5",
                          "9223372036854775800", "-1", "1 << 40"])
        step = r.choice(["1", "3", "2 ** 60", "-(2 ** 61)", "i", "i * i"])
        self.emit(["def %s(n):" % f,
                   "    x = %s" % start,
                   "    y = 1",
                   "    out = []",
                   "    for i in range(n):",
                   "        x = x + %s" % step,
                   "        y = y * %d" % r.choice([2, 3, -2, 7]),
                   "        if y > 2 ** 100 or y < -2 ** 100:",
                   "            y = y // (2 ** 90)",
                   "        z = x * %s" % r.choice(["2", "-1", "x",
                                                    "3", "y"]),
                   "        w = -x",
                   "        q = x // %s" % r.choice(["-1", "7", "-3",
                                                    "(2 ** 63)", "y"]),
                   "        m = x %% %s" % r.choice(["-7", "1000", "y",
                                                    "2 ** 64"]),
                   "        s = (x << %d) >> %d" % (r.randint(0, 3),
                                                     r.randint(0, 70)),
                   "        b = x & 0xFFFF | (x ^ y) & 0xF0",
                   "        if i %% %d == 0:" % r.randint(1, 9),
                   "            out.append((x, y, z % 1000003, w, q, m, s, b, abs(w), x > y, divmod(x, 97)))",
                   "        x = clip(x)",
                   "    out.append((x, -x, x * x, float(x) if abs(x) < 2 ** 1000 else 0.0, x == float(x), int(float(x) / 3) if abs(x) < 2 ** 1000 else 0))",
                   "    return out[-4:]"])
        self.calls.append("log(%r, %s(%d))" % (f, f, r.choice([5, 50, 300])))

    def snip_alias(self):
        """Aliasing through locals, tuples and lists in a hot loop."""
        r = self.r
        f = self.name("alias")
        self.emit(["def %s(n):" % f,
                   "    a = %s" % r.choice(["[0, 1.5, 'x']", "[1, 2, 3]",
                                           "[[], 0]"]),
                   "    b = a",
                   "    t = (a, b, %s)" % self.value(["int", "float",
                                                       "list"]),
                   "    c = a[:]",
                   "    d = {0: a}",
                   "    for i in range(n):",
                   "        b.append(i %% %d)" % r.randint(2, 5),
                   "        t[0][0] = t[1][0] + %s" % r.choice(["1", "0.5",
                                                              "True"]),
                   "        if len(a) > %d:" % r.randint(4, 12),
                   "            del b[1:%d]" % r.randint(2, 5),
                   "        x, y = a[-1], b[0]",
                   "        a, c = c, a",
                   "        b = a if i % 2 else c",
                   "        d[i % 3] = b",
                   "        c[0] = y if isinstance(y, (int, float)) else x",
                   "        x, *rest = b",
                   "    return a, b is a, c, t[0] is t[1], t[2], x, rest[:3], sorted(d)"])
        self.calls.append("log(%r, %s(%d))" % (f, f, r.choice([3, 30, 200])))

    def snip_recursion(self):
        """Recursion whose argument types vary between calls."""
        r = self.r
        f = self.name("rec")
        base = r.choice(["n < 2", "n <= 1", "not (n > 1)"])
        comb = r.choice(["%s(n - 1) + %s(n - 2)" % (f, f),
                         "%s(n - 1) * 2 - %s(n - 2)" % (f, f),
                         "%s(n - 1) + 1" % f])
        self.emit(["def %s(n):" % f,
                   "    if %s:" % base,
                   "        return n",
                   "    return %s" % comb])
        args = [r.choice(["12", "15.5", "True", "V(10)", "2 ** 63 - 2 ** 63 + 9",
                          "10.0"]) for _ in range(3)]
        for a in args:
            self.calls.append("try:\n    log(%r, %s(%s))\nexcept Exception as e:\n"
                              "    log(%r, ename(e))" % (f, f, a, f))
        g = self.name("deep")
        self.emit(["def %s(n, acc):" % g,
                   "    if n == 0:",
                   "        return acc",
                   "    return %s(n - 1, acc + %s)" % (g, r.choice(
                       ["n", "0.5", "1", "n * n"]))])
        depth = r.choice([10, 100, 500, 5000])
        self.calls.append("try:\n    log(%r, %s(%d, 0))\nexcept RecursionError:\n"
                          "    log(%r, 'RecursionError')" % (g, g, depth, g))

    def snip_gen(self):
        """Generators: yield in loops, send, yield from, early close."""
        r = self.r
        f = self.name("gen")
        self.emit(["def %s(n):" % f,
                   "    total = 0",
                   "    try:",
                   "        for i in range(n):",
                   "            v = yield i * %s" % r.choice(["1", "1.5", "True",
                                                          "'a'", "(2 ** 62)"]),
                   "            if v is not None:",
                   "                total += v",
                   "            if i %% %d == 0:" % r.randint(2, 6),
                   "                yield from subgen(%d)" % r.randint(0, 4),
                   "    finally:",
                   "        LOG.append('fin %s %%r' %% (total,))" % f,
                   "    return total"])
        self.emit(["def drive_%s():" % f,
                   "    g = %s(%d)" % (f, r.randint(5, 60)),
                   "    out = [next(g)]",
                   "    try:",
                   "        for k in range(%d):" % r.randint(1, 80),
                   "            out.append(g.send(%s) if k %% 3 == 0 else next(g))"
                   % r.choice(["k", "1", "2 ** 63"]),
                   "    except StopIteration as e:",
                   "        out.append(('stop', e.value))",
                   "    g.close()",
                   "    s = sum(x for x in %s(%d) if not isinstance(x, str))"
                   % (f, r.randint(0, 30)),
                   "    log(%r, out[-6:], len(out), s)" % f,
                   "    log([y for y in (x * 2 for x in range(%d)) if y %% 3])"
                   % r.randint(0, 20)])
        self.calls.append("drive_%s()" % f)

    def snip_objects(self):
        """User objects in hot loops: attributes, methods, dunders."""
        r = self.r
        f = self.name("objs")
        self.emit(["def %s(n):" % f,
                   "    objs = [W(1), W(2.5, 'b'), W('s', [1]), W(V(2))]",
                   "    acc = %s" % self.value(["int", "float", "obj"]),
                   "    hits = 0",
                   "    for i in range(n):",
                   "        o = objs[i %% %d]" % r.randint(1, 4),
                   "        try:",
                   "            acc = clip(acc + o(%s))" % r.choice(["i", "1.5", "'z'"]),
                   "        except TypeError:",
                   "            hits += 1",
                   "        if %s in o:" % r.choice(["1", "2.5", "'s'"]),
                   "            hits += 10",
                   "        a, b = o",
                   "        o.b = %s" % r.choice(["i", "a", "o.get()", "float(i)"]),
                   "        if i == %d:" % r.randint(0, 100),
                   "            o.extra = i",
                   "            W.get = lambda self: -1",
                   "    return acc, hits, objs, W.n > 0, [o.get() for o in objs],"
                   " [getattr(o, 'extra', None) for o in objs]"])
        self.calls.append("log(%r, %s(%d))" % (f, f, r.choice([4, 40, 300])))

    def snip_strs(self):
        """Strings and lists built in loops, with slicing and methods."""
        r = self.r
        f = self.name("strs")
        self.emit(["def %s(n):" % f,
                   "    s = %s" % r.choice(["''", "'ab'", "'x'"]),
                   "    parts = []",
                   "    for i in range(n):",
                   "        s = s + str(i %% %d)" % r.randint(2, 10),
                   "        if len(s) > %d:" % r.randint(5, 30),
                   "            parts.append(s[%s])" % r.choice(
                       ["::2", "1:-1", "-3:", "::-1", ":4"]),
                   "            s = s[%d:]" % r.randint(1, 5),
                   "        s = s.%s" % r.choice(["upper()", "replace('1', 'one')",
                                                  "strip('0')", "lower()"]),
                   "    j = '-'.join(parts[-5:])",
                   "    return s, j, j.split('-')[:3], j.find('2'), j.count('1'),"
                   " '%d %s %r %.3f' % (len(parts), s[:3], j[:4], len(j) / 7),"
                   " f'{len(s):>5}|{s!r:.6}|{n:x}'"])
        self.calls.append("log(%r, %s(%d))" % (f, f, r.choice([10, 100, 400])))

    SNIPPETS = ["snip_poly_call", "snip_poly_call", "snip_acc", "snip_acc",
                "snip_loops", "snip_exc", "snip_overflow", "snip_alias",
                "snip_recursion", "snip_gen", "snip_objects", "snip_strs"]

    def program(self):
        self.out.append("# fuzz program (tests/fuzz/gen_program.py)")
        self.out.append(PRELUDE)
        for _ in range(self.r.randint(2, 5)):
            getattr(self, self.r.choice(self.SNIPPETS))()
        self.out.append("")
        for c in self.calls:
            self.out.append(c)
        self.out.append("for line in LOG:")
        self.out.append("    print(line)")
        return "\n".join(self.out) + "\n"


def generate(seed):
    return Gen(seed).program()


if __name__ == "__main__":
    import sys
    sys.stdout.write(generate(int(sys.argv[1]) if len(sys.argv) > 1 else 0))
