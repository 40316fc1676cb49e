# sorting: stability, keys, reverse, multi-key sorts
records = [("alice", 30, "NY"), ("bob", 25, "LA"), ("carol", 30, "LA"), ("dave", 25, "NY"), ("eve", 35, "SF"), ("frank", 30, "NY")]
print(sorted(records, key=lambda r: r[1]))
print(sorted(records, key=lambda r: r[1], reverse=True))
print(sorted(records, key=lambda r: r[2]))
by_city = sorted(records, key=lambda r: r[0])
by_city = sorted(by_city, key=lambda r: r[2])
print([r[0] for r in by_city])
print(sorted(records, key=lambda r: (r[2], -r[1], r[0])))
nums = [5, -3, 2, -8, 0, 7, -1, 3, 3, -3]
print(sorted(nums), sorted(nums, reverse=True), sorted(nums, key=abs), sorted(nums, key=abs, reverse=True))
print(sorted(nums, key=lambda x: x % 3), sorted(nums, key=lambda x: (x % 2, x)))
words = ["Banana", "apple", "Cherry", "apple", "banana", "date", "Elderberry", "fig"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len), sorted(words, key=lambda w: (-len(w), w)))
lst = words[:]
lst.sort(key=len, reverse=True)
print(lst)
print(sorted([[3, 1], [1, 2], [3, 0], [1, 1]]), sorted([(1, "b"), (1, "a"), (0, "z")]))
print(sorted([2.5, 1, 3, -0.5, 2]), sorted([True, False, 2, -1]), sorted("The Quick Brown".split(), key=str.upper))
big = [(i * 37) % 101 for i in range(50)]
print(sorted(big)[:10], sorted(big)[-5:], sorted(big, reverse=True)[:5])
data = [(i % 4, i) for i in range(20)]
print(sorted(data, key=lambda t: t[0]))
print(sorted(data, key=lambda t: t[0], reverse=True))
class Item:
    def __init__(self, name, price):
        self.name = name
        self.price = price
    def __repr__(self):
        return "%s:%s" % (self.name, self.price)
inv = [Item("pen", 2), Item("book", 12), Item("cup", 5), Item("pad", 2), Item("ink", 12)]
print(sorted(inv, key=lambda it: it.price), sorted(inv, key=lambda it: -it.price))
print(max(inv, key=lambda it: it.price), min(inv, key=lambda it: it.price))
try:
    sorted([1, "a"])
except TypeError as e:
    print("TypeError", e)
print(sorted([]), sorted([1]), list(reversed(sorted([3, 1, 2]))))
