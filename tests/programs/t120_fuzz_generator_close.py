# generator close()/throw(): finally clauses run, a yield-from sub-generator
# is closed or thrown into first (found by tests/fuzz)
LOG = []
def sub(k):
    try:
        for j in range(k):
            v = yield j
            LOG.append(('sub got', v))
        return 'subret'
    finally:
        LOG.append('sub fin')
def outer(n):
    try:
        r = yield from sub(n)
        LOG.append(('outer r', r))
        yield 'after'
    except ValueError as e:
        LOG.append(('outer caught', e.args))
        yield 'handled'
    finally:
        LOG.append('outer fin')
g = outer(3)
print(next(g), g.send('a'))
g.close()
print(LOG); LOG.clear()
g = outer(3)
next(g)
print(g.throw(ValueError('x')))
g.close()
print(LOG); LOG.clear()
def sub2():
    try:
        yield 1
    except KeyError:
        return 'ke'
def outer2():
    r = yield from sub2()
    yield ('r', r)
g = outer2()
next(g)
print(g.throw(KeyError))
def ign():
    try:
        yield 1
    except GeneratorExit:
        yield 2
g = ign(); next(g)
try:
    g.close()
except RuntimeError as e:
    print('RE', e)
def raising():
    try:
        yield 1
    finally:
        raise ValueError('in finally')
g = raising(); next(g)
try:
    g.close()
except ValueError as e:
    print('VE', e)
g = raising()
g.close()
print(list(g))
def fin():
    try:
        yield 1
        yield 2
    finally:
        print('fin runs')
g = fin()
print(next(g))
g.close(); g.close()
try:
    next(g)
except StopIteration:
    print('stopped')
def counter():
    n = 0
    try:
        while True:
            n += 1
            yield n
    finally:
        LOG.append(('counter closed at', n))
def relay():
    total = yield from counter()
    yield total
for k in range(3):
    g = relay()
    for _ in range(k + 1):
        next(g)
    g.close()
print(LOG)
