"""Frames: one array of object slots holding locals, cells and free
variables, then the value stack (see docs/design.md)."""


from rpython.rlib.objectmodel import always_inline

NO_RAW = [0.0] * 0
NO_RAW_INT = [0] * 0


class Frame(object):
    _attrs_ = ("code", "w_globals", "closure", "locals_w", "raw_f", "raw_i", "pc",
               "sp", "locals_dict", "w_locals", "gen_ref", "finished",
               "f_back", "inlined", "w_init_self", "escaped", "serial",
               "w_frameobj", "exc_depth", "is_gen", "w_gen_outer",
               "lasti", "binop", "sink")
    _immutable_fields_ = ("code", "w_globals", "locals_w")

    def __init__(self, code, w_globals, closure):
        self.code = code
        self.w_globals = w_globals      # W_Module
        self.closure = closure          # list of W_Cell or None
        self.locals_w = [None] * (code.co_nlocalsplus + code.co_stacksize)
        # raw C doubles of tier 2 (interpreter/tier2/unboxing.py), same indexes;
        # sized when the frame first runs tier-2 code
        self.raw_f = NO_RAW
        self.raw_i = NO_RAW_INT
        self.pc = 0
        self.sp = code.co_nlocalsplus
        # the namespace of LOAD_NAME/STORE_NAME: the module's dict for
        # module code, a fresh dict for class bodies, else None
        self.locals_dict = None
        # exec/eval with a locals mapping other than the globals, or a
        # class body whose metaclass's __prepare__ returned a mapping other
        # than a dict: the namespace of LOAD_NAME/STORE_NAME
        # (interpreter/runtime/dyncode.py, objspace/metaclass.py)
        self.w_locals = None
        self.gen_ref = None             # weakref to its generator
        # while a built-in drains its generator: what takes the values
        # it yields (interpreter/runtime/gen_drain.py)
        self.sink = None
        self.finished = False
        self.f_back = None              # the calling frame while running
        self.inlined = False            # run in its caller's loop
        self.w_init_self = None         # inlined __init__: the instance
        # a frame object (sys._getframe) refers to it: never reused
        self.escaped = False
        # the call it runs, counted when a spare frame is reused (a
        # traceback entry's tb_frame is live only while it matches)
        self.serial = 0
        self.w_frameobj = None          # its frame object, made once
        # handlers entered and not left (PUSH_EXC_INFO, POP_EXCEPT): a
        # generator paused inside one keeps its exception apart
        self.exc_depth = 0
        # a generator's frame: the exception its caller was handling when
        # it was last resumed, which sys.exc_info() shows again when the
        # frame leaves its last handler (CPython's exc_info chain)
        self.is_gen = False
        self.w_gen_outer = None
        # the position an exception was raised at when a handler of this
        # frame took it (RERAISE 1 reports it: CPython's lasti)
        self.lasti = 0
        # BINARY_OP_PY's frame: the operator (NB_*) it runs the method
        # of (its NotImplemented: inline_calls.returned); else -1
        self.binop = -1


MAX_SPARE = 64


@always_inline
def new_frame(code, w_globals, closure):
    """A frame for a call that will run inlined (inline_calls.py): the
    code's spare frame when it has one for these globals, else a new one.
    A frame and its slot array per call were two GC allocations and a
    clearing of the whole array (fib, richards)."""
    frame = code.spare_frame
    if frame is None or frame.w_globals is not w_globals:
        return Frame(code, w_globals, closure)
    reuse_spare(code, frame, closure)
    return frame


@always_inline
def reuse_spare(code, frame, closure):
    """The code's spare `frame` (its globals checked by the caller) taken
    off the spare chain and reset for a new call."""
    code.spare_frame = frame.f_back
    code.spare_count -= 1
    frame.serial += 1
    frame.exc_depth = 0
    frame.f_back = None
    frame.closure = closure
    frame.pc = 0
    frame.sp = code.co_nlocalsplus
    frame.finished = False
    frame.inlined = False
    frame.w_init_self = None
    frame.binop = -1


@always_inline
def release(frame):
    """An inlined frame returned: nothing refers to it any more (frames
    are not objects of the language here; tracebacks keep names and
    lines, generator code is never inlined), so it becomes its code's
    spare (spares are chained through f_back, as many as the recursion
    that returned was deep, up to MAX_SPARE), raw arrays included. Its
    locals and stack slots are cleared (unbound locals read None, cells
    are made afresh)."""
    code = frame.code
    if frame.escaped:
        return          # sys._getframe() made an object of it: not reused
    frame.serial += 1   # (a traceback entry's tb_frame no longer is it)
    if code.spare_count >= MAX_SPARE:
        from interpreter.tier2.versioning import recycle_raw
        recycle_raw(frame)
        return
    locals_w = frame.locals_w
    # the stack slots too: a value left above sp (a specialised store
    # does not clear what it popped) would stay alive, and its __del__
    # not run, for as long as the spare frame exists
    for j in range(len(locals_w)):      # (a call to memset)
        locals_w[j] = None
    frame.w_init_self = None    # (the instance: kept alive, no __del__)
    frame.f_back = code.spare_frame
    code.spare_frame = frame
    code.spare_count += 1
