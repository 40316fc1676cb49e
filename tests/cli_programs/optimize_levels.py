# -O and -OO (tests/test_cli.py runs it with each, against python3):
# asserts dropped, __debug__ False, docstrings dropped, compile(optimize=)
import sys
print(sys.flags.optimize, __debug__)
def f():
    """doc of f"""
    assert False, "boom"
    return 1
try:
    print(f())
except AssertionError as e:
    print("AssertionError", e)
print(f.__doc__)
class C:
    "doc of C"
print(C.__doc__)
import builtins
print(builtins.__debug__)
c = compile("assert 0\nx = __debug__", "<s>", "exec", optimize=1)
d = {}
exec(c, d)
print(d["x"])
try:
    compile("1", "<s>", "eval", optimize=3)
except ValueError as e:
    print(e)
print(eval(compile("__debug__", "<s>", "eval", optimize=0)))
if __debug__:
    print("debug branch")
