# The sign of the NaNs that CPython writes as Py_NAN (sign bit clear): parsed,
# from math/cmath constants and the special values of complex and math functions.
import math, cmath
c = math.copysign
print(c(1, float('nan')), c(1, float('-nan')), c(1, complex('nan').real), c(1, complex('nanj').imag), c(1, float.fromhex('nan')), c(1, math.hypot(float('nan'), 1.0)))
print(c(1, math.nan), c(1, cmath.nan), c(1, abs(complex(math.nan, 1))), c(1, cmath.phase(complex(math.nan, 1))))
print(c(1, (complex(1, 1) / complex(math.nan, 1)).real))
for s in ("nan", "+nan", "NaN", "-nan"):
    print(s, c(1, float(s)), c(1, complex(s).real))
