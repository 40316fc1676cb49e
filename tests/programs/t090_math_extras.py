# math functions beyond the core list
import math
print(math.tau, math.isfinite(1.0), math.isfinite(math.inf))
print(math.trunc(-2.7), math.trunc(2.7))
print(math.fmod(7, 3), math.fmod(-7, 3), -7 % 3, math.copysign(1, -0.0), math.factorial(20), math.gcd(12, 18))
print(math.degrees(math.pi), math.radians(180) == math.pi, round(math.asin(1), 12), round(math.acos(0), 12))
print(math.isqrt(99), math.isqrt(10 ** 20))
print(round(math.sinh(1), 12), round(math.cosh(1), 12), round(math.tanh(1), 12))
print(math.modf(3.75), math.frexp(8.0), math.ldexp(0.5, 4))
