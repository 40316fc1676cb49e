"""Bodies of the tier-0 instructions that are too long to inline in the
dispatch loop: names and cells, containers, unpacking, formatting,
exceptions, with, imports."""

from annotator_rules import opcodes as op
from rpython.rlib.objectmodel import always_inline
from rpython.rlib.rstring import StringBuilder

from objspace.model import Arguments, OperationError
from objspace import operations as ops
from objspace import containers, attrs
from objspace.intobject import newbool, W_Int
from objspace.strobject import W_Str, newstr
from objspace.listobject import W_List, newlist_from_items
from objspace.tupleobject import W_Tuple, newtuple
from objspace.dictobject import W_Dict
from objspace.setobject import W_Set
from objspace.noneobject import W_None
from objspace.typeobject import W_TypeObject
from objspace.sequences import (W_Slice, unpack_iterable, list_extend_from,
                                plain_slice)
from objspace.funcobject import W_BuiltinFunction
from objspace.exceptions import (W_BaseException, Traceback, oefmt,
                                 chain_context,
                                 name_error, raise_type_error,
                                 raise_value_error, w_NameError,
                                 w_UnboundLocalError, w_ImportError,
                                 w_RuntimeError, w_StopIteration,
                                 w_BaseException)
from objspace.reprs import str_w, repr_w
from interpreter.runtime.function import W_Cell
from interpreter.runtime.state import STATE
from interpreter.runtime.nonneg import nonneg


@always_inline
def finish_call(stack, sp, nargs, w_res):
    """Replaces callable, self_or_null and the arguments by the result."""
    base = sp - nargs - 2
    assert base >= 0
    for i in range(base + 1, sp):
        stack[i] = None
    stack[base] = w_res
    return base + 1


def clear(stack, sp, n):
    for i in range(n):
        sp -= 1
        stack[sp] = None
    return sp


# --- names ---

@always_inline
def bound_local(code, stack, index):
    """The value of local `index`, read by a load or by an instruction
    that reads its operand from the local itself (pairs, tier-2 operand
    sources): UnboundLocalError if it is unset."""
    w_v = stack[nonneg(index)]
    if w_v is None:
        unbound_local(code, index)
    return w_v


@always_inline
def bound_local_at(frame, pc, code, stack, index):
    """bound_local for the load in the slot at pc that an instruction
    does besides its own (a pair's second slot): its error is that
    slot's (frame.pc set only then)."""
    w_v = stack[nonneg(index)]
    if w_v is None:
        frame.pc = pc
        unbound_local(code, index)
    return w_v


def unbound_local(code, index):
    name = code.co_varnames[index] if index < len(code.co_varnames) else "?"
    raise oefmt(w_UnboundLocalError,
                "cannot access local variable '%s' where it is not "
                "associated with a value" % name)


def builtins_module():
    from interpreter.runtime.module import builtins_module
    return builtins_module()


def _builtin(name):
    return builtins_module().dict_w.get(name, None)


def load_global(frame, name):
    w_mod = frame.w_globals
    w_v = w_mod.dict_w.get(name, None)
    if w_v is None:
        w_v = frame_builtin(w_mod, name)
        if w_v is None:
            raise name_error(name)
    return w_v


def frame_builtin(w_mod, name):
    """A builtin as code running with the globals of w_mod sees it: from
    the builtins module, or from the other mapping its __builtins__ is
    (read with __getitem__, as CPython)."""
    w_map = w_mod.w_builtins_map
    if w_map is None:
        return _builtin(name)
    return _mapping_get(w_map, name)


@always_inline
def names_are_globals(frame):
    """A module body's frame: its names are its module's globals (no
    separate locals dict or mapping), so LOAD_NAME and STORE_NAME act
    as LOAD_GLOBAL and STORE_GLOBAL (their cached forms rely on it)."""
    d = frame.locals_dict
    if d is None:
        return frame.w_locals is None
    return d is frame.w_globals.dict_w


def load_name(frame, name):
    d = frame.locals_dict
    if d is not None:
        w_v = d.get(name, None)
        if w_v is not None:
            return w_v
    elif frame.w_locals is not None:
        w_v = _mapping_get(frame.w_locals, name)
        if w_v is not None:
            return w_v
    return load_global(frame, name)


def _mapping_get(w_map, name):
    """exec's locals mapping: the value of name, or None."""
    from objspace.exceptions import w_KeyError
    if isinstance(w_map, W_Dict):
        return w_map.getitem(newstr(name))
    try:
        return containers.getitem_w(w_map, newstr(name))
    except OperationError as e:
        if e.w_value.gettype().issubtype(w_KeyError):
            return None
        raise


def store_name(frame, name, w_value):
    d = frame.locals_dict
    if d is None and frame.w_locals is not None:
        containers.setitem_w(frame.w_locals, newstr(name), w_value)
    elif d is None or d is frame.w_globals.dict_w:
        frame.w_globals.setitem(name, w_value)
    else:
        d[name] = w_value
        w_mirror = frame.w_locals
        if w_mirror is not None:   # locals() of a class body
            assert isinstance(w_mirror, W_Dict)
            w_mirror.data[newstr(name)] = w_value


def setup_annotations(frame):
    """SETUP_ANNOTATIONS: a module or class body with annotations gets an
    empty __annotations__ dict, unless its namespace has one (exec with
    one given, a metaclass's __prepare__)."""
    d = frame.locals_dict
    if d is None and frame.w_locals is not None:
        if _mapping_get(frame.w_locals, "__annotations__") is not None:
            return
    else:
        if d is None:
            d = frame.w_globals.dict_w
        if "__annotations__" in d:
            return
    store_name(frame, "__annotations__", W_Dict())


def delete_name(frame, name):
    d = frame.locals_dict
    if d is None and frame.w_locals is not None:
        from objspace.exceptions import w_KeyError
        try:
            containers.delitem_w(frame.w_locals, newstr(name))
        except OperationError as e:
            if e.w_value.gettype().issubtype(w_KeyError):
                raise name_error(name)
            raise
        return
    if d is None:
        d = frame.w_globals.dict_w
    if name not in d:
        raise name_error(name)
    if d is frame.w_globals.dict_w:
        frame.w_globals.delitem(name)
    else:
        del d[name]
        w_mirror = frame.w_locals
        if w_mirror is not None:   # locals() of a class body
            assert isinstance(w_mirror, W_Dict)
            w_mirror.data.pop(newstr(name), None)
            w_mirror.n_deleted += 1


def store_global(frame, name, w_value):
    frame.w_globals.setitem(name, w_value)


def delete_global(frame, name):
    if name not in frame.w_globals.dict_w:
        raise name_error(name)
    frame.w_globals.delitem(name)


# --- cells ---

def make_cell(frame, index):
    code = frame.code
    k = index - code.co_nlocals
    w_init = None
    if 0 <= k < len(code.cell2arg) and code.cell2arg[k] >= 0:
        w_init = frame.locals_w[code.cell2arg[k]]
    frame.locals_w[index] = W_Cell(w_init)


def copy_free_vars(frame, n):
    code = frame.code
    closure = frame.closure
    assert closure is not None
    base = code.co_nlocals + len(code.co_cellvars)
    for i in range(n):
        frame.locals_w[base + i] = closure[i]


def _cell(frame, index):
    w_cell = frame.locals_w[index]
    assert isinstance(w_cell, W_Cell)
    return w_cell


def _cell_name(code, index):
    k = index - code.co_nlocals
    if k < len(code.co_cellvars):
        return code.co_cellvars[k]
    return code.co_freevars[k - len(code.co_cellvars)]


def load_deref(frame, index):
    return cell_value(frame.code, frame.locals_w, index)


@always_inline
def cell_value(code, stack, index):
    """The value of cell or free variable `index` (LOAD_DEREF, and a
    tier-2 operand read from it: tier2_ops.push_operands)."""
    w_cell = stack[index]
    assert isinstance(w_cell, W_Cell)
    w_v = w_cell.w_value
    if w_v is None:
        unbound_deref(code, index)
    return w_v


def unbound_deref(code, index):
    """An empty cell read or deleted: a cell of this code is an unbound
    local, a free variable CPython 3.11's NameError."""
    name = _cell_name(code, index)
    if index - code.co_nlocals < len(code.co_cellvars):
        raise oefmt(w_UnboundLocalError, "cannot access local variable '%s' "
                    "where it is not associated with a value" % name)
    raise oefmt(w_NameError, "cannot access free variable '%s' where it "
                "is not associated with a value in enclosing scope" % name)


def load_classderef(frame, index):
    name = _cell_name(frame.code, index)
    d = frame.locals_dict
    if d is not None:
        w_v = d.get(name, None)
        if w_v is not None:
            return w_v
    elif frame.w_locals is not None:
        w_v = _mapping_get(frame.w_locals, name)
        if w_v is not None:
            return w_v
    return load_deref(frame, index)


def store_deref(frame, index, w_value):
    _cell(frame, index).w_value = w_value


def delete_deref(frame, index):
    w_cell = _cell(frame, index)
    if w_cell.w_value is None:
        unbound_deref(frame.code, index)
    w_cell.w_value = None


class BuildClassHolder(object):
    def __init__(self):
        self.w_func = None
        self.w_import = None


_BUILD_CLASS = BuildClassHolder()


def build_class_function(frame):
    """LOAD_BUILD_CLASS: builtins.__build_class__, which a program may
    replace (NameError if it was deleted, as CPython)."""
    w_func = frame_builtin(frame.w_globals, "__build_class__")
    if w_func is None:
        from objspace.exceptions import raise_name_error
        raise_name_error("__build_class__ not found")
    return w_func


def original_build_class():
    """The built-in __build_class__ (builtins' initial value)."""
    if _BUILD_CLASS.w_func is None:
        from objspace.metaclass import build_class
        _BUILD_CLASS.w_func = W_BuiltinFunction("__build_class__",
                                                build_class, binds=False)
    return _BUILD_CLASS.w_func


def original_import():
    """The built-in __import__ (builtins' initial value)."""
    if _BUILD_CLASS.w_import is None:
        from objspace.modules.mod_importlib import b_import
        _BUILD_CLASS.w_import = W_BuiltinFunction("__import__", b_import,
                                                  binds=False)
    return _BUILD_CLASS.w_import


# --- containers ---

def slice_op(stack, sp, opcode, oparg):
    if opcode == op.BUILD_SLICE:
        w_step = W_None
        if oparg == 3:
            sp -= 1
            w_step = stack[sp]
            stack[sp] = None
        w_stop = stack[sp - 1]
        w_start = stack[sp - 2]
        sp -= 1
        stack[sp] = None
        stack[sp - 1] = W_Slice(w_start, w_stop, w_step)
        return sp
    w_stop = stack[sp - 1]
    w_start = stack[sp - 2]
    w_obj = stack[sp - 3]
    if opcode == op.BINARY_SLICE:
        w_res = plain_slice(w_obj, w_start, w_stop)
        if w_res is None:
            w_res = containers.getitem_w(w_obj,
                                         W_Slice(w_start, w_stop, W_None))
        sp = clear(stack, sp, 2)
        stack[sp - 1] = w_res
        return sp
    w_slice = W_Slice(w_start, w_stop, W_None)
    w_value = stack[sp - 4]
    sp = clear(stack, sp, 4)
    containers.setitem_w(w_obj, w_slice, w_value)
    return sp


def _pop_n(stack, sp, n):
    items_w = [None] * n
    for i in range(n):
        items_w[i] = stack[sp - n + i]
        stack[sp - n + i] = None
    return items_w


def build(stack, sp, opcode, oparg):
    if opcode == op.LIST_TO_TUPLE:
        w_list = stack[sp - 1]
        assert isinstance(w_list, W_List)
        stack[sp - 1] = newtuple(w_list.items_w)
        return sp
    if opcode == op.BUILD_MAP:
        w_dict = W_Dict()
        base = sp - 2 * oparg
        for i in range(oparg):
            w_dict.setitem(stack[base + 2 * i], stack[base + 2 * i + 1])
        sp = clear(stack, sp, 2 * oparg)
        stack[sp] = w_dict
        return sp + 1
    items_w = _pop_n(stack, sp, oparg)
    sp -= oparg
    if opcode == op.BUILD_TUPLE:
        w_res = newtuple(items_w)
    elif opcode == op.BUILD_LIST:
        w_res = newlist_from_items(items_w)
    elif opcode == op.BUILD_SET:
        w_set = W_Set()
        for w_item in items_w:
            w_set.add(w_item)
        w_res = w_set
    else:
        assert opcode == op.BUILD_STRING
        b = StringBuilder()
        length = 0
        for w_item in items_w:
            assert isinstance(w_item, W_Str)
            b.append(w_item.utf8)
            length += w_item.length
        w_res = W_Str(b.build(), length)
    stack[sp] = w_res
    return sp + 1


def add_to_container(stack, sp, opcode, oparg):
    if opcode == op.MAP_ADD:
        w_value = stack[sp - 1]
        w_key = stack[sp - 2]
        sp = clear(stack, sp, 2)
        w_dict = stack[sp - oparg]
        assert isinstance(w_dict, W_Dict)
        w_dict.setitem(w_key, w_value)
        return sp
    w_item = stack[sp - 1]
    sp = clear(stack, sp, 1)
    w_target = stack[sp - oparg]
    if opcode == op.LIST_APPEND:
        assert isinstance(w_target, W_List)
        w_target.append(w_item)
    elif opcode == op.LIST_EXTEND:
        assert isinstance(w_target, W_List)
        list_extend_from(w_target, w_item)
    elif opcode == op.SET_ADD:
        assert isinstance(w_target, W_Set)
        w_target.add(w_item)
    elif opcode == op.SET_UPDATE:
        assert isinstance(w_target, W_Set)
        w_target.update_internal(w_item)
    else:
        assert isinstance(w_target, W_Dict)
        from objspace.metaclass import dict_of
        w_d = dict_of(w_item)         # a dict or a dict subclass's items
        if w_d is None:
            if opcode == op.DICT_MERGE and \
                    attrs.getattr_or_none(w_item, "keys") is None:
                raise_type_error("%s argument after ** must be a mapping, "
                                 "not %s" % (_called_str(stack, sp, oparg),
                                             w_item.gettype().name))
            w_d = _mapping_as_dict(w_item)
        for w_k, w_v in w_d.data.items():
            if opcode == op.DICT_MERGE and w_k in w_target.data:
                raise_type_error("%s got multiple values for keyword "
                                 "argument '%s'"
                                 % (_called_str(stack, sp, oparg),
                                    str_w(w_k)))
            w_target.setitem(w_k, w_v)
    return sp


def _called_str(stack, sp, oparg):
    """The function of the CALL_FUNCTION_EX a DICT_MERGE builds the
    keywords of, named as CPython's messages do ("mod.f()"): below the
    dict are the argument tuple and the function with its NULL (in either
    order)."""
    i = sp - oparg - 2
    w_func = stack[i] if i >= 0 else None
    if w_func is None and i >= 1:
        w_func = stack[i - 1]
    if w_func is None:
        return "function"
    return function_str(w_func)


def function_str(w_func):
    """CPython's _PyObject_FunctionStr: "module.qualname()"."""
    w_qual = attrs.getattr_or_none(w_func, "__qualname__")
    if not isinstance(w_qual, W_Str):
        return str_w(w_func)
    w_mod = attrs.getattr_or_none(w_func, "__module__")
    if isinstance(w_mod, W_Str) and w_mod.utf8 != "builtins":
        return "%s.%s()" % (w_mod.utf8, w_qual.utf8)
    return w_qual.utf8 + "()"


def _mapping_as_dict(w_obj):
    """{**m} and f(**m) of any mapping: m.keys() and m[key], as CPython
    (which asks only for `keys`)."""
    w_keys = attrs.getattr_or_none(w_obj, "keys")
    if w_keys is None:
        raise_type_error("'%s' object is not a mapping"
                         % w_obj.gettype().name)
    w_d = W_Dict()
    for w_k in unpack_iterable(w_keys.call(Arguments([]))):
        w_d.setitem(w_k, containers.getitem_w(w_obj, w_k))
    return w_d


def format_value(stack, sp, oparg):
    from objspace.formatops import format_w
    w_spec = None
    if oparg & 4:
        sp -= 1
        w_spec = stack[sp]
        stack[sp] = None
    w_value = stack[sp - 1]
    conv = oparg & 3
    if conv == 1:
        w_value = newstr(str_w(w_value))
    elif conv == 2:
        w_value = newstr(repr_w(w_value))
    elif conv == 3:         # !a: ascii()
        from objspace.modules.builtins_more import ascii_of
        w_value = newstr(ascii_of(repr_w(w_value)))
    spec = ""
    if w_spec is not None:
        assert isinstance(w_spec, W_Str)
        spec = w_spec.utf8
    if isinstance(w_value, W_Str) and spec == "":
        stack[sp - 1] = w_value
    else:
        stack[sp - 1] = format_w(w_value, spec)
    return sp


# --- unpacking ---

def _sequence_items(w_seq):
    if isinstance(w_seq, W_Tuple):
        return w_seq.items_w
    if isinstance(w_seq, W_List):
        # not items_w: unpacking must not switch a list of floats to
        # object storage for good (tier 2 reads float storage raw)
        return w_seq.boxed_items()
    try:
        w_it = containers.iter_w(w_seq)
    except OperationError as e:
        from objspace.exceptions import w_TypeError
        if e.w_value.gettype() is w_TypeError:
            raise_type_error("cannot unpack non-iterable %s object"
                             % w_seq.gettype().name)
        raise
    return unpack_iterable(w_it)


@always_inline
def push_reversed(stack, sp, items_w):
    """UNPACK_SEQUENCE's push: the sequence on top replaced by its items,
    the first on top. The new sp."""
    sp -= 1
    for i in range(len(items_w) - 1, -1, -1):
        stack[sp] = items_w[i]
        sp += 1
    return sp


def unpack_sequence(stack, sp, n):
    w_seq = stack[sp - 1]
    items_w = _sequence_items(w_seq)
    if len(items_w) != n:
        if len(items_w) < n:
            raise_value_error("not enough values to unpack (expected %d, "
                              "got %d)" % (n, len(items_w)))
        raise_value_error("too many values to unpack (expected %d)" % n)
    return push_reversed(stack, sp, items_w)


def unpack_ex(stack, sp, oparg):
    before = oparg & 0xFF
    after = oparg >> 8
    w_seq = stack[sp - 1]
    items_w = _sequence_items(w_seq)
    n = len(items_w)
    if n < before + after:
        raise_value_error("not enough values to unpack (expected at least "
                          "%d, got %d)" % (before + after, n))
    sp -= 1
    for i in range(n - 1, n - after - 1, -1):
        stack[sp] = items_w[i]
        sp += 1
    mid_end = n - after
    assert mid_end >= before
    stack[sp] = W_List(items_w[before:mid_end])
    sp += 1
    for i in range(before - 1, -1, -1):
        stack[sp] = items_w[i]
        sp += 1
    return sp


# --- generators ---

def suspend(frame, opcode):
    """RETURN_GENERATOR: the call returns a generator owning this frame
    (its first resume pushes the `sent` value and continues after it);
    YIELD_VALUE: the value popped, the frame paused after it."""
    if opcode == op.YIELD_VALUE:
        frame.sp -= 1
        w_v = frame.locals_w[frame.sp]
        frame.locals_w[frame.sp] = None
        return w_v
    return new_generator(frame)


def new_generator(frame):
    from interpreter.runtime.generator import W_Generator
    from interpreter.runtime.coroutine import W_Coroutine, W_AsyncGenerator
    from interpreter.runtime.pycode import CO_COROUTINE, CO_ASYNC_GENERATOR
    code = frame.code
    if code.co_flags & CO_COROUTINE:
        return W_Coroutine(frame, code.co_name, code.co_qualname)
    if code.co_flags & CO_ASYNC_GENERATOR:
        return W_AsyncGenerator(frame, code.co_name, code.co_qualname)
    return W_Generator(frame, code.co_name, code.co_qualname)


def get_yield_from_iter(w_iterable):
    from interpreter.runtime.coroutine import W_Coroutine
    if isinstance(w_iterable, W_Coroutine):
        raise_type_error("cannot 'yield from' a coroutine object in a "
                         "non-coroutine generator")
    return containers.iter_w(w_iterable)


def send(stack, sp):
    """SEND: receiver, v. Returns True when the receiver finished (its
    return value then replaces it), else leaves the yielded value."""
    from interpreter.runtime.generator import W_Generator
    w_recv = stack[sp - 2]
    w_v = stack[sp - 1]
    if isinstance(w_recv, W_Generator):
        w_res = w_recv.resume(w_v)
        if w_res is None:
            w_ret = w_recv.w_return
            stack[sp - 2] = w_ret if w_ret is not None else W_None
            return True
    else:
        from interpreter.runtime.coroutine import send_other, RESULT
        w_res = send_other(w_recv, w_v)
        if w_res is None:
            stack[sp - 2] = RESULT.w_value
            RESULT.w_value = None
            return True
    stack[sp - 1] = w_res
    return False


IS_SEND = [False] * op.NUM_OPCODES
IS_SEND[op.SEND] = IS_SEND[op.BB_SEND] = IS_SEND[op.BB_SEND_JUMP] = True


def send_finished_pc(code, pc):
    """Where the SEND at pc (of any tier) goes on when its receiver
    finished: after the await loop."""
    opcode = code.co_code[2 * pc]
    oparg = code.co_code[2 * pc + 1]
    if opcode == op.BB_SEND_JUMP:
        return oparg
    if opcode == op.BB_SEND:
        from interpreter.tier2 import versioning
        return versioning.send_finished(code, oparg)
    return pc + 1 + oparg


# --- exceptions ---

def make_exception(w_obj, from_throw=False):
    if isinstance(w_obj, W_TypeObject):
        if w_obj.issubtype(w_BaseException):
            w_exc = w_obj.call(Arguments([]))
            if isinstance(w_exc, W_BaseException):
                return w_exc
            # a __new__ that returns something else (CPython names the
            # result's type differently in the two messages)
            from objspace.reprs import repr_w
            if from_throw:
                what = w_exc.gettype().name
            else:
                what = repr_w(w_exc.gettype())
            raise_type_error("calling %s should have returned an instance "
                             "of BaseException, not %s" % (repr_w(w_obj),
                                                           what))
    elif isinstance(w_obj, W_BaseException):
        return w_obj
    if from_throw:
        raise_type_error("exceptions must be classes or instances deriving "
                         "from BaseException, not %s"
                         % w_obj.gettype().name)
    raise_type_error("exceptions must derive from BaseException")
    raise AssertionError


def raise_varargs(stack, sp, oparg):
    if oparg == 0:
        w_exc = STATE.w_handled
        if w_exc is None:
            raise oefmt(w_RuntimeError, "No active exception to reraise")
        # a bare raise adds no traceback entry for this frame (CPython);
        # except* also tells re-raised parts by their unchanged traceback
        from interpreter.runtime.inline_calls import Reraise
        raise Reraise(w_exc)
    w_cause = None
    if oparg == 2:
        w_cause = stack[sp - 1]
        sp -= 1
    w_exc = make_exception(stack[sp - 1])
    if w_cause is not None:
        if not ops.is_none(w_cause):
            if not (isinstance(w_cause, W_BaseException) or
                    (isinstance(w_cause, W_TypeObject) and
                     w_cause.issubtype(w_BaseException))):
                raise_type_error("exception causes must derive from "
                                 "BaseException")
            w_exc.w_cause = make_exception(w_cause)
        else:
            w_exc.w_cause = None
        w_exc.suppress_context = True
    chain_context(w_exc, STATE.w_handled)
    raise OperationError(w_exc)


def check_except_type(w_check):
    if isinstance(w_check, W_Tuple):
        for w_item in w_check.items_w:
            check_except_type(w_item)
        return
    if not (isinstance(w_check, W_TypeObject) and
            w_check.issubtype(w_BaseException)):
        raise_type_error("catching classes that do not inherit from "
                         "BaseException is not allowed")


# --- with ---

def before_with(stack, sp):
    w_mgr = stack[sp - 1]
    w_enter = _special_bound(w_mgr, "__enter__")
    if w_enter is None:
        raise_type_error("'%s' object does not support the context manager "
                         "protocol" % w_mgr.gettype().name)
    w_exit = _special_bound(w_mgr, "__exit__")
    if w_exit is None:
        raise_type_error("'%s' object does not support the context manager "
                         "protocol (missed __exit__ method)"
                         % w_mgr.gettype().name)
    stack[sp - 1] = w_exit
    stack[sp] = w_enter.call(Arguments([]))
    return sp + 1


def _special_bound(w_obj, name):
    """A special method looked up on the type, bound by its descriptor
    (__getattribute__ and __getattr__ are not consulted: CPython's
    _PyObject_LookupSpecial); other objects' attributes as usual."""
    from objspace.instances import W_Instance
    if isinstance(w_obj, W_Instance):
        w_type = w_obj.gettype()
        w_raw = w_type.lookup(name)
        if w_raw is not None:
            return w_raw.bind(w_obj, w_type)
        from objspace.builtinsub import W_SubInstance
        if not isinstance(w_obj, W_SubInstance):
            return None     # (a built-in base may answer it itself)
    return attrs.getattr_or_none(w_obj, name)


def with_except_start(w_exit, w_exc):
    w_tb = W_None
    if isinstance(w_exc, W_BaseException):
        from objspace.frameobject import wrap_traceback
        w_tb = wrap_traceback(w_exc.traceback)
    return w_exit.call(Arguments([w_exc.gettype(), w_exc, w_tb]))


# --- imports ---

def import_name(frame, stack, sp, name):
    """IMPORT_NAME: level, fromlist -- module (interpreter/runtime/importing.py)."""
    from interpreter.runtime import importing
    w_level = stack[sp - 2]
    w_fromlist = stack[sp - 1]
    assert isinstance(w_level, W_Int)
    frame.sp = sp
    w_imp = _builtin("__import__")
    if w_imp is not _BUILD_CLASS.w_import:
        # builtins.__import__ replaced (or deleted) by the program
        w_mod = _call_user_import(frame, w_imp, name, w_fromlist, w_level)
    else:
        w_mod = importing.import_name(frame.w_globals, name, w_fromlist,
                                      w_level.intval)
    sp = clear(stack, sp, 2)
    stack[sp] = w_mod
    return sp + 1


def _call_user_import(frame, w_imp, name, w_fromlist, w_level):
    from objspace.exceptions import oefmt
    from objspace.strobject import newstr
    from objspace.noneobject import W_None
    if w_imp is None:
        from objspace.exceptions import TYPES
        raise oefmt(TYPES.by_name["ImportError"], "__import__ not found")
    w_globals = frame.w_globals.get_w_dict()
    w_locals = W_None
    if frame.locals_dict is frame.w_globals.dict_w:     # module level
        w_locals = w_globals
    return w_imp.call(Arguments([newstr(name), w_globals, w_locals,
                                 w_fromlist, w_level]))


def import_from(w_module, name):
    from interpreter.runtime import importing
    return importing.import_from(w_module, name)


def import_star(frame, w_module):
    from interpreter.runtime import importing
    names, values_w = importing.import_star_names(w_module)
    for i in range(len(names)):
        store_name(frame, names[i], values_w[i])


def load_attr(stack, sp, name, method_form):
    """LOAD_ATTR's generic path: the attribute, or with the method flag
    the callable and its self (or NULL); returns the new stack pointer."""
    w_obj = stack[sp - 1]
    if method_form:
        w_meth, w_self = attrs.lookup_method(w_obj, name)
        stack[sp - 1] = w_meth
        stack[sp] = w_self
        return sp + 1
    stack[sp - 1] = attrs.getattr_w(w_obj, name)
    return sp


def add_traceback(frame, pc, w_exc):
    code = frame.code
    if isinstance(w_exc, W_BaseException):
        w_exc.traceback = Traceback(code.co_filename, code.co_name,
                                    code.line_at(pc), w_exc.traceback,
                                    code, frame.w_globals,
                                    2 * code.tier0_index(pc), frame,
                                    frame.serial)


def implicit_context(w_exc):
    """An exception the runtime raised (or a program raised before any
    was handled) while an exception is being handled chains to it, as
    CPython's every raise does: only where it is raised (it has no
    traceback yet), not in each frame it then passes (an exception leaving
    a generator is not chained to what its caller handles)."""
    if isinstance(w_exc, W_BaseException) and w_exc.w_context is None \
            and w_exc.traceback is None:
        chain_context(w_exc, STATE.w_handled)


def store_attr(stack, sp, name):
    w_obj = stack[sp - 1]
    w_v = stack[sp - 2]
    sp = clear(stack, sp, 2)
    attrs.setattr_w(w_obj, name, w_v)
    return sp


def contains_op(stack, sp, oparg):
    w_b = stack[sp - 1]
    w_a = stack[sp - 2]
    sp -= 1
    stack[sp] = None
    stack[sp - 1] = newbool(containers.contains_w(w_b, w_a) != (oparg == 1))
    return sp


def memory_error():
    """The Python MemoryError for an allocation that failed in the eval
    loop or below it (RPython raises MemoryError; see docs/traps.md)."""
    from objspace.exceptions import w_MemoryError
    return OperationError(W_BaseException(w_MemoryError, []))


def recursion_error():
    from objspace.exceptions import w_RecursionError
    return oefmt(w_RecursionError, "maximum recursion depth exceeded")
