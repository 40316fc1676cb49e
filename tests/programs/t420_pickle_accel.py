# pickle uses the C accelerator _pickle (lbbv: RPython): the same bytes as
# CPython's for the built-in types, at every protocol, and round trips
import pickle
import _pickle

print(pickle.Pickler is _pickle.Pickler, pickle.Unpickler is _pickle.Unpickler)
print(pickle.dumps is _pickle.dumps, pickle.loads is _pickle.loads)
print(pickle.PickleError is _pickle.PickleError,
      pickle.PicklingError.__mro__[1] is _pickle.PickleError)
print(pickle.Pickler.__module__, pickle.Unpickler.__name__,
      pickle.PickleBuffer.__module__)
print(pickle.HIGHEST_PROTOCOL, pickle.DEFAULT_PROTOCOL)

objects = [
    None, True, False, 0, 1, -1, 255, 256, 65535, 65536, -129,
    2 ** 31 - 1, -2 ** 31, 2 ** 31, -2 ** 31 - 1, 2 ** 63, -2 ** 63,
    2 ** 64 + 12345, -(2 ** 100), 0.0, -0.0, 1.5, -2.25e-300, 1e300,
    float("inf"), float("-inf"), "", "a", "h\xe9llo", "\u65e5\u672c",
    "\U0001f600 x", "line\nbreak\\ \r \x00 \x1a", "x" * 300,
    b"", b"abc", b"\x00\xff" * 150, bytearray(b"ba"), bytearray(),
    (), (1,), (1, 2), (1, 2, 3), (1, 2, 3, 4), ((), ((),)),
    [], [1], [1, "two", 3.0], {}, {"a": 1}, {"a": 1, "b": [2, 3], 3: (4,)},
    set(), {1, 2, 3}, frozenset(), frozenset({5, 6}),
    {"nested": [{"deep": ({"x": 1},)}]}, range(3), slice(1, 5, 2),
    complex(1, 2), int, type(None), len, Ellipsis, NotImplemented,
]

for proto in range(pickle.HIGHEST_PROTOCOL + 1):
    print("== protocol", proto)
    for obj in objects:
        data = pickle.dumps(obj, proto)
        back = pickle.loads(data)
        same = back == obj or (obj != obj and back != back)
        print(data if len(data) < 120 else (len(data), data[:50], data[-20:]),
              same)
print(pickle.dumps(objects, 4) == pickle._dumps(objects, 4))
print(pickle.loads(pickle.dumps(objects, 5)) == objects)
nan = pickle.loads(pickle.dumps(float("nan")))
print(nan != nan, pickle.dumps(float("nan"), 0))
