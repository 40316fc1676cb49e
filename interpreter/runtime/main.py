"""The command line of ./lbbv-c (and of `python -m interpreter`)."""

import os

from rpython.rlib import rstack, rstackovf
from rpython.rlib.objectmodel import we_are_translated

from objspace.model import OperationError
from objspace.stdio import OUTPUT
from annotator_rules import opcodes as op
from objspace.strobject import newstr, W_Str
from objspace.intobject import W_Int, W_Long
from objspace.moduleobject import W_Module
from objspace.noneobject import W_None
from objspace.exceptions import (W_BaseException, w_SystemExit, oefmt,
                                 w_SyntaxError, TYPES)
from interpreter.runtime.state import STATE
from interpreter.frontend.syntaxerror import PySyntaxError, format_syntax_error
from interpreter.runtime.module import read_file
from interpreter.runtime import importing

VERSION = "lbbv 0.1 (Python 3.11 compatible subset; tiers 0-2)"

USAGE = """usage: lbbv-c [option] ... [-c cmd | file] [arg] ...
Options:
  -c cmd             program passed in as string
  -m mod             run library module as a script (sys.path is searched)
  -h, --help         print this help message and exit
  -V, --version      print the version and exit
  -S                 don't imply 'import site' (lbbv does not run site.py
                     but makes the builtins it adds: exit, quit, help,
                     copyright, credits, license; -S leaves them out and
                     sets sys.flags.no_site)
  -d, -I, -E, -s, -b, -O, -q, -v, -B, -u (also combined: -IS, -bb)
                     accepted as CPython's; they set sys.flags (-E and
                     -I: PYTHONPATH is ignored; lbbv reads no user site
                     or .pyc files anyway; -u: lbbv flushes at exit and
                     on input)
  -W arg             a warnings filter (sys.warnoptions)
  -X opt             an implementation option (sys._xoptions); -X dev
                     sets sys.flags.dev_mode: encodings and error handler
                     names are checked even where nothing is converted
  --tier N           cap execution at tier N: 0 generic bytecode,
                     1 PEP 659 quickening, 2 lazy basic block versioning.
                     Default: 2
  --dis              print the tier-0 bytecode of the program and of every
                     function in it, then exit; with an explicit --tier 2,
                     run the program and then print every generated block
                     version with its entry type context (on stderr)
  --dis-after        run the program, then print its code as it is now
                     (quickened instructions, tier-2 blocks) on stderr
  --stats            at exit, print tier statistics on stderr
  --tier2-threshold N
                     entries + backward jumps that make a code object hot
                     for tier 2 (default 64; 1 runs tier 2 everywhere)
  --tier2-max-versions N
                     versions per basic block, the last generic (default 4)
  --no-unboxing      tier 2 keeps every value boxed (to compare)
  --no-entry-types   tier 2 enters callees without the argument types the
                     call site knows (to compare)
  --trace-bbs        print each block version as it is generated (stderr)
  --trace-typeprop   print the type context at each propagated instruction
  --dump-bbs FILE    at exit, write the block versions as a Graphviz graph
"""


class Options(object):
    def __init__(self):
        self.command = None
        self.module = None
        self.script = None
        self.args = []
        self.tier = 2
        self.dis = False
        self.dis_after = False
        self.stats = False
        self.no_site = False
        self.tier_given = False
        self.threshold = 64
        self.max_versions = 4
        self.trace_bbs = False
        self.unboxing = True
        self.entry_types = True
        self.trace_typeprop = False
        self.dump_bbs = None
        self.error = None
        self.exit_now = -1
        # CPython's own options: sys.flags, sys._xoptions, sys.warnoptions
        # (-X faulthandler, -I, -E, ... as test.support's helpers give them)
        self.flags = [0] * 18
        self.xoptions = []
        self.warnoptions = []


# the letters of CPython's flag options and the sys.flags field each sets
# (-B and -u are accepted and change nothing here)
FLAG_LETTERS = "dIEsSbOqvBu"
FLAG_FIELDS = [0, 12, 7, 5, 6, 9, 3, 10, 8, -1, -1]


def parse_options(argv):
    o = Options()
    i = 1
    while i < len(argv):
        a = argv[i]
        if a == "-c":
            if i + 1 >= len(argv):
                o.error = "Argument expected for the -c option"
                return o
            o.command = argv[i + 1]
            o.args = argv[i + 2:]
            return o
        if a == "-m":
            if i + 1 >= len(argv):
                o.error = "Argument expected for the -m option"
                return o
            o.module = argv[i + 1]
            o.args = argv[i + 2:]
            return o
        if a == "-h" or a == "--help":
            OUTPUT.write_stdout(USAGE)
            o.exit_now = 0
            return o
        if a == "-V" or a == "--version":
            OUTPUT.write_stdout(VERSION + "\n")
            o.exit_now = 0
            return o
        if a == "--tier":
            if i + 1 >= len(argv) or argv[i + 1] not in ("0", "1", "2"):
                o.error = "--tier expects 0, 1 or 2"
                return o
            o.tier = ord(argv[i + 1][0]) - ord("0")
            o.tier_given = True
            i += 2
            continue
        if a == "--tier2-threshold" or a == "--tier2-max-versions":
            n = -1
            if i + 1 < len(argv):
                n = parse_count(argv[i + 1])
            if n < 1:
                o.error = a + " expects a positive integer"
                return o
            if a == "--tier2-threshold":
                o.threshold = n
            else:
                o.max_versions = n
            i += 2
            continue
        if a == "--dump-bbs":
            if i + 1 >= len(argv):
                o.error = "--dump-bbs expects a file name"
                return o
            o.dump_bbs = argv[i + 1]
            i += 2
            continue
        if a == "--no-unboxing":
            o.unboxing = False
            i += 1
            continue
        if a == "--no-entry-types":
            o.entry_types = False
            i += 1
            continue
        if a == "--trace-bbs":
            o.trace_bbs = True
            i += 1
            continue
        if a == "--trace-typeprop":
            o.trace_typeprop = True
            i += 1
            continue
        if a == "--dis":
            o.dis = True
            i += 1
            continue
        if a == "--dis-after":
            o.dis_after = True
            i += 1
            continue
        if a == "--stats":
            o.stats = True
            i += 1
            continue
        if a == "-X" or a == "-W":
            if i + 1 >= len(argv):
                o.error = "Argument expected for the %s option" % a
                return o
            if a == "-X":
                o.xoptions.append(argv[i + 1])
            else:
                o.warnoptions.append(argv[i + 1])
            i += 2
            continue
        if a.startswith("-X") or a.startswith("-W"):
            if a[1] == "X":
                o.xoptions.append(a[2:])
            else:
                o.warnoptions.append(a[2:])
            i += 1
            continue
        if len(a) >= 2 and a[0] == "-" and flag_letters(a):
            for c in a[1:]:
                set_flag(o, c)
            i += 1
            continue
        if a.startswith("-") and a != "-":
            o.error = "unknown option " + a
            return o
        o.script = a
        o.args = argv[i + 1:]
        return o
    o.error = "no program given (interactive mode is not supported)"
    return o


def flag_letters(a):
    for c in a[1:]:
        if c not in FLAG_LETTERS:
            return False
    return True


def set_flag(o, c):
    """A CPython flag option: -S also keeps lbbv from importing site (it
    never does); -I is -E -s with isolated set."""
    k = FLAG_LETTERS.find(c)
    field = FLAG_FIELDS[k]
    if field >= 0:
        o.flags[field] += 1
    if c == "S":
        o.no_site = True
    elif c == "I":
        o.flags[7] = 1          # ignore_environment
        o.flags[5] = 1          # no_user_site
        o.flags[16] = 1         # safe_path


def executable_path(argv0):
    """sys.executable: the binary's absolute path, from argv[0] (as given,
    else found on PATH); '' if it cannot be found."""
    if not argv0:
        return ""
    if "/" not in argv0:
        found = ""
        path = os.environ.get("PATH")
        if not path:
            return ""
        for d in path.split(":"):
            if d and importing.is_file(d + "/" + argv0):
                found = d + "/" + argv0
                break
        if not found:
            return ""
        argv0 = found
    if argv0.startswith("/"):
        return argv0
    cwd = os.getcwd()
    if argv0.startswith("./"):
        argv0 = argv0[2:]
    return cwd + "/" + argv0


def script_directory(filename):
    """sys.path[0] for a script: its directory, made absolute as CPython
    does (module __file__ values and messages show absolute paths)."""
    slash = filename.rfind("/")
    if slash == 0:
        return "/"
    directory = filename[:slash] if slash > 0 else ""
    if directory.startswith("/"):
        return directory
    cwd = os.getcwd()
    if not directory or directory == ".":
        return cwd
    if directory.startswith("./"):
        directory = directory[2:]
    return cwd + "/" + directory


def parse_count(s):
    """A positive decimal integer (at most 9 digits), else -1."""
    if not s or len(s) > 9:
        return -1
    n = 0
    for c in s:
        if not ("0" <= c <= "9"):
            return -1
        n = n * 10 + (ord(c) - ord("0"))
    return n


# The C stack budget RPython checks against, as a multiple of its 768 KB
# default: 7 gives ~5.4 MB, inside Linux's usual 8 MB main-thread stack,
# so Python recursion up to a few thousand levels (sys.setrecursionlimit)
# fits; beyond it StackOverflow becomes RecursionError (eval.run_frame).
# targetlbbv.py sizes the GC shadow stack to match.
STACK_FRACTION = 7.0


def entry_point(argv):
    if we_are_translated():
        rstack._stack_set_length_fraction(STACK_FRACTION)
    try:
        return main(argv)
    finally:
        OUTPUT.flush()


def main(argv):
    o = parse_options(argv)
    if o.exit_now >= 0:
        return o.exit_now
    if o.error is not None:
        OUTPUT.write_stderr("lbbv-c: " + o.error + "\n" + USAGE)
        return 2
    STATE.reset()
    if we_are_translated():     # untranslated: on the first import
        from objspace.modules.mod_signal import startup
        startup()
    # run-time bits (`& 0` of an unknown), or RPython folds them, and any
    # NaN made of them, into a constant that x86 makes negative
    from rpython.rlib.rarithmetic import r_int64
    STATE.nan_bits = r_int64(0x7ff8000000000000) | r_int64(len(argv) & 0)
    STATE.executable = executable_path(argv[0])
    STATE.max_tier = o.tier
    STATE.stats = o.stats
    if o.stats:
        from interpreter.tier1.quickening import STATS
        STATS.start_pairs()
    STATE.no_site = o.no_site
    STATE.cmd_flags = o.flags
    STATE.xoptions = o.xoptions
    STATE.warnoptions = o.warnoptions
    STATE.tier2_threshold = o.threshold
    STATE.tier2_max_versions = o.max_versions
    STATE.trace_bbs = o.trace_bbs
    STATE.unboxing = o.unboxing
    STATE.entry_types = o.entry_types
    STATE.trace_typeprop = o.trace_typeprop
    w_package = None
    w_spec = None
    w_main = None
    if o.command is not None:
        filename = "<string>"
        source = o.command
        STATE.argv = ["-c"] + o.args
    elif o.module is not None:
        # python -m: sys.path[0] is the current directory
        STATE.argv = ["-m"] + o.args
        STATE.script_dir = os.getcwd()
        w_main = setup_modules()
        try:
            filename, package = importing.find_main_module(o.module)
        except OperationError as e:
            return report_no_module(e.w_value)
        source = read_file(filename)
        if source is None:
            OUTPUT.write_stderr("lbbv-c: can't open file '%s'\n" % filename)
            return 2
        assert filename is not None
        STATE.argv = [filename] + o.args
        w_package = newstr(package)
        try:
            w_spec = importing.main_module_spec(o.module, package)
        except OperationError as e:
            return report_exception(e.w_value)
    else:
        filename = o.script
        assert filename is not None
        source = read_file(filename)
        if source is None:
            OUTPUT.write_stderr("lbbv-c: can't open file '%s': [Errno 2] No "
                                "such file or directory\n" % filename)
            return 2
        STATE.argv = [filename] + o.args
        STATE.script_dir = script_directory(filename)
    STATE.main_filename = filename
    if w_main is None:
        w_main = setup_modules()
    if o.command is None:
        w_main.setitem("__file__", newstr(filename))
    if w_package is not None:
        w_main.setitem("__package__", w_package)
    # runpy's for -m (its loader too), None for a script and -c
    w_main.setitem("__spec__", W_None if w_spec is None else w_spec)
    if w_spec is not None:
        from objspace.attrs import getattr_or_none
        w_loader = getattr_or_none(w_spec, "loader")
        if w_loader is not None:
            w_main.setitem("__loader__", w_loader)
    if not o.no_site:
        from interpreter.runtime import site_builtins
        try:
            site_builtins.install()
        except OperationError as e:
            return report_exception(e.w_value)
    try:
        code = compile_source(source, filename, True)
    except PySyntaxError as e:
        OUTPUT.write_stderr(format_syntax_error(e, filename))
        return 1
    except OperationError as e:
        return report_exception(e.w_value)
    dis_tier2 = o.dis and o.tier_given and o.tier == 2
    if o.dis and not dis_tier2:
        from interpreter.runtime.dis import dis_code
        OUTPUT.write_stdout(dis_code(code))
        return 0
    try:
        run_module_code(code, w_main)
        rc = 0
    except OperationError as e:
        rc = report_exception(e.w_value)
    from objspace.modules.mod_atexit import run_exitfuncs
    run_exitfuncs()
    from objspace.del_queue import finalize_at_exit
    finalize_at_exit()
    from objspace.modules.io_buffered import flush_at_exit
    flush_at_exit()
    OUTPUT.flush()
    if o.dis_after or dis_tier2:
        from interpreter.runtime.dis import dis_code
        OUTPUT.write_stderr(dis_code(code))
    if o.stats:
        from interpreter.tier1.quickening import format_stats
        from interpreter.tier2.tier2_stats import format_tier2_stats
        OUTPUT.write_stderr(format_stats())
        OUTPUT.write_stderr(format_tier2_stats(guards_executed(),
                                               executed(op.BOX_FLOAT),
                                               executed(op.UNBOX_FLOAT)))
    if o.dump_bbs is not None:
        from interpreter.tier2.tier2_show import write_dot
        if not write_dot(o.dump_bbs):
            OUTPUT.write_stderr("lbbv-c: cannot write '%s'\n" % o.dump_bbs)
    return rc


def executed(opcode):
    from interpreter.tier1.quickening import STATS
    return STATS.executed[opcode]


def guards_executed():
    return executed(op.BB_GUARD_TYPE) + executed(op.BB_GUARD_TYPE_JUMP) + \
        executed(op.BINARY_OP_RAW_FLOAT_GUARDED) + \
        executed(op.BINARY_OP_FLOAT_GUARDED) + \
        executed(op.BINARY_OP_INT_GUARDED) + \
        executed(op.BINARY_OP_RAW_INT_GUARDED) + \
        executed(op.COMPARE_OP_RAW_FLOAT_GUARDED) + \
        executed(op.COMPARE_OP_INT_GUARDED) + \
        executed(op.COMPARE_OP_RAW_INT_GUARDED) + \
        executed(op.BINARY_SUBSCR_SEQ_INT_GUARDED)


def setup_modules():
    """Fresh sys.modules and sys.path with builtins and __main__ for a
    run; returns __main__."""
    from objspace.modules import make_builtin_module
    from interpreter.runtime import importing
    importing.init_import_state(STATE.script_dir)
    w_builtins = make_builtin_module("builtins")
    assert w_builtins is not None
    STATE.w_builtins = w_builtins
    if STATE.cmd_flags[3] > 0:      # -O
        from objspace.intobject import W_False
        w_builtins.setitem("__debug__", W_False)
    importing.set_module("builtins", w_builtins)
    w_main = W_Module("__main__")
    w_main.setitem("__builtins__", w_builtins)    # as CPython: the module
    importing.set_module("__main__", w_main)
    return w_main


def compile_source(source, filename, is_main=False):
    from interpreter.frontend.parser import parse
    from interpreter.frontend.compiler import compile_module
    from interpreter.frontend.syntaxerror import PENDING
    from interpreter.runtime.dyncode import emit_frontend_warnings
    PENDING.take()
    from interpreter.runtime.dyncode import decode_with_codec
    # (CPython names an unknown encoding differently for the main script)
    source, is_text = decode_with_codec(
        source, "encoding problem: " if is_main else "unknown encoding: ")
    STATE.sources[filename] = source.split("\n")
    try:
        tree = parse(source, filename, is_text)
    except PySyntaxError:
        emit_frontend_warnings(filename, False)
        raise
    try:
        code = compile_module(tree, filename, STATE.sources[filename])
    except rstackovf.StackOverflow:
        # a very deep expression (the parser's own nesting limit is
        # higher): CPython's compiler raises the same
        from objspace.exceptions import w_RecursionError
        PENDING.take()
        raise oefmt(w_RecursionError, "maximum recursion depth exceeded "
                    "during compilation")
    except PySyntaxError:
        emit_frontend_warnings(filename, False)
        raise
    emit_frontend_warnings(filename, False)
    return code


def run_module_code(code, w_mod):
    from interpreter.runtime.frame import Frame
    from interpreter.runtime.eval import run_frame
    if "__builtins__" not in w_mod.dict_w:
        # as CPython: __main__ gets the builtins module, others its dict
        from interpreter.runtime.module import builtins_module
        w_builtins = builtins_module()
        if w_mod.name == "__main__":
            w_mod.setitem("__builtins__", w_builtins)
        else:
            w_mod.setitem("__builtins__", w_builtins.get_w_dict())
    frame = Frame(code, w_mod, None)
    frame.locals_dict = w_mod.dict_w
    run_frame(frame)


def exec_source(source, filename, w_mod):
    """Runs a module's source (for import); syntax errors become Python
    SyntaxError exceptions."""
    try:
        code = compile_source(source, filename)
    except PySyntaxError as e:
        from interpreter.runtime.dyncode import syntax_error
        raise syntax_error(e, filename)
    run_module_code(code, w_mod)


# --- uncaught exceptions ---

def report_no_module(w_exc):
    """`-m name` that cannot be found: CPython's one-line message, exit 1."""
    from objspace.reprs import str_w
    if isinstance(w_exc, W_BaseException) and \
            w_exc.gettype().issubtype(TYPES.by_name["ImportError"]):
        OUTPUT.write_stderr("lbbv-c: %s\n" % str_w(w_exc))
        return 1
    return report_exception(w_exc)


def report_exception(w_exc):
    """Prints the traceback (or handles SystemExit); the exit code."""
    from objspace.reprs import str_w
    OUTPUT.flush()
    if isinstance(w_exc, W_BaseException) and \
            w_exc.gettype().issubtype(w_SystemExit):
        args_w = w_exc.args_w
        if len(args_w) == 0:
            return 0
        w_code = args_w[0] if len(args_w) == 1 else None
        if w_code is not None and isinstance(w_code, W_Int):
            return w_code.intval & 0xff
        from objspace.operations import is_none
        if w_code is not None and is_none(w_code):
            return 0
        if w_code is None:
            OUTPUT.write_stderr(str_w(w_exc) + "\n")
        else:
            OUTPUT.write_stderr(str_w(w_code) + "\n")
        return 1
    from objspace.modules.mod_sys import user_excepthook
    w_hook = user_excepthook()
    if w_hook is not None and isinstance(w_exc, W_BaseException):
        return _call_excepthook(w_hook, w_exc)
    try:
        OUTPUT.write_stderr(format_exception(w_exc))
    except OperationError:
        OUTPUT.write_stderr("Exception while printing an exception\n")
    return 1


def _call_excepthook(w_hook, w_exc):
    """A program's own sys.excepthook(type, value, traceback); if it
    raises, both tracebacks are printed as CPython does."""
    from objspace.model import Arguments
    from objspace.frameobject import wrap_traceback
    try:
        w_hook.call(Arguments([w_exc.gettype(), w_exc,
                               wrap_traceback(w_exc.traceback)]))
    except OperationError as e:
        OUTPUT.flush()
        OUTPUT.write_stderr("Error in sys.excepthook:\n")
        try:
            OUTPUT.write_stderr(format_exception(e.w_value))
            OUTPUT.write_stderr("\nOriginal exception was:\n")
            OUTPUT.write_stderr(format_exception(w_exc))
        except OperationError:
            pass
    OUTPUT.flush()
    return 1


def format_exception(w_exc):
    pieces = []
    _format_chain(w_exc, 0, pieces, GroupPrinting())
    return "".join(pieces)


# CPython's limits on how much of a group's tree is printed
MAX_GROUP_WIDTH = 15
MAX_GROUP_DEPTH = 10


class GroupPrinting(object):
    """need_close: the box of the last sub-exception printed is still
    open (a nested group closes it with its own last line)."""
    def __init__(self):
        self.need_close = False


def _margin(depth):
    """Inside an exception group's box, lines start `|` at 2*depth."""
    if depth == 0:
        return ""
    return " " * (2 * depth) + "| "


def _lines(pieces, margin, text):
    for line in text.split("\n"):
        pieces.append(margin + line + "\n")


def _format_chain(w_exc, depth, pieces, ctx):
    margin = _margin(depth)
    if isinstance(w_exc, W_BaseException):
        if w_exc.w_cause is not None:
            _format_chain(w_exc.w_cause, depth, pieces, ctx)
            _lines(pieces, margin, "\nThe above exception was the direct "
                   "cause of the following exception:\n")
        elif w_exc.w_context is not None and not w_exc.suppress_context:
            _format_chain(w_exc.w_context, depth, pieces, ctx)
            _lines(pieces, margin, "\nDuring handling of the above "
                   "exception, another exception occurred:\n")
    _format_one(w_exc, depth, pieces, ctx)


def _format_one(w_exc, depth, pieces, ctx):
    """One exception (CPython's layout of groups: a box per level)."""
    from objspace.reprs import str_w
    from objspace.exception_groups import W_ExceptionGroup
    is_group = isinstance(w_exc, W_ExceptionGroup)
    header = "Traceback (most recent call last):"
    top_group = False
    if is_group:
        header = "Exception Group Traceback (most recent call last):"
        if depth == 0:
            depth = 1
            top_group = True
    margin = _margin(depth)
    if isinstance(w_exc, W_BaseException):
        tb = w_exc.traceback
        if tb is not None:
            if top_group:
                pieces.append(" " * (2 * depth) + "+ " + header + "\n")
            else:
                pieces.append(margin + header + "\n")
        while tb is not None:
            pieces.append(margin + '  File "%s", line %d, in %s\n'
                          % (tb.filename, tb.lineno, tb.name))
            line = source_line(tb.filename, tb.lineno)
            if line:
                pieces.append(margin + "    " + line + "\n")
            tb = tb.next
    w_type = w_exc.gettype()
    name = w_type.name
    if w_type.module != "builtins" and w_type.module != "__main__":
        name = w_type.module + "." + name
    try:
        msg = str_w(w_exc)
    except OperationError:
        msg = "<exception str() failed>"
    if isinstance(w_exc, W_BaseException) and \
            w_type.issubtype(w_SyntaxError):
        msg = _syntax_error_report(w_exc, pieces, msg)
    hint = ""
    if not w_type.issubtype(w_SyntaxError):
        from objspace.suggestions import suggestion
        found = suggestion(w_exc)
        if found is not None:
            hint = ". Did you mean: '%s'?" % found
    if msg:
        _lines(pieces, margin, name + ": " + msg + hint)
    else:
        _lines(pieces, margin, name + hint)
    if isinstance(w_exc, W_BaseException):
        from objspace.exception_attrs import notes_lines
        for note in notes_lines(w_exc):
            _lines(pieces, margin, note)
    if not isinstance(w_exc, W_ExceptionGroup):
        return
    n = len(w_exc.exceptions_w)
    shown = n if n <= MAX_GROUP_WIDTH else MAX_GROUP_WIDTH
    for i in range(shown):
        if i == n - 1:
            ctx.need_close = True
        if i == 0:
            pieces.append(" " * (2 * depth) +
                          "+-+---------------- 1 ----------------\n")
        else:
            pieces.append(" " * (2 * depth + 2) +
                          "+---------------- %d ----------------\n" % (i + 1))
        if depth + 1 > MAX_GROUP_DEPTH and \
                isinstance(w_exc.exceptions_w[i], W_ExceptionGroup):
            pieces.append(_margin(depth + 1) + "... (max_group_depth is %d)\n"
                          % MAX_GROUP_DEPTH)
        else:
            _format_chain(w_exc.exceptions_w[i], depth + 1, pieces, ctx)
        if i == n - 1 and ctx.need_close:
            pieces.append(" " * (2 * depth + 2) + "+" + "-" * 36 + "\n")
            ctx.need_close = False
    if shown < n:
        more = n - shown
        pieces.append(" " * (2 * depth + 2) +
                      "+---------------- ... ----------------\n")
        pieces.append(_margin(depth + 1) + "and %d more exception%s\n"
                      % (more, "" if more == 1 else "s"))
        pieces.append(" " * (2 * depth + 2) + "+" + "-" * 36 + "\n")
        ctx.need_close = False


def _syntax_error_report(w_exc, pieces, msg):
    """A SyntaxError from compile/exec/eval: its location as CPython
    prints it, and its bare message."""
    from objspace.reprs import str_w
    from objspace.intobject import W_Int
    w_msg = w_exc.getdictvalue("msg")
    w_file = w_exc.getdictvalue("filename")
    w_line = w_exc.getdictvalue("lineno")
    if w_msg is None or not isinstance(w_file, W_Str) or \
            not isinstance(w_line, W_Int):
        return msg
    pieces.append('  File "%s", line %d\n' % (w_file.utf8, w_line.intval))
    w_text = w_exc.getdictvalue("text")
    if isinstance(w_text, W_Str):
        offset = _int_attr(w_exc, "offset", -1)
        end_offset = -1
        if w_exc.gettype() is w_SyntaxError:    # not for subclasses
            end_offset = _int_attr(w_exc, "end_offset", -1)
            end_line = _int_attr(w_exc, "end_lineno", w_line.intval)
            if end_line > w_line.intval:
                end_offset = len(w_text.utf8)
        if end_offset > len(w_text.utf8) + 1:
            end_offset = len(w_text.utf8) + 1
        _error_text(pieces, offset, end_offset, w_text.utf8)
    return str_w(w_msg)


def _int_attr(w_exc, name, default):
    from objspace.intobject import W_Int
    w_v = w_exc.getdictvalue(name)
    if isinstance(w_v, W_Int):
        return w_v.intval
    return default


def _error_text(pieces, offset, end_offset, text):
    """A SyntaxError's source line and its carets from offset to
    end_offset (1-based, in bytes as CPython counts them)."""
    carets = 1
    if end_offset > 0 and end_offset > offset:
        carets = end_offset - offset
    offset -= 1
    start = 0
    while start < len(text) and text[start] in " \t\f":
        start += 1
        offset -= 1
    assert start >= 0
    text = text[start:]
    length = len(text)
    if length > 0 and text[length - 1] == "\n":
        length -= 1
    if offset > length:
        offset = length
    while True:         # a text of several lines: the one with the error
        nl = text.find("\n")
        if nl < 0 or nl >= offset:
            break
        nl += 1
        assert nl >= 0
        text = text[nl:]
        length -= nl
        offset -= nl
    pieces.append("    " + text)
    if length >= len(text) or text[length] != "\n":
        pieces.append("\n")
    if offset < 0:
        return
    pieces.append("    " + " " * offset + "^" * carets + "\n")


def source_line(filename, lineno):
    lines = STATE.sources.get(filename, None)
    if lines is None or lineno < 1 or lineno > len(lines):
        return ""
    return lines[lineno - 1].strip()
