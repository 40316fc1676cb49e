# random module with a fixed seed (Mersenne Twister sequences must match CPython)
import random
random.seed(42)
print([round(random.random(), 12) for _ in range(5)])
print(random.random())
random.seed(1)
print([random.randrange(10) for _ in range(10)])
print([random.randrange(5, 50) for _ in range(5)])
print([random.randrange(0, 100, 7) for _ in range(5)])
print([random.randint(1, 6) for _ in range(10)])
random.seed(123)
print([random.choice("abcdef") for _ in range(8)])
print(random.choice([10, 20, 30]), random.choice((1, 2)))
lst = list(range(10))
random.shuffle(lst)
print(lst)
random.shuffle(lst)
print(lst)
random.seed(2024)
print(random.randint(0, 10 ** 12), random.randrange(2 ** 40))
random.seed(0)
a = [random.random() for _ in range(3)]
random.seed(0)
b = [random.random() for _ in range(3)]
print(a == b, a)
random.seed(7)
counts = [0] * 6
for _ in range(600):
    counts[random.randint(1, 6) - 1] += 1
print(counts)
random.seed(99)
deck = [r + s for s in "SH" for r in "A23"]
random.shuffle(deck)
print(deck)
