# built-in exception hierarchy and messages
import sys
def attempt(label, fn):
    try:
        fn()
        print(label, "no exception")
    except BaseException as e:
        print(label, type(e).__name__, "|", str(e), "|", isinstance(e, Exception))
attempt("zdiv int", lambda: 1 // 0)
attempt("zdiv float", lambda: 1.0 / 0)
attempt("zdiv mod", lambda: 5 % 0)
attempt("zdiv truediv", lambda: 1 / 0)
attempt("value int", lambda: int("abc"))
attempt("value int base", lambda: int("12", 2))
attempt("value float", lambda: float("x1"))
attempt("type add", lambda: 1 + "a")
attempt("type add2", lambda: "a" + 1)
five = 5
none = None
attempt("type call", lambda: five())
attempt("type sub", lambda: [] - [])
attempt("type unhashable", lambda: {[]: 1})
attempt("type index", lambda: [1][none])
attempt("index list", lambda: [1, 2][5])
attempt("index str", lambda: "ab"[9])
attempt("index tuple", lambda: (1,)[1])
attempt("key", lambda: {"a": 1}["b"])
attempt("key int", lambda: {}[3])
attempt("attr int", lambda: (5).foo)
attempt("attr none", lambda: None.bar)
attempt("name", lambda: undefined_var)
attempt("stop", lambda: next(iter([])))
def exec_assert():
    assert 1 == 2, "one is not two"
attempt("assert2", lambda: exec_assert())
def bare_assert():
    assert False
attempt("assert bare", bare_assert)
def raise_(e):
    raise e
attempt("not impl", lambda: raise_(NotImplementedError("todo")))
attempt("runtime", lambda: raise_(RuntimeError("rt")))
attempt("kbd", lambda: raise_(KeyboardInterrupt()))
attempt("sysexit", lambda: sys.exit(4))
attempt("sysexit2", lambda: raise_(SystemExit("bye")))
attempt("recursion", lambda: raise_(RecursionError("custom")))
attempt("pop empty", lambda: [].pop())
attempt("remove", lambda: [1].remove(2))
attempt("chr", lambda: chr(-1))
attempt("list index", lambda: [1, 2].index(7))
attempt("dict pop", lambda: {}.pop(1))
attempt("unpack", lambda: [a for a, b in [(1, 2, 3)]])
print(issubclass(ZeroDivisionError, ArithmeticError), issubclass(OverflowError, ArithmeticError))
print(issubclass(ArithmeticError, Exception), issubclass(Exception, BaseException))
print(issubclass(KeyError, LookupError), issubclass(IndexError, LookupError), issubclass(LookupError, Exception))
print(issubclass(UnboundLocalError, NameError), issubclass(RecursionError, RuntimeError), issubclass(NotImplementedError, RuntimeError))
print(issubclass(KeyboardInterrupt, Exception), issubclass(KeyboardInterrupt, BaseException), issubclass(SystemExit, Exception))
print(issubclass(StopIteration, Exception), issubclass(AssertionError, Exception), issubclass(AttributeError, Exception))
print(issubclass(TypeError, ValueError), issubclass(ValueError, Exception), issubclass(bool, int))
try:
    sys.exit(7)
except SystemExit as e:
    print("SystemExit code", e.code)
try:
    sys.exit()
except SystemExit as e:
    print("SystemExit code", e.code)
try:
    sys.exit("msg")
except SystemExit as e:
    print("SystemExit code", e.code)
try:
    raise KeyboardInterrupt
except Exception:
    print("wrong")
except BaseException as e:
    print("KeyboardInterrupt is BaseException only", type(e).__name__)
e = KeyError("key")
print(str(e), repr(e), e.args)
e = KeyError("a", "b")
print(str(e), e.args)
print(str(ValueError()), repr(ValueError("v")), str(ValueError(1, 2)), repr(IndexError(3)))
print(str(Exception("a")), str(ZeroDivisionError()), repr(StopIteration(5)))
try:
    10.0 ** 400
except OverflowError as e:
    print("OverflowError", isinstance(e, ArithmeticError))
