# copyreg's extension registry (EXT1/EXT2/EXT4), Python 2 names and
# strings: fix_imports in both directions, encoding and errors, the
# protocol 0 and 1 opcodes Python 2 wrote
import collections
import copyreg
import io
import pickle


class Thing:
    pass


def make_thing():
    return Thing()


def other():
    pass


copyreg.add_extension("__main__", "make_thing", 200)
copyreg.add_extension("__main__", "Thing", 0x1234)
copyreg.add_extension("__main__", "other", 0x123456)
for proto in range(6):
    data = pickle.dumps([make_thing, Thing, other, make_thing], proto)
    print(proto, data)
    back = pickle.loads(data)
    print(back[0] is make_thing, back[1] is Thing, back[2] is other,
          back[3] is back[0])
print(sorted(k for k in copyreg._extension_cache))
copyreg.remove_extension("__main__", "make_thing", 200)
copyreg.remove_extension("__main__", "Thing", 0x1234)
copyreg.remove_extension("__main__", "other", 0x123456)
for data in (b"\x80\x02\x82\xc8.", b"\x80\x02\x83\x34\x12.",
             b"\x80\x02\x84\x56\x34\x12\x00.", b"\x80\x02\x84\xff\xff\xff\xff."):
    try:
        pickle.loads(data)
    except (ValueError, pickle.UnpicklingError) as e:
        print(type(e).__name__, e)
copyreg._inverted_registry[77] = "not a pair"
try:
    pickle.loads(b"\x80\x02\x82\x4d.")
except ValueError as e:
    print("ValueError", e)
del copyreg._inverted_registry[77]

# Python 3 names become Python 2 names below protocol 3, and back
objs = [set, frozenset, range, int, str, bytes, dict, collections.UserDict,
        ConnectionError, IOError, KeyError, reduce if False else len]
for proto in range(4):
    data = pickle.dumps(objs, proto)
    print(proto, data)
    print(pickle.loads(data) == objs)
    print(pickle.dumps(objs, proto, fix_imports=False)[:60])
try:
    pickle.loads(pickle.dumps(objs, 2, fix_imports=False)[:40])
except Exception as e:
    print(type(e).__name__)
print(pickle.loads(b"cUserDict\nUserDict\n)\x81}b.").__class__)
print(pickle.loads(b"c__builtin__\nxrange\n(K\x01K\x05tR."))
print(pickle.loads(b"\x80\x02cexceptions\nStandardError\n.").__name__)
try:
    pickle.loads(b"\x80\x02cexceptions\nStandardError\n.", fix_imports=False)
except ImportError as e:
    print(type(e).__name__, e)

# Python 2 str opcodes and the encoding / errors arguments
py2 = [b"S'abc'\np0\n.", b'S"a\\x41\\n\\\'q"\n.', b"U\x03\xe9t\xe9q\x00.",
       b"T\x03\x00\x00\x00abc.", b"(S'k'\nS'v'\nd.", b"Vab\\u1234\xe9\n."]
for data in py2:
    for kw in ({}, {"encoding": "latin1"}, {"encoding": "bytes"},
               {"encoding": "ascii", "errors": "replace"},
               {"encoding": "utf-8", "errors": "ignore"}):
        try:
            print(data, kw, repr(pickle.loads(data, **kw)))
        except Exception as e:
            print(data, kw, type(e).__name__, e)
try:
    pickle.loads(b"Sabc\n.")
except pickle.UnpicklingError as e:
    print("UnpicklingError", e)

# protocol 0/1 opcodes: INT, LONG, FLOAT, GET/PUT, LIST, TUPLE, DICT,
# INST, OBJ, bools as INT
old = [b"I1\n.", b"I01\n.", b"I00\n.", b"I-7\n.", b"I010\n.", b"I0x1f\n.",
       b"I99999999999999999999\n.", b"L123L\n.", b"L-9\n.", b"F1.5\n.",
       b"F-0.0\n.", b"Fnan\n.", b"(I1\nI2\nl.", b"(I1\nI2\nt.",
       b"(Vx\nI1\nd.", b"(lp0\ng0\na.", b"(i__builtin__\nlist\n.",
       b"(c__builtin__\nlist\no.", b"(I5\ni__builtin__\nint\n.",
       b"I1\nI2\n0.", b"(I1\n1I3\n.", b"I1\n2t.", b"L12x\n.",
       b"F 1.5\n.", b"F1e500\n.", b"F1.5 \n.", b"gx\n."]
for data in old:
    try:
        print(data, repr(pickle.loads(data)))
    except Exception as e:
        print(data, type(e).__name__, e)
