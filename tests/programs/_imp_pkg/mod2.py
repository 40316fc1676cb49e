from . import mod1
from .sub import deep
from .sub.deep import Z as ZZ
Y = deep.Z + 1
