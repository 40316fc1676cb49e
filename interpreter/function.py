"""Python functions, cells, and binding call arguments to parameters
with CPython's rules and error messages."""

from objspace.model import W_Object, Arguments
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.tupleobject import newtuple, W_Tuple
from objspace.dictobject import W_Dict
from objspace.strobject import newstr, W_Str
from objspace.funcobject import W_BoundMethod
from objspace.exceptions import raise_type_error
from interpreter.pycode import CO_VARARGS, CO_VARKEYWORDS, CO_GENERATOR


class W_Cell(W_Object):
    _attrs_ = ("w_value",)

    def __init__(self, w_value):
        self.w_value = w_value

    def gettype(self):
        return w_cell_type


class W_Function(W_Object):
    _attrs_ = ("code", "w_globals", "defaults_w", "kwdefaults",
               "closure", "name", "qualname", "w_dict_attrs", "w_doc")
    _immutable_fields_ = ("code", "w_globals")

    def __init__(self, code, w_globals, defaults_w, kwdefaults, closure):
        self.code = code
        self.w_globals = w_globals        # the module (W_Module)
        self.defaults_w = defaults_w      # list or None
        self.kwdefaults = kwdefaults      # W_Dict or None
        self.closure = closure            # list of W_Cell or None
        self.name = code.co_name
        self.qualname = code.co_qualname
        self.w_dict_attrs = None

    def gettype(self):
        return w_function_type

    def call(self, args):
        from interpreter.frame import Frame
        from interpreter.eval import run_frame
        frame = Frame(self.code, self.w_globals, self.closure)
        bind_arguments(self, frame.locals_w, args)
        return run_frame(frame)

    def bind(self, w_obj, w_type):
        if w_obj is None:
            return self
        return W_BoundMethod(w_obj, self)

    def getattr_hook(self, name):
        if name == "__name__":
            return newstr(self.name)
        if name == "__qualname__":
            return newstr(self.qualname)
        if name == "__module__":
            from interpreter.module import module_name_of
            return newstr(module_name_of(self.w_globals))
        if name == "__doc__":
            from objspace.noneobject import W_None
            return W_None
        if self.w_dict_attrs is not None:
            return self.w_dict_attrs.get(name, None)
        return None

    def setattr_hook(self, name, w_value):
        if name == "__name__" and isinstance(w_value, W_Str):
            self.name = w_value.utf8
            return True
        if self.w_dict_attrs is None:
            self.w_dict_attrs = {}
        self.w_dict_attrs[name] = w_value
        return True

    def repr_hook(self):
        from objspace.reprs import address_of
        return "<function %s at %s>" % (self.qualname, address_of(self))


w_function_type = W_TypeObject("function", [w_object_type])
w_cell_type = W_TypeObject("cell", [w_object_type])


def _plural(n, word):
    if n == 1:
        return "%d %s" % (n, word)
    return "%d %ss" % (n, word)


def _name_list(names):
    quoted = ["'%s'" % n for n in names]
    if len(quoted) == 1:
        return quoted[0]
    if len(quoted) == 2:
        return quoted[0] + " and " + quoted[1]
    return ", ".join(quoted[:-1]) + ", and " + quoted[-1]


def bind_arguments(w_func, locals_w, args):
    """Fills the parameter slots of a new frame from `args`."""
    code = w_func.code
    argcount = code.co_argcount
    kwonly = code.co_kwonlyargcount
    varnames = code.co_varnames
    name = w_func.qualname
    args_w = args.args_w
    nargs = len(args_w)
    has_varargs = code.co_flags & CO_VARARGS
    has_varkw = code.co_flags & CO_VARKEYWORDS
    next_slot = argcount + kwonly
    # positional
    n = nargs if nargs < argcount else argcount
    for i in range(n):
        locals_w[i] = args_w[i]
    if has_varargs:
        extra = args_w[argcount:] if nargs > argcount else []
        locals_w[next_slot] = newtuple(extra)
        next_slot += 1
    elif nargs > argcount:
        _too_many_positional(w_func, nargs, args)
    w_kwdict = None
    if has_varkw:
        w_kwdict = W_Dict()
        locals_w[next_slot] = w_kwdict
    # keywords
    if args.kw_names is not None:
        for k in range(len(args.kw_names)):
            kwname = args.kw_names[k]
            w_value = args.kw_values_w[k]
            found = -1
            for i in range(argcount + kwonly):
                if varnames[i] == kwname:
                    found = i
                    break
            if found >= 0:
                if locals_w[found] is not None:
                    raise_type_error("%s() got multiple values for argument "
                                     "'%s'" % (name, kwname))
                locals_w[found] = w_value
            elif w_kwdict is not None:
                w_kwdict.setitem(newstr(kwname), w_value)
            else:
                raise_type_error("%s() got an unexpected keyword argument "
                                 "'%s'" % (name, kwname))
    # defaults and missing arguments
    if nargs < argcount:
        defaults_w = w_func.defaults_w
        ndef = len(defaults_w) if defaults_w is not None else 0
        first_default = argcount - ndef
        missing = []
        for i in range(nargs, argcount):
            if locals_w[i] is None:
                if i >= first_default:
                    assert defaults_w is not None
                    locals_w[i] = defaults_w[i - first_default]
                else:
                    missing.append(varnames[i])
        if missing:
            raise_type_error("%s() missing %s: %s" % (
                name, _plural(len(missing), "required positional argument"),
                _name_list(missing)))
    if kwonly:
        missing = []
        for i in range(argcount, argcount + kwonly):
            if locals_w[i] is None:
                w_def = None
                if w_func.kwdefaults is not None:
                    w_def = w_func.kwdefaults.getitem(newstr(varnames[i]))
                if w_def is not None:
                    locals_w[i] = w_def
                else:
                    missing.append(varnames[i])
        if missing:
            raise_type_error("%s() missing %s: %s" % (
                name, _plural(len(missing), "required keyword-only argument"),
                _name_list(missing)))


def _too_many_positional(w_func, nargs, args):
    code = w_func.code
    argcount = code.co_argcount
    ndef = len(w_func.defaults_w) if w_func.defaults_w is not None else 0
    if ndef:
        takes = "from %d to %d positional arguments" % (argcount - ndef,
                                                        argcount)
    else:
        takes = _plural(argcount, "positional argument")
    given = nargs
    was = "was" if given == 1 else "were"
    raise_type_error("%s() takes %s but %d %s given"
                     % (w_func.qualname, takes, given, was))
