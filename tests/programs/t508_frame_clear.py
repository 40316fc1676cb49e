# frame.clear(): unittest's assertRaises clears the frames of the traceback it
# caught (traceback.clear_frames); an executing frame cannot be cleared, a
# suspended generator's frame closes the generator
import sys
def f():
    x = 1
    raise KeyError(x)
try:
    f()
except KeyError as e:
    tb = e.__traceback__
    try:
        tb.tb_frame.clear()
    except RuntimeError as e2:
        print("RuntimeError", e2)
    fr = tb.tb_next.tb_frame
    print(fr.f_locals)
    print(fr.clear())
    print(fr.f_locals, fr.f_lineno, fr.f_code.co_name)
try:
    sys._getframe().clear()
except RuntimeError as e:
    print("RuntimeError", e)
def g():
    try:
        yield 1
        yield 2
    finally:
        print("closed")
it = g()
next(it)
fr = it.gi_frame
fr.clear()
print(it.gi_frame, list(it))
def h():
    return sys._getframe()
fr = h()
print(fr.f_locals, fr.clear(), fr.f_locals)
import unittest
import io


class T(unittest.TestCase):
    def test_raises_context(self):
        with self.assertRaises(ValueError) as cm:
            int("x")
        self.assertIn("invalid literal", str(cm.exception))

    def test_raises_call(self):
        self.assertRaises(KeyError, {}.__getitem__, 1)

    def test_raises_regex(self):
        with self.assertRaisesRegex(ZeroDivisionError, "division"):
            1 / 0


stream = io.StringIO()
result = unittest.TextTestRunner(stream=stream, verbosity=0).run(
    unittest.defaultTestLoader.loadTestsFromTestCase(T))
print(result.testsRun, len(result.errors), len(result.failures))
