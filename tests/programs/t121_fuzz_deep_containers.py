# repr and comparison of very deeply nested containers raise a catchable
# RecursionError in the frame that asked (found by tests/fuzz)
l = []
m = []
d = {}
for i in range(100000):
    l = [l]
    m = [m]
    d = {1: d}
t = ()
for i in range(100000):
    t = (t, 1)
for what in ("repr list", "str dict", "eq", "lt", "dict eq", "tuple repr"):
    try:
        if what == "repr list":
            print(len(repr(l)))
        elif what == "str dict":
            print(len(str(d)))
        elif what == "eq":
            print(l == m)
        elif what == "lt":
            print(l < m)
        elif what == "dict eq":
            print(d == {1: d[1]})
        else:
            print(len(repr(t)))
    except RecursionError as e:
        print(what, "RecursionError", e)
shallow = [[[[1, 2], (3, {4: [5]})]]]
print(repr(shallow), shallow == [[[[1, 2], (3, {4: [5]})]]])
def nest(n):
    x = 0
    for i in range(n):
        x = [x, i]
    return x
print(len(repr(nest(200))), nest(300) == nest(300), [nest(300)] < [nest(300), 1])
