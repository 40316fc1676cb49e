# traceback positions (tb_lasti), a finished generator lets its locals
# go, too many starred targets, *tuple[int], a function's __builtins__,
# str() of a weak proxy, set-subclass keys and reprs, subclass-first
# reflected operators and comparisons
import gc
import traceback
import weakref
from collections import UserList, namedtuple


def g():
    raise ValueError("x")


def f():
    x = 1
    for i in range(3):
        x += i
    g()


try:
    f()
except ValueError as e:
    for entry in traceback.extract_tb(e.__traceback__):
        print(entry.lineno, entry.name, entry.line)
    tb = e.__traceback__
    print(tb.tb_lasti >= 0, tb.tb_next.tb_lasti > 0)


def check(it_fn, cls):
    done = False

    class A(cls):
        def __del__(self):
            nonlocal done
            done = True

    it = it_fn(A())
    try:
        next(it)
    except StopIteration:
        print("stop", end=" ")
    gc.collect()
    print(done)


check(iter, UserList)
check(reversed, UserList)

for n in (255, 256, 512):
    src = ", ".join("a%d" % i for i in range(n)) + ", *rest = range(%d)" % (n + 1)
    try:
        compile(src, "test", "exec")
        print(n, "ok")
    except SyntaxError as e:
        print(n, e.msg)

g1 = list[int]
s1 = (*tuple[int],)[0]
print(g1.__unpacked__, s1.__unpacked__, s1, list(tuple[int, str]),
      s1 == tuple[int], s1 == (*tuple[int],)[0])

nt = namedtuple("C", ())
print(nt.__new__.__globals__["__builtins__"], nt.__new__.__builtins__)
ns = {}
exec("def h(): pass", ns)
print(ns["h"].__builtins__ is __builtins__.__dict__)


class SetSubclass(set):
    pass


s = SetSubclass("simsalabim")
p = weakref.proxy(s)
print(str(p) == str(s))


class ReprWrapper:
    def __repr__(self):
        return repr(self.value)


w = ReprWrapper()
ss = SetSubclass([w])
w.value = ss
print(repr(ss))
s = SetSubclass([1, frozenset([2])])
print(SetSubclass([2]) in s, {2} in s)
s.discard(SetSubclass([2]))
s.add(frozenset([3]))
s.remove(SetSubclass([3]))
print(s)
try:
    s.remove(SetSubclass([9]))
except KeyError as e:
    print("KeyError", e)


class Base:
    def __add__(s, o):
        return "Base.add"

    def __radd__(s, o):
        return "Base.radd"

    def __eq__(*args):
        calls.append("Base.__eq__")
        return NotImplemented


class Derived(Base):
    def __eq__(*args):
        calls.append("Derived.__eq__")
        return NotImplemented

    def __ne__(*args):
        calls.append("Derived.__ne__")
        return NotImplemented


class Own(Base):
    def __radd__(s, o):
        return "Own.radd"


calls = []
print(Base() + Derived(), Base() + Own(), Derived() + Base())
Base() != Derived()
Base() == Derived()
print(calls)
