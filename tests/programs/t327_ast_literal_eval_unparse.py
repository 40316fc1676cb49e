# ast.literal_eval, ast.unparse and the other helpers of Lib/ast.py that
# rest on ast.parse
import ast

for src in ["[1, -2.5, (3, 'x'), {'a': b'b'}, {1, 2}, 1+2j, None]",
            "  {'nested': [1, (2, {3: 4})], 'neg': -0.0, 'c': 3-4j}",
            "set()", "True", "...", "'a' 'b'", "-(1)", "+5", "0x_ff" , "1_000",
            "1e400", "-1e400"]:
    try:
        print(repr(ast.literal_eval(src)))
    except Exception as e:
        print(type(e).__name__, e)
for bad in ["x", "1 + x", "f()", "[1, 2", "{**a}", "a.b", "2 ** 3", "(1)(2)",
            "'a' + 'b'", "{}.keys()", "lambda: 1"]:
    try:
        print(repr(ast.literal_eval(bad)))
    except Exception as e:      # (the message names the node's address)
        print(type(e).__name__, str(e).split(" at 0x")[0])
print(ast.literal_eval(ast.parse("[1, 2]", mode="eval")))

SRC = '''
@decorator(arg)
async def f(a, /, b: int = 2, *args, c, d=3, **kw) -> list[int]:
    """Doc."""
    global g
    x: int = 5
    async with a as b, c:
        await q
    async for i in y:
        continue
    return [i for i in range(3) if i]
class C(B, metaclass=M):
    def g(self):
        yield from x
        nonlocal q
try:
    pass
except (E, F) as e:
    raise X from e
else:
    pass
finally:
    del a[1:2, ::3], b.c
while x < y <= z is not w:
    break
print(f"a{x!r:>{w}}b", *a, **k, key=1)
lambda x, *y, z=1: x if y else {**z, 1: 2}
r = {1, 2}, {x: y for x, y in z}, (x for x in y), {x for x in y}
a = b = -1.5e3j + 10**20 + 0x10 + b'by' + ... + None
assert not x, ~y
match p:
    case [1, *rest] | {"k": v, **kw}:
        pass
    case Point(x=0, y=_) if z:
        pass
    case None | True | (a as b):
        pass
print((x := 3), x[1], x.y, -(-x) ** 2, (a, b), not (a and b or c))
'''
tree = ast.parse(SRC)
print(ast.unparse(tree))
print(ast.unparse(ast.parse(ast.unparse(tree))) == ast.unparse(tree))
print(ast.get_docstring(tree.body[0]))
print(ast.get_source_segment(SRC, tree.body[1].body[0]))
print(ast.get_source_segment(SRC, tree.body[-1].value.args[1], padded=True))
names = sorted({n.id for n in ast.walk(tree) if isinstance(n, ast.Name)})
print(names)
print([type(n).__name__ for n in ast.iter_child_nodes(tree.body[4])])
print(list(ast.iter_fields(tree.body[5]))[0][0])

class Counter(ast.NodeVisitor):
    def __init__(self):
        self.calls = 0
    def visit_Call(self, node):
        self.calls += 1
        self.generic_visit(node)
c = Counter()
c.visit(tree)
print("calls", c.calls)

# in a loop (tiers), the literal's type changing
acc = []
for i in range(150):
    kinds = [str(i), repr(i * 0.25), repr(str(i)), "(%d, [%d])" % (i, i),
             "{%d: None}" % i]
    v = ast.literal_eval(kinds[i % 5])
    if i % 37 < 5:
        acc.append(v)
    u = ast.unparse(ast.parse(kinds[i % 5]))
    if u != kinds[i % 5] and i < 10:
        print("unparse differs", u, kinds[i % 5])
print(acc)
