# conditional expressions and truthiness-based selection
def sign(x):
    return -1 if x < 0 else (0 if x == 0 else 1)
print([sign(v) for v in [-5, 0, 5, -0.0, 2.5]])
def fizz(n):
    return "FizzBuzz" if n % 15 == 0 else "Fizz" if n % 3 == 0 else "Buzz" if n % 5 == 0 else str(n)
print(" ".join(fizz(i) for i in range(1, 31)))
a = 5
b = 10
print(a if a > b else b, "a" if a else "b", (a, b)[a < b], [b, a][a > b])
def side(label, value):
    print("evaluating", label)
    return value
r = side("then", 1) if side("cond", True) else side("else", 2)
print(r)
r = side("then", 1) if side("cond", 0) else side("else", 2)
print(r)
x = None
name = x or "anonymous"
count = x and x.count
print(name, count)
items = []
first = items[0] if items else "empty"
print(first)
print(max(a, b) if a != b else "equal", "even" if a % 2 == 0 else "odd")
vals = [1, 0, "", "s", None, [0], 0.0]
print([("T" if v else "F") for v in vals])
print([v or "dflt" for v in vals], [v and "set" for v in vals])
def clamp(v, lo, hi):
    return lo if v < lo else hi if v > hi else v
print([clamp(v, 0, 10) for v in [-5, 0, 5, 10, 15]])
grade = lambda s: "A" if s >= 90 else "B" if s >= 80 else "C" if s >= 70 else "F"
print([grade(s) for s in [95, 85, 75, 65, 90, 80]])
print((lambda: "yes")() if True else None, 1 if [] else 2 if {} else 3 if () else 4)
