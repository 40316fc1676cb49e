# random is CPython's Lib/random.py on the built-in _random.Random (seeding by int,
# str, bytes, float; state; subclasses; SystemRandom), tempfile and secrets import
import random
random.seed(12345)
print(random.random(), random.randint(1, 10**6), random.randrange(0, 100, 7), random.choice("abcdef"), random.uniform(1, 2))
l = list(range(20)); random.shuffle(l); print(l)
print(random.sample(range(1000), 5), random.choices("abc", k=5), random.gauss(0, 1), random.getrandbits(70))
print(random.normalvariate(1, 2), random.expovariate(1.5), random.betavariate(2, 3), random.triangular())
random.seed("hello"); print(random.random())
random.seed(b"hello"); print(random.random())
random.seed(3.5); print(random.random())
r = random.Random(7); print(r.random(), r.randint(1, 6))
s = r.getstate(); a = r.random(); r.setstate(s); print(a == r.random())
class MyR(random.Random):
    def random(self): return 0.5
print(MyR(1).random(), MyR(1).randint(1, 10))
print(type(random.SystemRandom().random()).__name__, isinstance(r, random.Random))
print(random.Random(5).randbytes(4))
import tempfile, secrets
print(len(secrets.token_hex(8)))
