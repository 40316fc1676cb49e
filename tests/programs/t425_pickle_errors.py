# errors, with CPython's types and messages: objects that cannot be
# pickled, bad reductions, truncated or corrupt data, bad arguments
import io
import pickle
import re


def attempt(label, fn):
    try:
        res = fn()
        print(label, "ok", res)
    except Exception as e:
        print(label, type(e).__name__, re.sub(" at 0x[0-9a-f]+", "", str(e)))


def outer():
    def inner():
        pass
    return inner


class A:
    pass


def renamed():
    pass


renamed.__qualname__ = "not_there"


def moved():
    pass


moved.__module__ = "no_such_module_xyz"


class BadReduce:
    def __init__(self, value):
        self.value = value
    def __reduce__(self):
        return self.value


attempt("local", lambda: pickle.dumps(outer()))
attempt("lambda", lambda: pickle.dumps(lambda: 1))
attempt("not there", lambda: pickle.dumps(renamed))
attempt("no module", lambda: pickle.dumps(moved))
attempt("generator", lambda: pickle.dumps((x for x in [])))
for value in [1, (1,), (1, ()), (BadReduce, 1), (BadReduce, (), None, 1),
              (BadReduce, (), None, None, 1),
              (BadReduce, (), None, None, None, 1), (1, 2, 3, 4, 5, 6, 7),
              (BadReduce, (1,), None, [1])]:
    attempt("reduce %r" % (value,), lambda: pickle.dumps(BadReduce(value), 2))
import copyreg
attempt("newobj empty", lambda: pickle.dumps(
    BadReduce((copyreg.__newobj__, ())), 2))
attempt("newobj not type", lambda: pickle.dumps(
    BadReduce((copyreg.__newobj__, (1,))), 2))
attempt("newobj wrong class", lambda: pickle.dumps(
    BadReduce((copyreg.__newobj__, (A,))), 2))
attempt("newobj_ex len", lambda: pickle.dumps(
    BadReduce((copyreg.__newobj_ex__, (A, ()))), 4))
attempt("newobj_ex cls", lambda: pickle.dumps(
    BadReduce((copyreg.__newobj_ex__, (1, (), {}))), 4))
attempt("newobj_ex args", lambda: pickle.dumps(
    BadReduce((copyreg.__newobj_ex__, (A, 1, {}))), 4))
attempt("newobj_ex kwargs", lambda: pickle.dumps(
    BadReduce((copyreg.__newobj_ex__, (A, (), 1))), 4))
attempt("buffer proto", lambda: pickle.dumps(pickle.PickleBuffer(b"x"), 4))
attempt("deep", lambda: pickle.dumps(eval("[" * 2000 + "]" * 2000)))

for data in [b"", b"\x80\x04K", b"\x80\x06.", b"\xff", b"z", b".", b"a.",
             b"(.", b"(a.", b"t.", b"h\x05.", b"\x8c\x02a", b"X\x05\x00\x00\x00a",
             b"N(N}.", b"N}Nu.", b"cnosuchmodule\nx\n.",
             b"cbuiltins\nnosuchattr\n.", b"K\x01K\x02\x93.", b"N\x81.",
             b"cbuiltins\nint\nN\x81.", b"\x82\x05.", b"\x82\x00.",
             b"I12x\n.", b"F1.x\n.", b"Sabc\n.", b"g5\n.", b"Np-1\n.",
             b"\x8a\x01", b"0.", b"1.", b"(1.", b"NNR.", b"(Vx\nd.",
             b"}(Vx\nu.", b"\x8b\xff\xff\xff\xff.", b"N}b.",
             b"cbuiltins\nobject\n)\x81N\x86b.", b"\x8c\x01\xff.",
             b"\x80\x04\x8c\x08builtins\x94\x8c\x0ea.<locals>.b\x94\x93.",
             b"cbuiltins\nint\nN}\x92.", b"cbuiltins\nint\n)N\x92.",
             b"\x97.", b"(\x90.", b"]\x90."]:
    attempt(repr(data), lambda: pickle.loads(data))

attempt("protocol 6", lambda: pickle.dumps(1, 6))
attempt("protocol str", lambda: pickle.dumps(1, "2"))
attempt("protocol big", lambda: pickle.dumps(1, 2 ** 100))
attempt("protocol -1", lambda: pickle.dumps(1, -1))
attempt("callback", lambda: pickle.dumps(1, 4, buffer_callback=print))
attempt("no write", lambda: pickle.Pickler(1))
attempt("no read", lambda: pickle.Unpickler(1))
attempt("dumps()", lambda: pickle.dumps())
attempt("dumps 3", lambda: pickle.dumps(1, 2, 3))
attempt("dumps kw", lambda: pickle.dumps(1, foo=3))
attempt("dump 4", lambda: pickle.dump(1, io.BytesIO(), 2, True))
attempt("Pickler 5", lambda: pickle.Pickler(io.BytesIO(), 1, True, None, 5))
attempt("Pickler twice", lambda: pickle.Pickler(io.BytesIO(), 2, protocol=2))
attempt("Unpickler 2", lambda: pickle.Unpickler(io.BytesIO(), True))
attempt("loads str", lambda: pickle.loads("abc"))
attempt("loads kw", lambda: pickle.loads(data=b"N."))
attempt("encoding", lambda: pickle.loads(b"N.", encoding=3))
attempt("errors", lambda: pickle.loads(b"N.", errors=None))


class NoInit(pickle.Pickler):
    def __init__(self):
        pass


class NoInitU(pickle.Unpickler):
    def __init__(self):
        pass


attempt("no init", lambda: NoInit().dump(1))
attempt("no init u", lambda: NoInitU().load())
attempt("dump args", lambda: pickle.Pickler(io.BytesIO()).dump())
attempt("dump kw", lambda: pickle.Pickler(io.BytesIO()).dump(obj=1))
attempt("clear_memo args", lambda: pickle.Pickler(io.BytesIO()).clear_memo(1))
attempt("load args", lambda: pickle.Unpickler(io.BytesIO()).load(1))
attempt("find_class 1", lambda: pickle.Unpickler(io.BytesIO()).find_class(1))
attempt("find_class", lambda: pickle.Unpickler(io.BytesIO()).find_class(
    "collections", "OrderedDict").__name__)
attempt("find_class dotted", lambda: pickle.Unpickler(io.BytesIO()).find_class(
    "collections", "OrderedDict.fromkeys"))

# errors raised while pickling leave the pickler usable
f = io.BytesIO()
p = pickle.Pickler(f, 2)
attempt("dump lambda", lambda: p.dump([1, lambda: 2]))
p.dump([3])
print(f.getvalue()[-8:])
