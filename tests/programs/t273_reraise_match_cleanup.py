# except* re-raise rules, bare raise tracebacks, match with classes
# registered with collections.abc, generator cleanup at gc.collect() and
# exit, eval/exec of buffers.
import collections.abc
import gc
import sys


def show(f):
    try:
        print(f())
    except BaseException as e:
        print(type(e).__name__, repr(e))


def raise_part():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError as e:
        raise e


def reraise_part():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise


def mixed():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise
    except* TypeError as e:
        raise e


def naked():
    try:
        raise ValueError(5)
    except* ValueError as e:
        raise e


def new_exc():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise KeyError("k")


for f in [raise_part, reraise_part, mixed, naked, new_exc]:
    show(f)
n = 0
for i in range(120):
    try:
        [raise_part, reraise_part, mixed][i % 3]()
    except ExceptionGroup as eg:
        n += len(eg.exceptions)
print(n)


# a bare raise adds no traceback entry
def tb_names(tb):
    names = []
    while tb is not None:
        names.append(tb.tb_frame.f_code.co_name)
        tb = tb.tb_next
    return names


def inner():
    try:
        1 / 0
    except ZeroDivisionError:
        raise


def helper():
    raise


try:
    inner()
except ZeroDivisionError as e:
    print(tb_names(e.__traceback__))
try:
    try:
        {}["x"]
    except KeyError:
        helper()
except KeyError as e:
    print(tb_names(e.__traceback__))


# match: classes registered with collections.abc
class S:
    def __len__(self):
        return 2

    def __getitem__(self, i):
        if i >= 2:
            raise IndexError
        return i * 10


class M:
    def __getitem__(self, k):
        return k.upper()

    def get(self, k, d=None):
        return k.upper() if k == "a" else d

    def keys(self):
        return ["a"]

    def __len__(self):
        return 1

    def __iter__(self):
        return iter(["a"])


class Plain:
    pass


def m(x):
    match x:
        case [a, b]:
            return ("seq", a, b)
        case {"a": v}:
            return ("map", v)
        case str():
            return "str"
        case _:
            return "other"


print(m(S()), m(M()), m(Plain()), m("ab"))
collections.abc.Sequence.register(S)
collections.abc.Mapping.register(M)


class SubS(S):
    pass


print(m(S()), m(M()), m(SubS()), m(Plain()), m("ab"), m(b"ab"))
out = []
for i in range(200):
    out.append(m([S(), M(), SubS(), Plain(), (1, 2), {"a": 1}][i % 6]))
print(out[:6], len(out))


class MyStr(str):
    pass


class MyBytes(bytes):
    pass


print(m(MyStr("ab")), m(MyBytes(b"ab")))

# eval/exec of buffers
print(eval(bytearray(b"1 + 1")), eval(memoryview(b"2 + 2")))
exec(bytearray(b"print('exec', 3)"))
print(eval(compile(bytearray(b"1 + 2"), "s", "eval")),
      eval(compile(memoryview(b"3"), "s", "eval")))


# generators dropped while suspended: finally runs at gc.collect()
def gen(name):
    try:
        yield 1
        yield 2
    finally:
        print("finally", name)


g = gen("a")
next(g)
del g
gc.collect()
print("after collect")
g = gen("b")
next(g)
g.close()


def quiet():
    try:
        yield 1
    finally:
        CLOSED.append(1)


CLOSED = []
total = 0
for i in range(300):
    k = quiet()
    total += next(k)
    if i % 2:
        k.close()
del k
gc.collect()
print("total", total, len(CLOSED))
kept = gen("kept until exit")
next(kept)
print("end of program")
