# single inheritance, overriding, super(), isinstance/issubclass
class Animal:
    kind = "animal"
    def __init__(self, name):
        self.name = name
    def speak(self):
        return "..."
    def describe(self):
        return "%s the %s says %s" % (self.name, self.kind, self.speak())
class Dog(Animal):
    kind = "dog"
    def speak(self):
        return "woof"
class Puppy(Dog):
    def __init__(self, name, age):
        super().__init__(name)
        self.age = age
    def speak(self):
        return super().speak() + "ish"
    def describe(self):
        return super().describe() + " (age %d)" % self.age
class Cat(Animal):
    kind = "cat"
    def __init__(self, name):
        Animal.__init__(self, name)
        self.lives = 9
    def speak(self):
        return "meow"
for a in [Animal("generic"), Dog("rex"), Puppy("bit", 1), Cat("tom")]:
    print(a.describe())
p = Puppy("bit", 1)
print(isinstance(p, Puppy), isinstance(p, Dog), isinstance(p, Animal), isinstance(p, Cat), isinstance(p, object))
print(isinstance(p, (Cat, Dog)), isinstance(3, (str, int)), isinstance("s", (int, float)))
print(issubclass(Puppy, Animal), issubclass(Cat, Dog), issubclass(Dog, Dog), issubclass(bool, int), issubclass(int, object))
print(issubclass(Puppy, (Cat, Dog)), type(p).__name__, type(p) is Dog)
print(Cat("c").lives, Puppy.kind, Puppy("x", 2).kind)
class Base:
    def __init__(self):
        self.log = ["Base"]
    def hello(self):
        return "Base.hello"
class Mid(Base):
    def __init__(self):
        super().__init__()
        self.log.append("Mid")
class Leaf(Mid):
    def __init__(self):
        super().__init__()
        self.log.append("Leaf")
    def hello(self):
        return "Leaf+" + super().hello()
l = Leaf()
print(l.log, l.hello())
class Shape:
    def area(self):
        raise NotImplementedError("subclass must implement")
    def __str__(self):
        return "%s(area=%s)" % (type(self).__name__, self.area())
class Sq(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s * self.s
class Circle(Shape):
    def __init__(self, r):
        self.r = r
    def area(self):
        return round(3.14159 * self.r * self.r, 2)
for s in [Sq(3), Circle(1)]:
    print(s)
try:
    Shape().area()
except NotImplementedError as e:
    print("NotImplementedError", e)
class Sup:
    x = 1
class Sub(Sup):
    pass
print(Sub.x, Sub().x)
Sup.x = 2
print(Sub.x)
