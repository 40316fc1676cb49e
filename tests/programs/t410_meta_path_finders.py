# sys.meta_path finders (as six's importer uses them) and
# importlib.util.spec_from_loader
import sys
import types
from importlib.util import spec_from_loader


class Importer:
    def __init__(self):
        self.known = {"vmod": 1, "vmod.sub": 2, "vlegacy": 3}
        self.calls = 0

    def find_spec(self, fullname, path, target=None):
        if fullname.startswith("v"):
            self.calls += 1
        if fullname in self.known and fullname != "vlegacy":
            return spec_from_loader(fullname, self)
        return None

    def create_module(self, spec):
        m = types.ModuleType(spec.name)
        m.value = self.known[spec.name]
        if spec.name == "vmod":
            m.__path__ = []
        return m

    def exec_module(self, module):
        module.executed = True

    def is_package(self, name):
        return name == "vmod"


class Legacy:
    def find_spec(self, fullname, path, target=None):
        if fullname == "vlegacy":
            return spec_from_loader(fullname, self, origin="legacy")
        return None

    def load_module(self, fullname):
        m = types.ModuleType(fullname)
        m.how = "load_module"
        sys.modules[fullname] = m
        return m


class Failing:
    def find_spec(self, fullname, path, target=None):
        if fullname == "vbroken":
            return spec_from_loader(fullname, self)
        return None

    def exec_module(self, module):
        raise ValueError("broken on purpose")


imp = Importer()
sys.meta_path.append(imp)
sys.meta_path.append(Legacy())
sys.meta_path.append(Failing())

import vmod
print(vmod.value, vmod.executed, vmod.__spec__.name,
      vmod.__spec__.submodule_search_locations, vmod.__loader__ is imp)
import vmod.sub
from vmod import sub
print(sub.value, vmod.sub is sub, sys.modules["vmod.sub"] is sub,
      sub.__spec__.parent)
import vlegacy
print(vlegacy.how, vlegacy.__name__)
try:
    import vbroken
except Exception as e:
    print(type(e).__name__, e, "vbroken" in sys.modules)
try:
    import vmissing
except ImportError as e:
    print(type(e).__name__, e)
# a module on disk still comes from the built-in finder
import json
print(json.dumps([1]))

# spec_from_loader's own rules
s = spec_from_loader("x", None, origin="here")
print(s.name, s.origin, s.loader, s.submodule_search_locations, s.parent)
s = spec_from_loader("pkg.y", imp)
print(s.name, s.parent, s.submodule_search_locations)
s = spec_from_loader("vmod", imp)
print(s.name, s.parent, s.submodule_search_locations)
s = spec_from_loader("z", imp, is_package=True)
print(s.submodule_search_locations)


class WithOrigin:
    _ORIGIN = "somewhere"


print(spec_from_loader("w", WithOrigin()).origin)


class WithFile:
    def get_filename(self, name):
        return "/tmp/%s.py" % name


s = spec_from_loader("f", WithFile())
print(s.origin, s.has_location)

# in a loop: later imports come from sys.modules
total = 0
for i in range(200):
    import vmod.sub as again
    total += again.value
    if i == 100:
        del sys.modules["vmod.sub"]
print(total, imp.calls)
sys.meta_path.clear()
try:
    import vnone
except ImportError as e:
    print(type(e).__name__, e)


class Failing2(Failing):
    def create_module(self, spec):
        return None


sys.meta_path.append(Failing2())
try:
    import vbroken
except Exception as e:
    print(type(e).__name__, e, "vbroken" in sys.modules)
