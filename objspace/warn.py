"""Warnings raised from RPython code go through the `warnings` module
(CPython's Lib), as CPython's PyErr_WarnEx does: filters, catch_warnings
and -W options all see them."""

from objspace.model import Arguments
from objspace.exceptions import TYPES


def warn(category, msg, stacklevel=1):
    """warnings.warn(msg, <category>, stacklevel): category names a
    built-in warning class ("DeprecationWarning"). Raises what the
    filters turn the warning into (an "error" filter raises it)."""
    from interpreter.runtime.importing import import_dotted
    from objspace.attrs import getattr_w
    from objspace.strobject import newstr
    from objspace.intobject import newint
    w_warnings = import_dotted("warnings")
    w_warn = getattr_w(w_warnings, "warn")
    w_category = TYPES.by_name[category]
    w_warn.call(Arguments([newstr(msg), w_category, newint(stacklevel)]))


def strict_subclass_result(prefix, w_res, base):
    """The DeprecationWarning CPython gives when __int__, __index__ or
    __float__ returns an instance of a strict subclass of int or float
    (bool included); prefix: "__index__" or "Foo.__float__"."""
    warn("DeprecationWarning",
         "%s returned non-%s (type %s).  The ability to return an instance "
         "of a strict subclass of %s is deprecated, and may be removed in "
         "a future version of Python." % (prefix, base,
                                           w_res.gettype().name, base))


def warn_explicit(category, msg, filename, lineno):
    """warnings.warn_explicit(msg, <category>, filename, lineno), as
    CPython's PyErr_WarnExplicitObject with no module and no registry (the
    compiler's warnings)."""
    from interpreter.runtime.importing import import_dotted
    from objspace.attrs import getattr_w
    from objspace.strobject import newstr
    from objspace.intobject import newint
    w_warnings = import_dotted("warnings")
    w_warn = getattr_w(w_warnings, "warn_explicit")
    w_category = TYPES.by_name[category]
    w_warn.call(Arguments([newstr(msg), w_category, newstr(filename),
                           newint(lineno)]))
