# Boolean operators as values: each operand's truth asked as often as
# python3 asks it (its compiler's jump threading: `(a and c) or b` tests a
# once), nested every way.
class T:
    def __init__(self, name, v):
        self.name = name
        self.v = v
    def __bool__(self):
        print("bool", self.name)
        return self.v
    def __repr__(self):
        return self.name
import itertools
for va, vb, vc, vd in itertools.product([False, True], repeat=4):
    a, b, c, d = T("a", va), T("b", vb), T("c", vc), T("d", vd)
    print(va, vb, vc, vd)
    print(a and c or b)
    print(a or b and c)
    print((a or b) and c)
    print((a and b) and c or d)
    print((a or b) or (c and d))
    print(a and (b or c) and d)
    print((a and (b or c)) or d)
    print(not (a and b) or c)
    print([x for x in (a, b) if x and c or d])
