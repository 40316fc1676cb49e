# from-imports: helper module and standard modules
from _helper_mod import add, GREETING, Shape
from _helper_mod import bump
import _helper_mod
from math import sqrt, floor, pi
from sys import maxsize
import math, sys
import random
import time
print(GREETING, add(10, 20), Shape(3).describe())
print(bump(), bump(), _helper_mod.counter)
print(sqrt(81), floor(2.9), round(pi, 3), maxsize > 0, math.ceil(0.1), sys.maxsize == maxsize)
t0 = time.time()
t1 = time.perf_counter()
elapsed = time.time() - t0
print("time works", elapsed >= 0, type(t0).__name__)
random.seed(5)
print(random.randint(1, 100))
print(_helper_mod.GREETING == GREETING, _helper_mod.add is add)
