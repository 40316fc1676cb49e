# `x.a op= v` on machine ints in one dispatch (tier 2:
# LOAD_ATTR_AUGMENT_INT; tests/test_tier2_attributes.py counts it): other
# types, a property with a setter, an int subclass, a big int, an error.
class N:
    def __init__(self):
        self.wins = 0
        self.step = 3
        self.big = 1
class Odd(N):
    @property
    def wins(self):
        return 5
    @wins.setter
    def wins(self, v):
        print("set", v)
class I(int):
    pass
def play(ns, n):
    for k in range(n):
        for o in ns:
            o.wins += 1
            o.wins -= o.step
            o.big *= 3
            o.big = o.big % 1000003
    return [(o.wins, o.big) for o in ns]
ns = [N(), N()]
print(play(ns, 200), play(ns, 1))
m = N()
m.big = 2 ** 62     # `*= 3` past a machine word: a big int
print(play([m], 1))
m = N()
m.step = 2.5
print(play([m], 3), play([Odd()], 2)[0][0])
m = N()
m.wins = I(4)
m.step = True
print(play([m], 2)[0][0])
m.step = "s"
try:
    play([m], 1)
except TypeError as e:
    print("TypeError", e)
