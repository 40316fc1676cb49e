"""Mutable interpreter-wide state, kept on one prebuilt instance because
RPython freezes module-level lists and dicts (RPYTHON_NOTES)."""


class State(object):
    def __init__(self):
        self.reset()

    def reset(self):
        self.argv = []
        from rpython.rlib.rarithmetic import r_int64
        # a quiet NaN with the sign bit clear (floatobject.positive_nan)
        self.nan_bits = r_int64(0x7ff8000000000000)
        self.executable = ""
        self.script_dir = ""
        self.w_builtins = None        # the builtins module of this run
        # sys.modules (a W_Dict), sys.path (a W_List) and the names of
        # modules whose code is running (interpreter/runtime/importing.py)
        self.w_modules = None
        self.w_path = None
        self.initializing = {}
        self.max_tier = 2
        self.tier2_threshold = 64     # entries + backward jumps to tier 2
        self.tier2_max_versions = 4   # per block, the last one generic
        self.unboxing = True          # tier 2 keeps floats raw (issue 6)
        self.entry_types = True       # callee versions keyed by arg types
        self.trace_bbs = False
        self.trace_typeprop = False
        self.recursion_limit = 1000
        self.depth = 0
        self.w_handled = None         # the exception being handled
        self.stats = False
        self.no_site = False            # -S: no site builtins (site_builtins.py)
        self.cmd_flags = [0] * 18       # sys.flags set by -I, -E, -O, ...
        self.xoptions = [""] * 0        # -X name[=value]
        self.warnoptions = [""] * 0     # -W action:...
        self.main_filename = ""
        self.topframe = None          # the innermost running frame
        self.kwnames = None           # KW_NAMES' tuple, for the CALL after it
        self.sources = {}             # filename -> list of source lines


STATE = State()
