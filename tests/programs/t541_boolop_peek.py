# `a or b` as a value in a hot loop: tier 2's truth test reads the top of
# the stack and keeps it (source 6: no COPY dispatched).


class T:
    def __init__(self, v):
        self.v = v

    def __bool__(self):
        print("bool", self.v)
        return self.v > 0


def run(xs, ys):
    t = 0
    for i in range(len(xs)):
        x = xs[i] or ys[i]
        y = xs[i] and ys[i] or 7
        t += x + y
    return t


xs = [i % 3 for i in range(500)]
ys = [i % 5 for i in range(500)]
for k in range(5):
    r = run(xs, ys)
print(r)
print(run([0, 2.5, 0], [1, 2, 0.5]))
try:
    run([T(1), T(0)], [1, 2])
except TypeError as e:
    print("TypeError", e)
