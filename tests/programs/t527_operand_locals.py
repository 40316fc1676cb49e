# Operands from where values live (interpreter/tier2/operands.py): guarded
# operators reading boxed locals, raw int operators reading small int
# objects. The types change under them, a local is unbound at the
# operator: results, errors and their lines stay python3's at every tier.
import traceback


def mul_all(xs, k):
    t = xs[0] * 0
    for y in xs:
        t = t + y * k
    return t


def mixed(n):
    out = []
    for i in range(n):
        a = i
        b = 3
        if i % 40 == 39:
            b = 2.5
        if i % 70 == 69:
            b = "s"
        if i % 90 == 89:
            del b
        try:
            out.append(a * b)
        except UnboundLocalError as e:
            out.append("unbound")
        except TypeError as e:
            out.append(str(e))
    return out


def unbound_at_end(n):
    total = 0
    for i in range(n):
        x = i
        if i == n - 1:
            del x
        total = total + i * x
    return total


def countdown(n):
    count = [0] * n
    total = 0
    for _ in range(30):
        r = n
        while r != 1:
            count[r - 1] = r
            r -= 1
        total += sum(count)
    return total


print(mul_all(list(range(300)), 3), mul_all([0.5] * 300, 2.0))
print(mul_all(["ab"] * 100, 2)[:8], mul_all([1.5] * 100, 3))
print(mul_all([2 ** 62] * 100, 4) == 2 ** 64 * 100)
r = mixed(400)
print(len(r), r[38:41], r[69], r[89], r.count("unbound"))
try:
    unbound_at_end(200)
except UnboundLocalError as e:
    tb = traceback.extract_tb(e.__traceback__)[-1]
    print("line", tb.lineno, e)
print(countdown(100), countdown(7))
