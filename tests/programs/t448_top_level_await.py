# compile(..., flags=PyCF_ALLOW_TOP_LEVEL_AWAIT): await, async for/with
# and async comprehensions at the top level make a coroutine; compile()
# flag checks
import ast, asyncio
from itertools import product
from textwrap import dedent
from types import FunctionType
CO_COROUTINE = 0x80
async def arange(n):
    for i in range(n):
        yield i
modes = ('single', 'exec')
code_samples = [
    '''a = await asyncio.sleep(0, result=1)''',
    '''async for i in arange(1):
           a = 1''',
    '''async with asyncio.Lock() as l:
           a = 1''',
    '''a = [x async for x in arange(2)][1]''',
    '''a = 1 in {x async for x in arange(2)}''',
    '''a = {x:1 async for x in arange(1)}[0]''',
    '''a = [x async for x in arange(2) async for x in arange(2)][1]''',
    '''a = [x async for x in (x async for x in arange(5))][1]''',
    '''a, = [1 for x in {x async for x in arange(1)}]''',
    '''a = [await asyncio.sleep(0, x) async for x in arange(2)][1]'''
]
for mode, code_sample in product(modes, code_samples):
    source = dedent(code_sample)
    try:
        compile(source, '?', mode)
        print("no SE", source)
    except SyntaxError as e:
        pass
    co = compile(source, '?', mode, flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    print(mode, bool(co.co_flags & CO_COROUTINE), end=' ')
    globals_ = {'asyncio': asyncio, 'a': 0, 'arange': arange}
    async_f = FunctionType(co, globals_)
    asyncio.run(async_f())
    print(globals_['a'], end=' ')
    globals_ = {'asyncio': asyncio, 'a': 0, 'arange': arange}
    asyncio.run(eval(co, globals_))
    print(globals_['a'])
for mode, code_sample in product(modes, ['def f():pass\n', '[x for x in l]', '(x for x in l)']):
    co = compile(code_sample, '?', mode, flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    print(co.co_flags & CO_COROUTINE)
for src in ['def f():  await arange(10)\n', 'def f():  [x async for x in arange(10)]\n', 'def f():\n  async for i in arange(1):\n    a = 1\n']:
    try:
        compile(src, '?', 'exec', flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
        print("no SE")
    except SyntaxError as e:
        print("SE", e.msg)
code = dedent("""async def ticker():
        for i in range(10):
            yield i
            await asyncio.sleep(0)""")
co = compile(code, '?', 'exec', flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
glob = {}
exec(co, glob)
print(type(glob['ticker']()))
try:
    compile('print(42)\n', '<string>', 'single', 0xff)
except ValueError as e: print(e)
