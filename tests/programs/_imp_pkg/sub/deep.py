from ..mod1 import f
from .. import X
Z = 41 + X - 1
WHO = f()
