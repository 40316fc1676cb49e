# __new__ as a classmethod or staticmethod, object.__reduce_ex__ with
# __getnewargs_ex__ (copyreg.__newobj_ex__) and classmethod
# __getnewargs__/__getstate__, their checks, copy and pickle round trips
import copyreg, copy, pickle
class C(object):
    @classmethod
    def __new__(*args):
        return args
print(C(1, 2) == (C, C, 1, 2))
class D(C): pass
print(D(1, 2) == (D, D, 1, 2))
class S(object):
    @staticmethod
    def __new__(*args):
        return args
print(S(1, 2) == (S, 1, 2))
args = (-101, "spam")
kwargs = {'bacon': -201, 'fish': -301}
class C3:
    def __getnewargs_ex__(self):
        return (args, kwargs)
r = C3().__reduce_ex__(2)
print(r[0] is copyreg.__newobj_ex__, r[1] == (C3, args, kwargs), r[2:])
for bad in [(args, "bad dict"), ("bad tuple", kwargs), (), "bad args"]:
    class CB:
        def __getnewargs_ex__(self, b=bad):
            return b
    try:
        CB().__reduce_ex__(2)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
class C2:
    def __getnewargs__(self):
        return "bad args"
try:
    C2().__reduce_ex__(2)
except TypeError as e:
    print(e)
class C9:
    def __getnewargs_ex__(self):
        return (args, {})
print(C9().__reduce_ex__(3)[1] == (C9,) + args)
class C5(int):
    ARGS = (1, 2)
    KWARGS = {'value': 3}
    def __new__(cls, a, b, *, value=0):
        self = super().__new__(cls, value)
        self.a = a
        self.b = b
        return self
    @classmethod
    def __getnewargs_ex__(cls):
        return (cls.ARGS, cls.KWARGS)
o = C5(1, 2, value=3)
c = copy.copy(o)
print(c, c.a, c.b, type(c).__name__)
c = copy.deepcopy(o)
print(c, c.a, c.b)
import __main__
__main__.C5 = C5
for proto in range(2, 6):
    c = pickle.loads(pickle.dumps(o, proto))
    print(proto, c, c.a, c.b)
class C2l(list):
    ARGS = (1, 2)
    def __new__(cls, a, b):
        self = super().__new__(cls)
        self.a = a
        self.b = b
        return self
    def __init__(self, *args):
        super().__init__()
        self.append("cheese")
    @classmethod
    def __getnewargs__(cls):
        return cls.ARGS
__main__.C2l = C2l
o = C2l(1, 2)
c = pickle.loads(pickle.dumps(o, 2))
print(c, c.a, c.b)
class S(str): pass
class A:
    __slotnames__ = [S('spam')]
    def __getattr__(self, attr):
        if attr == 'spam':
            A.__slotnames__[:] = [S('spam')]
            return 42
        else:
            raise AttributeError
import copyreg
expected = (copyreg.__newobj__, (A,), (None, {'spam': 42}), None, None)
print(A().__reduce_ex__(2) == expected)
