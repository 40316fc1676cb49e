"""Python functions, cells, and binding call arguments to parameters
with CPython's rules and error messages."""

from rpython.rlib.objectmodel import always_inline

from objspace.model import W_Object, Arguments
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.tupleobject import newtuple, W_Tuple
from objspace.dictobject import W_Dict
from objspace.strobject import newstr, W_Str
from objspace.funcobject import W_BoundMethod
from objspace.exceptions import raise_type_error, raise_value_error
from interpreter.runtime.pycode import (CO_VARARGS, CO_VARKEYWORDS,
                                       CO_GENERATOR, CO_COROUTINE,
                                       CO_ASYNC_GENERATOR)

# code whose frame outlives the call (a generator, coroutine or async
# generator owns it): W_Function.call gives it a new frame, never a spare
PLAIN_EXCLUDED = CO_GENERATOR | CO_COROUTINE | CO_ASYNC_GENERATOR


class W_Cell(W_Object):
    _attrs_ = ("w_value",)

    def __init__(self, w_value):
        self.w_value = w_value

    def gettype(self):
        return w_cell_type

    def getattr_hook(self, name):
        if name == "cell_contents":
            if self.w_value is None:
                from objspace.exceptions import raise_value_error
                raise_value_error("Cell is empty")
            return self.w_value
        return None

    def setattr_hook(self, name, w_value):
        if name == "cell_contents":
            self.w_value = w_value
            return True
        return False

    def delattr_hook(self, name):
        if name == "cell_contents":
            self.w_value = None     # empty again
            return True
        return False

    def compare_hook(self, w_other, op):
        """Cells compare by contents; an empty cell is below any other."""
        from objspace import operations as ops
        from objspace.intobject import newbool
        from interpreter.frontend import astnodes as A
        if not isinstance(w_other, W_Cell):
            return None
        w_a = self.w_value
        w_b = w_other.w_value
        if w_a is not None and w_b is not None:
            return ops.compare(w_a, w_b, op)
        # at least one is empty: compare (not empty) as booleans
        a = 0 if w_a is None else 1
        b = 0 if w_b is None else 1
        if op == A.LT:
            return newbool(a < b)
        if op == A.LE:
            return newbool(a <= b)
        if op == A.EQ:
            return newbool(a == b)
        if op == A.NE:
            return newbool(a != b)
        if op == A.GT:
            return newbool(a > b)
        return newbool(a >= b)

    def repr_hook(self):
        from objspace.reprs import address_of
        if self.w_value is None:
            return "<cell at %s: empty>" % address_of(self)
        return "<cell at %s: %s object at %s>" % (
            address_of(self), self.w_value.gettype().name,
            address_of(self.w_value))


def _text(w_str):
    from objspace.builtinsub import unwrap
    w_s = unwrap(w_str)
    assert isinstance(w_s, W_Str)
    return w_s.utf8


class W_Function(W_Object):
    _attrs_ = ("code", "w_globals", "defaults_w", "kwdefaults",
               "closure", "name", "qualname", "w_dict_attrs", "w_doc",
               "w_annotations", "w_name", "w_qualname")
    _immutable_fields_ = ("w_globals",)

    def __init__(self, code, w_globals, defaults_w, kwdefaults, closure):
        self.code = code
        self.w_globals = w_globals        # the module (W_Module)
        self.defaults_w = defaults_w      # list or None
        self.kwdefaults = kwdefaults      # W_Dict or None
        self.closure = closure            # list of W_Cell or None
        self.name = code.co_name
        self.qualname = code.co_qualname
        self.w_dict_attrs = None          # W_Dict of other attributes
        self.w_doc = None                 # an assigned __doc__
        self.w_annotations = None         # W_Dict or None
        # __name__ and __qualname__ as objects, made once (f.__name__ is
        # f.__name__, what functools.wraps and classmethod copy, and is
        # the very str assigned to it)
        self.w_name = None
        self.w_qualname = None

    def gettype(self):
        return w_function_type

    def call(self, args):
        """A call from outside the eval loop (a key function, a callback,
        a dunder method run by a built-in, a property of a class with
        __getattr__). Positional arguments that match the parameters fill
        a spare frame of the code directly, which goes back to the spares
        once it returned (as an inlined call's, frame.release), missing
        ones from the defaults; anything else binds them into a new frame
        (bind_arguments)."""
        from interpreter.runtime.frame import Frame
        from interpreter.runtime.eval import run_frame
        args_w = args.args_w
        n = len(args_w)
        if args.kw_names is None:
            frame = self._plain_frame(n)
            if frame is not None:
                locals_w = frame.locals_w
                for k in range(n):
                    locals_w[k] = args_w[k]
                return _run_spare(frame)
        frame = Frame(self.code, self.w_globals, self.closure)
        bind_arguments(self, frame.locals_w, args)
        return run_frame(frame)

    def call_one(self, w_arg):
        """self(w_arg) from outside the eval loop (a key function, map's
        and filter's function: W_Object.call_one) without an Arguments
        and its list, two allocations per call."""
        frame = self._plain_frame(1)
        if frame is None:
            return self.call(Arguments([w_arg]))
        frame.locals_w[0] = w_arg
        return _run_spare(frame)

    @always_inline
    def _plain_frame(self, n):
        """For n positional arguments that match the parameters (the
        missing ones from the defaults): a spare frame of the code
        (frame.new_frame) with the defaults in place, the arguments left
        to the caller; else None."""
        from interpreter.runtime.frame import new_frame
        code = self.code
        argcount = code.exact_argcount      # (-1: not simple parameters)
        first_default = positional_fit(self, argcount, n)
        if first_default < 0 or code.co_flags & PLAIN_EXCLUDED:
            return None
        frame = new_frame(code, self.w_globals, self.closure)
        fill_defaults(frame.locals_w, self, n, argcount, first_default)
        return frame

    def bind(self, w_obj, w_type):
        if w_obj is None:
            return self
        return W_BoundMethod(w_obj, self)

    def getattr_hook(self, name):
        if name.startswith("__"):
            w_v = self.special_attr(name)
            if w_v is not None:
                return w_v
        if self.w_dict_attrs is not None:
            return self.w_dict_attrs.getitem(newstr(name))
        return None

    def special_attr(self, name):
        from objspace.noneobject import W_None
        if name == "__name__":
            w_name = self.w_name
            if w_name is None or _text(w_name) != self.name:
                w_name = self.w_name = newstr(self.name)
            return w_name
        if name == "__qualname__":
            w_name = self.w_qualname
            if w_name is None or _text(w_name) != self.qualname:
                w_name = self.w_qualname = newstr(self.qualname)
            return w_name
        if name == "__module__":
            if self.w_dict_attrs is not None:     # assigned
                w_v = self.w_dict_attrs.getitem(newstr(name))
                if w_v is not None:
                    return w_v
            w_name = self.w_globals.dict_w.get("__name__", None)
            return w_name if w_name is not None else W_None
        if name == "__doc__":
            if self.w_doc is not None:
                return self.w_doc
            return self.code.w_doc if self.code.w_doc is not None \
                else W_None
        if name == "__defaults__":
            if self.defaults_w is None:
                return W_None
            return newtuple(list(self.defaults_w))
        if name == "__kwdefaults__":
            return self.kwdefaults if self.kwdefaults is not None else W_None
        if name == "__code__":
            return self.code
        if name == "__globals__":
            return self.w_globals.get_w_dict()
        if name == "__closure__":
            if self.closure is None:
                return W_None
            cells_w = []
            for w_cell in self.closure:
                cells_w.append(w_cell)
            return newtuple(cells_w)
        if name == "__dict__":
            if self.w_dict_attrs is None:
                self.w_dict_attrs = W_Dict()
            return self.w_dict_attrs
        if name == "__annotations__":
            if self.w_annotations is None:
                self.w_annotations = W_Dict()
            return self.w_annotations
        if name == "__builtins__":
            if self.w_globals.w_builtins_map is not None:
                return self.w_globals.w_builtins_map
            # as CPython: the globals' __builtins__ (a dict, or a
            # module's dict), else the builtins module's
            w_b = self.w_globals.dict_w.get("__builtins__", None)
            if isinstance(w_b, W_Dict):
                return w_b
            from interpreter.runtime.module import builtins_module
            from objspace.moduleobject import W_Module
            if isinstance(w_b, W_Module):
                return w_b.get_w_dict()
            return builtins_module().get_w_dict()
        return None

    def setattr_hook(self, name, w_value):
        from objspace.noneobject import W_NoneObject
        if name == "__name__" or name == "__qualname__":
            from objspace.builtinsub import unwrap
            w_str = unwrap(w_value)     # a str subclass too
            if not isinstance(w_str, W_Str):
                raise_type_error("%s must be set to a string object" % name)
                raise AssertionError
            if name == "__name__":
                self.name = w_str.utf8
                self.w_name = w_value
            else:
                self.qualname = w_str.utf8
                self.w_qualname = w_value
            return True
        if name == "__defaults__":
            if isinstance(w_value, W_NoneObject):
                self.defaults_w = None
            elif isinstance(w_value, W_Tuple):
                self.defaults_w = list(w_value.items_w)
            else:
                raise_type_error("__defaults__ must be set to a tuple object")
            return True
        if name == "__kwdefaults__":
            if isinstance(w_value, W_NoneObject):
                self.kwdefaults = None
            elif isinstance(w_value, W_Dict):
                self.kwdefaults = w_value
            else:
                raise_type_error("__kwdefaults__ must be set to a dict "
                                 "object")
            return True
        if name == "__doc__":
            self.w_doc = w_value
            return True
        if name == "__annotations__":
            if isinstance(w_value, W_NoneObject):
                self.w_annotations = None
            elif isinstance(w_value, W_Dict):
                self.w_annotations = w_value
            else:
                raise_type_error("__annotations__ must be set to a dict "
                                 "object")
            return True
        if name == "__dict__":
            if not isinstance(w_value, W_Dict):
                raise_type_error("__dict__ must be set to a dictionary, not "
                                 "a '%s'" % w_value.gettype().name)
                raise AssertionError
            self.w_dict_attrs = w_value
            return True
        if name == "__code__" or name == "__globals__" or \
                name == "__closure__" or name == "__builtins__":
            if name == "__code__":
                self._set_code(w_value)
                return True
            from objspace.exceptions import raise_attribute_error
            raise_attribute_error("readonly attribute")
        if self.w_dict_attrs is None:
            self.w_dict_attrs = W_Dict()
        self.w_dict_attrs.setitem(newstr(name), w_value)
        return True

    def delattr_hook(self, name):
        from objspace.noneobject import W_None
        from objspace.exceptions import raise_attribute_error
        if name == "__defaults__":
            self.defaults_w = None
            return True
        if name == "__kwdefaults__":
            self.kwdefaults = None
            return True
        if name == "__doc__":
            self.w_doc = W_None
            return True
        if name == "__annotations__":
            self.w_annotations = None
            return True
        if name == "__dict__":
            raise_type_error("cannot delete __dict__")
        if name == "__name__" or name == "__qualname__":
            raise_type_error("%s must be set to a string object" % name)
        if name == "__code__":
            raise_type_error("__code__ must be set to a code object")
        if name == "__globals__" or name == "__closure__" or \
                name == "__builtins__":
            raise_attribute_error("readonly attribute")
        if name == "__module__":
            # a member in CPython: deleted, it reads None
            if self.w_dict_attrs is None:
                self.w_dict_attrs = W_Dict()
            self.w_dict_attrs.setitem(newstr(name), W_None)
            return True
        if self.w_dict_attrs is not None:
            from objspace import containers
            w_key = newstr(name)
            if self.w_dict_attrs.getitem(w_key) is not None:
                containers.delitem_w(self.w_dict_attrs, w_key)
                return True
        return False

    def _set_code(self, w_value):
        """f.__code__ = c (as many free variables). The call caches read
        f.code at each call; tier 2's pure calls, translated from f's code,
        check that f still has it (pure_calls.PureProgram.code)."""
        from interpreter.runtime.pycode import PyCode
        if not isinstance(w_value, PyCode):
            raise_type_error("__code__ must be set to a code object")
            raise AssertionError
        nfree = len(w_value.co_freevars)
        have = len(self.closure) if self.closure is not None else 0
        if nfree != have:
            from objspace.exceptions import raise_value_error
            raise_value_error("%s() requires a code object with %d free "
                              "vars, not %d" % (self.name, have, nfree))
        self.code = w_value

    def repr_hook(self):
        from objspace.reprs import address_of
        return "<function %s at %s>" % (self.qualname, address_of(self))


w_function_type = W_TypeObject("function", [w_object_type])


def _arg_type_name(w_obj):
    from objspace.noneobject import W_NoneObject
    if isinstance(w_obj, W_NoneObject):
        return "None"       # as CPython's argument-clinic messages
    return w_obj.gettype().name


def function_new(args):
    """types.FunctionType(code, globals, name=None, argdefs=None,
    closure=None)."""
    from interpreter.runtime.pycode import PyCode
    from interpreter.runtime.dyncode import module_for_globals
    from objspace.argcheck import check_args
    w_name = args.get_kw("name")
    w_argdefs = args.get_kw("argdefs")
    w_closure = args.get_kw("closure")
    args_w = check_args(args, "function", 2, 5)
    if len(args_w) > 2:
        w_name = args_w[2]
    if len(args_w) > 3:
        w_argdefs = args_w[3]
    if len(args_w) > 4:
        w_closure = args_w[4]
    w_code = args_w[0]
    w_globals = args_w[1]
    if not isinstance(w_code, PyCode):
        raise_type_error("function() argument 'code' must be code, not %s"
                         % _arg_type_name(w_code))
        raise AssertionError
    if not isinstance(w_globals, W_Dict):
        raise_type_error("function() argument 'globals' must be dict, not "
                         "%s" % _arg_type_name(w_globals))
    from objspace.noneobject import W_NoneObject
    if w_name is not None and not isinstance(w_name, W_NoneObject) and \
            not isinstance(w_name, W_Str):
        raise_type_error("arg 3 (name) must be None or string")
    defaults_w = None
    if w_argdefs is not None and not isinstance(w_argdefs, W_NoneObject):
        if not isinstance(w_argdefs, W_Tuple):
            raise_type_error("arg 4 (defaults) must be None or tuple")
            raise AssertionError
        defaults_w = list(w_argdefs.items_w)
    nfree = len(w_code.co_freevars)
    closure = None
    if w_closure is not None and not isinstance(w_closure, W_NoneObject):
        if not isinstance(w_closure, W_Tuple):
            raise_type_error("arg 5 (closure) must be tuple")
            raise AssertionError
        closure = []
        for w_c in w_closure.items_w:
            if not isinstance(w_c, W_Cell):
                raise_type_error("arg 5 (closure) expected cell, found %s"
                                 % w_c.gettype().name)
                raise AssertionError
            closure.append(w_c)
    n = len(closure) if closure is not None else 0
    if nfree != n:
        if closure is None:
            raise_type_error("arg 5 (closure) must be tuple")
        raise_value_error("%s requires closure of length %d, not %d"
                          % (w_code.co_name, nfree, n))
    w_mod = module_for_globals(w_globals, "function")
    w_func = W_Function(w_code, w_mod, defaults_w, None, closure)
    if isinstance(w_name, W_Str):
        w_func.name = w_name.utf8
    return w_func


from objspace.funcobject import W_BuiltinFunction  # noqa: E402
w_function_type.w_new = W_BuiltinFunction("function", function_new)
from objspace import getset  # noqa: E402
# (not __name__, __doc__, ...: read on a class, those are the class's own)
getset.install(w_function_type,
               ["__code__", "__defaults__", "__kwdefaults__"],
               ["__closure__", "__globals__", "__builtins__"])
w_cell_type = W_TypeObject("cell", [w_object_type])


def cell_new(args):
    """types.CellType([contents])."""
    from objspace.argcheck import check_args
    if args.has_kwargs():
        raise_type_error("cell() takes no keyword arguments")
    args_w = check_args(args, "cell", 0, 1)
    if len(args_w) == 1:
        return W_Cell(args_w[0])
    return W_Cell(None)


w_cell_type.w_new = W_BuiltinFunction("cell", cell_new)


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


@always_inline
def _run_spare(frame):
    """Runs a frame of _plain_frame; it goes back to its code's spares
    once it returned (not when it raised: tracebacks show it), raw arrays
    included (run_frame's `spare`)."""
    from interpreter.runtime.frame import release
    from interpreter.runtime.eval import run_frame
    w_res = run_frame(frame, None, True)
    release(frame)
    return w_res


@always_inline
def positional_start(w_func, argcount):
    """How many positional arguments a call of w_func must give at least,
    with argcount its simple parameter count (-1: not simple, so that no
    count passes: `first <= total <= argcount` fails)."""
    defaults_w = w_func.defaults_w
    if defaults_w is None:
        return argcount
    return argcount - len(defaults_w)


@always_inline
def positional_fit(w_func, argcount, total):
    """positional_start when a call giving `total` positional arguments
    fits w_func's simple parameters (the missing ones from its defaults),
    else -1."""
    first = positional_start(w_func, argcount)
    if first <= total <= argcount:
        return first
    return -1


@always_inline
def fill_defaults(locals_w, w_func, total, argcount, first_default):
    """The parameters from `total` to `argcount` take w_func's defaults
    (the call gave `total` positional arguments, at least first_default:
    positional_start)."""
    defaults_w = w_func.defaults_w
    for j in range(total, argcount):
        k = j - first_default
        assert k >= 0
        locals_w[j] = defaults_w[k]


class KeywordPlan(object):
    """Which parameter each name of a call's KW_NAMES tuple binds, for
    one code (PyCode.kw_plan keeps the plan of the last tuple seen: a
    call site's tuple is a constant, the same object at every call);
    slots is None when a name is not a parameter a keyword can give."""
    _attrs_ = _immutable_fields_ = ("w_kwnames", "slots")

    def __init__(self, w_kwnames, slots):
        self.w_kwnames = w_kwnames
        self.slots = slots


def keyword_slots(code, w_kwnames):
    """The parameter indexes of the keywords named by w_kwnames, or None
    (a name of no parameter, or of a positional-only one)."""
    plan = code.kw_plan
    if plan is None or plan.w_kwnames is not w_kwnames:
        plan = KeywordPlan(w_kwnames, _find_slots(code, w_kwnames))
        code.kw_plan = plan
    return plan.slots


def _find_slots(code, w_kwnames):
    assert isinstance(w_kwnames, W_Tuple)
    names_w = w_kwnames.items_w
    slots = [0] * len(names_w)
    for k in range(len(names_w)):
        w_name = names_w[k]
        assert isinstance(w_name, W_Str)
        found = keyword_index(code, w_name.utf8)
        if found < 0:
            return None
        slots[k] = found
    return slots


def keyword_index(code, name):
    """The parameter a keyword argument `name` gives, or -1 (none, or a
    positional-only one)."""
    for i in range(code.co_posonlyargcount,
                   code.co_argcount + code.co_kwonlyargcount):
        if code.co_varnames[i] == name:
            return i
    return -1


def kwonly_default(w_func, i):
    """The default of keyword-only parameter i, or None."""
    if w_func.kwdefaults is None:
        return None
    return w_func.kwdefaults.getitem(newstr(w_func.code.co_varnames[i]))


def bind_keywords(w_func, locals_w, w_self, stack, first, npos, slots):
    """A keyword call's binding without an Arguments object, for a
    function without **kwargs: w_self (when not None), then the npos
    positional values at stack[first:], then a value for each parameter
    index of slots (keyword_slots) after them; defaults and *args as
    bind_arguments makes them. False when something is missing or given
    twice (locals_w half filled): bind_arguments raises its error."""
    code = w_func.code
    argcount = code.co_argcount
    kwonly = code.co_kwonlyargcount
    k = 0
    if w_self is not None:
        locals_w[0] = w_self
        k = 1
    total = npos + k
    n = npos
    if total > argcount:
        if not code.co_flags & CO_VARARGS:
            return False
        n = argcount - k
    for j in range(n):
        locals_w[k + j] = stack[first + j]
    if code.co_flags & CO_VARARGS:
        extra_w = [None] * (npos - n)
        for j in range(n, npos):
            extra_w[j - n] = stack[first + j]
        locals_w[argcount + kwonly] = newtuple(extra_w)
    kwfirst = first + npos
    for j in range(len(slots)):
        s = slots[j]
        if locals_w[s] is not None:
            return False        # given positionally too
        locals_w[s] = stack[kwfirst + j]
    if total < argcount:
        first_default = positional_start(w_func, argcount)
        for j in range(total, argcount):
            if locals_w[j] is None:
                if j < first_default:
                    return False
                locals_w[j] = w_func.defaults_w[j - first_default]
    for j in range(argcount, argcount + kwonly):
        if locals_w[j] is None:
            w_def = kwonly_default(w_func, j)
            if w_def is None:
                return False
            locals_w[j] = w_def
    return True


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
            found = keyword_index(code, kwname)
            if found >= 0:
                if locals_w[found] is not None:
                    raise_type_error("%s() got multiple values for argument "
                                     "'%s'" % (name, kwname))
                locals_w[found] = w_value
            elif w_kwdict is not None:
                w_kwdict.setitem(newstr(kwname), w_value)
            else:
                _positional_only_as_keyword(w_func, args)
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
                w_def = kwonly_default(w_func, i)
                if w_def is not None:
                    locals_w[i] = w_def
                else:
                    missing.append(varnames[i])
        if missing:
            raise_type_error("%s() missing %s: %s" % (
                name, _plural(len(missing), "required keyword-only argument"),
                _name_list(missing)))


def _positional_only_as_keyword(w_func, args):
    """CPython's error for keywords naming positional-only parameters (a
    function without **kwargs), all of them in one message."""
    code = w_func.code
    names = []
    for kwname in args.kw_names:
        for i in range(code.co_posonlyargcount):
            if code.co_varnames[i] == kwname:
                names.append(kwname)
                break
    if names:
        raise_type_error("%s() got some positional-only arguments passed as "
                         "keyword arguments: '%s'"
                         % (w_func.qualname, ", ".join(names)))


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
    # keyword-only arguments given are counted too, as CPython words it
    kwonly_given = 0
    if args.kw_names is not None:
        for kwname in args.kw_names:
            for i in range(argcount, argcount + code.co_kwonlyargcount):
                if code.co_varnames[i] == kwname:
                    kwonly_given += 1
                    break
    if kwonly_given:
        raise_type_error(
            "%s() takes %s but %d positional argument%s (and %d "
            "keyword-only argument%s) were given"
            % (w_func.qualname, takes, given, "s" if given != 1 else "",
               kwonly_given, "s" if kwonly_given != 1 else ""))
    was = "was" if given == 1 else "were"
    raise_type_error("%s() takes %s but %d %s given"
                     % (w_func.qualname, takes, given, was))
