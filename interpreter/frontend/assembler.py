"""Instruction emission for one code object: labels, relative jumps,
the stack-depth pass over the instruction table's stack effects, and the
zero-cost exception table.

Every emitted instruction remembers the innermost exception Handler that
covers it (the compiler keeps the handler stack and pops it itself when
break/continue/return unwind a try), so no SETUP/POP_BLOCK pseudo
instructions are needed. A handler's stack depth is the depth at its
setup marker, an instruction emitted where the try begins."""

from annotator_rules import opcodes as op
from annotator_rules.opcodes import INSTRUCTIONS


class Label(object):
    def __init__(self):
        self.index = -1


class Handler(object):
    def __init__(self, label, setup_index):
        self.label = label
        self.setup_index = setup_index
        self.adjust = 0
        self.depth = -1


class ExceptionEntry(object):
    _immutable_fields_ = ("start", "end", "target", "depth")

    def __init__(self, start, end, target, depth):
        self.start = start      # first covered tier-0 instruction index
        self.end = end          # one past the last covered index
        self.target = target    # handler instruction index
        self.depth = depth      # value-stack depth to unwind to


class Assembler(object):
    def __init__(self):
        self.ops = []
        self.args = []
        self.labels = []        # Label per jump instruction, else None
        self.lines = []
        self.handlers = []      # Handler or None per instruction
        self.handler_stack = []
        self.lineno = 1
        self.last_marked = -1

    def emit(self, opcode, arg=0):
        self.ops.append(opcode)
        self.args.append(arg)
        self.labels.append(None)
        self.lines.append(self.lineno)
        self.handlers.append(self.current_handler())
        return len(self.ops) - 1

    def emit_jump(self, opcode, label):
        i = self.emit(opcode, 0)
        self.labels[i] = label

    def mark(self, label):
        label.index = len(self.ops)
        self.last_marked = label.index

    def label_at_end(self):
        """Whether a label was marked at the current end of the code."""
        return self.last_marked == len(self.ops)

    def current_handler(self):
        if self.handler_stack:
            return self.handler_stack[-1]
        return None

    def push_handler(self, label):
        """Starts a protected range; emits its setup marker (a NOP)."""
        h = Handler(label, len(self.ops))
        self.emit(op.NOP)
        self.handler_stack.append(h)
        return h

    def pop_handler(self):
        self.handler_stack.pop()

    def last_op(self):
        if self.ops:
            return self.ops[-1]
        return -1

    # --- assembly ---

    def resolve_jumps(self):
        for i in range(len(self.ops)):
            label = self.labels[i]
            if label is None:
                continue
            assert label.index >= 0, "unmarked label"
            if INSTRUCTIONS[self.ops[i]].arg == "jump_back":
                self.args[i] = (i + 1) - label.index
                assert self.args[i] >= 0
            else:
                self.args[i] = label.index - (i + 1)
                assert self.args[i] >= 0, "backward conditional jump"

    def jump_target(self, i):
        label = self.labels[i]
        assert label is not None
        return label.index

    def compute_stacksize(self):
        n = len(self.ops)
        depths = [-1] * (n + 1)
        worklist = []
        maxdepth = 0
        if n:
            depths[0] = 0
            worklist.append(0)
        while worklist:
            i = worklist.pop()
            depth = depths[i]
            opcode = self.ops[i]
            arg = self.args[i]
            h = self.handlers[i]
            if h is not None:
                if h.depth < 0:
                    h.depth = depths[h.setup_index] + h.adjust
                    assert h.depth >= 0
                maxdepth = max(maxdepth, h.depth + 1)
                self._flow(depths, worklist, h.label.index, h.depth + 1)
            if self.labels[i] is not None:
                jd = depth + op.stack_effect(opcode, arg, True)
                maxdepth = max(maxdepth, jd)
                self._flow(depths, worklist, self.labels[i].index, jd)
            nd = depth + op.stack_effect(opcode, arg, False)
            assert nd >= 0, "stack underflow"
            maxdepth = max(maxdepth, nd)
            if not op.ends_flow(opcode) and i + 1 < n:
                self._flow(depths, worklist, i + 1, nd)
        return maxdepth

    def _flow(self, depths, worklist, target, depth):
        if depths[target] < 0:
            depths[target] = depth
            worklist.append(target)

    def exception_table(self):
        entries = []
        i = 0
        n = len(self.ops)
        while i < n:
            h = self.handlers[i]
            if h is None or h.depth < 0:
                i += 1
                continue
            start = i
            while i < n and self.handlers[i] is h:
                i += 1
            entries.append(ExceptionEntry(start, i, h.label.index, h.depth))
        return entries

    def code_list(self):
        code = []
        for i in range(len(self.ops)):
            code.append(self.ops[i])
            code.append(self.args[i])
        return code
