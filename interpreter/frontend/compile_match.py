"""The match statement (PEP 634) -> bytecode, a mixin of compiler.CodeGen;
the same code shape as CPython 3.12's compiler (compile.c, "Pattern
matching"), so the same SyntaxErrors at the same points.

While a pattern is compiled the stack holds, from the bottom: the values
captured so far (the first capture nearest the top), `on_top` items the
enclosing patterns still need, then the subject of the pattern being
compiled. A failing test jumps to `fail_pop[n]`, n being how many items
are above the case's subject at that point: the labels are emitted
together after the case, each popping one item before falling into the
next (emit_and_reset_fail_pop). On success the captures are stored,
first capture first."""

from annotator_rules import opcodes as op
from interpreter.frontend import astnodes as A
from interpreter.frontend.assembler import Label
from objspace.strobject import newstr
from objspace.tupleobject import newtuple
from objspace.intobject import newint
from objspace.floatobject import float_repr


class PatternContext(object):
    def __init__(self):
        self.stores = []            # names captured, in capture order
        self.allow_irrefutable = False
        self.fail_pop = []          # Labels
        self.on_top = 0
        # the pattern entered last: where CPython 3.11 reports errors
        # found after sub-patterns were compiled
        self.loc = None


def is_wildcard(p):
    return isinstance(p, A.MatchAs) and p.pattern is None and p.name is None


def is_star_wildcard(p):
    return isinstance(p, A.MatchStar) and p.name is None


def is_number(e):
    return (isinstance(e, A.IntConst) or isinstance(e, A.FloatConst) or
            isinstance(e, A.ImagConst))


def is_value_expr(e):
    """CPython's MATCH_VALUE_EXPR after constant folding: a constant or
    an attribute lookup."""
    if isinstance(e, A.UnaryOp):
        return e.op == A.USUB and is_number(e.operand)
    if isinstance(e, A.BinOp):          # a complex literal: 1 + 2j
        return ((e.op == A.NB_ADD or e.op == A.NB_SUBTRACT) and
                is_value_expr(e.left) and not isinstance(e.left, A.BinOp)
                and isinstance(e.right, A.ImagConst))
    # (WConst: a constant of an _ast tree compiled)
    return (is_number(e) or isinstance(e, A.StrConst) or
            isinstance(e, A.BytesConst) or isinstance(e, A.NameConst) or
            isinstance(e, A.Attribute) or isinstance(e, A.WConst))


def constant_key(e):
    """A key identifying the value of a constant mapping-pattern key for
    the duplicate check (equal numbers of any kind alike: 1, 1.0, True),
    or None for an attribute lookup."""
    if isinstance(e, A.UnaryOp):
        k = constant_key(e.operand)
        if k is None:
            return None
        if k == "n:0" or k == "n:0.0":
            return k
        return "n:-" + k[2:]
    if isinstance(e, A.IntConst):
        from rpython.rlib.rbigint import rbigint
        return "n:" + rbigint.fromstr(e.digits, e.base).str()
    if isinstance(e, A.FloatConst):
        v = e.value
        # integral floats key like the int they equal (1.0 and 1 clash);
        # the bound keeps inf and nan (1e999) out of int()
        if -1e18 < v < 1e18 and v == float(int(v)):
            return "n:" + str(int(v))
        return "n:" + float_repr(v)
    if isinstance(e, A.StrConst):
        return "s:" + e.value
    if isinstance(e, A.BytesConst):
        return "b:" + e.value
    if isinstance(e, A.NameConst):
        if e.kind == A.CONST_TRUE:
            return "n:1"
        if e.kind == A.CONST_FALSE:
            return "n:0"
        if e.kind == A.CONST_NONE:
            return "None"
        return "..."
    return None


class MatchCompiler(object):
    _mixin_ = True

    def visit_Match(self, node):
        self.set_lineno(node)
        node.subject.accept(self)
        end = Label()
        cases = node.cases
        n = len(cases)
        last = cases[n - 1]
        has_default = 0
        if is_wildcard(last.pattern) and n > 1:
            has_default = 1
        pc = PatternContext()
        for i in range(n - has_default):
            m = cases[i]
            self.set_lineno(m.pattern)
            # copy the subject unless this is the last case
            keep = i != n - has_default - 1
            if keep:
                self.emit(op.COPY, 1)
            pc.stores = []
            # irrefutable cases must be guarded, last, or both
            pc.allow_irrefutable = m.guard is not None or i == n - 1
            pc.fail_pop = []
            pc.on_top = 0
            self.compile_pattern(m.pattern, pc)
            assert pc.on_top == 0
            for name in pc.stores:
                self.name_op(name, A.STORE)
            if m.guard is not None:
                self.ensure_fail_pop(pc, 0)
                self.jump_if(m.guard, pc.fail_pop[0], False)
            if keep:
                self.emit(op.POP_TOP)
            self.visit_stmts(m.body)
            if not self.ends_with_jump():
                self.asm.emit_jump(op.JUMP_FORWARD, end)
            self.set_lineno(m.pattern)
            self.emit_and_reset_fail_pop(pc)
        if has_default:
            self.set_lineno(last.pattern)
            self.emit(op.NOP)
            if last.guard is not None:
                self.jump_if(last.guard, end, False)
            self.visit_stmts(last.body)
        self.asm.mark(end)

    # --- failure paths ---
    def ensure_fail_pop(self, pc, n):
        while len(pc.fail_pop) < n + 1:
            pc.fail_pop.append(Label())

    def jump_to_fail_pop(self, pc, opcode):
        pops = pc.on_top + len(pc.stores)
        self.ensure_fail_pop(pc, pops)
        self.asm.emit_jump(opcode, pc.fail_pop[pops])

    def emit_and_reset_fail_pop(self, pc):
        if not pc.fail_pop:
            return
        i = len(pc.fail_pop) - 1
        while i > 0:
            self.asm.mark(pc.fail_pop[i])
            self.emit(op.POP_TOP)
            i -= 1
        self.asm.mark(pc.fail_pop[0])
        pc.fail_pop = []

    def rotate(self, count):
        """Moves the top item below the count - 1 items under it."""
        while count > 1:
            self.emit(op.SWAP, count)
            count -= 1

    def store_name(self, name, pc):
        """Captures the subject on top (or pops it, for `_`)."""
        if name is None:
            self.emit(op.POP_TOP)
            return
        if name in pc.stores:
            self.error_at_loc("multiple assignments to name '%s' in "
                              "pattern" % name, pc)
        self.rotate(pc.on_top + len(pc.stores) + 1)
        pc.stores.append(name)

    def error_at_loc(self, msg, pc):
        loc = pc.loc
        assert loc is not None
        self.error(msg, loc)

    def load_int(self, n):
        self.emit(op.LOAD_CONST, self.add_const("i10:%d" % n, newint(n)))

    def subpattern(self, p, pc):
        allow = pc.allow_irrefutable
        pc.allow_irrefutable = True
        self.compile_pattern(p, pc)
        pc.allow_irrefutable = allow

    # --- the patterns ---
    def compile_pattern(self, p, pc):
        self.set_lineno(p)
        pc.loc = p
        if isinstance(p, A.MatchValue):
            self.pattern_value(p, pc)
        elif isinstance(p, A.MatchSingleton):
            self.visit_NameConst(A.NameConst(p.kind))
            self.emit_compare(A.IS)
            self.jump_to_fail_pop(pc, op.POP_JUMP_IF_FALSE)
        elif isinstance(p, A.MatchSequence):
            self.pattern_sequence(p, pc)
        elif isinstance(p, A.MatchMapping):
            self.pattern_mapping(p, pc)
        elif isinstance(p, A.MatchClass):
            self.pattern_class(p, pc)
        elif isinstance(p, A.MatchStar):
            self.store_name(p.name, pc)
        elif isinstance(p, A.MatchAs):
            self.pattern_as(p, pc)
        elif isinstance(p, A.MatchOr):
            self.pattern_or(p, pc)
        else:
            raise AssertionError("unknown pattern")

    def pattern_value(self, p, pc):
        if not is_value_expr(p.value):
            self.error("patterns may only match literals and attribute "
                       "lookups", p)
        p.value.accept(self)
        self.emit_compare(A.EQ)
        self.jump_to_fail_pop(pc, op.POP_JUMP_IF_FALSE)

    def pattern_as(self, p, pc):
        if p.pattern is None:
            if not pc.allow_irrefutable:
                if p.name is not None:
                    self.error("name capture '%s' makes remaining patterns "
                               "unreachable" % p.name, p)
                self.error("wildcard makes remaining patterns unreachable",
                           p)
            self.store_name(p.name, pc)
            return
        # keep a copy of the subject to capture if the pattern matches
        pc.on_top += 1
        self.emit(op.COPY, 1)
        self.compile_pattern(p.pattern, pc)
        pc.on_top -= 1
        self.store_name(p.name, pc)

    def pattern_sequence(self, p, pc):
        patterns = p.patterns
        size = len(patterns)
        star = -1
        only_wildcard = True
        star_wildcard = False
        for i in range(size):
            sub = patterns[i]
            if isinstance(sub, A.MatchStar):
                if star >= 0:
                    self.error("multiple starred names in sequence pattern",
                               p)
                star_wildcard = is_star_wildcard(sub)
                only_wildcard = only_wildcard and star_wildcard
                star = i
                continue
            only_wildcard = only_wildcard and is_wildcard(sub)
        # the subject stays on top through the type and length checks
        pc.on_top += 1
        self.emit(op.MATCH_SEQUENCE)
        self.jump_to_fail_pop(pc, op.POP_JUMP_IF_FALSE)
        if star < 0:
            self.emit(op.GET_LEN)
            self.load_int(size)
            self.emit_compare(A.EQ)
            self.jump_to_fail_pop(pc, op.POP_JUMP_IF_FALSE)
        elif size > 1:
            self.emit(op.GET_LEN)
            self.load_int(size - 1)
            self.emit_compare(A.GE)
            self.jump_to_fail_pop(pc, op.POP_JUMP_IF_FALSE)
        pc.on_top -= 1
        if only_wildcard:
            self.emit(op.POP_TOP)
        elif star_wildcard:
            self.sequence_subscr(patterns, star, pc)
        else:
            self.sequence_unpack(patterns, star, pc)

    def sequence_unpack(self, patterns, star, pc):
        size = len(patterns)
        if star < 0:
            self.emit(op.UNPACK_SEQUENCE, size)
        else:
            if star >= (1 << 8) or size - star - 1 >= (0x7fffffff >> 8):
                self.error_at_loc("too many expressions in "
                                  "star-unpacking sequence pattern", pc)
            self.emit(op.UNPACK_EX, star | ((size - star - 1) << 8))
        pc.on_top += size
        for sub in patterns:
            pc.on_top -= 1
            self.subpattern(sub, pc)

    def sequence_subscr(self, patterns, star, pc):
        """`[a, *_, b]`: index the items instead of unpacking them all."""
        pc.on_top += 1
        size = len(patterns)
        for i in range(size):
            sub = patterns[i]
            if is_wildcard(sub) or i == star:
                continue
            self.emit(op.COPY, 1)
            if i < star:
                self.load_int(i)
            else:
                # the subject may not support negative indexes
                self.emit(op.GET_LEN)
                self.load_int(size - i)
                self.emit(op.BINARY_OP, A.NB_SUBTRACT)
            self.emit(op.BINARY_SUBSCR)
            self.subpattern(sub, pc)
        pc.on_top -= 1
        self.emit(op.POP_TOP)

    def pattern_mapping(self, p, pc):
        keys = p.keys
        size = len(keys)
        pc.on_top += 1
        self.emit(op.MATCH_MAPPING)
        self.jump_to_fail_pop(pc, op.POP_JUMP_IF_FALSE)
        if size == 0 and p.rest is None:
            pc.on_top -= 1
            self.emit(op.POP_TOP)
            return
        if size > 0:
            self.emit(op.GET_LEN)
            self.load_int(size)
            self.emit_compare(A.GE)
            self.jump_to_fail_pop(pc, op.POP_JUMP_IF_FALSE)
        seen = {}
        for key in keys:
            if isinstance(key, A.Attribute):
                pass
            elif is_value_expr(key):
                k = constant_key(key)
                # (None: a complex or other constant, not checked)
                if k is not None:
                    if k in seen:
                        self.error("mapping pattern checks duplicate key "
                                   "(%s)" % self.key_repr(key), p)
                    seen[k] = None
            else:
                self.error("mapping pattern keys may only match literals "
                           "and attribute lookups", p)
            key.accept(self)
        self.emit(op.BUILD_TUPLE, size)
        self.emit(op.MATCH_KEYS)
        # a tuple of keys and a tuple of values (or None) on the subject
        pc.on_top += 2
        self.emit(op.COPY, 1)
        self.visit_NameConst(A.NameConst(A.CONST_NONE))
        self.emit_compare(A.ISNOT)
        self.jump_to_fail_pop(pc, op.POP_JUMP_IF_FALSE)
        self.emit(op.UNPACK_SEQUENCE, size)
        pc.on_top += size - 1
        for sub in p.patterns:
            pc.on_top -= 1
            self.subpattern(sub, pc)
        pc.on_top -= 2
        if p.rest is not None:
            # rest = dict(subject); del rest[k] for each key
            self.emit(op.BUILD_MAP, 0)          # subject, keys, rest
            self.emit(op.SWAP, 3)               # rest, keys, subject
            self.emit(op.DICT_UPDATE, 2)        # rest, keys
            self.emit(op.UNPACK_SEQUENCE, size)  # rest, keys...
            n = size
            while n > 0:
                self.emit(op.COPY, 1 + n)       # rest, keys..., rest
                n -= 1
                self.emit(op.SWAP, 2)           # rest, keys..., rest, key
                self.emit(op.DELETE_SUBSCR)     # rest, keys...
            self.store_name(p.rest, pc)
        else:
            self.emit(op.POP_TOP)               # the keys
            self.emit(op.POP_TOP)               # the subject

    def key_repr(self, key):
        """repr() of a constant key, for the duplicate-key message."""
        from objspace.reprs import repr_w
        w_v = self.constant_value(key)
        if w_v is None:
            return "?"
        return repr_w(w_v)

    def constant_value(self, e):
        from rpython.rlib.rbigint import rbigint
        from objspace.intobject import newlong, W_True, W_False
        from objspace.floatobject import newfloat
        from objspace.noneobject import W_None, W_Ellipsis
        from objspace.bytesobject import W_Bytes
        if isinstance(e, A.UnaryOp):
            w_v = self.constant_value(e.operand)
            if w_v is None:
                return None
            from objspace import operations as ops
            return ops.unary_negative(w_v)
        if isinstance(e, A.IntConst):
            return newlong(rbigint.fromstr(e.digits, e.base))
        if isinstance(e, A.FloatConst):
            return newfloat(e.value)
        if isinstance(e, A.StrConst):
            return newstr(e.value)
        if isinstance(e, A.BytesConst):
            return W_Bytes(e.value)
        if isinstance(e, A.NameConst):
            if e.kind == A.CONST_TRUE:
                return W_True
            if e.kind == A.CONST_FALSE:
                return W_False
            if e.kind == A.CONST_NONE:
                return W_None
            return W_Ellipsis
        return None

    def pattern_class(self, p, pc):
        nargs = len(p.patterns)
        nattrs = len(p.kwd_attrs)
        for i in range(nattrs):
            name = p.kwd_attrs[i]
            for j in range(i):
                if p.kwd_attrs[j] == name:
                    self.error("attribute name repeated in class pattern: "
                               + name, p.kwd_patterns[i])
        p.cls.accept(self)
        names_w = [newstr(name) for name in p.kwd_attrs]
        self.emit(op.LOAD_CONST, self.add_const(None, newtuple(names_w)))
        self.emit(op.MATCH_CLASS, nargs)
        self.emit(op.COPY, 1)
        self.visit_NameConst(A.NameConst(A.CONST_NONE))
        self.emit_compare(A.ISNOT)
        # the tuple of attributes (or None) is on top
        pc.on_top += 1
        self.jump_to_fail_pop(pc, op.POP_JUMP_IF_FALSE)
        self.emit(op.UNPACK_SEQUENCE, nargs + nattrs)
        pc.on_top += nargs + nattrs - 1
        for i in range(nargs + nattrs):
            pc.on_top -= 1
            if i < nargs:
                sub = p.patterns[i]
            else:
                sub = p.kwd_patterns[i - nargs]
            if is_wildcard(sub):
                self.emit(op.POP_TOP)
                continue
            self.subpattern(sub, pc)

    def pattern_or(self, p, pc):
        end = Label()
        size = len(p.patterns)
        old_stores = pc.stores
        old_allow = pc.allow_irrefutable
        old_fail_pop = pc.fail_pop
        old_on_top = pc.on_top
        # the names bound by the first alternative: the others must bind
        # the same, and their captures are reordered to its order
        control = None
        for i in range(size):
            alt = p.patterns[i]
            pc.stores = []
            # an irrefutable alternative must be last, if allowed at all
            pc.allow_irrefutable = i == size - 1 and old_allow
            pc.fail_pop = []
            pc.on_top = 0
            self.emit(op.COPY, 1)
            self.compile_pattern(alt, pc)
            nstores = len(pc.stores)
            if control is None:
                control = pc.stores
            elif nstores != len(control):
                self.error_at_loc("alternative patterns bind different "
                                  "names", pc)
            elif nstores > 0:
                icontrol = nstores
                while icontrol > 0:
                    icontrol -= 1
                    name = control[icontrol]
                    istores = index_of(pc.stores, name)
                    if istores < 0:
                        self.error_at_loc("alternative patterns bind "
                                          "different names", pc)
                    if icontrol != istores:
                        assert istores < icontrol
                        rotations = istores + 1
                        pc.stores = reorder(pc.stores, rotations,
                                            icontrol - istores)
                        for r in range(rotations):
                            self.rotate(icontrol + 1)
            self.asm.emit_jump(op.JUMP_FORWARD, end)
            self.emit_and_reset_fail_pop(pc)
        assert control is not None
        pc.stores = old_stores
        pc.allow_irrefutable = old_allow
        pc.fail_pop = old_fail_pop
        pc.on_top = old_on_top
        # no alternative matched: pop the subject and fail
        self.emit(op.POP_TOP)
        self.jump_to_fail_pop(pc, op.JUMP_FORWARD)
        self.asm.mark(end)
        nstores = len(control)
        # between the new captures and their place: the other captures,
        # the subject, what the enclosing patterns keep, earlier captures
        nrots = nstores + 1 + pc.on_top + len(pc.stores)
        for i in range(nstores):
            self.rotate(nrots)
            name = control[i]
            if name in pc.stores:
                self.error_at_loc("multiple assignments to name '%s' in "
                                  "pattern" % name, pc)
            pc.stores.append(name)
        self.emit(op.POP_TOP)


def index_of(names, name):
    for i in range(len(names)):
        if names[i] == name:
            return i
    return -1


def reorder(names, rotations, at):
    """names[:rotations] moved to index `at` of the rest (as CPython's
    compiler does to its list of captures)."""
    rest = [names[i] for i in range(rotations, len(names))]
    res = []
    for i in range(len(rest)):
        if i == at:
            for j in range(rotations):
                res.append(names[j])
        res.append(rest[i])
    if at >= len(rest):
        for j in range(rotations):
            res.append(names[j])
    return res
