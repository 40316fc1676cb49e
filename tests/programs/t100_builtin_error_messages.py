# more built-in exception messages for common mistakes
def show(fn):
    try:
        fn()
    except Exception as e:
        print(type(e).__name__ + ":", e)
lst = [1, 2, 3]
s = "abc"
t = (1, 2)
n = None
i = 5
def f1():
    lst[10] = 1
def f2():
    s[0] = "x"
def f3():
    return n * 2
def f4():
    return lst * 1.5
def f5():
    return n[0]
def f6():
    return len(i)
def f7():
    for _ in i:
        pass
def f8():
    return {lst: 1}
def f9():
    return "x" - 1
def f10():
    return i / 0
def f11():
    return i % 0
def f12():
    return [] + ()
def f13():
    return int("4.5")
def f14():
    return float("one")
def f15():
    return t.append(3)
def f16():
    return n.attr
def f17():
    return {}["missing"]
def f18():
    return s + 5
def f19():
    return -"x"
def f20():
    return 2 < "3"
def f21():
    del lst[10]
def f22():
    return lst.pop(10)
for fn in [f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22]:
    show(fn)
