# isinstance/issubclass with tuples, built-in and user classes; type-based dispatch
class Base:
    pass
class Left(Base):
    pass
class Right(Base):
    pass
class LeftChild(Left):
    pass
objs = [1, 2.0, "s", [1], (1,), {1: 1}, {1}, None, True, Base(), Left(), LeftChild(), Right(), b"b", 2 ** 80]
for o in objs:
    print(type(o).__name__, isinstance(o, int), isinstance(o, (float, str)), isinstance(o, (list, tuple, dict, set)),
          isinstance(o, Base), isinstance(o, (Left, Right)), isinstance(o, object))
print(issubclass(LeftChild, Base), issubclass(LeftChild, (Right, int)), issubclass(Base, Left), issubclass(Right, object))
print(issubclass(bool, int), issubclass(int, float), issubclass(float, (int, float)), issubclass(type, object))
def describe(x):
    if isinstance(x, bool):
        return "bool:%s" % x
    if isinstance(x, int):
        return "int:%d" % x
    if isinstance(x, float):
        return "float:%.2f" % x
    if isinstance(x, str):
        return "str:%s" % x
    if isinstance(x, (list, tuple)):
        return "seq[" + ",".join(describe(v) for v in x) + "]"
    if isinstance(x, dict):
        return "map{" + ",".join("%s=%s" % (k, describe(v)) for k, v in x.items()) + "}"
    if x is None:
        return "none"
    return "other:" + type(x).__name__
print(describe([1, 2.5, "x", True, None, (3, [4]), {"k": False}, Left()]))
try:
    isinstance(1, 5)
except TypeError as e:
    print("TypeError", e)
types = (int, str)
print(isinstance(3, types), isinstance("a", types), isinstance(3.0, types), isinstance(3, ((float,), (int,))))
handlers = {int: lambda v: v * 2, str: lambda v: v.upper(), list: len}
for v in [21, "abc", [1, 2, 3]]:
    print(handlers[type(v)](v))
print(type(LeftChild()) is LeftChild, type(LeftChild()) == Left, isinstance(LeftChild(), Left))
