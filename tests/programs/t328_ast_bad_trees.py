# compile() of _ast trees CPython rejects: the same exception types and
# messages (missing fields, wrong types, contexts, empty bodies,
# constants, modes)
import ast

def name(n, ctx=None):
    return ast.Name(id=n, ctx=ctx or ast.Load())

def mod(*body):
    return ast.fix_missing_locations(ast.Module(body=list(body),
                                                type_ignores=[]))

CASES = [
    ("expr value missing", lambda: mod(ast.Expr())),
    ("assign to Load", lambda: mod(ast.Assign(targets=[name("x")],
                                              value=ast.Constant(1)))),
    ("assign to constant", lambda: mod(ast.Assign(
        targets=[ast.Constant(1)], value=ast.Constant(1)))),
    ("del with Store", lambda: mod(ast.Delete(
        targets=[name("x", ast.Store())]))),
    ("tuple elts ctx", lambda: mod(ast.Assign(
        targets=[ast.Tuple([name("a", ast.Store()), name("b")],
                           ast.Store())], value=name("c")))),
    ("load with Store", lambda: mod(ast.Expr(name("x", ast.Store())))),
    ("list constant", lambda: mod(ast.Expr(ast.Constant([1])))),
    ("nested bad constant", lambda: mod(ast.Expr(ast.Constant((1, [2]))))),
    ("stmt in expr", lambda: mod(ast.Expr(ast.Pass()))),
    ("expr in body", lambda: mod(name("x"))),
    ("empty if", lambda: mod(ast.If(test=ast.Constant(1), body=[],
                                    orelse=[]))),
    ("empty while", lambda: mod(ast.While(test=ast.Constant(1), body=[],
                                          orelse=[]))),
    ("empty def", lambda: mod(ast.FunctionDef(
        name="f", args=ast.arguments([], [], None, [], [], None, []),
        body=[], decorator_list=[]))),
    ("body not a list", lambda: ast.Module(body=3, type_ignores=[])),
    ("no type_ignores", lambda: ast.Module(body=[])),
    ("identifier type", lambda: mod(ast.Expr(ast.Name(id=5,
                                                       ctx=ast.Load())))),
    ("bad operator", lambda: mod(ast.Expr(ast.BinOp(
        ast.Constant(1), ast.Load(), ast.Constant(2))))),
    ("missing lineno", lambda: ast.Module(body=[ast.Pass()],
                                          type_ignores=[])),
    ("kw_defaults length", lambda: mod(ast.FunctionDef(
        name="f", args=ast.arguments([], [], None, [ast.arg("k")], [],
                                     None, []),
        body=[ast.Pass()], decorator_list=[]))),
    ("too many defaults", lambda: mod(ast.FunctionDef(
        name="f", args=ast.arguments([], [], None, [], [], None,
                                     [ast.Constant(1)]),
        body=[ast.Pass()], decorator_list=[]))),
    ("ok", lambda: mod(ast.Expr(ast.Call(name("print"),
                                         [ast.Constant("fine")], [])))),
]

for label, make in CASES:
    try:
        code = compile(make(), "<bad>", "exec")
        print(label, "compiled")
        exec(code)
    except Exception as e:
        print(label, "->", type(e).__name__, str(e).split(" at 0x")[0])

for mode, tree in [("eval", ast.parse("x")), ("exec", ast.Expression(
        ast.Constant(1))), ("single", ast.parse("x")),
        ("exec", ast.Interactive([]))]:
    try:
        compile(tree, "<m>", mode)
        print(mode, "compiled")
    except Exception as e:
        print(mode, "->", type(e).__name__, e)
try:
    compile(ast.Load(), "<m>", "exec")
except Exception as e:
    print(type(e).__name__, e)

# the same check many times, the kind of mistake changing
counts = {}
for i in range(120):
    label, make = CASES[i % len(CASES)]
    try:
        compile(make(), "<loop>", "exec")
        key = "ok"
    except Exception as e:
        key = type(e).__name__
    counts[key] = counts.get(key, 0) + 1
print(sorted(counts.items()))
