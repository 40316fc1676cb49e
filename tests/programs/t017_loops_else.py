# for/while with else clauses, loop variable scope
def find(seq, target):
    for i, v in enumerate(seq):
        if v == target:
            print("found", target, "at", i)
            break
    else:
        print("not found", target)
find([1, 2, 3], 2)
find([1, 2, 3], 5)
find([], 1)
n = 0
while n < 3:
    n += 1
else:
    print("while else ran, n =", n)
n = 0
while n < 10:
    n += 1
    if n == 4:
        break
else:
    print("not printed")
print("broke at", n)
for i in range(3):
    continue
else:
    print("for else after continue, i =", i)
for i in range(5):
    for j in range(5):
        if i * j == 6:
            break
    else:
        continue
    print("outer break at", i, j)
    break
def first_even(xs):
    for x in xs:
        if x % 2 == 0:
            return x
    else:
        return None
print(first_even([1, 3, 4, 5]), first_even([1, 3]))
for k in range(10, 0, -3):
    print(k, end=" ")
print()
print("loop var after:", k)
it = iter([1, 2, 3])
for a in it:
    print("consumed", a)
    if a == 1:
        print("skipping", next(it))
w = 3
while w:
    w -= 1
    if w == 1:
        continue
    print("w", w)
else:
    print("done w")
