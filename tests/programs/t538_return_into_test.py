# A call's result tested by the caller's next slot (tier 2: the return
# does the truth test, interpreter/runtime/eval.py): results, a __bool__
# that raises, caught and not.
class B:
    def __init__(self, v):
        self.v = v
    def ok(self, k):
        return self.v > k
    def none(self, k):
        return (self, None, None)[k % 3]
    def weird(self, k):
        return W(k)
class W:
    def __init__(self, k):
        self.k = k
    def __bool__(self):
        if self.k == 7:
            raise ValueError("seven")
        return self.k % 2 == 0
def run(bs, n):
    c = 0
    for i in range(n):
        for b in bs:
            if b.ok(i):
                c += 1
            if not b.ok(i + 1):
                c += 2
            if b.none(i) is None:
                c += 3
            if b.none(i) is not None:
                c += 4
    return c
def weird(b, n):
    c = 0
    for i in range(n):
        try:
            if b.weird(i):
                c += 1
        except ValueError as e:
            print("ValueError", e, i)
    return c
print(run([B(3), B(50)], 100), weird(B(1), 100), weird(B(1), 100))
def last(b):
    for i in range(200):
        if b.weird(i + 8):
            pass
    if b.weird(7):
        print("not reached")
last(B(1))
