# Chains of fused float operators done in one dispatch (acc += a op b op c
# ...): results, -0.0, inf, nan, and zero divisors in the middle of a chain
# caught in the same function, by a caller, or uncaught at the end.


def accumulate(n, w, c):
    z = 1.25
    acc = 0.0
    for i in range(n):
        z = z * 0.875 + 0.125 * i
        acc += z + z * 0.5 - z / 3.0 + i * w - c * z
        acc -= acc * 0.25 + i * 0.5 - z * c
    return z, acc


def scaled(n, k):
    q = 2.0
    z = 0.5
    for i in range(n):
        z = z * 0.5 + 1.0
        try:
            q /= z * 2.0 - z * 2.0 + i * 0.0 + (i < k) * 1.5
        except ZeroDivisionError as e:
            if i % 10 == 0:
                print("caught at", i, e)
            q = -q - 1.0
    return q


def ratio(n, d):
    acc = 1.0
    for i in range(n):
        acc += acc * 0.5 + i * 2.0 - 1.0 / (d - i)
        acc *= 0.25
    return acc


print(accumulate(2000, 0.25, 0.5))
print(accumulate(100, -0.0, 0.0))
for w in (float("inf"), float("-inf"), float("nan"), 1e308):
    print(accumulate(60, w, 2.0))
print(scaled(200, 150), scaled(30, 100))
print(ratio(100, 150.0), ratio(300, 0.5))
try:
    print(ratio(300, 150.0))
except ZeroDivisionError as e:
    print("caller caught", e)
print(ratio(400, 250.0))
