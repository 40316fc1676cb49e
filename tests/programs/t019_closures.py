# nested functions, closures, global, nonlocal
counter = 0
def incr():
    global counter
    counter += 1
    return counter
incr()
incr()
print("counter", counter)
def make_adder(n):
    def add(x):
        return x + n
    return add
add5 = make_adder(5)
add10 = make_adder(10)
print(add5(1), add10(1), make_adder(-1)(0))
def make_counter():
    count = 0
    def step():
        nonlocal count
        count += 1
        return count
    return step
c1 = make_counter()
c2 = make_counter()
print(c1(), c1(), c1(), c2())
def outer():
    x = "outer"
    def middle():
        def inner():
            return x + "!"
        return inner()
    return middle()
print(outer())
funcs = []
for i in range(3):
    funcs.append(lambda: i)
print([f() for f in funcs])
funcs = []
for i in range(3):
    funcs.append(lambda i=i: i)
print([f() for f in funcs])
def late():
    fs = [lambda: j for j in range(3)]
    return [f() for f in fs]
print(late())
def accumulator():
    total = []
    def add(v):
        total.append(v)
        return sum(total)
    return add
acc = accumulator()
print(acc(1), acc(2), acc(3))
g = 100
def read_global():
    return g + 1
print(read_global())
def shadow():
    g = 5
    return g
print(shadow(), g)
def set_global():
    global newglobal
    newglobal = "created"
set_global()
print(newglobal)
def nl():
    a = 1
    b = 2
    def change():
        nonlocal a, b
        a, b = b, a
    change()
    return a, b
print(nl())
def compose(f, g):
    return lambda x: f(g(x))
inc = lambda x: x + 1
dbl = lambda x: x * 2
print(compose(inc, dbl)(5), compose(dbl, inc)(5))
def counter_gen():
    n = 0
    def get():
        return n
    n = 42
    return get
print(counter_gen()())
