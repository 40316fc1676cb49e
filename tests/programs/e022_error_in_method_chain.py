# uncaught TypeError raised from a dunder method during an operator
class Vec:
    def __init__(self, x):
        self.x = x
    def __add__(self, other):
        return Vec(self.x + other.x)
a = Vec(1) + Vec(2)
print(a.x)
b = a + 5
