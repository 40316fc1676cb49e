"""Disassembler in the style of `python3 -m dis`: offset, name, oparg and
its meaning, read off the instruction table's argument kinds."""

from annotator_rules.opcodes import (
    INSTRUCTIONS, NUM_OPCODES, BINARY_OP_RAW_FLOAT_TERM,
    BINARY_OP_RAW_FLOAT_TERM__STORE_SUBSCR_AUG_RAW_FLOAT as TERM_UPDATE)
from annotator_rules.types import TYPE_NAMES
from interpreter.frontend import astnodes as A
from interpreter.runtime.pycode import PyCode
from interpreter.tier2.superinstructions import (SRC_CONST, SRC_INT_LOCAL,
                                           SRC_INDEX_MASK, DEST_SHIFT)
from interpreter.tier1.quickening import ljust, rjust
from objspace.reprs import repr_w
from annotator_rules.instructions import (RAW_INT_OPERANDS, UNPACK_TO_LOCALS,
                                          GUARDED_BINOP, COMPARE_BRANCH,
                                          TRUTH_TEST, RAW_OPERATOR,
                                          RAW_COMPARE, RAW_STORE, FLOAT_LIST,
                                          FLOAT_LIST_LOCAL, CONTAINS_TEST,
                                          AUG_SUBSCR, INT_FUSED,
                                          RAW_FLOAT_FUSED, STORE_SUBSCR_RAW,
                                          AUG_FLOAT_LIST)
from annotator_rules.opcodes import (BINARY_OP_RAW_INT_OPERANDS,
                                     UNPACK_SEQUENCE_FLOAT_LIST_LOCALS,
                                     UNPACK_SEQUENCE_LOCALS,
                                     STORE_SUBSCR_RAW_INT)
from annotator_rules.fields import describe as describe_fields

# each opcode's fields as plain data (annotator_rules/fields.py)
FIELD_SPECS = [[("", 0, 0, False)] for _ in range(NUM_OPCODES)]
for _instr in INSTRUCTIONS:
    if _instr.fields is not None:
        FIELD_SPECS[_instr.opcode] = _instr.fields.spec()

FORMAT_CONVERSIONS = ["", "str", "repr", "ascii"]


def describe_arg(code, i, opcode, oparg):
    """The `(meaning)` column for the instruction at index i."""
    return describe(code, i, INSTRUCTIONS[opcode].arg, oparg)


def describe(code, i, kind, oparg):
    if kind == "const":
        if 0 <= oparg < len(code.co_consts_w):
            w_c = code.co_consts_w[oparg]
            if isinstance(w_c, PyCode):
                return "<code object %s>" % w_c.co_name
            return repr_w(w_c)
    elif kind == "local":
        return local_name(code, oparg)
    elif kind == "name":
        if 0 <= oparg < len(code.co_names):
            return code.co_names[oparg]
    elif kind == "global" or kind == "attr":
        k = oparg >> 1
        if 0 <= k < len(code.co_names):
            name = code.co_names[k]
            if oparg & 1:
                return ("NULL + " + name) if kind == "global" else \
                    (name + " + NULL|self")
            return name
    elif kind == "binop":
        base = oparg % A.NB_INPLACE
        if 0 <= base < len(A.NB_SYMBOLS):
            sym = A.NB_SYMBOLS[base]
            return sym + "=" if oparg >= A.NB_INPLACE else sym
    elif kind == "cmp":
        k = oparg >> 4
        if 0 <= k < 6:
            return A.CMP_SYMBOLS[k]
    elif kind == "jump_fwd":
        return "to %d" % (2 * (i + 1 + oparg))
    elif kind == "jump_back":
        return "to %d" % (2 * (i + 1 - oparg))
    elif kind == "t2_target":
        return "to @%d" % (2 * oparg)
    elif kind == "t0_target":
        return "to %d, tier 1" % (2 * oparg)
    elif kind == "branch":
        return "record %d" % oparg
    elif kind == "int_record":
        return "record %d%s" % (oparg >> 2, _boxed_note(oparg & 1,
                                                       oparg & 2))
    elif kind == "guard":
        return guard_types(oparg)
    elif kind == "raw_binop":
        R = RAW_OPERATOR
        record = ""
        if R.record.get(oparg):
            record = ", record %d" % R.record.get(oparg)
        return "%s%s%s" % (describe(code, i, "binop", R.op.get(oparg)),
                           record, _operand_note(oparg))
    elif kind == "guarded_binop":
        G = GUARDED_BINOP
        record = ""
        if G.record.get(oparg):
            record = ", record %d" % G.record.get(oparg)
        record += _source_text(code, i, "left", G.left_src.get(oparg),
                               G.left.get(oparg))
        record += _source_text(code, i, "right", G.right_src.get(oparg),
                               G.right.get(oparg))
        note = _operand_note(oparg)
        if G.mix.get(oparg):
            note += ", bools as ints" if "_INT_" in INSTRUCTIONS[
                code.co_code[2 * i]].name else ", ints as floats"
        return "%s%s%s" % (describe(code, i, "binop", G.op.get(oparg)),
                           record, note)
    elif kind == "raw_cmp" or kind == "guarded_cmp":
        return "%s%s" % (describe(code, i, "cmp",
                                  RAW_COMPARE.cmp.get(oparg) << 4),
                         _operand_note(oparg))
    elif kind == "fields":
        opcode = code.co_code[2 * i]
        if opcode == BINARY_OP_RAW_INT_OPERANDS:
            return _operands_text(code, i, oparg)
        if opcode == UNPACK_SEQUENCE_FLOAT_LIST_LOCALS or \
                opcode == UNPACK_SEQUENCE_LOCALS:
            from annotator_rules.instructions import unpack_local
            return "to " + ", ".join([
                describe(code, i, "local", unpack_local(oparg, k))
                for k in range(UNPACK_TO_LOCALS.count.get(oparg))])
        return describe_fields(FIELD_SPECS[opcode], oparg)
    elif kind == "fused_int_const":
        return "%s %s" % (describe(code, i, "binop", INT_FUSED.op.get(oparg)),
                          describe(code, i, "const",
                                   INT_FUSED.right.get(oparg)))
    elif kind == "attr_local":
        return "%s.%s" % (describe(code, i, "local", oparg >> 16),
                          code.co_names[(oparg & 0xffff) >> 1])
    elif kind == "raw_call":
        from objspace.modules.mod_math import RAW_NAMES
        R = RAW_OPERATOR
        return "%s, record %d%s" % (RAW_NAMES[R.op.get(oparg)],
                                    R.record.get(oparg),
                                    ", arg boxed" if R.boxed_left.get(oparg)
                                    else "")
    elif kind == "pure_call" or kind == "pure_head":
        from interpreter.tier2 import pure_calls
        if kind == "pure_head":
            return "%s, program %d" % (describe(code, i, "global",
                                                oparg & 0xffff), oparg >> 16)
        return pure_calls.describe(code, oparg)
    elif kind == "fused_int_locals" or kind == "fused_local_int_const":
        F = INT_FUSED
        return "%s %s %s" % (
            describe(code, i, "local", F.left.get(oparg)),
            describe(code, i, "binop", F.op.get(oparg)),
            describe(code, i, "local" if kind == "fused_int_locals"
                     else "const", F.right.get(oparg)))
    elif kind == "fused_store":
        return "%s, to %s%s" % (
            describe(code, i, "binop", RAW_STORE.op.get(oparg)),
            describe(code, i, "local", RAW_STORE.local.get(oparg)),
            _boxed_note(RAW_STORE.boxed_left.get(oparg),
                        RAW_STORE.boxed_right.get(oparg)))
    elif kind == "fused_run":
        F = RAW_FLOAT_FUSED
        return "%s %s, run +%d" % (
            describe(code, i, "binop", F.op.get(oparg)),
            describe(code, i, "const" if F.const.get(oparg) else "local",
                     F.operand.get(oparg)),
            F.rest.get(oparg))
    elif kind == "fused_operands":
        text = "%s %s %s" % (_source(code, i, (oparg >> 20) & 4095),
                             describe(code, i, "binop", oparg & 15),
                             _source(code, i, (oparg >> 8) & 4095))
        if code.co_code[2 * i] == BINARY_OP_RAW_FLOAT_TERM or \
                code.co_code[2 * i] == TERM_UPDATE:
            text = "%s (%s)" % (describe(code, i, "binop", (oparg >> 4) & 15),
                                text)
        if oparg >> DEST_SHIFT:
            text += ", to " + describe(code, i, "local",
                                       (oparg >> DEST_SHIFT) - 1)
        return text
    elif kind == "fused_local" or kind == "fused_const":
        F = RAW_FLOAT_FUSED
        return "%s %s" % (describe(code, i, "binop", F.op.get(oparg)),
                          describe(code, i, kind[6:], F.operand.get(oparg)))
    elif kind == "truth_test":
        T = TRUTH_TEST
        if T.src.get(oparg) == 6:
            return "the top, kept"
        return _source_text(code, i, "value", T.src.get(oparg),
                            T.index.get(oparg))[2:]
    elif kind == "cmp_test":
        C = COMPARE_BRANCH
        return "%s, %s, jump if %s%s%s%s" % (
            describe(code, i, "cmp", C.cmp.get(oparg) << 4),
            ["int", "float", "raw int", "raw float"][C.kind.get(oparg)],
            "true" if C.jump_if_true.get(oparg) else "false",
            _source_text(code, i, "left", C.left_src.get(oparg),
                         C.left.get(oparg)),
            _source_text(code, i, "right", C.right_src.get(oparg),
                         C.right.get(oparg)),
            _operand_note(oparg))
    elif kind == "aug_subscr":
        F = AUG_SUBSCR
        operand = describe(code, i, "local" if F.operand_local.get(oparg)
                           else "const", F.operand.get(oparg))
        return "[%s] %s %s" % ("raw int" if F.index_raw.get(oparg) else "i",
                               describe(code, i, "binop", F.op.get(oparg)),
                               operand)
    elif kind == "contains_test":
        T = CONTAINS_TEST
        text = "%s, jump if %s" % (
            "not in" if T.invert.get(oparg) else "in",
            "true" if T.jump_if_true.get(oparg) else "false")
        if T.item_local.get(oparg):
            text += ", item " + describe(code, i, "local", T.item.get(oparg))
        if T.container_local.get(oparg):
            text += ", container " + describe(code, i, "local",
                                              T.container.get(oparg))
        return text
    elif kind == "float_list":
        if FLOAT_LIST.fused.get(oparg):     # operands from locals
            L = FLOAT_LIST_LOCAL
            return "%s[%s]" % (
                describe(code, i, "local", L.container.get(oparg)),
                describe(code, i, "const" if L.const_index.get(oparg)
                         else "local", L.index.get(oparg)))
        return "float storage, %s index%s" % (
            "boxed" if FLOAT_LIST.boxed_index.get(oparg) else "raw int",
            ", value on top" if FLOAT_LIST.value_on_top.get(oparg) else "")
    elif kind == "float_update":
        U = AUG_FLOAT_LIST
        if U.fused.get(oparg):
            index = U.index.get(oparg)
            target = "%s[%s]" % (
                describe(code, i, "local", U.container.get(oparg)),
                str(index) if U.const_index.get(oparg)
                else describe(code, i, "local", index))
        else:
            target = "[%s index]" % ("boxed" if U.boxed_index.get(oparg)
                                     else "raw int")
        binop = U.op.get(oparg)
        if not U.assign.get(oparg):
            binop += A.NB_INPLACE
        return "%s%s %s %s value" % (
            target, " = item" if U.assign.get(oparg) else "",
            describe(code, i, "binop", binop),
            "boxed" if U.boxed_value.get(oparg) else "raw")
    elif kind == "subscr_sources":
        G = GUARDED_BINOP
        return (_source_text(code, i, "left", G.left_src.get(oparg),
                             G.left.get(oparg)) +
                _source_text(code, i, "right", G.right_src.get(oparg),
                             G.right.get(oparg)) +
                _kept_text(code, i, oparg) +
                _raw_value_text(code, i, oparg))[2:]
    elif kind == "guarded_subscr":
        G = GUARDED_BINOP
        return "%s[int]%s%s%s%s" % (
            TYPE_NAMES[oparg & 15],
            _source_text(code, i, "left", G.left_src.get(oparg),
                         G.left.get(oparg)),
            _source_text(code, i, "right", G.right_src.get(oparg),
                         G.right.get(oparg)),
            _operand_note(oparg), _kept_text(code, i, oparg))
    elif kind == "format":
        conv = FORMAT_CONVERSIONS[oparg & 3]
        spec = "with format" if oparg & 4 else ""
        if conv and spec:
            return conv + ", " + spec
        return conv + spec
    return ""


def _operand_text(code, i, on_stack, kind, value):
    """One operand source of an OPERANDS form (interpreter/tier2/
    operands.py)."""
    if on_stack:
        return "boxed" if kind else "stack"
    if kind == 1:
        return str(value)
    if kind == 2:
        return describe(code, i, "const", value)
    if kind == 3:
        return "boxed " + describe(code, i, "local", value)
    return describe(code, i, "local", value)


def _operands_text(code, i, oparg):
    """`x + i, to x, record 7`: the operator between its sources, where
    the result goes, the overflow record."""
    L = RAW_INT_OPERANDS
    text = "%s %s %s" % (
        _operand_text(code, i, L.left_stack.get(oparg),
                      L.left_kind.get(oparg), L.left.get(oparg)),
        describe(code, i, "binop", L.op.get(oparg)),
        _operand_text(code, i, L.right_stack.get(oparg),
                      L.right_kind.get(oparg), L.right.get(oparg)))
    if not L.push.get(oparg):
        text += ", to " + describe(code, i, "local", L.dest.get(oparg))
    return "%s, record %d" % (text, L.record.get(oparg))


def _source(code, i, source):
    """An operand of BINARY_OP_RAW_FLOAT_OPERANDS."""
    index = source & SRC_INDEX_MASK
    if source >> 10 == SRC_CONST:
        return describe(code, i, "const", index)
    if source >> 10 == SRC_INT_LOCAL:
        return "float(%s)" % describe(code, i, "local", index)
    return describe(code, i, "local", index)


def _kept_text(code, i, oparg):
    """GUARDED_BINOP's `kept` of the subscripts of `c[i] op= v`."""
    if not GUARDED_BINOP.kept.get(oparg):
        return ""
    if code.co_code[2 * i] == STORE_SUBSCR_RAW_INT:
        return ", value on top"
    return ", container and index kept"


def _raw_value_text(code, i, oparg):
    """STORE_SUBSCR_RAW's `raw_value` and `value_const`."""
    if code.co_code[2 * i] != STORE_SUBSCR_RAW_INT:
        return ""
    if STORE_SUBSCR_RAW.value_const.get(oparg):
        return ", value " + describe(code, i, "const",
                                     STORE_SUBSCR_RAW.value.get(oparg))
    if STORE_SUBSCR_RAW.raw_value.get(oparg):
        return ", value raw"
    return ""


def _source_text(code, i, side, src, index):
    """A guarded operator's operand read from a local (src 1), a
    constant (2), a cell or free variable (3), a module global (4) or an
    attribute of a local (5);
    nothing for one on the stack."""
    if src == 1:
        return ", %s from %s" % (side, describe(code, i, "local", index))
    if src == 2:
        return ", %s = %s" % (side, describe(code, i, "const", index))
    if src == 3:
        return ", %s from cell %s" % (side, describe(code, i, "local", index))
    if src == 4 and code.t2 is not None and \
            0 <= index < len(code.t2.global_reads):
        return ", %s from global %s" % (side,
                                        code.t2.global_reads[index].name)
    if src == 5 and code.t2 is not None and \
            0 <= index < len(code.t2.attr_reads):
        attr = code.t2.attr_reads[index]
        return ", %s from %s.%s" % (side, describe(code, i, "local",
                                                   attr.local), attr.name)
    return ""


def _operand_note(oparg):
    """Raw and guarded forms: which operands are read boxed, checked
    (RAW_OPERATOR's bits, at the same places in every such layout)."""
    R = RAW_OPERATOR
    note = _boxed_note(R.boxed_left.get(oparg), R.boxed_right.get(oparg))
    left, right = R.check_left.get(oparg), R.check_right.get(oparg)
    if left and right:
        note += ", both checked"
    elif left:
        note += ", left checked"
    elif right:
        note += ", right checked"
    return note


def _boxed_note(left, right):
    if left and right:
        return ", both boxed"
    if left:
        return ", left boxed"
    if right:
        return ", right boxed"
    return ""


def guard_types(oparg):
    parts = []
    if oparg >> 4:
        parts.append("second: " + TYPE_NAMES[(oparg >> 4) & 15])
    if oparg & 15:
        parts.append("top: " + TYPE_NAMES[oparg & 15])
    return ", ".join(parts)


def local_name(code, index):
    if index < len(code.co_varnames):
        return code.co_varnames[index]
    k = index - len(code.co_varnames)
    if k < len(code.co_cellvars):
        return code.co_cellvars[k]
    k -= len(code.co_cellvars)
    if k < len(code.co_freevars):
        return code.co_freevars[k]
    return "?"


def format_instruction(code, i, show_line):
    opcode = code.co_code[2 * i]
    oparg = code.co_code[2 * i + 1]
    if show_line:
        line = str(code.line_at(i))
    else:
        line = ""
    if 0 <= opcode < NUM_OPCODES:
        name = INSTRUCTIONS[opcode].name
        has_arg = INSTRUCTIONS[opcode].arg != "none"
    else:
        name = "<%d>" % opcode
        has_arg = True
    s = rjust(line, 4) + " " + rjust(str(2 * i), 10) + " " + ljust(name, 24)
    if has_arg:
        s += " " + rjust(str(oparg), 4)
        meaning = describe_arg(code, i, opcode, oparg) \
            if 0 <= opcode < NUM_OPCODES else ""
        if meaning:
            s += " (" + meaning + ")"
    return s.rstrip() + "\n"


def dis_one(code, start, stop):
    pieces = []
    last_line = -1
    for i in range(start, stop):
        line = code.line_at(i)
        show = line != last_line
        if show and i > start:
            pieces.append("\n")
        last_line = line
        pieces.append(format_instruction(code, i, show))
    if code.exception_table:
        pieces.append("ExceptionTable:\n")
        for e in code.exception_table:
            pieces.append("  %d to %d -> %d [%d]\n"
                          % (2 * e.start, 2 * (e.end - 1), 2 * e.target,
                             e.depth))
    return "".join(pieces)


def dis_code(code):
    """The bytecode of code and, recursively, of its functions: tier 0 as
    compiled, or as quickened in place by tier 1 after a run."""
    pieces = [dis_one(code, 0, code.n_tier0)]
    if code.t2 is not None:
        from interpreter.tier2.tier2_show import dis_tier2
        pieces.append(dis_tier2(code))
    for w_c in code.co_consts_w:
        if isinstance(w_c, PyCode):
            pieces.append("\nDisassembly of <code object %s, file \"%s\", "
                          "line %d>:\n" % (w_c.co_name, w_c.co_filename,
                                           w_c.co_firstlineno))
            pieces.append(dis_code(w_c))
    return "".join(pieces)
