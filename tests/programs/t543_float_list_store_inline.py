# `c[i] op= v` on a float list in a hot loop: tier 2 stores the raw
# result into the list's float storage inline in the eval loop (value on
# top, machine int index in range); a NaN result, a bool index, a
# negative index, an index out of range, a list that switched to object
# storage and a subclass of list take the general store, as python3.


class L(list):
    def __setitem__(self, k, v):
        print("set", k, v)
        list.__setitem__(self, k, v)


def run(c, n, k, dv):
    for j in range(n):
        c[k] += dv
        c[0] -= dv * 0.5
        c[-1] *= 1.0001
    return c


print(run([1.0, 2.0, 3.0], 500, 1, 0.25))
print(run([1.0, 2.0, 3.0], 500, True, 0.25))
print(run([1.0, 2.0, 3.0], 500, -2, 0.5))
r = run([1.0, 2.0, 3.0], 300, 1, float("nan"))
print(r, r[1] is r[1])
mixed = [1.0, 2.0, 3.0]
print(run(mixed, 200, 2, 1.5))
mixed.append("x")
try:
    run(mixed, 200, 1, 1.0)
except TypeError as e:
    print("TypeError", e, mixed[:3])
print(run([1.0, 2.0, 3.0, "y"][:3], 100, 1, 2.0))
try:
    run([1.0, 2.0, 3.0], 100, 3, 1.0)
except IndexError as e:
    print("IndexError", e)
print(run(L([1.0, 2.0, 3.0]), 2, 1, 1.0))
big = [0.5] * 10
for k in range(10):
    run(big, 50, k, 0.125)
print(big)
