# contextvars: ContextVar, Token, Context, copy_context
import contextvars
from contextvars import ContextVar, Context, Token, copy_context

v = ContextVar('v', default=3)
w = ContextVar('w')
print(v.name, v.get(), v.get(7), w.get(8))
try:
    w.get()
except LookupError as e:
    print('LookupError', e.args[0] is w)
t = v.set(10)
print(v.get(), t.var is v, t.old_value is Token.MISSING, repr(Token.MISSING))
t2 = v.set(11)
print(t2.old_value, v.get())
v.reset(t2)
print(v.get())
try:
    v.reset(t2)
except RuntimeError as e:
    print('RuntimeError', 'already been used' in str(e))
try:
    w.reset(t)
except ValueError as e:
    print('ValueError', 'different ContextVar' in str(e))
try:
    v.reset(1)
except TypeError as e:
    print('TypeError', e)
v.reset(t)
print(v.get())
try:
    ContextVar(1)
except TypeError as e:
    print('TypeError', e)
try:
    Token()
except RuntimeError as e:
    print('RuntimeError', e)
try:
    class Sub(ContextVar):
        pass
except TypeError as e:
    print('TypeError', 'acceptable base type' in str(e) or 'subclass' in str(e))
print(ContextVar[int], type(v).__module__, Context.__module__)

ctx = copy_context()
print(len(ctx) >= 0, v in ctx, w in ctx)
w.set('outer')
ctx2 = copy_context()
print(w in ctx2, ctx2[w], ctx2.get(w), ctx2.get(v, 'dflt'), w in ctx)
try:
    ctx[w]
except KeyError as e:
    print('KeyError', e.args[0] is w)
try:
    ctx['x']
except TypeError as e:
    print('TypeError', e)


def inside(a, b=0):
    w.set('inner')
    v.set(a + b)
    return (w.get(), v.get(), len(copy_context()))


print(ctx2.run(inside, 5, b=6))
print(w.get(), v.get(), ctx2[w], ctx2[v])
print(sorted(x.name for x in ctx2), sorted(ctx2.keys(), key=lambda x: x.name)[0].name,
      sorted(map(str, ctx2.values())), len(ctx2.items()))
c3 = ctx2.copy()
print(c3[w], c3 == ctx2 or True)


def reenter():
    try:
        ctx2.run(lambda: None)
    except RuntimeError as e:
        print('RuntimeError', 'already entered' in str(e))


ctx2.run(reenter)
try:
    ctx2.run()
except TypeError as e:
    print('TypeError', e)
print(Context().get(v), len(Context()))


def boom():
    v.set(99)
    raise ValueError('x')


try:
    Context().run(boom)
except ValueError:
    print('after error', v.get())

# hot loop: set/get/reset and run in fresh contexts
total = 0
toks = []
for i in range(300):
    tok = v.set(i if i < 150 else str(i))
    x = v.get()
    total += x if isinstance(x, int) else len(x)
    toks.append(tok)
    if i % 3 == 0:
        total += Context().run(lambda: v.get() + 1 if isinstance(v.get(), int) else 0)
for tok in reversed(toks):
    v.reset(tok)
print(total, v.get())
