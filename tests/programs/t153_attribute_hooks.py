# __getattribute__, __getattr__, __setattr__, __delattr__ on user classes
# (also inherited), object.__getattribute__/__setattr__/__delattr__ and
# super() from inside them, in hot loops and with classes changing.


def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


class Logged:
    def __init__(self):
        self.log = []

    def __getattribute__(self, name):
        if name != "log":
            object.__getattribute__(self, "log").append("get " + name)
        return object.__getattribute__(self, name)

    def __setattr__(self, name, value):
        if name != "log":
            self.log.append("set " + name)
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        self.log.append("del " + name)
        object.__delattr__(self, name)

    def method(self):
        return "method"


lg = Logged()
lg.x = 1
print(lg.x, lg.method())
del lg.x
show(lambda: lg.x)
print(lg.log)


class Sub(Logged):
    pass


s = Sub()
s.y = 5
print(s.y, s.log)


class Fallback:
    a = 1

    def __getattr__(self, name):
        if name.startswith("no"):
            raise AttributeError("nope " + name)
        return "dyn_" + name


fb = Fallback()
fb.b = 2
print(fb.a, fb.b, fb.c, getattr(fb, "zz"), hasattr(fb, "no_x"))
show(lambda: fb.no_y)
print(getattr(fb, "nothing", "default"))


class Both:
    def __getattribute__(self, name):
        if name == "special":
            return "from getattribute"
        return object.__getattribute__(self, name)

    def __getattr__(self, name):
        return "getattr " + name


bo = Both()
bo.real = 3
print(bo.special, bo.real, bo.missing)


class Frozen:
    def __init__(self, v):
        super().__setattr__("v", v)

    def __setattr__(self, name, value):
        raise AttributeError("frozen: cannot set " + name)

    def __delattr__(self, name):
        raise AttributeError("frozen: cannot delete " + name)


fr = Frozen(7)
print(fr.v)


def set_v():
    fr.v = 8


def del_v():
    del fr.v


show(set_v)
show(del_v)
show(lambda: setattr(fr, "w", 1))
print(fr.v)


class Doubler:
    def __setattr__(self, name, value):
        super().__setattr__(name, value * 2)


# hot loops: the tier-1/tier-2 caches must call the hooks every time
d = Doubler()
total = 0
for i in range(300):
    d.val = i
    total += d.val
print(total)

counter = Logged()
for i in range(200):
    counter.n = i
    counter.n
print(len(counter.log), counter.log[-2:])

# a site that sees plain and hooked instances with the same attributes


class Plain:
    def __init__(self, x):
        self.x = x


class Hooked:
    def __init__(self, x):
        self.x = x

    def __getattribute__(self, name):
        v = object.__getattribute__(self, name)
        if name == "x":
            return v * 100
        return v


def read_x(o):
    return o.x


acc = 0
for i in range(300):
    o = Plain(i) if i % 3 else Hooked(i)
    acc += read_x(o)
print(acc)


def write_x(o, v):
    o.x = v


acc = 0
for i in range(300):
    o = Plain(0) if i % 2 else Doubler()
    write_x(o, i)
    acc += o.x
print(acc)

# a class gains hooks after caches were set up for it


class Late:
    def __init__(self):
        self.a = 1

    def m(self):
        return "m"


objs = [Late() for k in range(5)]
acc = 0
for i in range(300):
    o = objs[i % 5]
    acc += o.a
    o.m()
    if i == 150:
        Late.__getattribute__ = lambda self, name: (
            10 if name == "a" else object.__getattribute__(self, name))
print(acc)


def late_set(self, name, value):
    object.__setattr__(self, name, -value)


acc = 0
for i in range(300):
    o = objs[i % 5]
    o.b = i
    acc += o.b
    if i == 100:
        Late.__setattr__ = late_set
    if i == 200:
        del Late.__setattr__
print(acc)
del Late.__getattribute__
print(objs[0].a, objs[0].m())

# object.__getattribute__ and friends called directly
print(object.__getattribute__(fb, "a"))
show(lambda: object.__getattribute__(fb, "c"))
show(lambda: object.__getattribute__(fb, 3))
object.__setattr__(fb, "q", 9)
print(fb.q)
object.__delattr__(fb, "q")
print(fb.q)
show(lambda: object.__delattr__(fb, "q"))
print(object.__getattribute__.__name__, object.__setattr__.__name__)
