# import ... as and from ... import ... as
import math as m
from math import sqrt as root
import _helper_mod as hm
from _helper_mod import add as plus, GREETING as G
print(m.floor(2.5), root(25), hm.add(1, 2), plus(3, 4), G)
print(hm.bump(), hm.counter)
