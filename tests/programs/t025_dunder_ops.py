# operator overloading with dunder methods
class V:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return "V(%s, %s)" % (self.x, self.y)
    def __add__(self, o):
        if isinstance(o, V):
            return V(self.x + o.x, self.y + o.y)
        return V(self.x + o, self.y + o)
    def __radd__(self, o):
        return V(o + self.x, o + self.y)
    def __sub__(self, o):
        return V(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        return V(self.x * k, self.y * k)
    def __rmul__(self, k):
        return V(k * self.x, k * self.y)
    def __truediv__(self, k):
        return V(self.x / k, self.y / k)
    def __floordiv__(self, k):
        return V(self.x // k, self.y // k)
    def __mod__(self, k):
        return V(self.x % k, self.y % k)
    def __pow__(self, k):
        return V(self.x ** k, self.y ** k)
    def __neg__(self):
        return V(-self.x, -self.y)
    def __pos__(self):
        return self
    def __abs__(self):
        return (self.x * self.x + self.y * self.y) ** 0.5
    def __eq__(self, o):
        return isinstance(o, V) and self.x == o.x and self.y == o.y
    def __ne__(self, o):
        return not self.__eq__(o)
    def __lt__(self, o):
        return abs(self) < abs(o)
    def __le__(self, o):
        return abs(self) <= abs(o)
    def __gt__(self, o):
        return abs(self) > abs(o)
    def __ge__(self, o):
        return abs(self) >= abs(o)
    def __hash__(self):
        return hash((self.x, self.y))
    def __and__(self, o):
        return "and"
    def __or__(self, o):
        return "or"
    def __xor__(self, o):
        return "xor"
    def __lshift__(self, n):
        return "lshift %d" % n
    def __rshift__(self, n):
        return "rshift %d" % n
    def __invert__(self):
        return "invert"
a = V(1, 2)
b = V(3, 4)
print(a + b, a + 10, 10 + a, a - b, a * 3, 3 * a, b / 2, b // 2, b % 2, a ** 2, -a, +a, abs(b))
print(a == V(1, 2), a != V(1, 2), a == b, a == 5, a < b, a <= b, a > b, a >= b)
print(sorted([b, a, V(0, 1)]), max(a, b), min([b, a]))
print(a & b, a | b, a ^ b, a << 2, a >> 3, ~a)
print(sum([a, b], V(0, 0)))
c = a
c += b
print(c, a, c is a)
d = {V(1, 2): "one-two"}
print(d[V(1, 2)], V(1, 2) in d, len({V(1, 1), V(1, 1), V(2, 2)}))
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __iadd__(self, o):
        self.cents += o
        return self
    def __str__(self):
        return "$%d.%02d" % (self.cents // 100, self.cents % 100)
m = Money(150)
m2 = m
m += 275
print(m, m2, m is m2)
class OnlyEq:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
print(OnlyEq(1) == OnlyEq(1), OnlyEq(1) != OnlyEq(1), OnlyEq(1) != OnlyEq(2))
class Rev:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return self.v > o.v
    def __repr__(self):
        return "R%d" % self.v
print(sorted([Rev(1), Rev(3), Rev(2)]), Rev(1) > Rev(2))
class NI:
    def __add__(self, o):
        return NotImplemented
    def __radd__(self, o):
        return "radd called"
print(5 + NI())
try:
    NI() - 1
except TypeError as e:
    print("TypeError", e)
