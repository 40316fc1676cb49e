"""Frames: one array of object slots holding locals, cells and free
variables, then the value stack (see docs/design.md)."""


class Frame(object):
    _attrs_ = ("code", "w_globals", "closure", "locals_w", "pc", "sp",
               "locals_dict", "w_generator", "finished", "f_back")
    _immutable_fields_ = ("code", "w_globals", "locals_w")

    def __init__(self, code, w_globals, closure):
        self.code = code
        self.w_globals = w_globals      # W_Module
        self.closure = closure          # list of W_Cell or None
        self.locals_w = [None] * (code.co_nlocalsplus + code.co_stacksize)
        self.pc = 0
        self.sp = code.co_nlocalsplus
        # the namespace of LOAD_NAME/STORE_NAME: the module's dict for
        # module code, a fresh dict for class bodies, else None
        self.locals_dict = None
        self.w_generator = None
        self.finished = False
        self.f_back = None              # the calling frame while running
