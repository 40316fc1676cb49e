# The import protocol: sys.meta_path finders, sys.path_hooks and
# sys.path_importer_cache, specs and loaders, sys.path rebinding, pkgutil
import sys, os, importlib, importlib.machinery as machinery, importlib.util
import tempfile, pkgutil

print(type(sys.meta_path).__name__, machinery.PathFinder in sys.meta_path,
      machinery.BuiltinImporter in sys.meta_path,
      type(sys.path_hooks).__name__, type(sys.path_importer_cache).__name__)

import json, json.decoder
print(json.__spec__.name, json.__spec__.parent, type(json.__loader__).__name__,
      json.__spec__.origin == json.__file__, json.__spec__.has_location,
      json.__spec__.submodule_search_locations == json.__path__)
print(json.decoder.__spec__.name, json.decoder.__spec__.parent,
      json.decoder.__package__, json.decoder.__spec__.submodule_search_locations)
import itertools
print(itertools.__spec__.name, itertools.__spec__.origin,
      itertools.__loader__.__name__, sys.__spec__.origin, sys.__loader__.__name__)
print(machinery.BuiltinImporter.find_spec("itertools").origin,
      machinery.BuiltinImporter.find_spec("no_such_mod_x"))

# a meta path finder serving modules from a dict
SOURCES = {"virt_a": "X = 41\ndef f(): return X + 1\n",
           "virt_pkg": "NAME = 'pkg'\n",
           "virt_pkg.sub": "from . import NAME as P\nVAL = P * 2\n"}

class DictLoader:
    def __init__(self, name):
        self.name = name
    def create_module(self, spec):
        return None
    def exec_module(self, module):
        exec(SOURCES[module.__name__], module.__dict__)

class DictFinder:
    calls = []
    @classmethod
    def find_spec(cls, fullname, path, target=None):
        cls.calls.append((fullname, path is None))
        if fullname not in SOURCES:
            return None
        is_pkg = fullname == "virt_pkg"
        return importlib.util.spec_from_loader(fullname, DictLoader(fullname),
                                               is_package=is_pkg) \
            if hasattr(importlib.util, "spec_from_loader") else \
            machinery.ModuleSpec(fullname, DictLoader(fullname),
                                 is_package=is_pkg)

sys.meta_path.append(DictFinder)
import virt_a
print(virt_a.f(), virt_a.__name__, type(virt_a.__loader__).__name__,
      virt_a.__spec__.name, virt_a.__package__ == "")
import virt_pkg.sub
print(virt_pkg.sub.VAL, virt_pkg.__path__, virt_pkg.sub.__package__)
print(DictFinder.calls)
try:
    import virt_missing
except ImportError as e:
    print(type(e).__name__, e, e.name)
print(DictFinder.calls[-1])

# a finder first in meta_path shadows everything
class Blocker:
    def find_spec(self, fullname, path, target=None):
        if fullname == "csv":
            raise ImportError("blocked " + fullname)
        return None
sys.meta_path.insert(0, Blocker())
try:
    import csv
except ImportError as e:
    print("ImportError", e)
del sys.meta_path[0]
import csv
print(csv.__name__)

# a loader whose create_module makes the module object
class Custom:
    def create_module(self, spec):
        m = type(sys)(spec.name)
        m.made_by = "create_module"
        return m
    def exec_module(self, m):
        m.ran = True
class CustomFinder:
    def find_spec(self, fullname, path, target=None):
        if fullname == "virt_custom":
            return machinery.ModuleSpec(fullname, Custom(), origin="somewhere")
sys.meta_path.append(CustomFinder())
import virt_custom
print(virt_custom.made_by, virt_custom.ran, virt_custom.__spec__.origin,
      hasattr(virt_custom, "__file__"))

# a failing exec_module leaves nothing in sys.modules
SOURCES["virt_bad"] = "raise ValueError('boom')\n"
try:
    import virt_bad
except ValueError as e:
    print("ValueError", e, "virt_bad" in sys.modules)

# a path hook for entries of our own
class DictPathFinder:
    def __init__(self, entry):
        self.entry = entry
    def find_spec(self, fullname, target=None):
        if fullname == "hooked_mod":
            return machinery.ModuleSpec(fullname, HookLoader())
        return None
class HookLoader:
    def create_module(self, spec):
        return None
    def exec_module(self, m):
        m.where = "hook"
def hook(entry):
    if entry.startswith("dict://"):
        return DictPathFinder(entry)
    raise ImportError("not mine")
sys.path_hooks.insert(0, hook)
sys.path.append("dict://one")
import hooked_mod
print(hooked_mod.where, type(sys.path_importer_cache["dict://one"]).__name__)

# directories on sys.path get FileFinders; pkgutil lists their modules
d = tempfile.mkdtemp()
os.mkdir(os.path.join(d, "tpkg"))
for name, text in [("tpkg/__init__.py", "A = 1\n"), ("tpkg/m1.py", "B = 2\n"),
                   ("tpkg/m2.py", "C = 3\n"), ("tpkg/sub/__init__.py", ""),
                   ("solo.py", "S = 's'\n")]:
    os.makedirs(os.path.dirname(os.path.join(d, name)), exist_ok=True)
    with open(os.path.join(d, name), "w") as f:
        f.write(text)
sys.path.insert(0, d)
import tpkg, solo
print(solo.S, tpkg.A, type(sys.path_importer_cache[d]).__name__,
      sys.path_importer_cache[d].path == d)
print(sorted((m.name, m.ispkg) for m in pkgutil.iter_modules(tpkg.__path__)))
print(sorted(m.name for m in pkgutil.iter_modules([d])))
ff = machinery.FileFinder(d, (machinery.SourceFileLoader, machinery.SOURCE_SUFFIXES))
spec = ff.find_spec("solo")
print(spec.name, spec.origin == os.path.join(d, "solo.py"),
      type(spec.loader).__name__, ff.find_spec("nothing_here"))
print(pkgutil.get_data("tpkg", "m1.py"))
print(repr(ff) == "FileFinder(%r)" % d)

# a non-directory entry caches None; invalidate_caches drops it
sys.path.append("/nonexistent/dir/for/lbbv")
try:
    import never_there
except ModuleNotFoundError as e:
    print("ModuleNotFoundError", e)
print(sys.path_importer_cache.get("/nonexistent/dir/for/lbbv", "missing"))
importlib.invalidate_caches()
print(sys.path_importer_cache.get("/nonexistent/dir/for/lbbv", "missing"))

# rebinding sys.path is honoured
saved = sys.path
sys.path = [d]
try:
    import decimal
except ModuleNotFoundError as e:
    print("ModuleNotFoundError", e)
sys.path = saved
import decimal
print(decimal.__name__)

# an entry finder without find_spec is refused with a clear error
class OldStyle:
    def find_module(self, fullname, path=None):
        return None
sys.meta_path.insert(0, OldStyle())
try:
    import not_loaded_yet_x
except ImportError as e:
    print(type(e).__name__)
del sys.meta_path[0]

# many imports in a loop: the protocol under tier 1/2
for i in range(200):
    sys.modules.pop("virt_a", None)
    m = importlib.import_module("virt_a")
print(m.f(), len([c for c in DictFinder.calls if c[0] == "virt_a"]) > 100)

# legacy finders and loaders (find_module / load_module) still work in 3.11
class LegacyLoader:
    def load_module(self, fullname):
        m = type(sys)(fullname)
        m.legacy = True
        sys.modules[fullname] = m
        return m
class LegacyFinder:
    def find_module(self, fullname, path=None):
        return LegacyLoader() if fullname == "virt_legacy" else None
sys.meta_path.append(LegacyFinder())
import virt_legacy
print(virt_legacy.legacy, type(virt_legacy.__loader__).__name__)
