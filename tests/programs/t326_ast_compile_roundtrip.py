# compile() of _ast trees: from ast.parse, edited by NodeTransformers,
# and built by hand; the code runs like the source's
import ast

SRC = '''
def f(a, /, b=2, *c, d, e=5, **g):
    return a + b + sum(c) + d + e + len(g)
print(f(1, 2, 3, 4, d=10, z=1))
x: int = 5
class C:
    y: int
    def m(self): return [i*i for i in range(5) if i % 2]
print(C().m(), x, {**{'a': 1}, 'b': 2}, f"{x!r:>5}|{3.5:.2f}|{x=}")
print(C.__annotations__, __annotations__)
try:
    1/0
except ZeroDivisionError as e:
    print("zd", e)
finally:
    print("fin")
for v in [[1, 2, 3], {"k": 4}, 1+2j, None, 7]:
    match v:
        case [1, *rest]: print("rest", rest)
        case {"k": kv}: print("k", kv)
        case 1+2j: print("complex")
        case None: print("none")
        case int(n) if n > 5: print("int", n)
with open("/dev/null") as fh: print(fh.read() == "")
a, *b = range(4); print(a, b)
del b
print((lambda q, *r: q + len(r))(1, 2, 3), 1 < 2 < 3, not None, -5 ** 2)
def gen():
    yield 1
    yield from [2, 3]
print(list(gen()), [*gen()], {k: v for k, v in zip("ab", gen())})
async def co():
    return 42
c = co()
try:
    c.send(None)
except StopIteration as e:
    print("async", e.value)
global_counter = 0
def bump():
    global global_counter
    global_counter += 1
    def inner():
        nonlocal_var = 1
        def deeper():
            nonlocal nonlocal_var
            nonlocal_var += 1
            return nonlocal_var
        return deeper()
    return inner()
print(bump(), global_counter)
import math as m
from os import path as p
print(m.pi > 3, p.join("a", "b"))
assert True, "never"
i = 0
while i < 3:
    i += 1
else:
    print("while done", i)
if i == 3: print("three")
elif i == 4: print("four")
else: print("other")
print(x if x else 0, [1, 2, 3][::2], (x := 10), x)
print(f"{'nested'!s:*^12}", b'by' + bytes(2), ..., 10**20, 0x10, 1.5e3j)
try:
    raise ValueError("v") from KeyError("k")
except ValueError as e:
    print(repr(e), repr(e.__cause__))
'''

tree = ast.parse(SRC)
exec(compile(tree, "<ast>", "exec"), {"__name__": "m"})
print(exec(compile(ast.parse("print('single', 1 + 1)"), "<s>", "exec")))

class AddToMult(ast.NodeTransformer):
    def visit_BinOp(self, node):
        self.generic_visit(node)
        if isinstance(node.op, ast.Add):
            return ast.BinOp(node.left, ast.Mult(), node.right)
        return node

class RenameVars(ast.NodeTransformer):
    def visit_Name(self, node):
        if node.id.startswith("v_"):
            return ast.copy_location(ast.Name("w_" + node.id[2:], node.ctx), node)
        return node

t2 = ast.fix_missing_locations(AddToMult().visit(ast.parse(
    "print(3 + 4, 'a' * 2 if False else 2 + 5)")))
exec(compile(t2, "<t>", "exec"))
t3 = RenameVars().visit(ast.parse("v_a = 5\nprint(v_a + 1, w_a)"))
exec(compile(t3, "<t3>", "exec"))
print(eval(compile(ast.parse("1 + 2 * 3", mode="eval"), "<e>", "eval")))
code = compile(ast.parse("6 * 7", mode="single"), "<i>", "single")
try:
    ast.parse("x = 1\nx", mode="single")
except SyntaxError as e:
    print(e.msg)
exec(code, {})

# built by hand
m = ast.Module(body=[ast.Expr(value=ast.Call(
    func=ast.Name(id='print', ctx=ast.Load()),
    args=[ast.Constant(value=(1, 2)), ast.Constant(value=frozenset([3])),
          ast.Constant(value=-7), ast.Constant(value=1.5+2j),
          ast.Constant(value=2**70), ast.Constant(value=...)],
    keywords=[ast.keyword(arg='sep', value=ast.Constant(value='|'))]))],
    type_ignores=[])
exec(compile(ast.fix_missing_locations(m), "<m>", "exec"))
fn = ast.FunctionDef(
    name="sq", args=ast.arguments(posonlyargs=[], args=[ast.arg("n")],
                                  kwonlyargs=[], kw_defaults=[],
                                  defaults=[ast.Constant(3)]),
    body=[ast.Return(ast.BinOp(ast.Name("n", ast.Load()), ast.Pow(),
                               ast.Constant(2)))],
    decorator_list=[], returns=None)
ns = {}
exec(compile(ast.fix_missing_locations(ast.Module([fn], [])), "<fn>", "exec"), ns)
print(ns["sq"](), ns["sq"](5), ns["sq"].__name__)

# line numbers of compiled trees reach tracebacks
t = ast.parse("x = 1\n\n\nraise KeyError('line4')")
try:
    exec(compile(t, "<lines>", "exec"))
except KeyError as e:
    print("line", e.__traceback__.tb_next.tb_lineno)
ast.increment_lineno(t, 10)
try:
    exec(compile(t, "<lines>", "exec"))
except KeyError as e:
    print("line", e.__traceback__.tb_next.tb_lineno)

# compiling trees in a hot loop, the constant's type changing
total = []
for i in range(120):
    if i % 4 == 0:
        value = i
    elif i % 4 == 1:
        value = i * 0.5
    elif i % 4 == 2:
        value = str(i)
    else:
        value = (i, None)
    expr = ast.Expression(ast.BinOp(ast.Constant(value), ast.Mult(),
                                    ast.Constant(2)))
    r = eval(compile(ast.fix_missing_locations(expr), "<loop>", "eval"))
    if i % 30 < 4:
        total.append(r)
print(total)
print(compile(ast.parse("pass"), "f", "exec", ast.PyCF_ONLY_AST).__class__.__name__)
same = ast.parse("y = 1")
print(compile(same, "f", "exec", ast.PyCF_ONLY_AST) is same)
