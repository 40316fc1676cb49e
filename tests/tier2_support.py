"""Helpers of the tier-2 tests (test_tier2*.py): run a program untranslated
with tier 2 everywhere, then read back the tier-2 instructions, guards
and versions of its functions."""

import os
import subprocess

from annotator_rules.opcodes import INSTRUCTIONS, OPCODE_BY_NAME
from annotator_rules.instructions import RAW_OPERATOR as R, COMPARE_BRANCH
from annotator_rules.types import TYPE_NAMES
from interpreter.tier1 import quickening
from interpreter.runtime.main import compile_source, run_module_code, setup_modules
from interpreter.runtime.state import STATE
from objspace.stdio import OUTPUT
from tests.corpus import PYTHON3

PROGRAMS = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                        "programs")


def run(source, threshold=1, max_versions=4, unboxing=False,
        entry_types=True):
    """Runs source with tier 2 everywhere; unboxing is off unless asked,
    so the issue-5 tests see the boxed guard-free forms. entry_types=False
    (--no-entry-types) for tests of what happens inside a callee entered
    with unknown arguments."""
    STATE.reset()
    STATE.entry_types = entry_types
    try:
        return _run_prepared(source, threshold, max_versions, unboxing)
    finally:
        STATE.entry_types = True


def run_counted(source, threshold=64):
    """run() with unboxing and the --stats counts: (w_main, output, how
    often each opcode was dispatched)."""
    STATE.reset()
    quickening.STATS.executed = [0] * len(quickening.STATS.executed)
    STATE.stats = True
    try:
        w_main, out = _run_prepared(source, threshold, 4, True)
    finally:
        STATE.stats = False
    return w_main, out, quickening.STATS.executed


def run_at_tier(source, tier, stats=False):
    """Runs source with the default options capped at `tier` (--stats on
    when asked): (w_main, output)."""
    STATE.reset()
    STATE.max_tier = tier
    STATE.stats = stats
    w_main = setup_modules()
    try:
        run_module_code(compile_source(source, "<test>"), w_main)
    finally:
        STATE.stats = False
    out = "".join(OUTPUT.pieces)
    OUTPUT.pieces = []
    OUTPUT.size = 0
    return w_main, out


def _run_prepared(source, threshold, max_versions, unboxing):
    STATE.max_tier = 2
    STATE.unboxing = unboxing
    STATE.tier2_threshold = threshold
    STATE.tier2_max_versions = max_versions
    w_main = setup_modules()
    code = compile_source(source, "<test>")
    run_module_code(code, w_main)
    out = "".join(OUTPUT.pieces)
    OUTPUT.pieces = []
    OUTPUT.size = 0
    return w_main, out


def cpython(src):
    return subprocess.check_output([PYTHON3, "-c", src]).decode("utf-8")


def code_of(w_main, fname):
    """The code of module function `fname`, or of method "Class.name"."""
    if "." in fname:
        cname, mname = fname.split(".")
        return w_main.dict_w[cname].lookup(mname).code
    return w_main.dict_w[fname].code


def t2_instrs(code):
    """(name, oparg) of every tier-2 instruction, in order."""
    result = []
    for i in range(code.n_tier0, code.n_tier0 + len(code.t2_origin)):
        result.append((INSTRUCTIONS[code.co_code[2 * i]].name,
                       code.co_code[2 * i + 1]))
    return result


def names(code):
    return [n for n, _ in t2_instrs(code)]


def fields_of(code, opname):
    """The named fields (annotator_rules/fields.py) of each `opname` in the
    code's tier-2 space, one dict per instruction."""
    layout = INSTRUCTIONS[OPCODE_BY_NAME[opname]].fields
    return [dict((f.name, f.get(arg)) for f in layout.fields)
            for n, arg in t2_instrs(code) if n == opname]


def int_operands(code):
    return fields_of(code, "BINARY_OP_RAW_INT_OPERANDS")


def inplace_updates(code):
    """(local, operator, constant) of each raw int `x op= c` (or `x = x op
    c`) done in one slot: BINARY_OP_RAW_INT_OPERANDS whose left operand
    and destination are the same raw local and whose right one an
    immediate (interpreter/tier2/operands.py)."""
    return [(f["dest"], f["op"], f["right"]) for f in int_operands(code)
            if not f["push"] and not f["left_stack"] and
            f["left_kind"] == 0 and f["left"] == f["dest"] and
            not f["right_stack"] and f["right_kind"] == 1]


def guards(code):
    """The types each emitted guard checks, as 'second/top' strings; a
    guarded form (guard folding) counts as the guard it contains."""
    result = []
    for name, arg in t2_instrs(code):
        if name.startswith("BB_GUARD_TYPE"):
            result.append("%s/%s" % (TYPE_NAMES[arg >> 4],
                                     TYPE_NAMES[arg & 15]))
        elif name.endswith("_GUARDED") or (name.endswith("_COMPARE") or
                                           name.endswith("COMPARE_JUMP")) \
                and (R.check_left.get(arg) or R.check_right.get(arg)):
            # (the checked bits are at the same places in every layout)
            if name.startswith("BB_"):
                left = right = ("float" if COMPARE_BRANCH.kind.get(arg) == 3
                                else "int")
            elif "SUBSCR" in name:
                left, right = TYPE_NAMES[R.op.get(arg)], "int"
            elif "FLOAT" in name:
                left = right = "float"
            else:
                left = right = "int"
            if not R.check_left.get(arg):
                left = "?"
            if not R.check_right.get(arg):
                right = "?"
            result.append("%s/%s" % (left, right))
    return result


def count_forms(code, rest_name):
    """How many instructions compute `rest_name`'s operation for those
    types: the guard-free form, or the guarded form that checked first."""
    guarded = {"BINARY_SUBSCR_LIST_INT_REST": "BINARY_SUBSCR_SEQ_INT_GUARDED",
               "BINARY_OP_ADD_INT_REST": "BINARY_OP_INT_GUARDED",
               "BINARY_OP_MULTIPLY_INT_REST": "BINARY_OP_INT_GUARDED"}
    n = names(code)
    return n.count(rest_name) + n.count(guarded.get(rest_name, rest_name))


def versions_at(code, t0pc):
    return code.t2.versions.get(t0pc, [])


def first_t0(code, opname):
    for i in range(code.n_tier0):
        if INSTRUCTIONS[code.co_code[2 * i]].name.startswith(opname):
            return i
    raise AssertionError(opname)


def loop_versions(code):
    """The versions of the loop head (the FOR_ITER) and the instructions
    of each, from its start to the block's end."""
    head = first_t0(code, "FOR_ITER")
    return versions_at(code, head)


def block_names(code, v):
    return [INSTRUCTIONS[code.co_code[2 * i]].name
            for i in range(v.start, v.end)]


class Made(object):
    """Counts the objects of class cls made inside a `with Made(cls) as
    made:` (made.count; its __init__ wrapped while inside): the tests of
    allocation-free paths."""

    def __init__(self, cls):
        self.cls = cls
        self.count = 0
        self.original = None

    def __enter__(self):
        self.original = original = self.cls.__init__
        made = self

        def counting_init(obj, *args):
            made.count += 1
            original(obj, *args)
        self.cls.__init__ = counting_init
        return self

    def __exit__(self, *exc):
        self.cls.__init__ = self.original
        return False
