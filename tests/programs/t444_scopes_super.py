# scopes: a name declared global anywhere is global in the module's code
# (exec with separate namespaces), a class body's own names next to an
# enclosing function's cell for its methods, a class body reading an
# enclosing __class__, __classcell__ handed to type() later, super.__init__
def t():
    exec("""if 1:
        x = 7
        def f():
            x = 1
            def g():
                global x
                def i():
                    def h():
                        return x
                    return h()
                return i()
            return g()
        print(f(), x)
        """)
t()
local_ns = {}
global_ns = {}
exec("""if 1:
    def f():
        y = 1
        def g():
            global y
            return y
        def h():
            return y + 1
        return g, h
    y = 9
    g, h = f()
    result9 = g()
    result2 = h()
    """, local_ns, global_ns)
print(global_ns["result2"], global_ns["result9"])
def f(x):
    class C:
        x = 12
        def m(self):
            return x
        locals()
    return C
print(f(1).x, f(1)().m())
def f(x):
    class C:
        y = x
        def m(self):
            return x
        z = list(locals())
    return C
print(f(1).z)
def test():
    method_and_var = "var"
    class Test:
        def method_and_var(self):
            return "method"
        def test(self):
            return method_and_var
        def actual_global(self):
            return str("global")
        def str(self):
            return str(self)
    return Test()
t = test()
print(t.test(), t.method_and_var(), t.actual_global())
class A:
    def f(self):
        return 'A'
class Outer:
    def m(self):
        class X(A):
            def f(self):
                return super().f()
            __class__ = 413
        x = X()
        print(x.f(), x.__class__)
        class X:
            x = __class__
            def f():
                __class__
        print(X.x is type(self))
        try:
            exec("""class X:
                __class__
                def f():
                    __class__""", globals(), {})
        except NameError as e:
            print(type(e).__name__)
        class X:
            global __class__
            __class__ = 42
            def f():
                __class__
        print(globals()["__class__"])
        del globals()["__class__"]
        print("__class__" in X.__dict__)
        class X:
            nonlocal __class__
            __class__ = 42
            def f():
                __class__
        print(__class__)
Outer().m()
test_namespace = None
class Meta(type):
    def __new__(cls, name, bases, namespace):
        global test_namespace
        test_namespace = namespace
        return None
class A(metaclass=Meta):
    @staticmethod
    def f():
        return __class__
print(A)
B = type("B", (), test_namespace)
print(B.f() is B)
sp = super(float, 1.0)
for i in range(10):
    super.__init__(sp, int, i)
print(sp)
