# list methods
a = [5, 2, 8, 1]
a.append(3)
a.extend([9, 0])
a.extend((7,))
a.extend(range(2))
print(a)
a.insert(0, 100)
a.insert(-1, 200)
a.insert(50, 300)
a.insert(-50, 400)
print(a)
print(a.pop(), a.pop(0), a.pop(-2), a.pop(2))
print(a)
a.remove(8)
print(a)
print(a.index(9), a.count(1), a.count(42), [1, 2, 1].index(1, 1))
try:
    a.remove(12345)
except ValueError as e:
    print("ValueError", e)
try:
    a.index(12345)
except ValueError as e:
    print("ValueError", e)
a.reverse()
print(a)
a.sort()
print(a)
a.sort(reverse=True)
print(a)
words = ["banana", "Apple", "cherry", "date", "Fig", "elder"]
words.sort()
print(words)
words.sort(key=len)
print(words)
words.sort(key=lambda w: w.lower())
print(words)
words.sort(key=len, reverse=True)
print(words)
pairs = [(1, "b"), (0, "a"), (1, "a"), (0, "b"), (2, "c")]
print(sorted(pairs, key=lambda p: p[0]))
print(sorted(pairs, key=lambda p: p[1]))
print(sorted(pairs, key=lambda p: p[0], reverse=True))
print(sorted(pairs))
c = a.copy()
c.append(-1)
print(a, c)
c.clear()
print(c, len(c))
try:
    [].pop()
except IndexError as e:
    print("IndexError", e)
st = []
for i in range(5):
    st.append(i * i)
while st:
    print(st.pop(), end=" ")
print()
l = [3, 1, 2]
print(l.sort(), l)
print(sorted([3.5, 1, 2.25, -1]), sorted([-3, 2, -1], key=abs))
print(sorted("bca"), sorted((3, 2, 1)), sorted({3: 1, 1: 2}))
print(list(map(str, [1, 2])), [1, 2, 3][::-1])
