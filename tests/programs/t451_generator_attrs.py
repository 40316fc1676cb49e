# generator attributes: __name__/__qualname__ (one object each time, set
# and not deletable), gi_frame (the live frame, None once finished),
# gi_code/gi_running/gi_suspended in dir(), not writable; coroutine
# cr_code; syntax errors of `(yield x) = y` and repeated keywords
import inspect
import types


def func():
    yield 1


gen = func()
print(gen.__name__, gen.__qualname__, gen.__name__ is gen.__name__)
gen.__name__ = "name"
print(gen.__name__)
for a in ("__name__", "__qualname__"):
    try:
        setattr(gen, a, 123)
    except TypeError as e:
        print("TypeError", e)
    try:
        delattr(gen, a)
    except TypeError as e:
        print("TypeError", e)
print(gen.gi_frame.f_back, gen.gi_frame.f_lineno)
print([s for s in dir(gen) if not s.startswith('_')])
print(gen.__next__.__doc__)
try:
    gen.gi_running = 42
except AttributeError as e:
    print(e)


def b():
    yield


gen_b = b()
print(gen_b.gi_frame.f_lineno)
next(gen_b)
print(gen_b.gi_frame.f_lineno, inspect.getgeneratorstate(gen_b),
      inspect.getgeneratorlocals(gen_b))
print(func.__qualname__ is func.__qualname__, func.__name__ is func.__name__)


def gen_func():
    yield 1
    return (yield 2)


gen = gen_func()


@types.coroutine
def foo():
    return gen


wrapper = foo()
for name in ('__name__', '__qualname__', 'gi_code', 'gi_running',
             'gi_frame'):
    print(name, getattr(foo(), name) is getattr(gen, name))
print(foo().cr_code is gen.gi_code)


async def coro():
    pass


c = coro()
print(c.cr_code.co_name, c.cr_frame.f_code.co_name)
c.close()
print(c.cr_frame)

for src in ['def f(): (yield bar) = y', 'def f(): (yield) = 1',
            'def f(): yield = 1', 'f(p=1, p=2)', 'f(1, p=1, *(1,2), p=2)',
            'f(**k, p=1, p=1)']:
    try:
        compile(src, '<s>', 'exec')
        print("compiled")
    except SyntaxError as e:
        print(e.msg, e.offset)

# generator lambdas return their value; the frame chain of a throw()
# delegated through yield from
import sys
f = lambda: (yield 1)
def g(): return (yield 1)
f2 = lambda: (yield from g())
def g2(): return (yield from g())
f3 = lambda: (yield from f())
def g3(): return (yield from f())
for gen_fun in (f, g, f2, g2, f3, g3):
    gen = gen_fun()
    print(next(gen), end=' ')
    try:
        gen.send(2)
    except StopIteration as e:
        print(e.value)
def names(frame):
    out = []
    while frame:
        name = frame.f_code.co_name
        if name.startswith('check_') or name.startswith('call_') or name == '<module>':
            break
        out.append(name)
        frame = frame.f_back
    return out
def check(call_method):
    def f():
        print(names(sys._getframe()))
        try:
            yield
        except Exception:
            pass
        print(names(sys._getframe()))
    def g():
        print(names(sys._getframe()))
        yield from f()
        print(names(sys._getframe()))
    gen = g()
    gen.send(None)
    try:
        call_method(gen)
    except StopIteration:
        pass
def call_send(gen): gen.send(None)
def call_throw(gen): gen.throw(RuntimeError)
check(call_send)
check(call_throw)

class E(Exception):
    def __new__(cls, *args, **kwargs):
        return cls
def boring_generator():
    yield
gen = boring_generator()
try:
    gen.throw(E)
except TypeError as e: print(e)
try: next(gen)
except StopIteration: print("StopIteration")
def generator():
    try:
        yield
    except TypeError as e:
        print("inside", e)
gen = generator()
next(gen)
try:
    gen.throw(E)
except StopIteration:
    print("StopIteration")
