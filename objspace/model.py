"""The root of the object model and the exception that carries Python
exceptions through RPython code."""


class W_Object(object):
    _attrs_ = ()
    # getattr_hook answers before the type's attributes (super proxies)
    attr_proxy = False

    def gettype(self):
        raise NotImplementedError

    def call(self, args):
        """Calls this object with an Arguments; overridden by callables."""
        from objspace.exceptions import raise_type_error
        raise_type_error("'%s' object is not callable" % typename(self))

    def call_one(self, w_arg):
        """self(w_arg): a key function, map's or filter's function. A
        Python function overrides it to fill a spare frame directly."""
        return self.call(Arguments([w_arg]))

    # Hooks through which types outside the core plug into the generic
    # protocols of containers.py and attrs.py (None / -1 / False: "no").
    def iter_hook(self):
        return None

    def next_hook(self):
        from objspace.exceptions import raise_type_error
        raise_type_error("'%s' object is not an iterator" % typename(self))
        return None

    def len_hook(self):
        return -1

    def getitem_hook(self, w_key):
        return None

    def setitem_hook(self, w_key, w_value):
        return False

    def delitem_hook(self, w_key):
        return False

    def contains_hook(self, w_item):
        return -1

    def eq_hook(self, w_other):
        return self is w_other

    def unhashable_hook(self):
        return False

    def binop_hook(self, w_other, op, reflected):
        """A binary operator of a built-in type outside operations.py
        (e.g. set | set), or None. `op` is an NB_* number."""
        return None

    def inplace_hook(self, w_other, op):
        """An in-place operator (x op= y) of a built-in type outside
        operations.py that updates x itself, or None. `op` is the NB_*
        number of the plain operator."""
        return None

    def compare_hook(self, w_other, op):
        """A rich comparison of a built-in type outside operations.py, or
        None. `op` is a comparison number (astnodes.LT ... GE)."""
        return None

    def getattr_hook(self, name):
        """Attributes an object provides itself (__name__, args, ...)."""
        return None

    def setattr_hook(self, name, w_value):
        return False

    def delattr_hook(self, name):
        """del obj.name for attributes an object provides itself; False
        when it has no such attribute."""
        return False

    def repr_hook(self):
        """repr() for types outside reprs.py, or None for the default."""
        return None

    def buffer_hook(self):
        """The bytes of an object with the buffer protocol outside
        bytesobject.py (array.array), or None."""
        return None

    def buffer_write_hook(self, offset, data):
        """Writes data into such a buffer at offset (in range); False if
        the object has no writable buffer. ("", 0) only asks."""
        return False

    def bind(self, w_obj, w_type):
        """Descriptor __get__ for class attributes; w_obj is None when
        the attribute is read from the class itself."""
        return self


def typename(w_obj):
    return w_obj.gettype().name


class OperationError(Exception):
    """A Python-level exception in flight; w_value is the exception
    instance (a W_BaseException)."""

    def __init__(self, w_value):
        self.w_value = w_value


class Arguments(object):
    """Call arguments: positional values plus optional keywords."""
    _attrs_ = ("args_w", "kw_names", "kw_values_w")

    def __init__(self, args_w, kw_names=None, kw_values_w=None):
        self.args_w = args_w
        self.kw_names = kw_names
        self.kw_values_w = kw_values_w

    def has_kwargs(self):
        return self.kw_names is not None and len(self.kw_names) > 0

    def prepend(self, w_first):
        return Arguments([w_first] + self.args_w, self.kw_names,
                         self.kw_values_w)

    def get_kw(self, name):
        """Removes and returns keyword `name`, or None."""
        if self.kw_names is None:
            return None
        for i in range(len(self.kw_names)):
            if self.kw_names[i] == name:
                w_value = self.kw_values_w[i]
                del self.kw_names[i]
                del self.kw_values_w[i]
                return w_value
        return None
