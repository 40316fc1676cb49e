# scoping rules: local/global/enclosing/builtin, class bodies, comprehensions
x = "global"
def read():
    return x
def shadow():
    x = "local"
    return x
def enclosing():
    x = "enclosing"
    def inner():
        return x
    return inner()
print(read(), shadow(), enclosing(), x)
def use_builtin():
    return len("abc")
def shadow_builtin():
    len = lambda s: -1
    return len("abc")
print(use_builtin(), shadow_builtin(), len("abcd"))
class C:
    y = 10
    z = y * 2
    lst = [y] * 2
    def method(self):
        return self.y + self.z
print(C.y, C.z, C.lst, C().method())
def loop_var():
    for i in range(3):
        pass
    return i
print(loop_var())
def comp_scope():
    n = 5
    return [n * k for k in range(3)]
print(comp_scope())
k = "outer k"
_ = [k for k in range(3)]
print(k)
def counter():
    total = 0
    def add(n):
        nonlocal total
        total += n
        return total
    def get():
        return total
    return add, get
add, get = counter()
add(5)
add(7)
print(get())
def global_in_nested():
    def setter():
        global gval
        gval = "set by nested"
    setter()
global_in_nested()
print(gval)
def params_shadow(x):
    x = x + "!"
    return x
print(params_shadow("p"), x)
y = 1
def conditional_local(flag):
    if flag:
        y = 2
    try:
        return y
    except UnboundLocalError:
        return "unbound"
print(conditional_local(True), conditional_local(False))
def outer():
    v = 1
    def mid():
        def inner():
            nonlocal v
            v += 10
        inner()
        return v
    return mid()
print(outer())
def make():
    fs = []
    for i in range(3):
        def f(i=i):
            return i * 10
        fs.append(f)
    return fs
print([f() for f in make()])
def rebinding():
    a = [1]
    def m():
        a.append(2)
    m()
    return a
print(rebinding())
