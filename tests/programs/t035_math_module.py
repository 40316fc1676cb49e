# math module
import math
print(math.pi, math.e, math.inf, -math.inf, math.nan)
print(math.sqrt(2), math.sqrt(16), math.sqrt(0.0), math.sqrt(1e100))
print(math.sin(0), math.cos(0), math.sin(math.pi / 2), math.cos(math.pi), math.tan(0), math.tan(math.pi / 4))
print(round(math.sin(1.0), 12), round(math.cos(1.0), 12), round(math.tan(1.0), 12), round(math.sin(-2.5), 12))
print(math.atan(1) * 4 == math.pi, math.atan(0), round(math.atan(1e10), 12), round(math.atan2(1, 1), 12), math.atan2(0, -1), round(math.atan2(-1, -1), 12))
print(math.exp(0), round(math.exp(1), 12), round(math.exp(-1), 12), math.exp(2) == math.e ** 2 or "close", round(math.exp(10), 6))
print(math.log(1), math.log(math.e), round(math.log(10), 12), math.log(8, 2), round(math.log(100, 10), 12), round(math.log(2), 12))
print(math.log10(1000), math.log10(1), round(math.log10(2), 12), math.log10(10 ** 20))
print(math.floor(2.7), math.floor(-2.7), math.ceil(2.1), math.ceil(-2.1), math.floor(5), math.ceil(5), type(math.floor(2.5)).__name__)
print(math.fabs(-3), math.fabs(2.5), math.pow(2, 10), math.pow(2.0, -1), math.pow(9, 0.5))
print(math.hypot(3, 4), math.hypot(5, 12), round(math.hypot(1, 1), 12))
print(math.isnan(math.nan), math.isnan(1.0), math.isinf(math.inf), math.isinf(-math.inf), math.isinf(1e308))
print(math.floor(-0.5), math.ceil(-0.5), math.floor(10 ** 20 + 0.0), math.floor(-0.0), math.ceil(1e-300))
try:
    math.sqrt(-1)
except ValueError as e:
    print("ValueError", e)
try:
    math.log(0)
except ValueError as e:
    print("ValueError", e)
try:
    math.log(-1)
except ValueError as e:
    print("ValueError", e)
try:
    math.exp(1000)
except OverflowError as e:
    print("OverflowError", e)
print(math.inf > 1e308, math.inf + 1, math.inf - math.inf, math.inf * 0, -math.inf < 0)
print(math.nan == math.nan, math.nan != math.nan, math.isnan(math.inf - math.inf))
total = 0.0
for i in range(1, 100):
    total += math.sin(i) * math.cos(i) / math.sqrt(i)
print(round(total, 10))
print(round(sum(math.sqrt(i) for i in range(1000)), 8))
print(int(math.sqrt(10 ** 12)))
from math import sqrt, pi, floor
print(sqrt(49), round(pi, 5), floor(-1.5))
