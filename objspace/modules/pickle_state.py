"""What the Pickler and Unpickler of `_pickle` share: the opcodes, the
module's exception types, its state (copyreg's dispatch table and
extension registry, _compat_pickle's name mappings, codecs.encode,
getattr, functools.partial: read from those modules when `_pickle` is
imported, as CPython's module state is) and small helpers."""

from objspace.model import OperationError
from objspace.typeobject import W_TypeObject, LAYOUT_EXCEPTION
from objspace.strobject import W_Str
from objspace.dictobject import W_Dict
from objspace.exceptions import (oefmt, w_Exception, w_AttributeError,
                                 w_RuntimeError)

HIGHEST_PROTOCOL = 5
DEFAULT_PROTOCOL = 4

BATCHSIZE = 1000
FAST_NESTING_LIMIT = 50
FRAME_SIZE_MIN = 4
FRAME_SIZE_TARGET = 64 * 1024
FRAME_HEADER_SIZE = 9
PREFETCH = 8192 * 16

# the opcodes (pickletools documents them)
MARK = '('
STOP = '.'
POP = '0'
POP_MARK = '1'
DUP = '2'
FLOAT = 'F'
INT = 'I'
BININT = 'J'
BININT1 = 'K'
LONG = 'L'
BININT2 = 'M'
NONE = 'N'
PERSID = 'P'
BINPERSID = 'Q'
REDUCE = 'R'
STRING = 'S'
BINSTRING = 'T'
SHORT_BINSTRING = 'U'
UNICODE = 'V'
BINUNICODE = 'X'
APPEND = 'a'
BUILD = 'b'
GLOBAL = 'c'
DICT = 'd'
EMPTY_DICT = '}'
APPENDS = 'e'
GET = 'g'
BINGET = 'h'
INST = 'i'
LONG_BINGET = 'j'
LIST = 'l'
EMPTY_LIST = ']'
OBJ = 'o'
PUT = 'p'
BINPUT = 'q'
LONG_BINPUT = 'r'
SETITEM = 's'
TUPLE = 't'
EMPTY_TUPLE = ')'
SETITEMS = 'u'
BINFLOAT = 'G'
PROTO = '\x80'
NEWOBJ = '\x81'
EXT1 = '\x82'
EXT2 = '\x83'
EXT4 = '\x84'
TUPLE1 = '\x85'
TUPLE2 = '\x86'
TUPLE3 = '\x87'
NEWTRUE = '\x88'
NEWFALSE = '\x89'
LONG1 = '\x8a'
LONG4 = '\x8b'
BINBYTES = 'B'
SHORT_BINBYTES = 'C'
SHORT_BINUNICODE = '\x8c'
BINUNICODE8 = '\x8d'
BINBYTES8 = '\x8e'
EMPTY_SET = '\x8f'
ADDITEMS = '\x90'
FROZENSET = '\x91'
NEWOBJ_EX = '\x92'
STACK_GLOBAL = '\x93'
MEMOIZE = '\x94'
FRAME = '\x95'
BYTEARRAY8 = '\x96'
NEXT_BUFFER = '\x97'
READONLY_BUFFER = '\x98'


def _exc_type(name, w_base):
    w_t = W_TypeObject(name, [w_base], LAYOUT_EXCEPTION)
    w_t.module = "_pickle"
    return w_t


w_PickleError = _exc_type("PickleError", w_Exception)
w_PicklingError = _exc_type("PicklingError", w_PickleError)
w_UnpicklingError = _exc_type("UnpicklingError", w_PickleError)


def pickling_error(msg):
    return oefmt(w_PicklingError, msg)


def unpickling_error(msg):
    return oefmt(w_UnpicklingError, msg)


class PickleState(object):
    """The module state, filled by init_state() when `_pickle` is
    imported (a prebuilt instance: its fields change at run time)."""

    def __init__(self):
        self.ready = False
        self.w_dispatch_table = None
        self.w_extension_registry = None
        self.w_inverted_registry = None
        self.w_extension_cache = None
        self.w_name_mapping_2to3 = None
        self.w_import_mapping_2to3 = None
        self.w_name_mapping_3to2 = None
        self.w_import_mapping_3to2 = None
        self.w_codecs_encode = None
        self.w_getattr = None
        self.w_partial = None


STATE = PickleState()


def _dict_attr(w_mod, modname, name):
    from objspace import attrs
    w_d = attrs.getattr_w(w_mod, name)
    if not isinstance(w_d, W_Dict):
        raise oefmt(w_RuntimeError, "%s.%s should be a dict, not %s"
                    % (modname, name, w_d.gettype().name))
    return w_d


def init_state():
    from interpreter.runtime.importing import import_dotted
    from objspace import attrs
    st = STATE
    w_copyreg = import_dotted("copyreg")
    st.w_dispatch_table = _dict_attr(w_copyreg, "copyreg", "dispatch_table")
    st.w_extension_registry = _dict_attr(w_copyreg, "copyreg",
                                         "_extension_registry")
    st.w_inverted_registry = _dict_attr(w_copyreg, "copyreg",
                                        "_inverted_registry")
    st.w_extension_cache = _dict_attr(w_copyreg, "copyreg",
                                      "_extension_cache")
    w_compat = import_dotted("_compat_pickle")
    st.w_name_mapping_2to3 = _dict_attr(w_compat, "_compat_pickle",
                                        "NAME_MAPPING")
    st.w_import_mapping_2to3 = _dict_attr(w_compat, "_compat_pickle",
                                          "IMPORT_MAPPING")
    st.w_name_mapping_3to2 = _dict_attr(w_compat, "_compat_pickle",
                                        "REVERSE_NAME_MAPPING")
    st.w_import_mapping_3to2 = _dict_attr(w_compat, "_compat_pickle",
                                          "REVERSE_IMPORT_MAPPING")
    st.w_codecs_encode = attrs.getattr_w(import_dotted("codecs"), "encode")
    st.w_partial = attrs.getattr_w(import_dotted("functools"), "partial")
    st.w_getattr = attrs.getattr_w(import_dotted("builtins"), "getattr")
    st.ready = True
    return st


# ------------------------------------------------------ helpers

def lookup_attr(w_obj, name):
    """CPython's _PyObject_LookupAttr: the attribute, or None when getting
    it raised AttributeError (other exceptions propagate)."""
    from objspace import attrs
    try:
        return attrs.getattr_or_none(w_obj, name)
    except OperationError as e:
        if e.w_value.gettype().issubtype(w_AttributeError):
            return None
        raise


def is_iterator(w_obj):
    """PyIter_Check: the object's type has a __next__."""
    from objspace.iterobject import W_AbstractIterator
    from objspace.instances import W_Instance
    if isinstance(w_obj, W_AbstractIterator):
        return True
    if isinstance(w_obj, W_Instance):
        return w_obj.gettype().lookup("__next__") is not None
    return False


def str_of(w_obj):
    """The utf-8 of an exact or subclassed str, else None."""
    from objspace.builtinsub import unwrap
    w_s = unwrap(w_obj)
    if isinstance(w_s, W_Str):
        return w_s.utf8
    return None
