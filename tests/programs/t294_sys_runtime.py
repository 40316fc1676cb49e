# sys about the running interpreter: exc_info/exception, hooks, the int digit
# limit, hash_info/int_info, async generator hooks
import sys
print(sys.exc_info(), sys.exception())
try:
    1/0
except ZeroDivisionError:
    t, v, tb = sys.exc_info()
    print(t.__name__, v, tb.tb_lineno, sys.exception() is v)
    try:
        raise KeyError(1)
    except KeyError:
        print(sys.exc_info()[0].__name__)
    print(sys.exc_info()[0].__name__)
print(sys.exc_info())
def g():
    try:
        raise ValueError("x")
    except ValueError:
        yield sys.exc_info()[0].__name__
print(list(g()), sys.exc_info()[0])
print(sys.hash_info.modulus, sys.hash_info.inf, sys.int_info.bits_per_digit, sys.float_repr_style, sys.get_int_max_str_digits(), sys.is_finalizing(), sys.gettrace(), sys.getprofile())
sys.settrace(None); sys.setprofile(None)
try: int("1" * 5000)
except ValueError as e: print(e)
sys.set_int_max_str_digits(6000); print(len(str(int("1" * 5000)))); print(sys.get_int_max_str_digits())
try: str(10 ** 7000)
except ValueError as e: print(e)
sys.set_int_max_str_digits(0); print(len(str(10 ** 7000)))
try: sys.set_int_max_str_digits(5)
except ValueError as e: print(e)
sys.set_int_max_str_digits(4300)
print(sys.get_asyncgen_hooks()); sys.set_asyncgen_hooks(firstiter=print); print(sys.get_asyncgen_hooks().firstiter is print); sys.set_asyncgen_hooks(None, None); print(sys.get_asyncgen_hooks())
try: sys.set_asyncgen_hooks(firstiter=3)
except TypeError as e: print(e)
sys.audit("x.y", 1, 2)
print(sys.call_tracing(max, (3, 4)), sys.getswitchinterval())
sys.setswitchinterval(0.01); print(sys.getswitchinterval())
sys.displayhook(5); sys.displayhook(None); print(_)
sys.excepthook(ValueError, ValueError("boom"), None)
print(sys.__excepthook__ is sys.excepthook, sys.__displayhook__ is sys.displayhook, sys.flags.int_max_str_digits)
async def ag():
    yield 1
    yield 2
seen = []
sys.set_asyncgen_hooks(firstiter=lambda g: seen.append(type(g).__name__))
a = ag()
c = a.__anext__()
try: c.send(None)
except StopIteration as e: print("value", e.value)
a.asend(None)
print(seen)
sys.set_asyncgen_hooks(None, None)
