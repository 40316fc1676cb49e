# real uses of ast: an assertion rewriter (like pytest's), a constant
# folder, an instrumenting transformer adding calls, future flags
import ast

SRC = '''
def check(x, y):
    assert x == y, "values differ"
    assert x < 10
    return x + y

results = []
for a, b in [(1, 1), (2, 3), (20, 20)]:
    try:
        results.append(check(a, b))
    except AssertionError as e:
        results.append("fail: %s" % e)
print(results)
'''

class RewriteAsserts(ast.NodeTransformer):
    def visit_Assert(self, node):
        test_src = ast.unparse(node.test)
        msg = ast.Constant("assert " + test_src)
        if node.msg is not None:
            msg = ast.BinOp(node.msg, ast.Add(),
                            ast.Constant(" (" + test_src + ")"))
        new = ast.If(test=ast.UnaryOp(ast.Not(), node.test),
                     body=[ast.Raise(exc=ast.Call(
                         ast.Name("AssertionError", ast.Load()), [msg], []),
                         cause=None)],
                     orelse=[])
        return ast.copy_location(new, node)

tree = RewriteAsserts().visit(ast.parse(SRC))
ast.fix_missing_locations(tree)
exec(compile(tree, "<rewritten>", "exec"), {})

class Fold(ast.NodeTransformer):
    def visit_BinOp(self, node):
        self.generic_visit(node)
        if isinstance(node.left, ast.Constant) and \
                isinstance(node.right, ast.Constant):
            try:
                value = eval(compile(ast.Expression(node), "", "eval"))
            except Exception:
                return node
            return ast.copy_location(ast.Constant(value), node)
        return node

folded = Fold().visit(ast.parse("x = (2 + 3) * 4 - y; z = 'a' * 3 + 'b'; w = 1 / 0"))
print(ast.unparse(ast.fix_missing_locations(folded)))

class CountCalls(ast.NodeTransformer):
    """Every function body starts by counting its call."""
    def visit_FunctionDef(self, node):
        self.generic_visit(node)
        bump = ast.parse("COUNTS[%r] = COUNTS.get(%r, 0) + 1"
                         % (node.name, node.name)).body[0]
        node.body.insert(0, bump)
        return node

prog = '''
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
def twice(f, x):
    return f(f(x))
print(fib(12), twice(lambda v: v * 3, 2))
'''
ns = {"COUNTS": {}}
exec(compile(ast.fix_missing_locations(CountCalls().visit(ast.parse(prog))),
             "<counted>", "exec"), ns)
print(sorted(ns["COUNTS"].items()))

# future flags: from a tree's own future import, and inherited
t = ast.parse("from __future__ import annotations\n"
              "def f(x: undefined_name) -> also_undefined: pass\n"
              "print(f.__annotations__)")
exec(compile(t, "<future>", "exec"), {})
t2 = ast.parse("def g(x: int) -> str: pass\nprint(g.__annotations__)")
exec(compile(t2, "<plain>", "exec", dont_inherit=True), {})

# 'single' mode prints the value of an expression statement
exec(compile(ast.fix_missing_locations(ast.Interactive([ast.Expr(ast.BinOp(
    ast.Constant(6), ast.Mult(), ast.Constant(7)))])), "<i>", "single"))

# a rewriter run many times over code whose constants change type
total = 0
for i in range(110):
    v = [i, i * 1.5, "s%d" % i, (i,)][i % 4]
    t = ast.parse("r = V + V")
    class Sub(ast.NodeTransformer):
        def visit_Name(self, node):
            if node.id == "V":
                return ast.copy_location(ast.Constant(v), node)
            return node
    ns = {}
    exec(compile(ast.fix_missing_locations(Sub().visit(t)), "<v>", "exec"), ns)
    r = ns["r"]
    total += len(r) if isinstance(r, (str, tuple)) else int(r)
print(total)
