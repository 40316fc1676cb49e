# random functions beyond the core list
import random
random.seed(2024)
print(random.uniform(1.0, 2.0))
print(random.sample(range(100), 5))
print(round(random.gauss(0, 1), 10))
print(random.getrandbits(8), random.getrandbits(70))
