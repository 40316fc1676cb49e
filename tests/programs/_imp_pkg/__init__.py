# a package for t200/t201: relative imports, __all__, submodules
from . import mod1
from .mod1 import f
X = 1
__all__ = ["X", "f", "mod2"]
