"""BaseExceptionGroup and ExceptionGroup (PEP 654): construction checks,
message/exceptions, derive/split/subgroup, str, and the two operations
behind `except*` (CHECK_EG_MATCH's split, PREP_RERAISE_STAR's merge)."""

from objspace.model import OperationError, Arguments
from objspace.typeobject import W_TypeObject, LAYOUT_EXCEPTION
from objspace.exceptions import (W_BaseException, TYPES, w_BaseException,
                                 w_Exception, raise_type_error,
                                 raise_value_error)
from objspace.funcobject import W_BuiltinFunction
from objspace.noneobject import W_None
from objspace.strobject import W_Str, newstr
from objspace.listobject import W_List
from objspace.tupleobject import W_Tuple, newtuple


class W_ExceptionGroup(W_BaseException):
    _attrs_ = ("w_message", "exceptions_w")

    def __init__(self, w_class, args_w, w_message, exceptions_w):
        W_BaseException.__init__(self, w_class, args_w)
        self.w_message = w_message
        self.exceptions_w = exceptions_w

    def getattr_hook(self, name):
        if name == "message":
            return self.w_message
        if name == "exceptions":
            return newtuple(list(self.exceptions_w))
        return W_BaseException.getattr_hook(self, name)


w_BaseExceptionGroup = TYPES.add("BaseExceptionGroup", "BaseException")
w_ExceptionGroup = W_TypeObject("ExceptionGroup",
                                [w_BaseExceptionGroup, w_Exception],
                                LAYOUT_EXCEPTION)
TYPES.by_name["ExceptionGroup"] = w_ExceptionGroup
TYPES.order.append(w_ExceptionGroup)


def _items_of(w_seq):
    if isinstance(w_seq, W_List):
        return list(w_seq.items_w)
    if isinstance(w_seq, W_Tuple):
        return list(w_seq.items_w)
    return None


def new_group(w_type, args_w):
    """BaseExceptionGroup.__new__(cls, message, exceptions)."""
    if len(args_w) != 2:
        raise_type_error("BaseExceptionGroup.__new__() takes exactly 2 "
                         "arguments (%d given)" % len(args_w))
    w_msg = args_w[0]
    if not isinstance(w_msg, W_Str):
        raise_type_error("BaseExceptionGroup.__new__() argument 1 must be "
                         "str, not %s" % w_msg.gettype().name)
    items_w = _items_of(args_w[1])
    if items_w is None:
        raise_type_error("second argument (exceptions) must be a sequence")
    if len(items_w) == 0:
        raise_value_error("second argument (exceptions) must be a non-empty "
                          "sequence")
    nested_base = False
    for i in range(len(items_w)):
        w_e = items_w[i]
        if not isinstance(w_e, W_BaseException):
            raise_value_error("Item %d of second argument (exceptions) is "
                              "not an exception" % i)
        if not w_e.gettype().issubtype(w_Exception):
            nested_base = True
    if w_type is w_BaseExceptionGroup:
        if not nested_base:
            w_type = w_ExceptionGroup
    elif w_type is w_ExceptionGroup:
        if nested_base:
            raise_type_error("Cannot nest BaseExceptions in an "
                             "ExceptionGroup")
    elif nested_base and w_type.issubtype(w_Exception):
        raise_type_error("Cannot nest BaseExceptions in '%s'" % w_type.name)
    exceptions_w = []
    for w_e in items_w:
        assert isinstance(w_e, W_BaseException)
        exceptions_w.append(w_e)
    return W_ExceptionGroup(w_type, list(args_w), w_msg, exceptions_w)


def make_group(w_msg, excs_w):
    """BaseExceptionGroup(msg, excs) from RPython (derive, except*)."""
    items_w = []
    for w_e in excs_w:
        items_w.append(w_e)
    return new_group(w_BaseExceptionGroup, [w_msg, W_List(items_w)])


def _self(args):
    if not args.args_w or not isinstance(args.args_w[0], W_ExceptionGroup):
        raise_type_error("descriptor requires a 'BaseExceptionGroup' object")
    w_eg = args.args_w[0]
    assert isinstance(w_eg, W_ExceptionGroup)
    return w_eg


def eg_str(args):
    w_eg = _self(args)
    n = len(w_eg.exceptions_w)
    return newstr("%s (%d sub-exception%s)" % (w_eg.w_message.utf8, n,
                                               "" if n == 1 else "s"))


def eg_derive(args):
    w_eg = _self(args)
    if len(args.args_w) != 2:
        raise_type_error("derive() takes exactly one argument (%d given)"
                         % (len(args.args_w) - 1))
    return new_group(w_BaseExceptionGroup, [w_eg.w_message, args.args_w[1]])


# --- split ---

MATCH_TYPES, MATCH_CALL, MATCH_LEAVES = 0, 1, 2


class Matcher(object):
    def __init__(self, kind, w_cond, leaves_w):
        self.kind = kind
        self.w_cond = w_cond
        self.leaves_w = leaves_w

    def matches(self, w_exc):
        from objspace.exceptions import exception_matches
        from objspace.operations import is_true
        if self.kind == MATCH_TYPES:
            return exception_matches(w_exc.gettype(), self.w_cond)
        if self.kind == MATCH_CALL:
            return is_true(self.w_cond.call(Arguments([w_exc])))
        for w_leaf in self.leaves_w:
            if w_leaf is w_exc:
                return True
        return False


def _is_exc_type(w_obj):
    return isinstance(w_obj, W_TypeObject) and \
        w_obj.issubtype(w_BaseException)


def matcher_of(w_cond):
    from objspace.modules.builtins_more import is_callable
    if _is_exc_type(w_cond):
        return Matcher(MATCH_TYPES, w_cond, None)
    if isinstance(w_cond, W_Tuple):
        ok = True
        for w_t in w_cond.items_w:
            if not _is_exc_type(w_t):
                ok = False
        if ok:
            return Matcher(MATCH_TYPES, w_cond, None)
    elif is_callable(w_cond):
        return Matcher(MATCH_CALL, w_cond, None)
    raise_type_error("expected a function, exception type or tuple of "
                     "exception types")
    raise AssertionError


class SplitResult(object):
    def __init__(self, w_match, w_rest):
        self.w_match = w_match      # W_BaseException or None
        self.w_rest = w_rest


def copy_metadata(w_from, w_to):
    w_to.traceback = w_from.traceback
    w_to.w_context = w_from.w_context
    w_to.w_cause = w_from.w_cause
    w_to.suppress_context = w_from.suppress_context


def _derive(w_eg, excs_w):
    """exc.derive(excs) (a subclass may override it), with the metadata
    of w_eg copied, as split() does."""
    w_meth = w_eg.gettype().lookup("derive")
    assert w_meth is not None
    w_new = w_meth.call(Arguments([w_eg, W_List(list(excs_w))]))
    if not isinstance(w_new, W_ExceptionGroup):
        raise_type_error("derive must return an instance of "
                         "BaseExceptionGroup")
    copy_metadata(w_eg, w_new)
    return w_new


def split_rec(w_exc, matcher, with_rest):
    if matcher.matches(w_exc):
        return SplitResult(w_exc, None)
    if not isinstance(w_exc, W_ExceptionGroup):
        return SplitResult(None, w_exc)
    match_w = []
    rest_w = []
    for w_e in w_exc.exceptions_w:
        r = split_rec(w_e, matcher, with_rest)
        if r.w_match is not None:
            match_w.append(r.w_match)
        if with_rest and r.w_rest is not None:
            rest_w.append(r.w_rest)
    w_match = None
    w_rest = None
    if len(match_w) > 0:
        w_match = _derive(w_exc, match_w)
    if with_rest and len(rest_w) > 0:
        w_rest = _derive(w_exc, rest_w)
    return SplitResult(w_match, w_rest)


def _or_none(w_exc):
    if w_exc is None:
        return W_None
    return w_exc


def eg_split(args):
    w_eg = _self(args)
    if len(args.args_w) != 2:
        raise_type_error("split() takes exactly one argument (%d given)"
                         % (len(args.args_w) - 1))
    r = split_rec(w_eg, matcher_of(args.args_w[1]), True)
    return newtuple([_or_none(r.w_match), _or_none(r.w_rest)])


def eg_subgroup(args):
    w_eg = _self(args)
    if len(args.args_w) != 2:
        raise_type_error("subgroup() takes exactly one argument (%d given)"
                         % (len(args.args_w) - 1))
    r = split_rec(w_eg, matcher_of(args.args_w[1]), False)
    return _or_none(r.w_match)


# --- except* ---

def check_eg_match(w_exc, w_type):
    """CHECK_EG_MATCH: (rest, match) of the exception being handled
    against an except* clause; match None when nothing matched, rest None
    when nothing is left. A naked exception that matches is wrapped in a
    group."""
    from interpreter.runtime.ops_misc import check_except_type
    check_except_type(w_type)
    if isinstance(w_type, W_Tuple):
        for w_t in w_type.items_w:
            _no_group_type(w_t)
    else:
        _no_group_type(w_type)
    if not isinstance(w_exc, W_BaseException):
        return SplitResult(None, None)     # everything handled already
    matcher = Matcher(MATCH_TYPES, w_type, None)
    if matcher.matches(w_exc):
        if isinstance(w_exc, W_ExceptionGroup):
            return SplitResult(w_exc, None)
        # (CPython wraps a naked exception with a tuple: its repr shows)
        w_wrapped = new_group(w_BaseExceptionGroup,
                              [newstr(""), newtuple([w_exc])])
        w_wrapped.traceback = w_exc.traceback
        return SplitResult(w_wrapped, None)
    if isinstance(w_exc, W_ExceptionGroup):
        return split_rec(w_exc, matcher, True)
    return SplitResult(None, w_exc)


def _no_group_type(w_t):
    if isinstance(w_t, W_TypeObject) and w_t.issubtype(w_BaseExceptionGroup):
        raise_type_error("catching ExceptionGroup with except* is not "
                         "allowed. Use except instead.")


def _is_reraise(w_e, w_orig):
    """A part of the original group (split copies the metadata), as
    opposed to an exception raised anew in a handler, whose context is
    the part that handler caught."""
    # `raise e` of a caught part adds this frame to e's traceback, so it
    # counts as raised anew (as CPython compares tracebacks too)
    return w_e is w_orig or (w_e.w_context is w_orig.w_context and
                             w_e.w_cause is w_orig.w_cause and
                             w_e.traceback is w_orig.traceback and
                             w_e.suppress_context == w_orig.suppress_context)


def _collect_leaves(w_exc, leaves_w):
    if isinstance(w_exc, W_ExceptionGroup):
        for w_e in w_exc.exceptions_w:
            _collect_leaves(w_e, leaves_w)
    else:
        leaves_w.append(w_exc)


def prep_reraise_star(w_orig, w_list):
    """What leaves a try/except*: None when every part was handled, else
    the unhandled and re-raised parts of the original group (in its
    shape), grouped with the exceptions the handlers raised."""
    assert isinstance(w_list, W_List)
    excs_w = []
    for w_e in w_list.items_w:
        if isinstance(w_e, W_BaseException):
            excs_w.append(w_e)
    if len(excs_w) == 0:
        return W_None
    if not isinstance(w_orig, W_ExceptionGroup):
        return excs_w[0]
    raised_w = []
    leaves_w = []
    for w_e in excs_w:
        if _is_reraise(w_e, w_orig):
            _collect_leaves(w_e, leaves_w)
        else:
            raised_w.append(w_e)
    if len(leaves_w) > 0:
        r = split_rec(w_orig, Matcher(MATCH_LEAVES, None, leaves_w), False)
        if r.w_match is not None:
            raised_w.append(r.w_match)
    if len(raised_w) == 0:
        return W_None
    if len(raised_w) == 1:
        return raised_w[0]
    return make_group(newstr(""), raised_w)


def _install():
    for name, fn in [("__str__", eg_str), ("derive", eg_derive),
                     ("split", eg_split), ("subgroup", eg_subgroup)]:
        w_BaseExceptionGroup.dict_w[name] = W_BuiltinFunction(name, fn)


_install()
