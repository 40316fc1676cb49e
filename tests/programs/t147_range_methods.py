# range.index and range.count: ints by arithmetic, other values by equality,
# CPython's messages.
r = range(0, 20, 3)
print(r.index(9), r.count(9), r.count(9.0), r.count(True), range(5).count(True), range(5).index(True))
for x in (10, 10.5, 'a', -3, 2 ** 70):
    try:
        print(r.index(x))
    except ValueError as e:
        print("ValueError", e)
print(r.index(9.0), range(10, 0, -2).index(4), range(10, 0, -2).count(5), hasattr(r, "index"))
try:
    r.count()
except TypeError as e:
    print(e)
