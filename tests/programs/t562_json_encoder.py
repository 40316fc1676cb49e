# _json.make_encoder (the C encoder json.dumps uses without indent): every
# kind of value, keys, separators, sort_keys, skipkeys, allow_nan,
# default=, circular references and its errors, as CPython's
# Modules/_json.c.
import enum
import json
import json.encoder
from collections import OrderedDict, namedtuple, defaultdict
from decimal import Decimal

print(json.encoder.c_make_encoder is not None)
print(json.encoder.c_make_encoder.__name__)


def show(label, f):
    try:
        print(label, repr(f()))
    except RecursionError as e:
        print(label, "->", type(e).__name__)
    except Exception as e:
        print(label, "->", type(e).__name__, e)


class MyInt(int):
    def __repr__(self):
        return "MyInt!"

    def __str__(self):
        return "MyInt-str"


class MyFloat(float):
    def __repr__(self):
        return "MyFloat!"


class MyStr(str):
    pass


class MyList(list):
    pass


class MyDict(dict):
    pass


class Color(enum.IntEnum):
    RED = 1
    GREEN = 2


class FColor(float, enum.Enum):
    HALF = 0.5


Point = namedtuple("Point", "x y")

# --- values ---
for v in [None, True, False, 0, -1, 2 ** 64, -2 ** 100, 1.0, -0.0, 0.1,
          1e22, 1e-7, 1.7976931348623157e308, 5e-324, 123456789.125, "",
          "abc", "a\"b\\c\n\r\t\b\f\x00\x1f\x7f", "\u00e9\u2603\U0001d11e",
          [], (), {}, [1, [2, [3, []]]], (1, (2, ())), {"a": {"b": {}}},
          [None, True, False, "x", 1, 1.5], {"k": [1, {"n": None}]},
          MyInt(5), MyFloat(2.5), MyStr("sub\u00e9"), MyList([1, 2]),
          MyDict(a=1), Color.RED, FColor.HALF, Point(1, 2),
          OrderedDict([("z", 1), ("a", 2)]), defaultdict(int, {"d": 1}),
          [1.5, 2.5, 3.0], [float("inf"), float("-inf"), float("nan")],
          {"\u00e9": "\u2603"}]:
    show(repr(v), lambda: json.dumps(v))
    show(" ascii=False", lambda: json.dumps(v, ensure_ascii=False))

# --- keys ---
for d in [{1: "a", 2.5: "b", True: "c", None: "d", "e": 1},
          {False: 0, -3: 1, 1e400: 2, -0.0: 3},
          {MyInt(7): 1, MyFloat(1.5): 2, MyStr("k"): 3, Color.GREEN: 4},
          {2 ** 70: "big"}, {float("nan"): 1}]:
    show(repr(d), lambda: json.dumps(d))
show("int limit", lambda: json.dumps(10 ** 5000))
show("int limit key", lambda: json.dumps({10 ** 5000: 1}))
show("surrogates", lambda: json.dumps(["\ud800\udfff", "\udc00"]))
show("surrogates ascii=False", lambda: json.dumps("\ud800", ensure_ascii=False))
show("sort bool keys", lambda: json.dumps({True: 1, False: 2, None: 3}, sort_keys=True))
show("sort number keys", lambda: json.dumps({2: 1, 1.5: 2, True: 3}, sort_keys=True))
show("tuple key", lambda: json.dumps({(1, 2): 3}))
show("tuple key skip", lambda: json.dumps({(1, 2): 3, "a": 1}, skipkeys=True))
show("object key", lambda: json.dumps({"a": 1, object: 2}))
show("bytes key", lambda: json.dumps({b"x": 1}))
show("frozenset key", lambda: json.dumps({frozenset(): 1}))
show("skip first", lambda: json.dumps({(1,): 1, "b": 2, (2,): 3, "c": 4}, skipkeys=True))
show("skip all", lambda: json.dumps({(1,): 1, (2,): 3}, skipkeys=True))
show("nan key no", lambda: json.dumps({float("nan"): 1}, allow_nan=False))

# --- sort_keys ---
show("sort", lambda: json.dumps({"b": 1, "a": 2, "c": {"z": 1, "y": 2}, "\u00e9": 0, "B": 3}, sort_keys=True))
show("sort ints", lambda: json.dumps({3: "a", 1: "b", 2: "c"}, sort_keys=True))
show("sort mixed", lambda: json.dumps({"a": 1, 1: 2}, sort_keys=True))
show("sort mixed skip", lambda: json.dumps({"a": 1, (1,): 2}, sort_keys=True, skipkeys=True))
show("sort floats", lambda: json.dumps({2.5: 1, -1.0: 2, 0.5: 3}, sort_keys=True))
show("sort subclass", lambda: json.dumps(MyDict(b=1, a=2), sort_keys=True))
show("sort ordered", lambda: json.dumps(OrderedDict([("b", 1), ("a", 2)]), sort_keys=True))
show("sort strsub", lambda: json.dumps({MyStr("b"): 1, "a": 2}, sort_keys=True))

# --- separators ---
data = {"a": [1, 2, {"b": None}], "c": "d"}
show("compact", lambda: json.dumps(data, separators=(",", ":")))
show("custom", lambda: json.dumps(data, separators=(" ;  ", " => ")))
show("unicode sep", lambda: json.dumps(data, separators=("\u2603", "\u00e9")))
show("bad sep", lambda: json.dumps(data, separators=(1, ":")))
show("indent", lambda: json.dumps(data, indent=2))
show("indent sort", lambda: json.dumps({"b": [1, 2], "a": {}}, indent="\t", sort_keys=True))

# --- allow_nan ---
for v in [float("nan"), float("inf"), -float("inf"), [1, float("inf")],
          {"a": float("nan")}, MyFloat("inf")]:
    show(repr(v) + " allow_nan=False", lambda: json.dumps(v, allow_nan=False))
    show(repr(v), lambda: json.dumps(v))

# --- default ---


class Thing:
    def __init__(self, n):
        self.n = n


def default(o):
    if isinstance(o, Thing):
        return {"thing": o.n}
    if isinstance(o, (set, frozenset)):
        return sorted(o)
    if isinstance(o, Decimal):
        return str(o)
    if isinstance(o, complex):
        return [o.real, o.imag]
    raise TypeError("no way: %s" % type(o).__name__)


show("default", lambda: json.dumps([Thing(1), {3, 1, 2}, Decimal("1.10"), 1j, Thing(Thing(2))], default=default))
show("default raises", lambda: json.dumps([1, object()], default=default))
show("no default", lambda: json.dumps({"a": {1, 2}}))
show("no default bytes", lambda: json.dumps(b"x"))
show("no default obj", lambda: json.dumps(Thing(1)))
show("default self", lambda: json.dumps(Thing(1), default=lambda o: o))
show("default self nocheck", lambda: json.dumps(Thing(1), default=lambda o: o, check_circular=False))


class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Thing):
            return ["T", o.n]
        return super().default(o)


show("cls", lambda: json.dumps({"x": Thing(5)}, cls=Enc))
show("cls fails", lambda: json.dumps({"x": object()}, cls=Enc))



class ItemsDict(dict):
    def items(self):
        return [("x", 1), ("y", [2])]


class BadItems(dict):
    def items(self):
        return [("x", 1, 2)]


class NoIterItems(dict):
    def items(self):
        return 5


class IterList(list):
    def __iter__(self):
        return iter([9, "nine"])


show("items override", lambda: json.dumps(ItemsDict(a=5)))
show("items override empty", lambda: json.dumps(ItemsDict()))
show("items override sorted", lambda: json.dumps(ItemsDict(a=5), sort_keys=True))
show("bad items", lambda: json.dumps(BadItems(a=1)))
show("non-iterable items", lambda: json.dumps(NoIterItems(a=1)))
show("iter override", lambda: json.dumps(IterList([1])))
show("iter override empty", lambda: json.dumps(IterList()))
grow = [Thing(1), 2]
show("list grows", lambda: json.dumps(grow, default=lambda o: grow.append(3) or 0))
show("list grows", lambda: json.dumps(grow, default=lambda o: grow.append(3) or 0))
shrink = [1, Thing(1), 2, 3]
show("list shrinks", lambda: json.dumps(shrink, default=lambda o: shrink.pop() and 0))
dd = {"a": Thing(1), "b": 2}
show("dict grows", lambda: json.dumps(dd, default=lambda o: dd.setdefault("c", 3) and 0))
print(sorted(dd))

# --- circular references ---
a = [1]
a.append(a)
show("circular list", lambda: json.dumps(a))
d = {"x": 1}
d["self"] = d
show("circular dict", lambda: json.dumps(d))
show("circular nocheck", lambda: json.dumps(a, check_circular=False))
shared = [1, 2]
show("shared ok", lambda: json.dumps([shared, shared, {"s": shared}]))
e = []
show("empty shared", lambda: json.dumps([e, e, [e]]))
t = Thing(0)
show("circular default", lambda: json.dumps([t], default=lambda o: [o]))

# --- deep nesting ---
deep = []
for i in range(100000):
    deep = [deep]
show("deep list", lambda: json.dumps(deep))
deepd = {}
for i in range(100000):
    deepd = {"a": deepd}
show("deep dict", lambda: json.dumps(deepd))

# --- the encoder called directly ---
enc = json.encoder.c_make_encoder(None, None, json.encoder.encode_basestring, None,
                                  ": ", ", ", False, False, True)
show("direct", lambda: enc([1, "\u00e9", {"a": (2, 3)}], 0))
show("direct kw", lambda: enc(obj={"b": 1}, _current_indent_level=0))
show("direct attrs", lambda: (enc.markers, enc.default, enc.indent, enc.key_separator,
                              enc.item_separator, enc.sort_keys, enc.skipkeys,
                              enc.encoder is json.encoder.encode_basestring))
enc2 = json.encoder.c_make_encoder({}, str, lambda s: "<" + s + ">", None,
                                   ":", ",", False, True, False)
show("python encoder", lambda: enc2({"b": ["x", 1], "a": object, (1,): 2, 3: MyStr("s")}, 0))
show("python encoder attrs", lambda: (enc2.markers, enc2.sort_keys, enc2.skipkeys))
enc2s = json.encoder.c_make_encoder(None, None, lambda s: "<" + s + ">", None,
                                    ":", ",", True, False, True)
show("python encoder sorted", lambda: enc2s({"b": 1, "a": 2, "c": 1.5}, 0))
show("python encoder sorted mixed", lambda: enc2s({"b": 1, (1,): 2}, 0))
enc3 = json.encoder.c_make_encoder(None, None, lambda s: 5, None, ":", ",",
                                   False, False, True)
show("bad encoder", lambda: enc3(["x"], 0))
show("bad markers", lambda: json.encoder.c_make_encoder([], None, None, None, ":", ",", 0, 0, 0))
show("bad args", lambda: json.encoder.c_make_encoder(None))
enc4 = json.encoder.c_make_encoder(None, None, json.encoder.encode_basestring_ascii, 4,
                                   ":", ",", False, False, True)
show("indent ignored", lambda: enc4([1, {"a": "\u00e9"}], 0))

# --- round trips ---
doc = {"users": [{"id": i, "name": "user\u00e9%d" % i, "tags": ("t", i % 3),
                  "score": i * 1.25, "ok": i % 2 == 0, "none": None}
                 for i in range(20)],
       "big": 2 ** 80, "neg": -1e-300}
for kw in [{}, {"sort_keys": True}, {"ensure_ascii": False},
           {"separators": (",", ":")}]:
    text = json.dumps(doc, **kw)
    print(kw, len(text), json.loads(text)["users"][3], text[:60])
total = 0
for i in range(300):         # hot loop
    s = json.dumps({"k": i, "v": [i, i * 0.5, "x" * (i % 5)], "n": None})
    total += len(s)
print(total)
