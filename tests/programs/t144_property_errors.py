# Properties without a setter or deleter: CPython 3.11+'s messages; a deleter runs
# on del, and the program dies of the missing deleter.
class P:
    def __init__(self):
        self._v = 1
    @property
    def v(self): return self._v
    @v.deleter
    def v(self):
        print("deleting")
        del self._v
class Q:
    @property
    def w(self): return 5
p = P()
del p.v
print(hasattr(p, "_v"))
q = Q()
for f in (lambda: setattr(q, "w", 1), lambda: delattr(q, "w")):
    try:
        f()
    except AttributeError as e:
        print(e)
del q.w
