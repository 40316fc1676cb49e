# persistent ids: persistent_id / persistent_load as methods of subclasses
# and as attributes, PERSID (protocol 0) and BINPERSID, their errors
import io
import pickle


class DBPickler(pickle.Pickler):
    def persistent_id(self, obj):
        if isinstance(obj, str) and obj.startswith("db:"):
            return obj[3:]
        if isinstance(obj, Record):
            return ("Record", obj.key)
        return None


class DBUnpickler(pickle.Unpickler):
    def persistent_load(self, pid):
        if isinstance(pid, tuple):
            return Record(pid[1], loaded=True)
        return "loaded-" + pid


class Record:
    def __init__(self, key, loaded=False):
        self.key = key
        self.loaded = loaded


for proto in range(6):
    f = io.BytesIO()
    DBPickler(f, proto).dump(["db:one", "plain", ("db:two", 3)])
    print(proto, f.getvalue())
    f.seek(0)
    print(DBUnpickler(f).load())
    f = io.BytesIO()
    if proto > 0:
        DBPickler(f, proto).dump({"r": Record(7), "s": [Record(8)]})
        f.seek(0)
        out = DBUnpickler(f).load()
        print(out["r"].key, out["r"].loaded, out["s"][0].key)

# protocol 0 needs ASCII string ids
f = io.BytesIO()
try:
    DBPickler(f, 0).dump(Record(1))
    print(f.getvalue())
except pickle.PicklingError as e:
    print("PicklingError", e)
f = io.BytesIO()
try:
    DBPickler(f, 0).dump("db:\xe9")
except pickle.PicklingError as e:
    print("PicklingError", e)

# as attributes of a plain Pickler / Unpickler
f = io.BytesIO()
p = pickle.Pickler(f, 2)
try:
    p.persistent_id
except AttributeError as e:
    print("AttributeError", e)
p.persistent_id = lambda obj: "seven" if obj == 7 else None
print(p.persistent_id(7), p.persistent_id(8))
p.dump([7, 8, (7,)])
print(f.getvalue())
u = pickle.Unpickler(io.BytesIO(f.getvalue()))
try:
    u.persistent_load
except AttributeError as e:
    print("AttributeError", e)
u.persistent_load = lambda pid: ("P", pid)
print(u.load())
try:
    pickle.loads(f.getvalue())
except pickle.UnpicklingError as e:
    print("UnpicklingError", e)
try:
    pickle.loads(b"Pabc\n.")
except pickle.UnpicklingError as e:
    print("UnpicklingError", e)
try:
    p.persistent_id = 5
except TypeError as e:
    print("TypeError", e)
try:
    u.persistent_load = None
except TypeError as e:
    print("TypeError", e)
try:
    del p.persistent_id
except TypeError as e:
    print("TypeError", e)

# persistent ids are looked up when the Pickler is made
class Late(pickle.Pickler):
    pass
f = io.BytesIO()
lp = Late(f, 2)
Late.persistent_id = lambda self, obj: None
lp.dump([1])
print(f.getvalue())

# the id itself is pickled normally (not passed to persistent_id again)
class Twice(pickle.Pickler):
    calls = 0
    def persistent_id(self, obj):
        Twice.calls += 1
        return ["pid", obj + 100] if obj == 1 else None
f = io.BytesIO()
Twice(f, 3).dump((1, 2))
print(f.getvalue(), Twice.calls)

class U2(pickle.Unpickler):
    def persistent_load(self, pid):
        return {"pid": pid}
f.seek(0)
print(U2(f).load())
