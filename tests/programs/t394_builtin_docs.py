# docstrings of built-ins: the builtins module's doctests (as test_builtin
# runs them), type and method __doc__, user classes' own __doc__
import builtins
import doctest
import io
import unittest

suite = doctest.DocTestSuite(builtins)
print(sorted(t.id() for t in suite))
result = unittest.TextTestRunner(stream=io.StringIO(), verbosity=0).run(suite)
print(result.testsRun, result.wasSuccessful())

print(bytes.__doc__.startswith("bytes("),
      bytearray.__doc__.startswith("bytearray("))
for obj in [int, float, str, list, dict, bin, hex, oct, zip, len,
            int.bit_length, (5).bit_length, float.fromhex, b"".hex]:
    print(getattr(obj, "__name__", "?"), type(obj.__doc__).__name__)
print((5).__doc__ == int.__doc__, "x".__doc__ == str.__doc__)


class Plain(int):
    pass


class Documented(bytes):
    "my doc"


print(Plain.__doc__, Plain(3).__doc__, Documented.__doc__,
      Documented(b"a").__doc__)
n = 0
for i in range(200):
    obj = [int, Plain, Documented, bin, 7][i % 5]
    if obj.__doc__:
        n += 1
print(n)
