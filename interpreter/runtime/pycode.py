"""Code objects. `co_code` is the code object's whole instruction space:
the tier-0 instructions first (`n_tier0` of them), then whatever tier 2
appends; see docs/design.md."""

from objspace.model import W_Object
from objspace.typeobject import W_TypeObject, w_object_type

CO_VARARGS = 0x04
CO_VARKEYWORDS = 0x08
CO_NESTED = 0x10
CO_GENERATOR = 0x20
# lbbv also sets CO_GENERATOR on these: they share the generator machinery
CO_COROUTINE = 0x80
CO_ASYNC_GENERATOR = 0x200


class PyCode(W_Object):
    _attrs_ = ("co_name", "co_qualname", "co_filename", "co_firstlineno",
               "co_code", "co_consts_w", "co_names", "co_varnames",
               "co_cellvars", "co_freevars", "co_nlocals", "co_nlocalsplus",
               "co_stacksize", "co_argcount", "co_posonlyargcount",
               "co_kwonlyargcount", "co_flags", "co_lines",
               "exception_table", "n_tier0", "t2_origin", "caches",
               "cell2arg", "warmup", "hotness", "t2", "spare_frame", "spare_count",
               "exact_argcount", "inline_argcount", "w_doc")

    def __init__(self, name, qualname, filename, firstlineno, code,
                 consts_w, names, varnames, cellvars, freevars, stacksize,
                 argcount, posonlyargcount, kwonlyargcount, flags, lines,
                 exception_table):
        self.co_name = name
        self.co_qualname = qualname
        self.co_filename = filename
        self.co_firstlineno = firstlineno
        self.co_code = code
        self.co_consts_w = consts_w
        self.co_names = names
        self.co_varnames = varnames          # the locals (arguments first)
        self.co_cellvars = cellvars          # cells created by this code
        self.co_freevars = freevars          # cells received in a closure
        self.co_nlocals = len(varnames)
        self.co_nlocalsplus = len(varnames) + len(cellvars) + len(freevars)
        self.co_stacksize = stacksize
        self.co_argcount = argcount
        self.co_posonlyargcount = posonlyargcount
        self.co_kwonlyargcount = kwonlyargcount
        self.co_flags = flags
        # the positional argument count a call may bind by copying (no
        # keyword-only parameters, no *args or **kwargs), else -1; and the
        # same for a call that runs in its caller's loop (not a generator)
        simple = kwonlyargcount == 0 and not flags & (CO_VARARGS |
                                                        CO_VARKEYWORDS)
        self.exact_argcount = argcount if simple else -1
        self.inline_argcount = -1 if flags & CO_GENERATOR else \
            self.exact_argcount
        self.co_lines = lines                # line per tier-0 instruction
        self.exception_table = exception_table
        self.n_tier0 = len(code) // 2
        self.t2_origin = [0] * 0    # (typed: a list of ints)
        self.caches = None
        # tier 1: entries and backward jumps left before quickening
        # (-1: never, when --tier 0 caps execution)
        from interpreter.runtime.state import STATE
        from interpreter.tier1.quickening import WARMUP
        self.warmup = WARMUP if STATE.max_tier >= 1 else -1
        # tier 2: the hot counter, counted up at entries and backward jumps;
        # at 0 the code enters tier 2 (interpreter/tier2/versioning.py)
        self.hotness = -STATE.tier2_threshold if STATE.max_tier >= 2 \
            else -(1 << 30)
        self.t2 = None
        self.spare_frame = None     # interpreter/runtime/frame.py, new_frame
        self.spare_count = 0
        # for each cell variable that is also an argument, the argument
        # index (the cell starts with the argument's value), else -1
        self.w_doc = None   # a function's docstring (compiler.py)
        self.cell2arg = [-1] * len(cellvars)
        for i in range(len(cellvars)):
            for j in range(len(varnames)):
                if varnames[j] == cellvars[i]:
                    self.cell2arg[i] = j

    def gettype(self):
        return w_code_type

    def tier0_index(self, i):
        """The tier-0 instruction a position of the instruction space
        stands for."""
        if i < self.n_tier0:
            return i
        return self.t2_origin[i - self.n_tier0]

    def line_at(self, i):
        i = self.tier0_index(i)
        if 0 <= i < len(self.co_lines):
            return self.co_lines[i]
        return self.co_firstlineno

    def find_handler(self, i):
        """The innermost exception-table entry covering position i."""
        i = self.tier0_index(i)
        for entry in self.exception_table:
            if entry.start <= i < entry.end:
                return entry
        return None

    def getattr_hook(self, name):
        from objspace.strobject import newstr
        from objspace.intobject import newint
        from objspace.tupleobject import newtuple
        if name == "co_name":
            return newstr(self.co_name)
        if name == "co_qualname":
            return newstr(self.co_qualname)
        if name == "co_filename":
            return newstr(self.co_filename)
        if name == "co_firstlineno":
            return newint(self.co_firstlineno)
        if name == "co_argcount":
            return newint(self.co_argcount)
        if name == "co_posonlyargcount":
            return newint(self.co_posonlyargcount)
        if name == "co_kwonlyargcount":
            return newint(self.co_kwonlyargcount)
        if name == "co_nlocals":
            return newint(self.co_nlocals)
        if name == "co_flags":
            return newint(self.co_flags)
        if name == "co_varnames":
            return newtuple([newstr(n) for n in self.co_varnames])
        if name == "co_cellvars":
            return newtuple([newstr(n) for n in self.co_cellvars])
        if name == "co_freevars":
            return newtuple([newstr(n) for n in self.co_freevars])
        if name == "co_names":
            return newtuple([newstr(n) for n in self.co_names])
        if name == "co_consts":
            return newtuple(list(self.co_consts_w))
        if name == "co_lines" or name == "co_positions":
            from objspace.funcobject import W_BoundMethod, W_BuiltinFunction
            fn = code_lines if name == "co_lines" else code_positions
            return W_BoundMethod(self, W_BuiltinFunction(name, fn))
        return None

    def repr_hook(self):
        from objspace.reprs import address_of
        return "<code object %s at %s, file \"%s\", line %d>" % (
            self.co_name, address_of(self), self.co_filename,
            self.co_firstlineno)


w_code_type = W_TypeObject("code", [w_object_type])


def _line_or_none(line):
    from objspace.intobject import newint
    from objspace.noneobject import W_None
    return newint(line) if line > 0 else W_None


def code_lines(args):
    """co_lines(): (start, end, line) over the byte offsets of the tier-0
    instructions (two bytes each, no inline cache entries), one range per
    run of the same line, as CPython 3.11's."""
    from objspace.argcheck import check_args
    from objspace.intobject import newint
    from objspace.tupleobject import newtuple
    from objspace.listobject import W_List
    from objspace import containers
    code = check_args(args, "co_lines", 1, 1)[0]
    assert isinstance(code, PyCode)
    items_w = []
    lines = code.co_lines
    start = 0
    for i in range(1, len(lines) + 1):
        if i == len(lines) or lines[i] != lines[start]:
            items_w.append(newtuple([newint(2 * start), newint(2 * i),
                                     _line_or_none(lines[start])]))
            start = i
    return containers.iter_w(W_List(items_w))


def code_positions(args):
    """co_positions(): (line, end line, column, end column) per tier-0
    instruction. lbbv records no column ranges in code objects, so the
    columns are None, as CPython's under -X no_debug_ranges (tracebacks
    then print no carets)."""
    from objspace.argcheck import check_args
    from objspace.noneobject import W_None
    from objspace.tupleobject import newtuple
    from objspace.listobject import W_List
    from objspace import containers
    code = check_args(args, "co_positions", 1, 1)[0]
    assert isinstance(code, PyCode)
    items_w = []
    for line in code.co_lines:
        w_line = _line_or_none(line)
        items_w.append(newtuple([w_line, w_line, W_None, W_None]))
    return containers.iter_w(W_List(items_w))
