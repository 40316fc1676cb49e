# import of a helper module that sits beside the script
import _helper_mod
print(_helper_mod.GREETING)
print(_helper_mod.add(2, 3), _helper_mod.add("a", "b"))
print(_helper_mod.bump(), _helper_mod.bump(), _helper_mod.counter)
s = _helper_mod.Shape(4)
print(s.describe(), isinstance(s, _helper_mod.Shape), type(s).__name__)
import _helper_mod
print("second import does not re-run:", _helper_mod.counter)
_helper_mod.counter = 100
print(_helper_mod.bump())
print(__name__)
