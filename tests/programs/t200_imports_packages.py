# Packages, relative imports, fromlist handling, __all__, __import__,
# importlib.import_module and sys.modules (fixtures: _imp_pkg/, _imp_ns/)
import sys
import _imp_pkg
import _imp_pkg.mod2 as m2
print(m2.Y, m2.ZZ, _imp_pkg.mod2 is m2, "_imp_pkg.sub.deep" in sys.modules)
print(_imp_pkg.sub.deep.WHO)
from _imp_pkg import *
print(X, f(), mod2.Y)
import _imp_pkg.sub.deep
print(_imp_pkg.sub.deep.Z)
print(_imp_pkg.__name__, _imp_pkg.__package__, _imp_pkg.mod1.__package__)
print(_imp_pkg.__path__[0].endswith("_imp_pkg"),
      _imp_pkg.__file__.endswith("_imp_pkg/__init__.py"),
      _imp_pkg.mod1.__file__.endswith("_imp_pkg/mod1.py"))
print(hasattr(_imp_pkg.mod1, "__path__"))

for stmt in ["import _imp_pkg.nothere", "from _imp_pkg import nothere",
             "import no_such_module_at_all", "from . import x",
             "from .. import y", "import _imp_pkg.sub.beyond",
             "import _imp_pkg.mod1.inner", "from _imp_pkg.mod1 import nope"]:
    try:
        exec_ok = False
        if stmt == "import _imp_pkg.nothere":
            import _imp_pkg.nothere
        elif stmt == "from _imp_pkg import nothere":
            from _imp_pkg import nothere
        elif stmt == "import no_such_module_at_all":
            import no_such_module_at_all
        elif stmt == "from . import x":
            from . import x
        elif stmt == "from .. import y":
            from .. import y
        elif stmt == "import _imp_pkg.sub.beyond":
            import _imp_pkg.sub.beyond
        elif stmt == "import _imp_pkg.mod1.inner":
            import _imp_pkg.mod1.inner
        else:
            from _imp_pkg.mod1 import nope
    except ImportError as e:
        msg = str(e).split(" (/")[0]
        print(stmt, "->", type(e).__name__, msg, getattr(e, "name", "-"))

# __import__ returns the top package without a fromlist, the leaf with one
m = __import__("_imp_pkg.sub.deep")
print(m.__name__)
m = __import__("_imp_pkg.sub.deep", fromlist=["Z"])
print(m.__name__, m.Z)
m = __import__("_imp_pkg.sub", globals(), None, ["deep"], 0)
print(m.__name__, m.deep.Z)
try:
    __import__("")
except ValueError as e:
    print("ValueError", e)
try:
    __import__(42)
except TypeError as e:
    print("TypeError", e)

import importlib
print(importlib.import_module("_imp_pkg.mod1").__name__)
print(importlib.import_module(".deep", "_imp_pkg.sub").Z)
print(importlib.import_module("..mod1", "_imp_pkg.sub").__name__)
try:
    importlib.import_module(".deep")
except TypeError as e:
    print("TypeError", e)

# sys.modules is the import system's own cache
sys.modules["fake_module"] = 42
import fake_module
print(fake_module)
del sys.modules["fake_module"]
try:
    import fake_module
except ImportError as e:
    print(type(e).__name__, e)
sys.modules["blocked"] = None
try:
    import blocked
except ImportError as e:
    print(type(e).__name__, e)
print(sorted(k for k in sys.modules if k.startswith("_imp_pkg")))
print(type(sys.path).__name__, type(sys.modules).__name__)

# star import without __all__: public names only
from _imp_star_noall import *
print(public, helper())
try:
    _private
except NameError as e:
    print("NameError", e)

# a namespace package (a directory without __init__.py)
import _imp_ns.portion.mod as nsmod
import _imp_ns
print(nsmod.V, _imp_ns.__file__, len(_imp_ns.__path__))

# built-in modules are modules, not packages
import math
print(math.__name__, "sys" in sys.builtin_module_names)
try:
    import math.foo
except ImportError as e:
    print(type(e).__name__, e)

# imported functions get hot like any other code
total = 0
for i in range(300):
    total += _imp_pkg.mod1.count(i % 7)
print(total)

# a module whose code raises is not left in sys.modules
for attempt in range(2):
    try:
        import _imp_fails
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e, "_imp_fails" in sys.modules)
