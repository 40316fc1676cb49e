"""Bodies of the longer tier-1 specialised instructions. Each returns the
result (or the new stack pointer) and calls quickening.miss plus the generic
path when its guard fails."""

from rpython.rlib.objectmodel import always_inline

from objspace.model import Arguments
from objspace.intobject import (W_Int, int_add, int_sub, int_mul, newint,
                                newbool)
from objspace.isinstance_ops import is_instance
from objspace.iterobject import W_RangeIterator, W_SeqIterator
from objspace.floatobject import W_Float, newfloat, pow_is_complex
from objspace import operations
from interpreter.frontend import astnodes as A
from annotator_rules import opcodes as op
from objspace.instances import W_Instance
from objspace.moduleobject import W_Module
from objspace.typeobject import TYPE_EPOCH
from objspace.funcobject import (W_BuiltinFunction, W_BoundMethod,
                                 W_DataDescriptor)
from objspace.tupleobject import W_Tuple
from objspace.dictobject import W_Dict
from objspace.listobject import W_List
from objspace.strobject import W_Str, concat
from objspace import attrs, containers
from interpreter.tier1 import quickening
from interpreter.tier1.quickening import instance_guard
from interpreter.runtime import ops_calls
from interpreter.runtime import ops_misc
from interpreter.runtime import inline_calls
from interpreter.tier2 import cache_refill
from objspace.instances import exposed
from interpreter.runtime.function import (W_Function, positional_fit,
                                          fill_defaults)
from interpreter.runtime.pycode import CO_GENERATOR
from interpreter.runtime.frame import new_frame, release, reuse_spare
from interpreter.runtime.state import STATE
from interpreter.runtime.nonneg import nonneg


@always_inline
def cached_instance_attr(code, i, w_obj):
    """The hit path of LOAD_ATTR_INSTANCE_VALUE and its tier-2 fused forms,
    run in the eval loop: the attribute, or None on a miss (instance
    storage never holds None)."""
    return quickening.cached_attr(quickening.get_cache(code, i), w_obj)


@always_inline
def attribute_at(code, co_code, stack, sp, pc):
    """The LOAD_ATTR_INSTANCE_LOCAL at pc, the second part of a tier-2
    pair (quickening.make_pairs): its attribute pushed at sp when its
    owner is bound and the attribute a hit of the slot's cache (True);
    else nothing done (False: the slot runs on its own)."""
    w_obj = stack[nonneg(co_code[2 * pc + 1] >> 16)]
    if w_obj is None:
        return False
    w_res = cached_instance_attr(code, pc, w_obj)
    if w_res is None:
        return False
    stack[sp] = exposed(w_res)
    return True


def load_attr_instance_miss(code, i, w_obj, name):
    """LOAD_ATTR_INSTANCE_VALUE when cached_instance_attr missed."""
    quickening.miss(code, i)
    return attrs.getattr_w(w_obj, name)


def attribute_of_local(code, i, opcode, stack, sp, w_obj, name):
    """The tier-2 fused instance attribute loads when cached_instance_attr
    missed (superinstructions.py): the attribute of w_obj pushed, as
    cache_refill.attribute_missed finds it. (LOAD_ATTR_METHOD_LOCAL calls
    load_attr_method from the eval loop.)"""
    stack[sp] = cache_refill.attribute_missed(quickening.get_cache(code, i),
                                            w_obj, name)
    return sp + 1


def load_attr_cached(code, i, opcode, stack, sp, name, method_form):
    """LOAD_ATTR_MODULE / LOAD_ATTR_CLASS / LOAD_ATTR_DESCRIPTOR; a
    module's function called as a method (`random.random()`) is pushed
    with a NULL self."""
    if opcode == op.LOAD_ATTR_MODULE:
        stack[sp - 1] = load_attr_module(code, i, stack[sp - 1], name)
    elif opcode == op.LOAD_ATTR_DESCRIPTOR:
        stack[sp - 1] = load_attr_descriptor(code, i, stack[sp - 1], name)
    else:
        stack[sp - 1] = load_attr_class(code, i, stack[sp - 1], name)
    if method_form:
        stack[sp] = None
        return sp + 1
    return sp


def load_attr_module(code, i, w_obj, name):
    cache = quickening.get_cache(code, i)
    if w_obj is cache.w_obj:
        assert isinstance(w_obj, W_Module)
        if w_obj.keys_version == cache.version:
            return cache.cell.w_value
    quickening.miss(code, i)
    return attrs.getattr_w(w_obj, name)


def load_attr_class(code, i, w_obj, name):
    cache = quickening.get_cache(code, i)
    if w_obj is cache.w_obj and cache.version == TYPE_EPOCH.value:
        return cache.w_value
    quickening.miss(code, i)
    return attrs.getattr_w(w_obj, name)


def load_attr_descriptor(code, i, w_obj, name):
    """A built-in data descriptor of the instance's class, read through
    it (quickening: the class has no __getattr__)."""
    cache = quickening.get_cache(code, i)
    if isinstance(w_obj, W_Instance) and w_obj.w_class is cache.w_obj and \
            cache.version == TYPE_EPOCH.value:
        w_descr = cache.w_value
        assert isinstance(w_descr, W_DataDescriptor)
        return w_descr.bind(w_obj, w_obj.w_class)
    quickening.miss(code, i)
    return attrs.getattr_w(w_obj, name)


@always_inline
def method_guard(cache, w_obj):
    """The guard of LOAD_ATTR_METHOD's cache (quickening.specialize_load_attr):
    the class and the map of an instance, the type of anything else, and
    no class changed since."""
    if cache.version != TYPE_EPOCH.value:
        return False
    if cache.map is not None:
        return isinstance(w_obj, W_Instance) and \
            w_obj.map is cache.map and w_obj.w_class is cache.w_obj
    return not isinstance(w_obj, W_Instance) and \
        w_obj.gettype() is cache.w_obj


@always_inline
def cached_method(code, i, w_obj):
    """The hit path of the LOAD_ATTR_METHOD forms, run in the eval loop:
    the cached function when w_obj passes method_guard (an instance's
    class and map, or a built-in object's type: `s.split(",")`,
    `d.get(k)`), else None, nothing done (load_attr_method then runs).
    Out of line, a hit cost a C call of about 60 instructions (raytrace:
    1.75 million a run; a str method, 78, session 28)."""
    cache = quickening.get_cache(code, i)
    if method_guard(cache, w_obj):
        return cache.w_value
    return None


@always_inline
def stored_in_place(code, i, w_obj, w_value):
    """The hit path of STORE_ATTR_INSTANCE_VALUE (and its swapped and
    fused forms), run in the eval loop: w_value stored into w_obj's
    storage when w_obj passes the slot's guard (True); else nothing done
    (False: store_attr_instance then runs). Out of line it was a C call
    of about 50 instructions (raytrace: 1.6 million a run)."""
    cache = quickening.get_cache(code, i)
    if instance_guard(cache, w_obj):
        assert isinstance(w_obj, W_Instance)
        w_obj.storage_w[cache.index] = w_value
        return True
    return False


@always_inline
def method_of_local(code, i, stack, sp, w_obj, oparg):
    """LOAD_ATTR_METHOD_LOCAL at slot i, its owner w_obj read from its
    local (oparg >> 16): pushes the owner, then does the method load
    without deoptimisation (the slot also stands for the load); the new
    sp."""
    w_func = cached_method(code, i, w_obj)
    if w_func is not None:
        stack[sp] = w_func
        stack[sp + 1] = w_obj
        return sp + 2
    stack[sp] = w_obj
    return load_attr_method(code, i, stack, sp + 1,
                            code.co_names[(oparg & 0xffff) >> 1], False)


def load_attr_method(code, i, stack, sp, name, adaptive=True):
    """LOAD_ATTR (method form): pushes the function and self without
    allocating a bound method when the cached class still holds; on a
    miss, adaptive=False (a tier-2 fused form) takes the generic path
    without rewriting the slot (its cache may be refilled)."""
    cache = quickening.get_cache(code, i)
    w_obj = stack[sp - 1]
    if method_guard(cache, w_obj):
        stack[sp - 1] = cache.w_value
        stack[sp] = w_obj
        return sp + 1
    if not adaptive:
        # a tier-2 fused form: the other receivers the slot has seen
        # (cache_refill.method_missed adds them, as LOAD_ATTR_METHOD_POLY)
        entries = cache.entries
        if entries is not None and cache.version == TYPE_EPOCH.value and \
                isinstance(w_obj, W_Instance):
            k = quickening.method_entry(entries, w_obj)
            if k >= 0:
                stack[sp - 1] = entries[k].w_func
                stack[sp] = w_obj
                cache_refill.entry_hit(cache, k)
                return sp + 1
        cache_refill.method_missed(code, i, w_obj, name)
        return ops_misc.load_attr(stack, sp, name, 1)
    return _method_miss(code, i, stack, sp, w_obj, name)


def load_attr_method_poly(code, i, stack, sp, name):
    """LOAD_ATTR_METHOD_POLY: the receiver's (class, map) among the few
    the site has seen."""
    cache = quickening.get_cache(code, i)
    w_obj = stack[sp - 1]
    if cache.version == TYPE_EPOCH.value and isinstance(w_obj, W_Instance):
        entries = cache.entries
        assert entries is not None
        k = quickening.method_entry(entries, w_obj)
        if k >= 0:
            stack[sp - 1] = entries[k].w_func
            stack[sp] = w_obj
            return sp + 1
    return _method_miss(code, i, stack, sp, w_obj, name)


def _method_miss(code, i, stack, sp, w_obj, name):
    if not quickening.add_method_entry(code, i, w_obj, name):
        quickening.miss(code, i)
    w_meth, w_self = attrs.lookup_method(w_obj, name)
    stack[sp - 1] = w_meth
    stack[sp] = w_self
    return sp + 1


def store_attr_instance(code, i, w_obj, name, w_value, adding, deopt=True):
    """deopt=False: a miss takes the generic path only (a tier-2 fused
    form, which the generic instruction could not stand for)."""
    cache = quickening.get_cache(code, i)
    if instance_guard(cache, w_obj):
        assert isinstance(w_obj, W_Instance)
        if adding:
            w_obj.map = cache.map2
            w_obj.storage_w.append(w_value)
        else:
            w_obj.storage_w[cache.index] = w_value
        return
    if deopt:
        quickening.miss(code, i)
    else:
        cache_refill.instance_attr_missed(cache, w_obj, name, True)
    attrs.setattr_w(w_obj, name, w_value)


@always_inline
def store_subscr_list_int(code, i, w_obj, w_key, w_v):
    """STORE_SUBSCR_LIST_INT: list[int] = v in range inline."""
    if isinstance(w_obj, W_List) and isinstance(w_key, W_Int) and \
            0 <= w_key.intval < w_obj.length():
        w_obj.setitem(w_key.intval, w_v)
        return
    if not (isinstance(w_obj, W_List) and isinstance(w_key, W_Int)):
        quickening.miss(code, i)
    containers.setitem_w(w_obj, w_key, w_v)


def enter_callee(frame, code, i, opcode, stack, sp, nargs, w_kwnames):
    """The callee's frame, switched to (inline_calls.push), or None: one
    C function for the whole entry of an inlined call. A warm callee with
    a spare frame is entered as exact_args_callee enters one
    (defaults_callee, init_callee) without a frame made or warm-up run."""
    callee = None
    if opcode == op.CALL_PY_WITH_DEFAULTS:
        callee = defaults_callee(frame, stack, sp, nargs)
    elif opcode == op.CALL_PY_CLASS:
        callee = init_callee(frame, code, i, stack, sp, nargs)
    if STATE.stats:
        quickening.STATS.count_call(callee is not None)
    if callee is not None:
        return callee
    callee = callee_frame(code, i, opcode, stack, sp, nargs, w_kwnames)
    if callee is not None:
        sig = 0
        if opcode == op.CALL_PY_EXACT_ARGS:
            sig = _signature(code, i)
        inline_calls.push(frame, callee, sp, nargs, sig)
    return callee


@always_inline
def _signature(code, i):
    """What the CALL_PY_EXACT_ARGS at i knew of its arguments' types (a
    tier-2 copy's cache, entry_types.py), 0 at tier 1."""
    if i >= code.n_tier0:
        return quickening.get_cache(code, i).index
    return 0


@always_inline
def exact_args_callee(frame, code, i, stack, sp, nargs):
    """CALL_PY_EXACT_ARGS at i in the eval loop itself, when the whole
    entry needs no call (_spare_callee); else None, nothing done
    (enter_callee then does it all). A C call per Python call cost its
    prologue, the arguments' marshalling and the loop's GC references
    saved around it (fib, richards: ~50 of ~590 machine instructions a
    call and return)."""
    base = sp - nargs - 2
    assert base >= 0
    w_func = _exact_function(stack, base, nargs, True)
    if w_func is None:
        return None
    callee = _spare_callee(w_func.code, w_func.w_globals, w_func.closure,
                           _signature(code, i))
    if callee is None:
        return None
    fill_args(callee.locals_w, stack[base + 1], stack, base + 2, nargs)
    inline_calls.link(frame, callee, base)
    return callee


@always_inline
def defaults_callee(frame, stack, sp, nargs):
    """CALL_PY_WITH_DEFAULTS entered as exact_args_callee enters its call
    (a method object's function, the missing arguments from the
    defaults); else None, nothing done."""
    base = sp - nargs - 2
    assert base >= 0
    w_func = _positional_function(stack, base)
    if w_func is None:
        return None
    w_self = _positional_self(stack, base)
    argcount = w_func.code.inline_argcount
    total = nargs + (1 if w_self is not None else 0)
    first_default = positional_fit(w_func, argcount, total)
    if first_default < 0:
        return None
    callee = _spare_callee(w_func.code, w_func.w_globals, w_func.closure, 0)
    if callee is None:
        return None
    fill_args(callee.locals_w, w_self, stack, base + 2, nargs)
    fill_defaults(callee.locals_w, w_func, total, argcount, first_default)
    inline_calls.link(frame, callee, base)
    return callee


@always_inline
def init_callee(frame, code, i, stack, sp, nargs):
    """CALL_PY_CLASS at i entered as exact_args_callee enters its call,
    for a class whose __init__ is a Python function (its cache's
    INIT_FORM): the new instance and __init__'s frame started, else None,
    nothing done (a __new__ form takes enter_callee)."""
    cache = quickening.get_cache(code, i)
    base = sp - nargs - 2
    assert base >= 0
    w_init = _class_init(cache, stack, base)
    if w_init is None or cache.form != ops_calls.INIT_FORM:
        return None
    w_callable = stack[base]
    argcount = w_init.code.inline_argcount
    first_default = positional_fit(w_init, argcount, nargs + 1)
    if first_default < 0:
        return None
    callee = _spare_callee(w_init.code, w_init.w_globals, w_init.closure, 0)
    if callee is None:
        return None
    from objspace.typeobject import W_TypeObject
    assert isinstance(w_callable, W_TypeObject)
    w_inst = W_Instance(w_callable)
    callee.w_init_self = w_inst
    locals_w = callee.locals_w
    locals_w[0] = w_inst
    copy_args(locals_w, 1, stack, base + 2, nargs)
    fill_defaults(locals_w, w_init, nargs + 1, argcount, first_default)
    inline_calls.link(frame, callee, base)
    return callee


@always_inline
def _spare_callee(fcode, w_globals, closure, sig):
    """The spare frame of fcode for these globals, taken and started
    (its pc set), when its entry needs no call (inline_calls.quick_entry:
    tier-1 code past its warm-up, or the tier-2 entry generated already
    for the argument types `sig`) and the recursion limit is not reached;
    else None, nothing done. Not linked yet (inline_calls.link)."""
    callee = fcode.spare_frame
    if callee is None or callee.w_globals is not w_globals or \
            STATE.depth >= STATE.recursion_limit:
        return None
    pc = inline_calls.quick_entry(fcode, callee, sig)
    if pc < 0:
        return None
    reuse_spare(fcode, callee, closure)
    callee.pc = pc
    return callee


@always_inline
def callee_frame(code, i, opcode, stack, sp, nargs, w_kwnames):
    """The frame of the Python code a CALL-family instruction at i calls,
    for the eval loop to switch to (inline_calls.py), or None: generic
    calls of Python functions, exact-args calls, classes whose __init__
    is a Python function; never generator code."""
    if opcode == op.CALL_PY_EXACT_ARGS:
        return _exact_args_frame(stack, sp, nargs, True)
    if opcode == op.CALL_PY_WITH_DEFAULTS:
        return _positional_frame(stack, sp, nargs, True)
    if opcode == op.CALL_PY_CLASS:
        return _init_frame(code, i, stack, sp, nargs, True)
    if opcode == op.CALL_ADAPTIVE:
        quickening.adaptive_call(code, i, stack, sp, nargs, w_kwnames)
    return ops_calls.inline_frame(stack, sp, nargs, w_kwnames)


def enter_operator(frame, code, i, stack, sp, oparg):
    """BINARY_OP_PY at i: the frame of the operator's method, switched to
    as a call's (inline_calls.push: the result replaces both operands),
    the operands its arguments; None on a miss, nothing done (the caller
    runs the generic operator)."""
    cache = quickening.get_cache(code, i)
    w_a = stack[sp - 2]
    w_b = stack[sp - 1]
    w_func = cache.w_value
    assert isinstance(w_func, W_Function)
    if type(w_a) is W_Instance and w_a.w_class is cache.w_obj and \
            cache.version == TYPE_EPOCH.value and \
            w_func.code.inline_argcount == 2 and \
            quickening.operator_right_ok(w_a.w_class, w_b):
        # (the code checked each time, as CALL_PY_EXACT_ARGS does: a
        # function's __code__ may be replaced)
        callee = new_frame(w_func.code, w_func.w_globals, w_func.closure)
        locals_w = callee.locals_w
        locals_w[0] = w_a
        locals_w[1] = w_b
        callee.binop = oparg
        inline_calls.push(frame, callee, sp, 0)
        return callee
    quickening.miss(code, i)
    return None


@always_inline
def field_getter(code, i, stack, sp):
    """LOAD_ATTR_PROPERTY at i whose getter is `return self.name`
    (PyCode.field_getter), quickened by tier 1 to LOAD_ATTR_INSTANCE_VALUE:
    the field, read as that load would read it on a hit of its cache,
    without calling the getter (no frame: lbbv has no trace or profile
    hooks that would see one); None otherwise, nothing done (the getter
    is called: enter_property)."""
    cache = quickening.get_cache(code, i)
    w_obj = stack[sp - 1]
    w_fget = cache.w_value
    assert isinstance(w_fget, W_Function)
    fcode = w_fget.code     # (read each time: __code__ may be replaced)
    if not fcode.field_getter or not isinstance(w_obj, W_Instance) or \
            w_obj.w_class is not cache.w_obj or \
            cache.version != TYPE_EPOCH.value or \
            fcode.co_code[2] != op.LOAD_ATTR_INSTANCE_VALUE:
        return None
    w_res = quickening.cached_attr(quickening.get_cache(fcode, 1), w_obj)
    if w_res is None:
        return None
    return exposed(w_res)


def enter_property(frame, code, i, opcode, stack, sp):
    """LOAD_ATTR_PROPERTY / LOAD_ATTR_PY_DESCRIPTOR at i (frame.pc): the
    frame of the property's getter with the owner, the top of the stack,
    as its argument (or of the descriptor's __get__ with the descriptor,
    the owner and its class), switched to as a call's
    (inline_calls.push: its result replaces the owner); None on a miss,
    nothing done (the generic load follows)."""
    cache = quickening.get_cache(code, i)
    w_obj = stack[sp - 1]
    w_fget = cache.w_value
    assert isinstance(w_fget, W_Function)
    if isinstance(w_obj, W_Instance) and w_obj.w_class is cache.w_obj and \
            cache.version == TYPE_EPOCH.value:
        # (the function's code checked each time: __code__ may be
        # replaced)
        getter = opcode == op.LOAD_ATTR_PROPERTY
        if w_fget.code.inline_argcount == (1 if getter else 3):
            callee = new_frame(w_fget.code, w_fget.w_globals,
                               w_fget.closure)
            locals_w = callee.locals_w
            if getter:
                locals_w[0] = w_obj
            else:
                locals_w[0] = cache.w_aux
                locals_w[1] = w_obj
                locals_w[2] = w_obj.w_class
            inline_calls.push(frame, callee, sp + 1, 0)
            return callee
    quickening.miss(code, i)
    return None


def call_not_inlined(code, i, opcode, stack, sp, nargs, w_kwnames):
    """The call where callee_frame gave None: a guard missed, or the code
    makes a generator (run here; it returns at RETURN_GENERATOR)."""
    if opcode == op.CALL_PY_EXACT_ARGS or opcode == op.CALL_PY_CLASS or \
            opcode == op.CALL_PY_WITH_DEFAULTS:
        if opcode == op.CALL_PY_EXACT_ARGS:
            frame = _exact_args_frame(stack, sp, nargs, False)
        elif opcode == op.CALL_PY_WITH_DEFAULTS:
            frame = _positional_frame(stack, sp, nargs, False)
        else:
            frame = _init_frame(code, i, stack, sp, nargs, False)
        if frame is not None:
            w_gen = _start_generator(frame)
            if w_gen is not None:
                return w_gen
            from interpreter.runtime.eval import run_frame
            return inline_calls.result_of(frame, run_frame(frame), None)
        quickening.miss(code, i)
    return ops_calls.call(stack, sp, nargs, w_kwnames)


def _start_generator(frame):
    """Generator code that starts `[COPY_FREE_VARS n]; RETURN_GENERATOR`
    (tier 0 or its tier-2 entry) gets its generator without running a
    dispatch loop for those two instructions (nqueens makes one per node
    of its search); else None, nothing done."""
    code = frame.code
    co_code = code.co_code
    if not (code.co_flags & CO_GENERATOR) or frame.w_init_self is not None \
            or not (co_code[0] == op.RETURN_GENERATOR or
                    co_code[2] == op.RETURN_GENERATOR):
        return None
    inline_calls.enter(frame)
    pc = frame.pc
    if co_code[2 * pc] == op.COPY_FREE_VARS and \
            co_code[2 * pc + 2] == op.RETURN_GENERATOR:
        ops_misc.copy_free_vars(frame, co_code[2 * pc + 1])
        pc += 1
    if co_code[2 * pc] != op.RETURN_GENERATOR:
        return None
    frame.pc = pc + 1
    return ops_misc.new_generator(frame)


@always_inline
def _exact_args_frame(stack, sp, nargs, inline):
    """CALL_PY_EXACT_ARGS: a Python function whose parameters match the
    positional arguments exactly gets its frame filled straight from the
    stack, else None (also, with `inline`, for generator code: checked
    before allocating). The guard is on the signature, not on the
    function's identity, so a site calling several such functions
    (`self.fn(msg)` over sibling classes) stays specialised."""
    base = sp - nargs - 2
    assert base >= 0
    w_func = _exact_function(stack, base, nargs, inline)
    if w_func is None:
        return None
    frame = new_frame(w_func.code, w_func.w_globals, w_func.closure)
    fill_args(frame.locals_w, stack[base + 1], stack, base + 2, nargs)
    return frame


@always_inline
def _exact_function(stack, base, nargs, inline):
    """The Python function a call's slots at base hold when its parameters
    take the arguments (self too, if the slot after it holds one) exactly,
    else None (also, with `inline`, for generator code)."""
    w_callable = stack[base]
    if not isinstance(w_callable, W_Function):
        return None
    total = nargs
    if stack[base + 1] is not None:
        total += 1
    if inline:      # (one compare each: pycode.PyCode.exact_argcount)
        if w_callable.code.inline_argcount != total:
            return None
    elif w_callable.code.exact_argcount != total:
        return None
    return w_callable


def _positional_frame(stack, sp, nargs, inline):
    """CALL_PY_WITH_DEFAULTS: a Python function, or a method object bound
    to one (`random.randrange`, a method stored and called later), whose
    positional parameters take the arguments given, the missing ones from
    its defaults (read at each call: `__defaults__` may be reassigned):
    its frame filled from the stack, else None (also, with `inline`, for
    generator code)."""
    base = sp - nargs - 2
    assert base >= 0
    w_func = _positional_function(stack, base)
    if w_func is None:
        return None
    w_self = _positional_self(stack, base)
    fcode = w_func.code
    argcount = fcode.inline_argcount if inline else fcode.exact_argcount
    total = nargs + (1 if w_self is not None else 0)
    first_default = positional_fit(w_func, argcount, total)
    if first_default < 0:
        return None
    frame = new_frame(fcode, w_func.w_globals, w_func.closure)
    fill_args(frame.locals_w, w_self, stack, base + 2, nargs)
    fill_defaults(frame.locals_w, w_func, total, argcount, first_default)
    return frame


@always_inline
def _positional_function(stack, base):
    """The Python function a CALL_PY_WITH_DEFAULTS's slots at base call
    (a method object's own), else None."""
    w_callable = stack[base]
    if isinstance(w_callable, W_BoundMethod) and stack[base + 1] is None:
        w_callable = w_callable.w_func
    if not isinstance(w_callable, W_Function):
        return None
    return w_callable


@always_inline
def _positional_self(stack, base):
    """The first argument a CALL_PY_WITH_DEFAULTS's slots at base give
    before their own: the self slot's, else a method object's self (None
    when neither has one)."""
    w_self = stack[base + 1]
    if w_self is None:
        w_callable = stack[base]
        if isinstance(w_callable, W_BoundMethod):
            w_self = w_callable.w_self
    return w_self


@always_inline
def fill_args(locals_w, w_self, stack, first, nargs):
    """A callee's parameters: self if the call has one, then the nargs
    arguments at stack[first:]."""
    k = 0
    if w_self is not None:
        locals_w[0] = w_self
        k = 1
    copy_args(locals_w, k, stack, first, nargs)


@always_inline
def copy_args(locals_w, k, stack, first, nargs):
    """A callee's parameters from k on take the nargs arguments at
    stack[first:]. The first two are stored outside the loop: as a loop,
    GCC peeled its first turn around the write barrier's slow path and
    saved and restored six registers in it (about 35 instructions for a
    call of one argument, go's enter_callee under callgrind)."""
    if nargs > 0:
        locals_w[k] = stack[first]
        if nargs > 1:
            locals_w[k + 1] = stack[first + 1]
            for j in range(2, nargs):
                locals_w[k + j] = stack[first + j]


def _init_frame(code, i, stack, sp, nargs, inline):
    """CALL_PY_CLASS: a class whose __init__ is a Python function taking
    the arguments given (the others from its defaults): the new instance
    and the frame of its __init__ (w_init_self set), else None (also, with
    `inline`, for a generator __init__)."""
    cache = quickening.get_cache(code, i)
    base = sp - nargs - 2
    assert base >= 0
    w_init = _class_init(cache, stack, base)
    if w_init is None:
        return None
    w_callable = stack[base]
    if inline and not inline_calls.can_inline(w_init.code):
        return None
    argcount = w_init.code.exact_argcount
    first_default = positional_fit(w_init, argcount, nargs + 1)
    if first_default < 0:
        return None
    from objspace.typeobject import W_TypeObject
    assert isinstance(w_callable, W_TypeObject)
    frame = new_frame(w_init.code, w_init.w_globals, w_init.closure)
    if cache.form == ops_calls.NEW_FORM:
        # the class's __new__ with the class first; its result is the
        # call's (inline_calls.result_of: a subclass's own __init__ runs
        # after it, as type.__call__ would)
        if not inline:
            release(frame)      # (run_frame's result would skip that)
            return None
        w_inst = w_callable
        frame.binop = inline_calls.new_form_mark(nargs)
    else:
        w_inst = W_Instance(w_callable)
    frame.w_init_self = w_inst
    locals_w = frame.locals_w
    locals_w[0] = w_inst
    copy_args(locals_w, 1, stack, base + 2, nargs)
    fill_defaults(locals_w, w_init, nargs + 1, argcount, first_default)
    return frame


@always_inline
def call_builtin(code, i, stack, sp, nargs, opcode):
    """CALL_BUILTIN_LEN / _ISINSTANCE / _O / _FAST / _METHOD,
    CALL_LIST_APPEND. A one-argument method of a built-in type (`s.add(x)`)
    is called from the eval loop directly."""
    if opcode == op.CALL_BUILTIN_METHOD and nargs == 1:
        base = sp - 3
        assert base >= 0
        w_func = quickening.get_cache(code, i).w_obj
        w_self = stack[base + 1]
        if stack[base] is w_func and w_self is not None:
            assert isinstance(w_func, W_BuiltinFunction)
            if w_func.method1 is not None:
                return w_func.method1(w_self, stack[base + 2])
    return _call_builtin(code, i, stack, sp, nargs, opcode)


def _bound_builtin_call(w_bound, w_func, stack, first, nargs):
    """CALL_BUILTIN_METHOD on a built-in method object (`pop(0)` with `pop =
    l.pop`): its function with its self and the arguments."""
    w_self = w_bound.w_self
    if nargs == 1 and w_func.method1 is not None:
        return w_func.method1(w_self, stack[first])
    if nargs == 0 and w_func.call1 is not None:
        return w_func.call1(w_self)
    if nargs == 2 and w_func.call3 is not None:
        return w_func.call3(w_self, stack[first], stack[first + 1])
    args_w = [None] * (nargs + 1)
    args_w[0] = w_self
    for j in range(nargs):
        args_w[j + 1] = stack[first + j]
    return w_func.fn(Arguments(args_w))


def _call_builtin(code, i, stack, sp, nargs, opcode):
    from annotator_rules import opcodes as op
    from objspace.intobject import newint
    from objspace.noneobject import W_None
    cache = quickening.get_cache(code, i)
    base = sp - nargs - 2
    assert base >= 0
    w_self = stack[base + 1]
    if opcode == op.CALL_BUILTIN_CLASS:
        if stack[base] is cache.w_obj and w_self is None:
            w_res = _class_call(cache.w_obj, stack, base, nargs)
            if w_res is not None:
                return w_res
        else:
            quickening.miss(code, i)
        return ops_calls.call(stack, sp, nargs, None)
    if opcode == op.CALL_BUILTIN_METHOD and w_self is None:
        w_bound = stack[base]
        if isinstance(w_bound, W_BoundMethod) and \
                w_bound.w_func is cache.w_obj:
            w_func = cache.w_obj
            assert isinstance(w_func, W_BuiltinFunction)
            return _bound_builtin_call(w_bound, w_func, stack, base + 2,
                                       nargs)
    if opcode == op.CALL_BUILTIN_METHOD or opcode == op.CALL_LIST_APPEND:
        hit = stack[base] is cache.w_obj and w_self is not None
        if hit and opcode == op.CALL_LIST_APPEND and \
                isinstance(w_self, W_List):
            w_self.append(stack[base + 2])
            return W_None
        first = base + 1
        n = nargs + 1
    else:
        hit = stack[base] is cache.w_obj and w_self is None
        if hit and opcode == op.CALL_BUILTIN_LEN:
            return newint(containers.len_w(stack[base + 2]))
        if hit and opcode == op.CALL_BUILTIN_ISINSTANCE and nargs == 2:
            return newbool(is_instance(stack[base + 2], stack[base + 3]))
        first = base + 2
        n = nargs
    if hit:
        w_func = cache.w_obj
        assert isinstance(w_func, W_BuiltinFunction)
        if n == 2 and w_func.method1 is not None:
            return w_func.method1(stack[first], stack[first + 1])
        if n == 1 and w_func.call1 is not None:
            return w_func.call1(stack[first])
        if n == 3 and w_func.call3 is not None:
            return w_func.call3(stack[first], stack[first + 1],
                                stack[first + 2])
        args_w = [None] * n
        for j in range(n):
            args_w[j] = stack[first + j]
        return w_func.fn(Arguments(args_w))
    quickening.miss(code, i)
    return ops_calls.call(stack, sp, nargs, None)


def _class_call(w_type, stack, base, nargs):
    """CALL_BUILTIN_CLASS: int(x) or float(x) of a float or machine int,
    str(x) of a machine int or a str, range(n) and range(a, b) of machine
    ints, without building arguments; None for anything else (the type's
    own constructor runs: any class but a plain user class can be
    CALL_BUILTIN_CLASS's)."""
    from objspace.intobject import w_int_type
    from objspace.floatobject import w_float_type
    from objspace.iterobject import W_Range, w_range_type
    from objspace.modules.constructors import float_to_int
    from objspace.strobject import w_str_type
    from objspace.reprs import str_obj
    if nargs == 0 or nargs > 2:
        return None
    w_arg = stack[base + 2]
    if w_type is w_range_type:
        if type(w_arg) is not W_Int:
            return None
        if nargs == 1:
            return W_Range(0, w_arg.intval, 1)
        w_stop = stack[base + 3]
        if type(w_stop) is W_Int:
            return W_Range(w_arg.intval, w_stop.intval, 1)
        return None
    if nargs != 1:
        return None
    if w_type is w_float_type:
        if type(w_arg) is W_Float:
            return w_arg
        if type(w_arg) is W_Int:
            return newfloat(float(w_arg.intval))
    elif w_type is w_int_type:
        if type(w_arg) is W_Int:
            return w_arg
        if type(w_arg) is W_Float:
            return float_to_int(w_arg.floatval)
    elif w_type is w_str_type:
        if type(w_arg) is W_Int or type(w_arg) is W_Str:
            return str_obj(w_arg)
    return None


def jump_truth(code, i, opcode, w_v):
    """Truth of w_v for a specialised conditional jump: the fast test its
    guard allows, else a miss and the generic truth test."""
    from annotator_rules import opcodes as op
    from objspace.intobject import W_Int, W_True, W_False
    from objspace.noneobject import W_None
    if opcode == op.POP_JUMP_IF_FALSE_BOOL or \
            opcode == op.POP_JUMP_IF_TRUE_BOOL:
        if w_v is W_True:
            return True
        if w_v is W_False:
            return False
    elif opcode == op.POP_JUMP_IF_FALSE_INT or \
            opcode == op.POP_JUMP_IF_TRUE_INT:
        if isinstance(w_v, W_Int):
            return w_v.intval != 0
    elif opcode == op.POP_JUMP_IF_FALSE_NONE or \
            opcode == op.POP_JUMP_IF_TRUE_NONE:
        if w_v is W_None:
            return False
    elif isinstance(w_v, W_List):
        return w_v.length() != 0
    quickening.miss(code, i)
    from objspace.operations import is_true
    return is_true(w_v)


def subscr_seq_int(code, i, opcode, w_obj, w_key):
    """BINARY_SUBSCR_LIST_INT / _TUPLE_INT."""
    from annotator_rules import opcodes as op
    from objspace.intobject import W_Int
    if opcode == op.BINARY_SUBSCR_LIST_INT:
        ok = isinstance(w_obj, W_List)
    else:
        ok = isinstance(w_obj, W_Tuple)
    if ok and isinstance(w_key, W_Int):
        if isinstance(w_obj, W_List):
            k = w_key.intval
            n = w_obj.length()
            if k < 0:
                k += n
            if 0 <= k < n:
                return w_obj.getitem(k)
            return containers.getitem_w(w_obj, w_key)
        else:
            assert isinstance(w_obj, W_Tuple)
            items_w = w_obj.items_w
        k = w_key.intval
        if k < 0:
            k += len(items_w)
        if 0 <= k < len(items_w):
            return items_w[k]
    else:
        quickening.miss(code, i)
    return containers.getitem_w(w_obj, w_key)


def add_str(code, i, w_a, w_b, oparg):
    if isinstance(w_a, W_Str) and isinstance(w_b, W_Str):
        return concat(w_a, w_b)
    quickening.miss(code, i)
    return operations.binary_op(w_a, w_b, oparg)


def subscr_dict(code, i, w_obj, w_key):
    if not isinstance(w_obj, W_Dict):
        quickening.miss(code, i)
    return containers.getitem_w(w_obj, w_key)


def store_subscr_dict(code, i, w_obj, w_key, w_v):
    if isinstance(w_obj, W_Dict):
        w_obj.setitem(w_key, w_v)
    else:
        quickening.miss(code, i)
        containers.setitem_w(w_obj, w_key, w_v)


@always_inline
def unpack_tuple_in_place(stack, sp, n, opcode):
    """UNPACK_SEQUENCE_TWO_TUPLE / _TUPLE's hit inline in the eval loop (a
    tuple of n items, pushed with the first on top): the new sp, or -1
    with nothing done (unpack_sequence then runs: lists, misses, errors)."""
    from annotator_rules import opcodes as op
    w_seq = stack[sp - 1]
    if opcode == op.UNPACK_SEQUENCE_LIST or not isinstance(w_seq, W_Tuple):
        return -1
    if len(w_seq.items_w) != n:
        return -1
    return ops_misc.push_reversed(stack, sp, w_seq.items_w)


def unpack_sequence(code, i, stack, sp, n, opcode):
    """UNPACK_SEQUENCE_LIST, and the tuple forms when
    unpack_tuple_in_place refused (a miss: not a tuple of n)."""
    from annotator_rules import opcodes as op
    w_seq = stack[sp - 1]
    if opcode == op.UNPACK_SEQUENCE_LIST and isinstance(w_seq, W_List) \
            and w_seq.length() == n:
        if w_seq.objects_w is None:     # raw storage: boxed here
            sp -= 1
            for k in range(n - 1, -1, -1):
                stack[sp] = w_seq.getitem(k)
                sp += 1
            return sp
        return ops_misc.push_reversed(stack, sp, w_seq.items_w)
    quickening.miss(code, i)
    return ops_misc.unpack_sequence(stack, sp, n)


def compare(code, i, opcode, w_a, w_b, oparg):
    """COMPARE_OP_{INT,FLOAT,STR} at i: the result object."""
    truth = compare_typed(opcode, w_a, w_b, oparg >> 4)
    if truth >= 0:
        return newbool(truth == 1)
    quickening.miss(code, i)
    return operations.compare(w_a, w_b, oparg >> 4)


def compare_typed(opcode, w_a, w_b, cmp):
    """The guard and test of COMPARE_OP_{INT,FLOAT,STR} and their fused
    _JUMP forms: 1 when true, 0 when false, -1 on a miss."""
    from annotator_rules import opcodes as op
    from objspace.intobject import W_Int
    from objspace.floatobject import W_Float
    from objspace.strobject import W_Str
    from objspace import operations as ops
    if opcode == op.COMPARE_OP_INT_JUMP or opcode == op.COMPARE_OP_INT:
        if isinstance(w_a, W_Int) and isinstance(w_b, W_Int):
            return int(ops.cmp_ints(w_a.intval, w_b.intval, cmp))
    elif opcode == op.COMPARE_OP_FLOAT_JUMP or opcode == op.COMPARE_OP_FLOAT:
        if isinstance(w_a, W_Float):
            if isinstance(w_b, W_Float):
                return int(ops.cmp_floats(w_a.floatval, w_b.floatval, cmp))
            if quickening.exact_as_float(w_b):     # `x < 0`
                assert isinstance(w_b, W_Int)
                return int(ops.cmp_floats(w_a.floatval, float(w_b.intval),
                                          cmp))
        elif isinstance(w_b, W_Float) and quickening.exact_as_float(w_a):
            assert isinstance(w_a, W_Int)
            return int(ops.cmp_floats(float(w_a.intval), w_b.floatval, cmp))
    elif isinstance(w_a, W_Str) and isinstance(w_b, W_Str):
        return int(ops.cmp_strs(w_a.utf8, w_b.utf8, cmp))
    return -1


def int_op(opcode, a, b):
    if opcode == op.BINARY_OP_ADD_INT:
        return int_add(a, b)
    if opcode == op.BINARY_OP_SUBTRACT_INT:
        return int_sub(a, b)
    return int_mul(a, b)


FLOAT_NB = [-1] * op.NUM_OPCODES
FLOAT_NB[op.BINARY_OP_ADD_FLOAT] = A.NB_ADD
FLOAT_NB[op.BINARY_OP_SUBTRACT_FLOAT] = A.NB_SUBTRACT
FLOAT_NB[op.BINARY_OP_MULTIPLY_FLOAT] = A.NB_MULTIPLY
FLOAT_NB[op.BINARY_OP_TRUE_DIVIDE_FLOAT] = A.NB_TRUE_DIVIDE
FLOAT_NB[op.BINARY_OP_POWER_FLOAT] = A.NB_POWER


def float_op(opcode, a, b):
    nb = FLOAT_NB[opcode]
    if nb == A.NB_POWER and pow_is_complex(a, b):
        return operations.float_binop(a, b, nb)     # (a complex)
    return newfloat(operations.float_arith(a, b, nb))


def float_op_mixed(code, i, opcode, oparg, w_a, w_b):
    """BINARY_OP_*_FLOAT whose operands are not both floats: a float with
    a machine int converts the int, as float arithmetic does; anything
    else is a miss."""
    if quickening.float_mix(w_a, w_b):
        quickening.get_cache(code, i).index = quickening.MIXED
        return float_op(opcode, _as_float(w_a), _as_float(w_b))
    quickening.miss(code, i)
    return operations.binary_op(w_a, w_b, oparg)


def _as_float(w_x):
    if isinstance(w_x, W_Float):
        return w_x.floatval
    assert isinstance(w_x, W_Int)
    return float(w_x.intval)


def for_iter(code, i, opcode, w_it):
    """FOR_ITER (any form): the next item, None when exhausted. The
    specialised forms: another iterator is a miss."""
    if opcode == op.FOR_ITER_RANGE and isinstance(w_it, W_RangeIterator):
        if w_it.remaining <= 0:
            return None
        w_next = newint(w_it.current)
        w_it.current += w_it.step
        w_it.remaining -= 1
        return w_next
    if (opcode == op.FOR_ITER_LIST or opcode == op.FOR_ITER_TUPLE) and \
            isinstance(w_it, W_SeqIterator):
        return w_it.next_w()
    if opcode == op.FOR_ITER_ADAPTIVE:
        if quickening.count_down(code, i):
            quickening.specialize_for_iter(code, i, w_it)
    elif opcode != op.FOR_ITER:
        quickening.miss(code, i)
    return containers.next_w(w_it)


@always_inline
def load_global_cached(frame, code, i, opcode, oparg):
    """LOAD_GLOBAL_MODULE / _BUILTIN: the cached cell's value while the
    globals (and, for a builtin, the builtins) keep their keys
    (moduleobject.GlobalCell); both hits inline in the eval loop (a
    builtin's was a C call: `isinstance`, `len`, `int` in a loop)."""
    cache = quickening.get_cache(code, i)
    w_v = _cached_global(frame, cache, opcode == op.LOAD_GLOBAL_MODULE)
    if w_v is not None:
        return w_v
    return _load_global_other(frame, code, i, opcode, oparg, cache)


@always_inline
def _cached_global(frame, cache, module_form):
    """The cached cell's value while the globals (and, for a builtin, the
    builtins) keep their keys, else None (a present name's cell is never
    empty)."""
    if frame.w_globals.keys_version == cache.version:
        if module_form:
            return cache.cell.w_value
        w_builtins = STATE.w_builtins
        if w_builtins is not None and \
                w_builtins.keys_version == cache.index:
            return cache.cell.w_value
    return None


@always_inline
def load_name_cached(frame, code, i, opcode, oparg):
    """LOAD_NAME_MODULE / _BUILTIN: LOAD_GLOBAL's forms while the frame's
    names are its globals (a module body); hits inline in the eval
    loop."""
    if ops_misc.names_are_globals(frame):
        w_v = _cached_global(frame, quickening.get_cache(code, i),
                             opcode == op.LOAD_NAME_MODULE)
        if w_v is not None:
            return w_v
    return _load_name_missed(frame, code, i, oparg)


def _load_name_missed(frame, code, i, oparg):
    quickening.miss(code, i)
    return ops_misc.load_name(frame, code.co_names[oparg])


@always_inline
def store_global_cached(frame, code, i, opcode, name, w_v):
    """STORE_GLOBAL_MODULE / STORE_NAME_MODULE (the latter while the
    frame's names are its globals): the cached cell and the namespace
    written while the module keeps its keys; the hit's guard inline in
    the eval loop."""
    cache = quickening.get_cache(code, i)
    w_globals = frame.w_globals
    if w_globals.keys_version == cache.version and (
            opcode == op.STORE_GLOBAL_MODULE or
            ops_misc.names_are_globals(frame)):
        w_globals.store_cell(name, cache.cell, w_v)
        return
    _store_global_missed(frame, code, i, opcode, name, w_v)


def _store_global_missed(frame, code, i, opcode, name, w_v):
    quickening.miss(code, i)
    if opcode == op.STORE_GLOBAL_MODULE:
        ops_misc.store_global(frame, name, w_v)
    else:
        ops_misc.store_name(frame, name, w_v)


def _load_global_other(frame, code, i, opcode, oparg, cache):
    hit = frame.w_globals.keys_version == cache.version
    if opcode == op.LOAD_GLOBAL_BUILTIN:
        hit = hit and ops_misc.builtins_module().keys_version == cache.index
    if hit:
        return cache.cell.w_value
    quickening.miss(code, i)
    return ops_misc.load_global(frame, code.co_names[oparg >> 1])


@always_inline
def _class_init(cache, stack, base):
    """The Python __init__ (or __new__: cache.form) of the class a
    CALL_PY_CLASS's slots at base call, when its cache still holds for
    it; else None."""
    if not (stack[base] is cache.w_obj and stack[base + 1] is None and
            cache.version == TYPE_EPOCH.value):
        return None
    w_init = cache.w_value
    assert isinstance(w_init, W_Function)
    return w_init
