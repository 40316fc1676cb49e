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
# types.coroutine sets it on a generator's code: its generators may be awaited
CO_ITERABLE_COROUTINE = 0x100


def float_consts(consts_w):
    """What tier 2's raw float constant loads read (LOAD_CONST_RAW_FLOAT
    and the operand sources of constants): each float constant's value,
    each machine int's as a double (int constants in float arithmetic,
    and compared with floats where the double is exact:
    superinstructions.int_load_as_float), 0.0 for the others."""
    from objspace.floatobject import W_Float
    from objspace.intobject import W_Int
    values = [0.0] * len(consts_w)
    for i in range(len(consts_w)):
        w_c = consts_w[i]
        if isinstance(w_c, W_Float):
            values[i] = w_c.floatval
        elif isinstance(w_c, W_Int):
            values[i] = float(w_c.intval)
    return values


def _reads_one_field(code):
    """The tier-0 instructions are `LOAD_FAST 0; LOAD_ATTR name;
    RETURN_VALUE` (the attribute's plain form, not a method load)."""
    from annotator_rules import opcodes as op
    return len(code) == 6 and code[0] == op.LOAD_FAST and code[1] == 0 and \
        code[2] == op.LOAD_ATTR and code[3] & 1 == 0 and \
        code[4] == op.RETURN_VALUE


class PyCode(W_Object):
    _attrs_ = ("co_name", "co_qualname", "co_filename", "co_firstlineno",
               "co_code", "co_consts_w", "co_names", "co_varnames",
               "co_cellvars", "co_freevars", "co_nlocals", "co_nlocalsplus",
               "co_stacksize", "co_argcount", "co_posonlyargcount",
               "co_kwonlyargcount", "co_flags", "co_lines",
               "exception_table", "n_tier0", "t2_origin", "caches",
               "cell2arg", "warmup", "hotness", "t2", "spare_frame", "spare_count",
               "exact_argcount", "inline_argcount", "w_doc", "tier0_code",
               "origin", "float_consts", "kw_plan", "field_getter")

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
        self.float_consts = float_consts(consts_w)
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
        # `return self.name`, the whole code of a one-parameter function
        # (tier1_ops.field_getter: a property made of it reads the field
        # without calling it)
        self.field_getter = argcount == 1 and self.exact_argcount == 1 and \
            not cellvars and not freevars and _reads_one_field(code)
        self.co_lines = lines                # line per tier-0 instruction
        self.exception_table = exception_table
        self.n_tier0 = len(code) // 2
        self.t2_origin = [0] * 0    # (typed: a list of ints)
        self.caches = None
        self.init_counters()
        self.t2 = None
        self.spare_frame = None     # interpreter/runtime/frame.py, new_frame
        self.spare_count = 0
        self.kw_plan = None     # function.keyword_slots
        # for each cell variable that is also an argument, the argument
        # index (the cell starts with the argument's value), else -1
        self.w_doc = None   # a function's docstring (compiler.py)
        # the instructions as assembled, saved before tier 1 first rewrites
        # them in place (tier1.quicken), for code.replace()
        self.tier0_code = None
        # the code this one is a replace() of (itself if none): assigning
        # a function's __code__ is allowed within one origin
        self.origin = self
        self.cell2arg = [-1] * len(cellvars)
        for i in range(len(cellvars)):
            for j in range(len(varnames)):
                if varnames[j] == cellvars[i]:
                    self.cell2arg[i] = j

    def init_counters(self):
        """The counters that decide when this code quickens, from the run's
        tier options (tests/forkrun.py sets them again on code compiled
        before the run's options were known)."""
        # tier 1: entries and backward jumps left before quickening
        # (-1: never, when --tier 0 caps execution)
        from interpreter.runtime.state import STATE
        from interpreter.tier1.quickening import WARMUP
        self.warmup = WARMUP if STATE.max_tier >= 1 else -1
        # tier 2: the hot counter, counted up at entries and backward jumps;
        # at 0 the code enters tier 2 (interpreter/tier2/versioning.py)
        self.hotness = -STATE.tier2_threshold if STATE.max_tier >= 2 \
            else -(1 << 30)

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
        if name == "co_code":
            from objspace.bytesobject import W_Bytes
            return W_Bytes(self.code_bytes())
        if name == "co_stacksize":
            return newint(self.co_stacksize)
        if name == "co_lnotab":
            from objspace.bytesobject import W_Bytes
            return W_Bytes(self.lnotab())
        return None

    def lnotab(self):
        """co_lnotab (deprecated, still documented): (offset increment,
        line increment) byte pairs where the line changes, made from
        co_lines() as CPython 3.11 makes it (increments split over pairs
        past 255 bytes, 127 or -128 lines)."""
        from rpython.rlib.rstring import StringBuilder
        b = StringBuilder()
        offset = 0
        line = self.co_firstlineno
        for start, end, l in self.line_ranges():
            if l == line:
                continue
            bdelta = start - offset
            ldelta = l - line
            while bdelta > 255:
                _pair(b, 255, 0)
                bdelta -= 255
            while ldelta > 127:
                _pair(b, bdelta, 127)
                bdelta = 0
                ldelta -= 127
            while ldelta < -128:
                _pair(b, bdelta, -128)
                bdelta = 0
                ldelta += 128
            _pair(b, bdelta, ldelta)
            offset = start
            line = l
        return b.build()

    def code_bytes(self):
        """co_code: two bytes (opcode, low byte of the argument) per
        tier-0 instruction, as assembled (lbbv's own instruction set, so
        only sizes and offsets mean something to a program)."""
        from rpython.rlib.rstring import StringBuilder
        from interpreter.tier1.quickening import GENERIC_OF
        code = self.pristine_code()
        b = StringBuilder(2 * self.n_tier0)
        for i in range(self.n_tier0):
            if code is not None:
                opcode = code[2 * i]
                oparg = code[2 * i + 1]
            else:
                # rewritten by the tiers: the family of each instruction
                opcode = self.co_code[2 * i]
                if GENERIC_OF[opcode] >= 0:
                    opcode = GENERIC_OF[opcode]
                oparg = self.co_code[2 * i + 1]
            b.append(chr(opcode & 0xFF))
            b.append(chr(oparg & 0xFF))
        return b.build()

    def line_ranges(self):
        """co_lines(): (start, end, line) over the byte offsets of
        co_code, one range per run of instructions on one line."""
        ranges = []
        n = self.n_tier0
        i = 0
        while i < n:
            line = self.co_lines[i] if i < len(self.co_lines) else \
                self.co_firstlineno
            j = i + 1
            while j < n and j < len(self.co_lines) and \
                    self.co_lines[j] == line:
                j += 1
            ranges.append((2 * i, 2 * j, line))
            i = j
        return ranges

    def pristine_code(self):
        """A copy of the assembled instructions, or None if tier 1 or 2
        already rewrote them without saving a copy."""
        if self.tier0_code is not None:
            return self.tier0_code[:]
        if self.caches is None and self.t2 is None and \
                len(self.co_code) == 2 * self.n_tier0:
            return self.co_code[:]
        return None

    def repr_hook(self):
        from objspace.reprs import address_of
        return "<code object %s at %s, file \"%s\", line %d>" % (
            self.co_name, address_of(self), self.co_filename,
            self.co_firstlineno)


def _pair(b, a, d):
    b.append(chr(a & 0xFF))
    b.append(chr(d & 0xFF))


w_code_type = W_TypeObject("code", [w_object_type])


# --- code.replace() ---

REPLACEABLE = ["co_name", "co_qualname", "co_filename", "co_firstlineno",
               "co_flags"]
# every other keyword CPython's code.replace() accepts
NOT_REPLACEABLE = ["co_argcount", "co_posonlyargcount", "co_kwonlyargcount",
                   "co_nlocals", "co_stacksize", "co_code", "co_consts",
                   "co_names", "co_varnames", "co_freevars", "co_cellvars",
                   "co_linetable", "co_exceptiontable"]


def code_replace(args):
    """code.replace(**changes): a copy with new names, file, first line or
    the CO_ITERABLE_COROUTINE flag (what types.coroutine and tools that
    rename code need); changing the instructions or the variables is an
    error that names the field."""
    from objspace.exceptions import raise_type_error, oefmt, \
        w_NotImplementedError
    from objspace.strobject import W_Str
    from objspace.intobject import W_Int
    args_w = args.args_w
    if len(args_w) != 1 or not isinstance(args_w[0], PyCode):
        raise_type_error("replace() takes no positional arguments")
    code = args_w[0]
    assert isinstance(code, PyCode)
    name = code.co_name
    qualname = code.co_qualname
    filename = code.co_filename
    firstlineno = code.co_firstlineno
    flags = code.co_flags
    kw_names = args.kw_names if args.kw_names is not None else []
    for i in range(len(kw_names)):
        key = kw_names[i]
        w_v = args.kw_values_w[i]
        if key in NOT_REPLACEABLE:
            if _same_value(code, key, w_v):
                continue
            raise oefmt(w_NotImplementedError, "lbbv: code.replace() cannot "
                        "change %s (only %s)" % (key,
                                                 ", ".join(REPLACEABLE)))
        if key not in REPLACEABLE:
            raise_type_error("'%s' is an invalid keyword argument for "
                             "replace()" % key)
        if key == "co_firstlineno" or key == "co_flags":
            if not isinstance(w_v, W_Int):
                raise_type_error("replace() argument '%s' must be int, not "
                                 "%s" % (key, w_v.gettype().name))
            assert isinstance(w_v, W_Int)
            if key == "co_firstlineno":
                firstlineno = w_v.intval
            else:
                flags = w_v.intval
            continue
        if not isinstance(w_v, W_Str):
            raise_type_error("replace() argument '%s' must be str, not %s"
                             % (key, w_v.gettype().name))
        assert isinstance(w_v, W_Str)
        if key == "co_name":
            name = w_v.utf8
        elif key == "co_qualname":
            qualname = w_v.utf8
        else:
            filename = w_v.utf8
    if (flags ^ code.co_flags) & ~CO_ITERABLE_COROUTINE:
        raise oefmt(w_NotImplementedError, "lbbv: code.replace() can change "
                    "only the CO_ITERABLE_COROUTINE bit of co_flags")
    instructions = code.pristine_code()
    if instructions is None:
        raise oefmt(w_NotImplementedError, "lbbv: code.replace() of a code "
                    "object whose instructions were specialised")
    new = PyCode(name, qualname, filename, firstlineno, instructions,
                 code.co_consts_w, code.co_names, code.co_varnames,
                 code.co_cellvars, code.co_freevars, code.co_stacksize,
                 code.co_argcount, code.co_posonlyargcount,
                 code.co_kwonlyargcount, flags, code.co_lines,
                 code.exception_table)
    new.w_doc = code.w_doc
    new.origin = code.origin
    return new


def _same_value(code, key, w_v):
    """A keyword of replace() given the value the code already has."""
    from objspace.intobject import W_Int
    from objspace import operations as ops
    if isinstance(w_v, W_Int):
        if key == "co_argcount":
            return w_v.intval == code.co_argcount
        if key == "co_posonlyargcount":
            return w_v.intval == code.co_posonlyargcount
        if key == "co_kwonlyargcount":
            return w_v.intval == code.co_kwonlyargcount
        if key == "co_nlocals":
            return w_v.intval == code.co_nlocals
        return False
    w_cur = code.getattr_hook(key)
    return w_cur is not None and ops.eq_bool(w_cur, w_v)


def code_co_lines(args):
    from objspace.exceptions import raise_type_error
    from objspace.intobject import newint
    from objspace.tupleobject import newtuple
    from objspace.listobject import W_List
    from objspace.containers import iter_w
    args_w = args.args_w
    if len(args_w) != 1 or not isinstance(args_w[0], PyCode) or \
            args.has_kwargs():
        raise_type_error("co_lines() takes no arguments")
    code = args_w[0]
    assert isinstance(code, PyCode)
    items_w = []
    for start, end, line in code.line_ranges():
        items_w.append(newtuple([newint(start), newint(end), newint(line)]))
    return iter_w(W_List(items_w))


def code_positions(args):
    """co_positions(): (line, end line, column, end column) per tier-0
    instruction. lbbv records no column ranges in code objects, so the
    columns are None, as CPython's under -X no_debug_ranges (tracebacks
    then print no carets)."""
    from objspace.argcheck import check_args
    from objspace.intobject import newint
    from objspace.noneobject import W_None
    from objspace.tupleobject import newtuple
    from objspace.listobject import W_List
    from objspace import containers
    code = check_args(args, "co_positions", 1, 1)[0]
    assert isinstance(code, PyCode)
    items_w = []
    for i in range(code.n_tier0):
        line = code.co_lines[i] if i < len(code.co_lines) else \
            code.co_firstlineno
        w_line = newint(line)
        items_w.append(newtuple([w_line, w_line, W_None, W_None]))
    return containers.iter_w(W_List(items_w))


def _install():
    from objspace.funcobject import W_BuiltinFunction
    w_code_type.dict_w["replace"] = W_BuiltinFunction("replace",
                                                      code_replace)
    w_code_type.dict_w["co_lines"] = W_BuiltinFunction("co_lines",
                                                       code_co_lines)
    w_code_type.dict_w["co_positions"] = W_BuiltinFunction("co_positions",
                                                           code_positions)


_install()
