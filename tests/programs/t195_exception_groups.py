# BaseExceptionGroup / ExceptionGroup objects: construction checks,
# attributes, str/repr, derive, split, subgroup.

def show(x):
    if x is None:
        return "None"
    if isinstance(x, BaseExceptionGroup):
        return "%s(%r, [%s])" % (type(x).__name__, x.message,
                                 ", ".join(show(e) for e in x.exceptions))
    return repr(x)

eg = ExceptionGroup("many", [ValueError(1), TypeError("t"),
                             ExceptionGroup("inner", [KeyError("k"), ValueError(2)])])
print(type(eg).__name__, eg.message, len(eg.exceptions), type(eg.exceptions).__name__)
print(str(eg))
print(repr(eg))
print(eg.args[0], len(eg.args[1]))
print(str(ExceptionGroup("one", [ValueError()])))
print(isinstance(eg, Exception), isinstance(eg, BaseExceptionGroup),
      issubclass(ExceptionGroup, BaseExceptionGroup), issubclass(ExceptionGroup, Exception),
      issubclass(BaseExceptionGroup, Exception))
print([c.__name__ for c in ExceptionGroup.__mro__])

# BaseExceptionGroup picks ExceptionGroup when it can
b = BaseExceptionGroup("x", [ValueError(1)])
print(type(b).__name__)
b = BaseExceptionGroup("x", [ValueError(1), KeyboardInterrupt()])
print(type(b).__name__, isinstance(b, Exception))

# constructor checks
for args in [("m",), ("m", [ValueError()], 3), (1, [ValueError()]),
             ("m", 5), ("m", []), ("m", [1]), ("m", [ValueError(), "s"]),
             ("m", {ValueError()})]:
    try:
        ExceptionGroup(*args)
    except Exception as e:
        print(type(e).__name__, e)
try:
    ExceptionGroup("m", [KeyboardInterrupt()])
except Exception as e:
    print(type(e).__name__, e)

class MyEG(ExceptionGroup):
    pass
try:
    MyEG("m", [SystemExit(1)])
except Exception as e:
    print(type(e).__name__, e)
m = MyEG("mine", (ValueError(5),))
print(type(m).__name__, str(m), show(m))

# split and subgroup by type, tuple, predicate
match, rest = eg.split(ValueError)
print(show(match))
print(show(rest))
match, rest = eg.split((KeyError, TypeError))
print(show(match), show(rest))
match, rest = eg.split(lambda e: isinstance(e, ValueError) and e.args[0] == 2)
print(show(match), "|", show(rest))
print(eg.split(Exception)[0] is eg, eg.split(Exception)[1])
print(eg.split(OSError)[0], eg.split(OSError)[1] is eg)
print(show(eg.subgroup(KeyError)), eg.subgroup(OSError), eg.subgroup(Exception) is eg)
print(show(eg.subgroup(lambda e: isinstance(e, ExceptionGroup) and e.message == "inner")))
for bad in [1, "s", (ValueError, 1)]:
    try:
        eg.split(bad)
    except TypeError as e:
        print("TypeError", e)

# split keeps metadata, derive makes a plain group
try:
    try:
        raise KeyError("ctx")
    except KeyError:
        raise ExceptionGroup("with ctx", [ValueError(1), TypeError(2)])
except ExceptionGroup as g:
    caught = g
part = caught.split(ValueError)[0]
print(repr(part.__context__), part.__cause__)
d = caught.derive([OSError(3)])
print(show(d), d.__context__)

class Derived(ExceptionGroup):
    def derive(self, excs):
        return Derived(self.message + "+", excs)
dg = Derived("d", [ValueError(1), TypeError(2)])
print(show(dg.split(TypeError)[0]), show(dg.subgroup(ValueError)))

# raising and catching groups with plain except, in a hot loop
counts = {}
for i in range(300):
    try:
        if i % 3 == 0:
            raise ExceptionGroup("g%d" % i, [ValueError(i)])
        elif i % 3 == 1:
            raise BaseExceptionGroup("b", [KeyboardInterrupt()])
        else:
            raise ValueError(i)
    except ExceptionGroup as e:
        counts["eg"] = counts.get("eg", 0) + len(e.exceptions)
    except BaseExceptionGroup as e:
        counts["beg"] = counts.get("beg", 0) + 1
    except ValueError:
        counts["v"] = counts.get("v", 0) + 1
print(sorted(counts.items()))
