"""Frames: one array of object slots holding locals, cells and free
variables, then the value stack (see docs/design.md)."""


NO_RAW = [0.0] * 0
NO_RAW_INT = [0] * 0


class Frame(object):
    _attrs_ = ("code", "w_globals", "closure", "locals_w", "raw_f", "raw_i", "pc",
               "sp", "locals_dict", "w_generator", "finished", "f_back",
               "inlined", "w_init_self")
    _immutable_fields_ = ("code", "w_globals", "locals_w")

    def __init__(self, code, w_globals, closure):
        self.code = code
        self.w_globals = w_globals      # W_Module
        self.closure = closure          # list of W_Cell or None
        self.locals_w = [None] * (code.co_nlocalsplus + code.co_stacksize)
        # raw C doubles of tier 2 (interpreter/unboxing.py), same indexes;
        # sized when the frame first runs tier-2 code
        self.raw_f = NO_RAW
        self.raw_i = NO_RAW_INT
        self.pc = 0
        self.sp = code.co_nlocalsplus
        # the namespace of LOAD_NAME/STORE_NAME: the module's dict for
        # module code, a fresh dict for class bodies, else None
        self.locals_dict = None
        self.w_generator = None
        self.finished = False
        self.f_back = None              # the calling frame while running
        self.inlined = False            # run in its caller's loop
        self.w_init_self = None         # inlined __init__: the instance
