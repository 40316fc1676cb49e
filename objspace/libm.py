"""The C library's double functions called raw: no errno checks and no
exceptions, so results (inf, nan) are exactly those of the C code that
CPython's complexobject.c and cmathmodule.c compute with. (RPython's
`math` module raises on overflow and domain errors instead.)"""

from rpython.rtyper.lltypesystem import rffi
from rpython.translator.tool.cbuild import ExternalCompilationInfo

_eci = ExternalCompilationInfo(includes=['math.h'], libraries=['m'])


def _unary(name):
    return rffi.llexternal(name, [rffi.DOUBLE], rffi.DOUBLE,
                           compilation_info=_eci, sandboxsafe=True,
                           releasegil=False, elidable_function=True)


def _binary(name):
    return rffi.llexternal(name, [rffi.DOUBLE, rffi.DOUBLE], rffi.DOUBLE,
                           compilation_info=_eci, sandboxsafe=True,
                           releasegil=False, elidable_function=True)


exp = _unary('exp')
log = _unary('log')
log1p = _unary('log1p')
sqrt = _unary('sqrt')
cos = _unary('cos')
sin = _unary('sin')
tan = _unary('tan')
cosh = _unary('cosh')
sinh = _unary('sinh')
tanh = _unary('tanh')
asinh = _unary('asinh')
atan2 = _binary('atan2')
hypot = _binary('hypot')
pow = _binary('pow')

# for the math module (objspace/modules/math_more.py)
cbrt = _unary('cbrt')
exp2 = _unary('exp2')
erf = _unary('erf')
erfc = _unary('erfc')
nextafter = _binary('nextafter')
remainder = _binary('remainder')
