"""W_TypeObject.lookup's cache (typeobject.MethodCache): a user class's
lookups along the MRO are remembered, and forgotten when any class
changes or is made."""

from objspace.typeobject import METHOD_CACHE, TYPE_EPOCH
from objspace.strobject import newstr
from tests.test_tier1 import run

SRC = """
class A:
    def f(self):
        return 1
class B(A):
    pass
"""


def _entry(w_type, name):
    c = METHOD_CACHE
    for i in range(c.SIZE):
        if c.types_w[i] is w_type and c.names[i] == name and \
                c.epochs[i] == TYPE_EPOCH.value + TYPE_EPOCH.defined:
            return i
    return -1


def test_a_lookup_is_cached_until_a_class_changes():
    w_main = run(SRC)
    w_a = w_main.dict_w["A"]
    w_b = w_main.dict_w["B"]
    w_f = w_b.lookup("f")
    assert w_f is w_a.dict_w["f"]
    i = _entry(w_b, "f")
    assert i >= 0 and METHOD_CACHE.results_w[i] is w_f
    # a hit reads the entry: put something else there and it is returned
    marker = newstr("cached")
    METHOD_CACHE.results_w[i] = marker
    assert w_b.lookup("f") is marker
    METHOD_CACHE.results_w[i] = w_f
    # a miss is remembered too
    assert w_b.lookup("nothing") is None
    assert _entry(w_b, "nothing") >= 0
    # a base's attribute changing forgets every entry
    w_g = newstr("g")
    w_a.setdictvalue("f", w_g)
    assert _entry(w_b, "f") == -1
    assert w_b.lookup("f") is w_g
    w_a.deldictvalue("f")
    assert w_b.lookup("f") is None
    # so does a class being made (its lookups may have run before its
    # dict was filled or its MRO set)
    w_b.lookup("nothing")
    assert _entry(w_b, "nothing") >= 0
    run(SRC)
    assert _entry(w_b, "nothing") == -1


def test_built_in_types_are_not_cached():
    w_main = run("x = int\n")
    w_int = w_main.dict_w["x"]
    assert w_int.lookup("bit_length") is not None
    assert _entry(w_int, "bit_length") == -1
