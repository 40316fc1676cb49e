# importlib.machinery and importlib.util over lbbv's import system: specs,
# find_spec, loading a file by path (fixtures: _imp_pkg/, _imp_star_noall.py)
import importlib, importlib.machinery, importlib.util, sys
from importlib import machinery, util
print(machinery.SOURCE_SUFFIXES, machinery.BYTECODE_SUFFIXES, util.MAGIC_NUMBER)
s = util.find_spec("_imp_pkg")
print(s.name, s.parent, s.origin.endswith("_imp_pkg/__init__.py"),
      [p.endswith("_imp_pkg") for p in s.submodule_search_locations], s.has_location)
s = util.find_spec("_imp_pkg.mod1")
print(s.name, s.parent, s.origin.endswith("mod1.py"), s.submodule_search_locations,
      type(s.loader).__name__, s.loader.name, "_imp_pkg" in sys.modules)
print(util.find_spec("nonexistent_mod_x"), util.find_spec("_imp_pkg.nope"))
print(util.resolve_name(".mod1", "_imp_pkg"), util.resolve_name("..a", "p.q.r"))
here = __file__.rpartition("/")[0] or "."
spec = util.spec_from_file_location("by_path", here + "/_imp_star_noall.py")
mod = util.module_from_spec(spec)
spec.loader.exec_module(mod)
print(mod.public, mod.__name__, mod.__spec__ is spec, spec.name, spec.parent,
      "by_path" in sys.modules)
print(machinery.ModuleSpec("a.b", None, origin="x", is_package=True).parent,
      machinery.ModuleSpec("a.b", None).parent)
print(machinery.ModuleSpec("a.b", None))
for bad in [".x", "..y"]:
    try:
        util.find_spec(bad)
    except ImportError as e:
        print(type(e).__name__, e)
for i in range(150):
    s = util.find_spec("_imp_pkg.mod2")
print(s.name, importlib.import_module("_imp_pkg.mod1").f())
