# class vs instance attributes, bound methods, methods as values, class-level state
class Config:
    defaults = {"debug": False}
    count = 0
    tags = []
    def __init__(self, name):
        self.name = name
        Config.count += 1
    def set_tag(self, t):
        self.tags.append(t)
    def own_tags(self):
        self.tags = []
        return self.tags
a = Config("a")
b = Config("b")
print(Config.count, a.count, b.count)
a.set_tag("x")
print(b.tags, Config.tags)
b.own_tags().append("y")
print(a.tags, b.tags, Config.tags)
a.count = 100
print(a.count, b.count, Config.count)
del a.count
print(a.count)
class Greeter:
    greeting = "Hello"
    def greet(self, who):
        return "%s, %s!" % (self.greeting, who)
g = Greeter()
bound = g.greet
print(bound("Ann"), Greeter.greet(g, "Bob"))
Greeter.greeting = "Hi"
print(bound("Cy"))
g.greeting = "Yo"
print(bound("Di"), Greeter().greet("Ed"))
methods = [g.greet, Greeter().greet]
print([m("Z") for m in methods])
class Shape:
    sides = 0
    def describe(self):
        return "%s with %d sides" % (type(self).__name__, self.sides)
class Triangle(Shape):
    sides = 3
class Square(Shape):
    sides = 4
print([s().describe() for s in [Shape, Triangle, Square]])
Shape.sides = -1
print(Shape().describe(), Triangle().describe())
class Registry:
    items = {}
    def register(self, k, v):
        Registry.items[k] = v
r1 = Registry()
r2 = Registry()
r1.register("a", 1)
r2.register("b", 2)
print(Registry.items, r1.items is r2.items)
class WithClassConst:
    SIZE = 4
    def __init__(self):
        self.data = [0] * self.SIZE
    def grow(self):
        self.SIZE *= 2
        self.data = [0] * self.SIZE
w = WithClassConst()
w.grow()
print(len(w.data), w.SIZE, WithClassConst.SIZE)
def external(self):
    return "external method on " + self.name
Config.ext = external
print(a.ext(), b.ext())
print(hasattr(Config, "ext"), getattr(a, "name"), getattr(Config, "count"))
