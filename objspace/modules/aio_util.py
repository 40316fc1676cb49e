"""Small helpers shared by _signal, select, _socket and _posixsubprocess:
C int arguments. OSError from an errno is objspace/oserrors.py's."""

from objspace.intobject import W_Int
from objspace.exceptions import raise_type_error, raise_overflow, TYPES


def c_int(w_x):
    """A machine int for an integer argument (operator.index), with
    CPython's TypeError / OverflowError."""
    from objspace.modules.builtins_more import index_w
    if not isinstance(w_x, W_Int):
        from objspace.floatobject import W_Float
        if isinstance(w_x, W_Float):
            raise_type_error("'float' object cannot be interpreted as an "
                             "integer")
        w_x = index_w(w_x)
        if not isinstance(w_x, W_Int):
            raise_overflow("Python int too large to convert to C long")
    assert isinstance(w_x, W_Int)
    return w_x.intval


def c_int32(w_x):
    """c_int within a C int's range."""
    x = c_int(w_x)
    if x > 2147483647:
        raise_overflow("signed integer is greater than maximum")
    if x < -2147483648:
        raise_overflow("signed integer is less than minimum")
    return x


def exception_type(name):
    """An exception type of the table, or OSError when the table lacks it
    (TimeoutError before OSError's subclasses exist)."""
    w_t = TYPES.by_name.get(name, None)
    if w_t is None:
        w_t = TYPES.by_name["OSError"]
    return w_t


def _patch_ll2ctypes():
    """Untranslated runs only (the translated binary never uses ll2ctypes):
    ll2ctypes reads a C fixed-size array's fields (sockaddr_un.sun_path)
    through hasattr(self, '_items'), which recurses into its own
    __getattr__ until RecursionError; under the interpreter's recursion
    limit of 100000 that overflows the C stack first. Look the attribute
    up without recursing."""
    from rpython.rtyper.lltypesystem import ll2ctypes, lltype
    mixin = ll2ctypes._fixedsizedarray_mixin

    def __getattr__(self, field_name):
        try:
            object.__getattribute__(self, '_items')
        except AttributeError:
            cobj = getattr(self._storage.contents, field_name)
            T = getattr(self._TYPE, field_name)
            return ll2ctypes.ctypes2lltype(T, cobj)
        return lltype._fixedsizearray.__getattr__.im_func(self, field_name)
    mixin.__getattr__ = __getattr__


_patch_ll2ctypes()
