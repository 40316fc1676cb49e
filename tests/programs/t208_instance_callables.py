# A callable stored on an instance, called with method syntax (self.f()),
# in a hot loop: the method form of the attribute load must push the
# attribute and NULL at every tier (tier 1 pushed only the value once).
class G:
    def __init__(self, c):
        self.wc = c

    def enter(self):
        return self.wc()

    def enter_arg(self, x):
        return self.wc(x)


def f():
    return 42


class R:
    def __call__(self, *a):
        return ("R", a)


total = 0
for i in range(300):
    g = G(f)
    total += g.enter()
print(total)
for i in range(300):
    g = G(R()) if i % 2 else G(lambda *a: a)
    r = g.enter_arg(i)
print(r, G(len).enter_arg("abc"), G(R()).enter())
