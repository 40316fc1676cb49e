# super's own members (__self__, __self_class__, __thisclass__; a class in
# the MRO with such a name comes first) and code.co_lnotab's lines.
class A:
    def m(self):
        return super()
    @classmethod
    def c(cls):
        return super()
class B(A):
    def m(self):
        return super()
a = A().m()
print(a.__self__.__class__.__name__, a.__self_class__.__name__, a.__thisclass__.__name__)
s = super(A)
print(s.__self__, s.__self_class__, s.__thisclass__.__name__)
c = A.c()
print(c.__self__.__name__, c.__self_class__.__name__, c.__thisclass__.__name__)
b = B().m()
print(b.__thisclass__.__name__, b.__self_class__.__name__)
class HasThis:
    __thisclass__ = "from the MRO"
class Sub(HasThis):
    def m(self):
        return super().__thisclass__
print(Sub().m())

def f(x):
    y = x + 1

    return y
code = f.__code__
import dis
pairs = list(zip(code.co_lnotab[::2], code.co_lnotab[1::2]))
addr, line = 0, code.co_firstlineno
table = []
for da, dl in pairs:
    addr += da
    line += dl if dl < 128 else dl - 256
    table.append(line)
print(table, len(code.co_lnotab) % 2)
def g():
    return (1 +
            2)
print(sorted(set(l for l in [code.co_firstlineno] + table)))
