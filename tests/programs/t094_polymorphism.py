# duck typing and polymorphism across unrelated classes
class Duck:
    def speak(self):
        return "Quack"
    def move(self):
        return "waddle"
class Robot:
    def speak(self):
        return "Beep"
    def move(self):
        return "roll"
class Person:
    def __init__(self, name):
        self.name = name
    def speak(self):
        return "Hi, I'm " + self.name
    def move(self):
        return "walk"
things = [Duck(), Robot(), Person("Ann")]
for t in things:
    print(type(t).__name__, t.speak(), t.move())
class Expr:
    def evaluate(self, env):
        raise NotImplementedError(type(self).__name__)
class Num(Expr):
    def __init__(self, v):
        self.v = v
    def evaluate(self, env):
        return self.v
    def __repr__(self):
        return str(self.v)
class Var(Expr):
    def __init__(self, name):
        self.name = name
    def evaluate(self, env):
        return env[self.name]
    def __repr__(self):
        return self.name
class BinOp(Expr):
    OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": lambda a, b: a / b}
    def __init__(self, op, l, r):
        self.op = op
        self.l = l
        self.r = r
    def evaluate(self, env):
        return BinOp.OPS[self.op](self.l.evaluate(env), self.r.evaluate(env))
    def __repr__(self):
        return "(%r %s %r)" % (self.l, self.op, self.r)
e = BinOp("+", BinOp("*", Num(3), Var("x")), BinOp("/", Var("y"), Num(4)))
print(e, e.evaluate({"x": 5, "y": 10}), e.evaluate({"x": -1, "y": 2}))
try:
    Expr().evaluate({})
except NotImplementedError as ex:
    print("NotImplementedError", ex)
try:
    e.evaluate({"x": 1})
except KeyError as ex:
    print("KeyError", ex)
def total_area(shapes):
    return sum(s.area() for s in shapes)
class Rect:
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
class Tri:
    def __init__(self, b, h):
        self.b, self.h = b, h
    def area(self):
        return self.b * self.h / 2
print(total_area([Rect(2, 3), Tri(4, 5), Rect(1, 1)]))
class Visitor:
    def visit(self, node):
        name = "visit_" + type(node).__name__
        fn = getattr(self, name, self.generic)
        return fn(node)
    def generic(self, node):
        return "?" + type(node).__name__
class Printer(Visitor):
    def visit_Num(self, n):
        return "N" + str(n.v)
    def visit_BinOp(self, b):
        return "[" + self.visit(b.l) + b.op + self.visit(b.r) + "]"
print(Printer().visit(e))
