# ast.parse / compile(..., PyCF_ONLY_AST): the tree of many constructs,
# with positions (ast.dump include_attributes), in every mode
import ast

SOURCES = [
    "import os, sys as s\nfrom . import x\nfrom ..a.b import (c as d, e)\n",
    "@dec(1)\nasync def f(a, /, b: int = 2, *args: 'x', c, d=3, **kw) -> 'r':\n"
    "    '''doc'''\n    global g\n    x: int = 5\n    y: list\n    (z): int\n"
    "    x += 1\n    async for i in y: pass\n"
    "    async with a as b, c: await q\n"
    "    return [i for i in range(3) if i async for j in k]\n",
    "class C(B, metaclass=M):\n    def g(self): yield from x; nonlocal q\n",
    "try:\n    pass\nexcept (E, F) as e:\n    raise X from e\n"
    "except G: pass\nelse: pass\nfinally: del a[1:2, ::3], b.c\n",
    "try:\n    pass\nexcept* G as g:\n    pass\n",
    "while x < y <= z is not w: break\nelse: continue\n",
    "with open(f) as (a, b): pass\n",
    "print(f\"a{x!r:>{w}}b\" 'c', *a, **k, key=1)\n",
    "f'{x=}' f'{y!s}{z!a:{q}}'\n",
    "lambda x, *y, z=1: x if y else {**z, 1: 2}\n",
    "{1, 2}; {x: y for x, y in z}; (x for x in y); {x for x in y}\n",
    "a = b = -1.5e3j + 10**20 + 0x10 + b'by' + ... + None + u'u' 'v'\n",
    "assert not x, ~y\nx @= y >> 2 // 3 % 4 | 5 ^ 6 & 7 << 8\n",
    "match p:\n    case [1, *rest] | {'k': v, **kw}: pass\n"
    "    case Point(x=0, y=_) if z: pass\n    case None | True: pass\n"
    "    case (a as b): pass\n    case -1 | 1+2j | 'a' 'b' | x.y: pass\n",
    "print((x := 3), x[1], x.y, x[a:b], x[-1:])\n",
    "if a:\n    b\nelif c:\n    d\nelse:\n    e\n",
    "def f():\n    \u00e9t\u00e9 = '\u00e9\u00e9'; return \u00e9t\u00e9\n",
    "x = (1,\n     2,\n     3)\ny = '''a\nb'''\n",
]

for src in SOURCES:
    print(ast.dump(ast.parse(src), include_attributes=True))
print(ast.dump(ast.parse(SOURCES[1]), indent=2))
print(ast.dump(ast.parse("1 + x * 2", mode="eval"), include_attributes=True))
print(ast.dump(ast.parse("x = 1; y = 2", mode="single")))
print(ast.dump(ast.parse("(int, str) -> List[int]", mode="func_type")))
print(ast.dump(ast.parse("() -> None", mode="func_type")))
print(ast.dump(compile("pass", "f", "exec", ast.PyCF_ONLY_AST)))
print(ast.dump(ast.parse("x = 1", type_comments=True)))  # (type comments are not kept)
print(ast.dump(ast.parse(b"x = '\xc3\xa9'")))
t = ast.parse("x")
print(type(t).__name__, type(t.body[0]).__name__, type(t.body[0].value.ctx))
print(ast.parse("x").body[0].value.ctx is ast.parse("y").body[0].value.ctx)
print(isinstance(t, ast.AST), isinstance(t.body[0], ast.stmt))

# the same parse in a loop (tiers 1 and 2), with sources changing type
total = 0
for i in range(150):
    if i % 3 == 0:
        src = "x = %d" % i
    elif i % 3 == 1:
        src = "x = %d.5" % i
    else:
        src = "x = 'a%d'" % i
    node = ast.parse(src).body[0]
    v = node.value.value
    total += node.value.end_col_offset
    if i % 50 == 2:
        print(type(v).__name__, v, node.lineno, node.col_offset)
print(total)

for bad in ["x = = 1", "def f(:\n", "(", "f(**x, *y)"]:
    try:
        ast.parse(bad)
    except SyntaxError as e:
        print(type(e).__name__, e.msg, e.lineno, e.offset)
try:
    compile("x", "f", "func_type")
except Exception as e:
    print(type(e).__name__, e)
try:
    compile("x", "f", "bogus", ast.PyCF_ONLY_AST)
except Exception as e:
    print(type(e).__name__, e)
try:
    compile(3, "f", "exec", ast.PyCF_ONLY_AST)
except Exception as e:
    print(type(e).__name__, e)
