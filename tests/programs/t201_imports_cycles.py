# Circular imports: the partially initialised module is in sys.modules;
# `from m import name` of a name not yet bound says so.
import sys
import _imp_cyc_a
print(_imp_cyc_a.fa())
print(sorted(k for k in sys.modules if k.startswith("_imp_cyc")))
print(__name__, __file__.endswith("t201_imports_cycles.py"))
print("spec", __spec__ is None or __spec__.name)
import _imp_fails
