# Built-in calls of one or two positional arguments through their direct
# entries (W_BuiltinFunction.call1/method1): dict, deque, list.pop, getattr,
# hasattr, on exact receivers, subclasses and wrong ones, bound methods.
from collections import deque
class O:
    a = 1
    @property
    def boom(self): raise AttributeError("inner")
    @property
    def kerr(self): raise KeyError("k")
o = O()
d = {"x": 1}
q = deque([1, 2])
l = [3, 4, 5.5]
fl = [1.5, 2.5]
class DD(dict): pass
DQ = deque
dd = DD(x=2)
dq = DQ([7, 8])
for i in range(200):
    r = (getattr(o, "a"), hasattr(o, "b"), hasattr(o, "boom"), d.get("x"), d.get("y"),
         list(d.keys()), list(d.values()), list(d.items()), dd.get("x"), dict.get(d, "x"),
         dict.get(dd, "x"), list(dict.keys(dd)))
    q.append(i); q.appendleft(-i); dq.append(i)
    a = q.pop(); b = q.popleft(); c = dq.popleft()
    l.append(i); e = l.pop(); fl.append(1.0 * i); f = fl.pop()
print(r, a, b, c, e, f, len(q), len(dq), l, fl)
for bad in ["getattr(o, 1)", "getattr(o, 'zz')", "hasattr(o, 'kerr')", "dict.get(1, 2)", "deque.append(1, 2)",
            "deque.popleft(1)", "list.pop(1)", "[].pop()", "deque().pop()", "deque().popleft()", "dict.keys(5)",
            "getattr(o)", "hasattr(o, 'a', 1)"]:
    try:
        eval(bad)
        print(bad, "ok")
    except Exception as ex:
        print(bad, type(ex).__name__, ex)
import operator
pop = l.pop
app = q.append
for i in range(100):
    app(i); x = pop() if l else None; l.append(i)
print(x, len(q), l[-3:])
