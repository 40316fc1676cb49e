"""The types of the tier-2 type context (docs/tier2.md), by number.

`int` is the Python int (a small W_Int or a W_Long: int arithmetic may
overflow into a big int), never bool; `smallint` is an int known to fit a
machine word, the kind that can be unboxed. The iterator types are those of
range and of list/tuple iteration. `rawfloat` and `rawint` are the
pseudo-types of unboxed values (issue 6)."""

TYPE_NAMES = ["?", "int", "float", "bool", "str", "list", "tuple", "none",
              "dict", "rangeiter", "seqiter", "rawfloat", "rawint",
              "smallint", "floatlist", "slice", "intlist"]

T_UNKNOWN = 0
T_INT = 1
T_FLOAT = 2
T_BOOL = 3
T_STR = 4
T_LIST = 5
T_TUPLE = 6
T_NONE = 7
T_DICT = 8
T_RANGEITER = 9
T_SEQITER = 10
T_RAWFLOAT = 11
T_RAWINT = 12
T_SMALLINT = 13     # an int known to fit a machine word (a W_Int object)
# a list with float storage (objspace/listobject.py): only a rung of the
# subscript ladder (tier2/float_lists.py), never a context's type, since
# any code may switch a list to object storage
T_FLOATLIST = 14
# what BUILD_SLICE makes: known so that `a[i:j:k]` gets no int guard that
# would fail every time (ladder.fitting_rungs)
T_SLICE = 15
# a list with int storage: a rung like T_FLOATLIST (tier2/float_lists.py),
# never a context's type and never in a guard
T_INTLIST = 16

NUM_TYPES = len(TYPE_NAMES)
# a guard's oparg keeps a type in 4 bits: the types a guard can check
# (all but the list-storage rungs) are below 16
GUARD_TYPES = 16
assert T_INTLIST >= GUARD_TYPES and NUM_TYPES == T_INTLIST + 1


def type_by_name(name):
    return TYPE_NAMES.index(name)
