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
from objspace.exceptions import (W_BaseException, w_SystemExit, oefmt,
                                 w_SyntaxError, TYPES)
from interpreter.state import STATE
from interpreter.syntaxerror import PySyntaxError, format_syntax_error

VERSION = "lbbv 0.1 (Python 3.11 compatible subset; tiers 0-2)"

USAGE = """usage: lbbv-c [option] ... [-c cmd | file] [arg] ...
Options:
  -c cmd             program passed in as string
  -h, --help         print this help message and exit
  -V, --version      print the version and exit
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
  --trace-bbs        print each block version as it is generated (stderr)
  --trace-typeprop   print the type context at each propagated instruction
  --dump-bbs FILE    at exit, write the block versions as a Graphviz graph
"""


class Options(object):
    def __init__(self):
        self.command = None
        self.script = None
        self.args = []
        self.tier = 2
        self.dis = False
        self.dis_after = False
        self.stats = False
        self.tier_given = False
        self.threshold = 64
        self.max_versions = 4
        self.trace_bbs = False
        self.unboxing = True
        self.trace_typeprop = False
        self.dump_bbs = None
        self.error = None
        self.exit_now = -1


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
        if a.startswith("-") and a != "-":
            o.error = "unknown option " + a
            return o
        o.script = a
        o.args = argv[i + 1:]
        return o
    o.error = "no program given (interactive mode is not supported)"
    return o


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
    STATE.max_tier = o.tier
    STATE.stats = o.stats
    STATE.tier2_threshold = o.threshold
    STATE.tier2_max_versions = o.max_versions
    STATE.trace_bbs = o.trace_bbs
    STATE.unboxing = o.unboxing
    STATE.trace_typeprop = o.trace_typeprop
    if o.command is not None:
        filename = "<string>"
        source = o.command
        STATE.argv = ["-c"] + o.args
    else:
        filename = o.script
        assert filename is not None
        from interpreter.module import read_file
        source = read_file(filename)
        if source is None:
            OUTPUT.write_stderr("lbbv-c: can't open file '%s': [Errno 2] No "
                                "such file or directory\n" % filename)
            return 2
        STATE.argv = [filename] + o.args
        slash = filename.rfind("/")
        STATE.script_dir = filename[:slash] if slash > 0 else \
            ("/" if slash == 0 else "")
    STATE.main_filename = filename
    w_main = setup_modules()
    try:
        code = compile_source(source, filename)
    except PySyntaxError as e:
        OUTPUT.write_stderr(format_syntax_error(e, filename))
        return 1
    except OperationError as e:
        return report_exception(e.w_value)
    dis_tier2 = o.dis and o.tier_given and o.tier == 2
    if o.dis and not dis_tier2:
        from interpreter.dis import dis_code
        OUTPUT.write_stdout(dis_code(code))
        return 0
    try:
        run_module_code(code, w_main)
        rc = 0
    except OperationError as e:
        rc = report_exception(e.w_value)
    OUTPUT.flush()
    if o.dis_after or dis_tier2:
        from interpreter.dis import dis_code
        OUTPUT.write_stderr(dis_code(code))
    if o.stats:
        from interpreter.tier1 import format_stats
        from interpreter.tier2_stats import format_tier2_stats
        OUTPUT.write_stderr(format_stats())
        OUTPUT.write_stderr(format_tier2_stats(guards_executed(),
                                               executed(op.BOX_FLOAT),
                                               executed(op.UNBOX_FLOAT)))
    if o.dump_bbs is not None:
        from interpreter.tier2_show import write_dot
        if not write_dot(o.dump_bbs):
            OUTPUT.write_stderr("lbbv-c: cannot write '%s'\n" % o.dump_bbs)
    return rc


def executed(opcode):
    from interpreter.tier1 import STATS
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
        executed(op.BINARY_SUBSCR_SEQ_INT_GUARDED) + \
        executed(op.LOAD_ATTR_PAIR_FLOAT_OP) + \
        executed(op.BINARY_OP_RAW_FLOAT_GUARDED_RLOCAL)


def setup_modules():
    """Fresh builtins and __main__ modules for a run; returns __main__."""
    from objspace.modules import make_builtin_module
    w_builtins = make_builtin_module("builtins")
    assert w_builtins is not None
    STATE.modules["builtins"] = w_builtins
    w_main = W_Module("__main__")
    STATE.modules["__main__"] = w_main
    return w_main


def compile_source(source, filename):
    from interpreter.parser import parse
    from interpreter.compiler import compile_module
    STATE.sources[filename] = source.split("\n")
    tree = parse(source, filename)
    try:
        return compile_module(tree, filename, STATE.sources[filename])
    except rstackovf.StackOverflow:
        # a very deep expression (the parser's own nesting limit is
        # higher): CPython's compiler raises the same
        from objspace.exceptions import w_RecursionError
        raise oefmt(w_RecursionError, "maximum recursion depth exceeded "
                    "during compilation")


def run_module_code(code, w_mod):
    from interpreter.frame import Frame
    from interpreter.eval import run_frame
    frame = Frame(code, w_mod, None)
    frame.locals_dict = w_mod.dict_w
    run_frame(frame)


def exec_source(source, filename, w_mod):
    """Runs a module's source (for import); syntax errors become Python
    SyntaxError exceptions."""
    try:
        code = compile_source(source, filename)
    except PySyntaxError as e:
        from interpreter.dyncode import syntax_error
        raise syntax_error(e, filename)
    run_module_code(code, w_mod)


# --- uncaught exceptions ---

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
    try:
        OUTPUT.write_stderr(format_exception(w_exc))
    except OperationError:
        OUTPUT.write_stderr("Exception while printing an exception\n")
    return 1


def format_exception(w_exc):
    from objspace.reprs import str_w
    pieces = []
    if isinstance(w_exc, W_BaseException):
        if w_exc.w_cause is not None:
            pieces.append(format_exception(w_exc.w_cause))
            pieces.append("\nThe above exception was the direct cause of "
                          "the following exception:\n\n")
        elif w_exc.w_context is not None and not w_exc.suppress_context:
            pieces.append(format_exception(w_exc.w_context))
            pieces.append("\nDuring handling of the above exception, "
                          "another exception occurred:\n\n")
        tb = w_exc.traceback
        if tb is not None:
            pieces.append("Traceback (most recent call last):\n")
        while tb is not None:
            pieces.append('  File "%s", line %d, in %s\n'
                          % (tb.filename, tb.lineno, tb.name))
            line = source_line(tb.filename, tb.lineno)
            if line:
                pieces.append("    " + line + "\n")
            tb = tb.next
    w_type = w_exc.gettype()
    name = w_type.name
    if w_type.module != "builtins" and w_type.module != "__main__":
        name = w_type.module + "." + name
    msg = str_w(w_exc)
    if isinstance(w_exc, W_BaseException) and \
            w_type.issubtype(w_SyntaxError):
        msg = _syntax_error_report(w_exc, pieces, msg)
    if msg:
        pieces.append(name + ": " + msg + "\n")
    else:
        pieces.append(name + "\n")
    return "".join(pieces)


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
    if isinstance(w_text, W_Str) and w_text.utf8.strip():
        pieces.append("    " + w_text.utf8.strip() + "\n")
    return str_w(w_msg)


def source_line(filename, lineno):
    lines = STATE.sources.get(filename, None)
    if lines is None or lineno < 1 or lineno > len(lines):
        return ""
    return lines[lineno - 1].strip()
