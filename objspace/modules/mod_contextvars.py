"""The `_contextvars` module (Lib/contextvars.py re-exports it):
ContextVar, Token, Context and copy_context for lbbv's single thread.

A Context keeps its variables in an RPython dict keyed by ContextVar
identity. CPython's contexts are immutable mappings swapped on each
set(); here set() updates the current Context in place, which nobody can
tell apart: a Context changes only while it is current (run()), and
copy() / copy_context() take a snapshot. Iteration follows insertion
order (CPython's follows its hash trie)."""

from rpython.rlib.objectmodel import compute_identity_hash

from objspace.model import W_Object, Arguments, OperationError
from objspace.moduleobject import W_Module
from objspace.funcobject import W_BuiltinFunction, builtin_function
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.intobject import newint, newbool
from objspace.strobject import W_Str, newstr
from objspace.listobject import W_List
from objspace.tupleobject import newtuple
from objspace.noneobject import W_None
from objspace.iterobject import W_AbstractIterator
from objspace.exceptions import (W_BaseException, TYPES, raise_type_error,
                                 raise_value_error, raise_runtime_error,
                                 w_KeyError)
from objspace.argcheck import check_args


class W_ContextVar(W_Object):
    _attrs_ = _immutable_fields_ = ("w_name", "w_default")

    def __init__(self, w_name, w_default):
        self.w_name = w_name
        self.w_default = w_default      # None: no default

    def gettype(self):
        return w_contextvar_type

    def getattr_hook(self, name):
        if name == "name":
            return self.w_name
        return None

    def repr_hook(self):
        from objspace.reprs import address_of, repr_w
        s = "<ContextVar name=" + repr_w(self.w_name)
        if self.w_default is not None:
            s += " default=" + repr_w(self.w_default)
        return s + " at " + address_of(self) + ">"


class W_Token(W_Object):
    _attrs_ = ("w_ctx", "w_var", "w_old", "used")

    def __init__(self, w_ctx, w_var, w_old):
        self.w_ctx = w_ctx
        self.w_var = w_var
        self.w_old = w_old              # None: the variable was unset
        self.used = False

    def gettype(self):
        return w_token_type

    def getattr_hook(self, name):
        if name == "var":
            return self.w_var
        if name == "old_value":
            if self.w_old is None:
                return W_MISSING
            return self.w_old
        return None

    def repr_hook(self):
        from objspace.reprs import address_of, repr_w
        return "<Token%s var=%s at %s>" % (" used" if self.used else "",
                                           repr_w(self.w_var),
                                           address_of(self))


class W_TokenMissing(W_Object):
    _attrs_ = ()

    def gettype(self):
        return w_token_missing_type

    def repr_hook(self):
        return "<Token.MISSING>"


W_MISSING = W_TokenMissing()


class W_Context(W_Object):
    _attrs_ = ("vars", "entered")

    def __init__(self):
        self.vars = {}          # W_ContextVar -> value
        self.entered = False

    def gettype(self):
        return w_context_type

    def copy(self):
        w_c = W_Context()
        for w_k, w_v in self.vars.items():
            w_c.vars[w_k] = w_v
        return w_c

    def len_hook(self):
        return len(self.vars)

    def getitem_hook(self, w_key):
        w_var = _var_key(w_key)
        w_v = self.vars.get(w_var, None)
        if w_v is None:
            raise OperationError(W_BaseException(w_KeyError, [w_var]))
        return w_v

    def contains_hook(self, w_item):
        return 1 if _var_key(w_item) in self.vars else 0

    def iter_hook(self):
        return W_ContextIter(self.keys_w())

    def keys_w(self):
        return [w_k for w_k in self.vars.keys()]

    def unhashable_hook(self):
        return True


class W_ContextIter(W_AbstractIterator):
    _attrs_ = ("items_w", "index")

    def __init__(self, items_w):
        self.items_w = items_w
        self.index = 0

    def next_w(self):
        i = self.index
        if i >= len(self.items_w):
            return None
        self.index = i + 1
        return self.items_w[i]


def _var_key(w_key):
    if not isinstance(w_key, W_ContextVar):
        from objspace.reprs import repr_w
        raise_type_error("a ContextVar key was expected, got %s"
                         % repr_w(w_key))
    assert isinstance(w_key, W_ContextVar)
    return w_key


class ContextState(object):
    def __init__(self):
        self.w_current = None

    def current(self):
        if self.w_current is None:
            self.w_current = W_Context()
        return self.w_current


STATE = ContextState()


# ------------------------------------------------------------ ContextVar

def contextvar_new(args):
    w_default = args.get_kw("default")
    args_w = check_args(args, "ContextVar", 1, 1)
    w_name = args_w[0]
    if not isinstance(w_name, W_Str):
        raise_type_error("context variable name must be a str")
    return W_ContextVar(w_name, w_default)


def _var_self(args, name):
    if len(args.args_w) == 0 or not isinstance(args.args_w[0],
                                               W_ContextVar):
        raise_type_error("descriptor '%s' requires a "
                         "'_contextvars.ContextVar' object" % name)
    w_var = args.args_w[0]
    assert isinstance(w_var, W_ContextVar)
    return w_var


def var_get(args):
    w_var = _var_self(args, "get")
    args_w = check_args(args, "get", 1, 2)
    w_v = STATE.current().vars.get(w_var, None)
    if w_v is not None:
        return w_v
    if len(args_w) == 2:
        return args_w[1]
    if w_var.w_default is not None:
        return w_var.w_default
    from objspace.exceptions import TYPES
    raise OperationError(W_BaseException(TYPES.by_name["LookupError"],
                                         [w_var]))


def var_set(args):
    w_var = _var_self(args, "set")
    args_w = check_args(args, "set", 2, 2)
    w_ctx = STATE.current()
    w_old = w_ctx.vars.get(w_var, None)
    w_ctx.vars[w_var] = args_w[1]
    return W_Token(w_ctx, w_var, w_old)


def var_reset(args):
    from objspace.reprs import repr_w
    w_var = _var_self(args, "reset")
    args_w = check_args(args, "reset", 2, 2)
    w_tok = args_w[1]
    if not isinstance(w_tok, W_Token):
        raise_type_error("expected an instance of Token, got %s"
                         % repr_w(w_tok))
    assert isinstance(w_tok, W_Token)
    if w_tok.used:
        raise_runtime_error("%s has already been used once" % repr_w(w_tok))
    if w_tok.w_var is not w_var:
        raise_value_error("%s was created by a different ContextVar"
                          % repr_w(w_tok))
    w_ctx = STATE.current()
    if w_tok.w_ctx is not w_ctx:
        raise_value_error("%s was created in a different Context"
                          % repr_w(w_tok))
    w_tok.used = True
    if w_tok.w_old is None:
        if w_var in w_ctx.vars:
            del w_ctx.vars[w_var]
    else:
        w_ctx.vars[w_var] = w_tok.w_old
    return W_None


def var_hash(args):
    w_var = _var_self(args, "__hash__")
    return newint(compute_identity_hash(w_var))


# --------------------------------------------------------------- Context

def context_new(args):
    check_args(args, "Context", 0, 0)
    return W_Context()


def _ctx_self(args, name):
    if len(args.args_w) == 0 or not isinstance(args.args_w[0], W_Context):
        raise_type_error("descriptor '%s' requires a '_contextvars.Context' "
                         "object" % name)
    w_ctx = args.args_w[0]
    assert isinstance(w_ctx, W_Context)
    return w_ctx


def ctx_run(args):
    from objspace.reprs import repr_w
    w_ctx = _ctx_self(args, "run")
    if len(args.args_w) < 2:
        raise_type_error("run() missing 1 required positional argument")
    w_callable = args.args_w[1]
    if w_ctx.entered:
        raise_runtime_error("cannot enter context: %s is already entered"
                            % repr_w(w_ctx))
    w_prev = STATE.current()
    w_ctx.entered = True
    STATE.w_current = w_ctx
    try:
        w_res = w_callable.call(Arguments(args.args_w[2:], args.kw_names,
                                          args.kw_values_w))
    finally:
        w_ctx.entered = False
        STATE.w_current = w_prev
    return w_res


def ctx_copy(args):
    w_ctx = _ctx_self(args, "copy")
    check_args(args, "copy", 1, 1)
    return w_ctx.copy()


def ctx_get(args):
    w_ctx = _ctx_self(args, "get")
    args_w = check_args(args, "get", 2, 3)
    w_v = w_ctx.vars.get(_var_key(args_w[1]), None)
    if w_v is not None:
        return w_v
    if len(args_w) == 3:
        return args_w[2]
    return W_None


def ctx_keys(args):
    w_ctx = _ctx_self(args, "keys")
    check_args(args, "keys", 1, 1)
    return W_List(w_ctx.keys_w())


def ctx_values(args):
    w_ctx = _ctx_self(args, "values")
    check_args(args, "values", 1, 1)
    return W_List([w_v for w_v in w_ctx.vars.values()])


def ctx_items(args):
    w_ctx = _ctx_self(args, "items")
    check_args(args, "items", 1, 1)
    items_w = []
    for w_k, w_v in w_ctx.vars.items():
        items_w.append(newtuple([w_k, w_v]))
    return W_List(items_w)


def token_new(args):
    raise_runtime_error("Tokens can only be created by ContextVars")
    return None


def copy_context(args):
    check_args(args, "copy_context", 0, 0)
    return STATE.current().copy()


w_contextvar_type = W_TypeObject("ContextVar", [w_object_type])
w_contextvar_type.module = "_contextvars"
w_contextvar_type.w_new = W_BuiltinFunction("ContextVar", contextvar_new)
for _name, _fn in [("get", var_get), ("set", var_set), ("reset", var_reset),
                   ("__hash__", var_hash)]:
    w_contextvar_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)

w_token_type = W_TypeObject("Token", [w_object_type])
w_token_type.module = "_contextvars"
w_token_type.w_new = W_BuiltinFunction("Token", token_new)
w_token_missing_type = W_TypeObject("Token.MISSING", [w_object_type])
w_token_missing_type.module = "_contextvars"
w_token_type.dict_w["MISSING"] = W_MISSING

w_context_type = W_TypeObject("Context", [w_object_type])
w_context_type.module = "_contextvars"
w_context_type.w_new = W_BuiltinFunction("Context", context_new)
for _name, _fn in [("run", ctx_run), ("copy", ctx_copy), ("get", ctx_get),
                   ("keys", ctx_keys), ("values", ctx_values),
                   ("items", ctx_items)]:
    w_context_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)


def make():
    from objspace import genericalias
    genericalias.install([w_contextvar_type, w_token_type])
    STATE.w_current = None
    w_mod = W_Module("_contextvars")
    w_mod.setitem("ContextVar", w_contextvar_type)
    w_mod.setitem("Token", w_token_type)
    w_mod.setitem("Context", w_context_type)
    w_mod.setitem("copy_context", builtin_function("copy_context",
                                                   copy_context))
    return w_mod
