# positions of _ast nodes (UTF-8 byte columns, multi-line nodes, f-strings)
# and the helpers and flags around ast.parse
import ast

SRC = '''s = "été" + 'ü' + x_é
def f(
    a,
    b: "ä" = 1,
):
    return (a +
            b)
t = f"{s!r} ü {f(1, 2):>10}" u"x"
if s:
    pass
elif t:
    for i in range(3):
        print(i)
else:
    pass
z = [
    1,
    2,
]
'''
tree = ast.parse(SRC)
for node in ast.walk(tree):
    if hasattr(node, "lineno"):
        print(type(node).__name__, node.lineno, node.col_offset,
              node.end_lineno, node.end_col_offset,
              getattr(node, "kind", "-"))
print(ast.get_source_segment(SRC, tree.body[1].body[0].value))
print(ast.dump(ast.parse("u'a' 'b'; 'c' u'd'; b'e'"), include_attributes=False))
print(ast.dump(ast.parse("x = 1", feature_version=(3, 8))))
print(ast.dump(ast.parse("x = 1", type_comments=True)))
print(ast.dump(ast.parse("# -*- coding: latin-1 -*-\nx = 'caf\xe9'".encode("latin-1"))))

new = ast.copy_location(ast.Name("q", ast.Load()), tree.body[0].value)
print(new.lineno, new.col_offset, new.end_lineno, new.end_col_offset)
ast.increment_lineno(tree, 100)
print(tree.body[0].lineno, tree.body[-1].end_lineno)
code = compile(tree, "<moved>", "exec")
print(code.co_firstlineno, sorted({l for _, _, l in code.co_lines() if l})[:2])

# node classes: fields, attributes, defaults, constructors
print(ast.Name._fields, ast.Name._attributes, ast.arguments._fields)
n = ast.Name("x")
print(n.id, hasattr(n, "ctx"), ast.Constant(5).kind)
print(ast.dump(ast.BinOp(ast.Constant(1), ast.Add(), ast.Constant(2))))
try:
    ast.Name("a", ast.Load(), "extra")
except TypeError as e:
    print("TypeError", e)
class MyName(ast.Name):
    pass
m = ast.Module([ast.Expr(ast.Call(MyName("print", ast.Load()),
                                  [ast.Constant("subclass")], []))], [])
exec(compile(ast.fix_missing_locations(m), "<sub>", "exec"))

# positions in a loop, line lengths changing
tot = 0
for i in range(130):
    src = "v = " + "é" * (i % 7) + "x" * (i % 3) + "1" if i % 2 else "v = 'é' * %d" % i
    node = ast.parse(src).body[0]
    tot += node.end_col_offset * 3 + node.value.col_offset
print(tot)
