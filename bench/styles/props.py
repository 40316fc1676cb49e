# size: 20000
# @property getters on a class with __slots__ (bench/styles: the same algorithms in other styles)
import sys
class V:
    __slots__ = ("_x", "_y")
    def __init__(self, x, y):
        self._x = x
        self._y = y
    @property
    def x(self):
        return self._x
    @property
    def y(self):
        return self._y
    def norm2(self):
        return self.x * self.x + self.y * self.y
def run(n):
    vs = [V(i * 0.5, i * 0.25) for i in range(100)]
    t = 0.0
    for k in range(n):
        for v in vs:
            t += v.norm2()
    return t
print(run(int(sys.argv[1])))
