# if/elif/else, while, for, break, continue, pass
def classify(n):
    if n < 0:
        return "negative"
    elif n == 0:
        return "zero"
    elif n < 10:
        return "small"
    else:
        return "large"
for v in [-5, 0, 3, 10, 100]:
    print(v, classify(v))
i = 0
while i < 5:
    print("while", i)
    i += 1
i = 0
while True:
    i += 1
    if i == 3:
        continue
    if i > 6:
        break
    print("loop", i)
for x in range(10):
    if x % 2 == 0:
        continue
    if x > 7:
        break
    print("odd", x)
for x in []:
    print("never")
if []:
    print("no")
elif {}:
    print("no")
else:
    print("else branch")
if 0:
    pass
else:
    pass
total = 0
for i in range(3):
    for j in range(3):
        if j > i:
            break
        total += i * 10 + j
print("total", total)
n = 27
steps = 0
while n != 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps += 1
print("collatz steps", steps)
x = 5
if x: print("one-line if")
while x > 3: x -= 1
print(x)
for c in "ab": print(c)
primes = []
for n in range(2, 50):
    for p in primes:
        if p * p > n:
            primes.append(n)
            break
        if n % p == 0:
            break
    else:
        primes.append(n)
print(primes)
k = 0
while k < 100:
    k += 7
    if k % 5 == 0:
        print("multiple of 5 and 7:", k)
        break
def nested_loops():
    for a in range(1, 20):
        for b in range(a, 20):
            c2 = a * a + b * b
            c = int(c2 ** 0.5)
            if c * c == c2 and c < 20:
                print("triple", a, b, c)
nested_loops()
count = 0
for i in range(5):
    pass
print("after pass loop", i)
