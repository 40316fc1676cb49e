"""CPython 3.11's regular expression code (re/_compiler.py, MAGIC
20220615) rewritten for rpython.rlib.rsre, whose engine reads the older
numbering of Python 2.7's sre (rsre_core.OPCODE_*).

The rewrite walks the code once, structure by structure (every skip is
re-targeted through a map from old to new positions), renumbers each
opcode and the set items inside IN and INFO blocks, and expresses what
rsre lacks with what it has:

- ATOMIC_GROUP body  ->  ASSERT (MARK h body MARK h') GROUPREF h: a
  lookahead never backtracks into itself, and the back reference then
  consumes what it matched. h is a hidden group after the pattern's own
  groups (the Match object never shows it).
- POSSESSIVE_REPEAT(_ONE) -> the same around a REPEAT(_ONE).
- The _UNI_IGNORE and ASCII _IGNORE variants -> rsre's _IGNORE ops,
  which lower case by the pattern's flags, as _compiler chose them.
- LITERAL_LOC_IGNORE c -> LITERAL_IGNORE lower(c) (the C locale lbbv
  runs in lowers ASCII only); IN_LOC_IGNORE has no rsre equivalent and
  raises NotImplementedError naming it. So does any unknown opcode."""

from rpython.rlib.rsre import rsre_core as C

from objspace.exceptions import oefmt, w_NotImplementedError, w_RuntimeError

# CPython 3.11's numbering (re._constants.OPCODES)
FAILURE = 0
SUCCESS = 1
ANY = 2
ANY_ALL = 3
ASSERT = 4
ASSERT_NOT = 5
AT = 6
BRANCH = 7
CATEGORY = 8
CHARSET = 9
BIGCHARSET = 10
GROUPREF = 11
GROUPREF_EXISTS = 12
IN = 13
INFO = 14
JUMP = 15
LITERAL = 16
MARK = 17
MAX_UNTIL = 18
MIN_UNTIL = 19
NOT_LITERAL = 20
NEGATE = 21
RANGE = 22
REPEAT = 23
REPEAT_ONE = 24
SUBPATTERN = 25
MIN_REPEAT_ONE = 26
ATOMIC_GROUP = 27
POSSESSIVE_REPEAT = 28
POSSESSIVE_REPEAT_ONE = 29
GROUPREF_IGNORE = 30
IN_IGNORE = 31
LITERAL_IGNORE = 32
NOT_LITERAL_IGNORE = 33
GROUPREF_LOC_IGNORE = 34
IN_LOC_IGNORE = 35
LITERAL_LOC_IGNORE = 36
NOT_LITERAL_LOC_IGNORE = 37
GROUPREF_UNI_IGNORE = 38
IN_UNI_IGNORE = 39
LITERAL_UNI_IGNORE = 40
NOT_LITERAL_UNI_IGNORE = 41
RANGE_UNI_IGNORE = 42

OPNAMES = ["FAILURE", "SUCCESS", "ANY", "ANY_ALL", "ASSERT", "ASSERT_NOT",
           "AT", "BRANCH", "CATEGORY", "CHARSET", "BIGCHARSET", "GROUPREF",
           "GROUPREF_EXISTS", "IN", "INFO", "JUMP", "LITERAL", "MARK",
           "MAX_UNTIL", "MIN_UNTIL", "NOT_LITERAL", "NEGATE", "RANGE",
           "REPEAT", "REPEAT_ONE", "SUBPATTERN", "MIN_REPEAT_ONE",
           "ATOMIC_GROUP", "POSSESSIVE_REPEAT", "POSSESSIVE_REPEAT_ONE",
           "GROUPREF_IGNORE", "IN_IGNORE", "LITERAL_IGNORE",
           "NOT_LITERAL_IGNORE", "GROUPREF_LOC_IGNORE", "IN_LOC_IGNORE",
           "LITERAL_LOC_IGNORE", "NOT_LITERAL_LOC_IGNORE",
           "GROUPREF_UNI_IGNORE", "IN_UNI_IGNORE", "LITERAL_UNI_IGNORE",
           "NOT_LITERAL_UNI_IGNORE", "RANGE_UNI_IGNORE"]

INFO_PREFIX = 1
INFO_CHARSET = 4

# 3.11 opcode -> rsre opcode for ops that are renumbered one for one
# (-1: handled specially or not supported)
_SIMPLE = [-1] * len(OPNAMES)
_SIMPLE[FAILURE] = C.OPCODE_FAILURE
_SIMPLE[SUCCESS] = C.OPCODE_SUCCESS
_SIMPLE[ANY] = C.OPCODE_ANY
_SIMPLE[ANY_ALL] = C.OPCODE_ANY_ALL
_SIMPLE[MAX_UNTIL] = C.OPCODE_MAX_UNTIL
_SIMPLE[MIN_UNTIL] = C.OPCODE_MIN_UNTIL

# ops with one plain argument
_ONE_ARG = [-1] * len(OPNAMES)
_ONE_ARG[AT] = C.OPCODE_AT
_ONE_ARG[CATEGORY] = C.OPCODE_CATEGORY
_ONE_ARG[GROUPREF] = C.OPCODE_GROUPREF
_ONE_ARG[GROUPREF_IGNORE] = C.OPCODE_GROUPREF_IGNORE
_ONE_ARG[GROUPREF_UNI_IGNORE] = C.OPCODE_GROUPREF_IGNORE
_ONE_ARG[GROUPREF_LOC_IGNORE] = C.OPCODE_GROUPREF_IGNORE
_ONE_ARG[LITERAL] = C.OPCODE_LITERAL
_ONE_ARG[LITERAL_IGNORE] = C.OPCODE_LITERAL_IGNORE
_ONE_ARG[LITERAL_UNI_IGNORE] = C.OPCODE_LITERAL_IGNORE
_ONE_ARG[NOT_LITERAL] = C.OPCODE_NOT_LITERAL
_ONE_ARG[NOT_LITERAL_IGNORE] = C.OPCODE_NOT_LITERAL_IGNORE
_ONE_ARG[NOT_LITERAL_UNI_IGNORE] = C.OPCODE_NOT_LITERAL_IGNORE
_ONE_ARG[MARK] = C.OPCODE_MARK


def _ascii_lower(c):
    if 65 <= c <= 90:
        return c + 32
    return c


class CodeError(Exception):
    def __init__(self, msg):
        self.msg = msg


class Rewriter(object):
    def __init__(self, code, ngroups):
        self.code = code
        self.out = []
        self.newpos = {}        # old position -> new position
        self.fixups = []        # (field, base, old target) triples, flat
        self.next_hidden = ngroups
        self.atomic_fields = []     # ASSERT skips of open atomic groups
        self.atomic_groups = []     # their hidden group numbers

    def get(self, pos):
        if pos < 0 or pos >= len(self.code):
            raise CodeError("invalid regular expression code")
        return self.code[pos]

    def emit(self, x):
        self.out.append(x)

    def skip_field(self, base_delta, old_target):
        """A skip word: the distance from (its position + base_delta) to
        where old_target lands in the new code."""
        field = len(self.out)
        self.out.append(0)
        self.fixups.append(field)
        self.fixups.append(field + base_delta)
        self.fixups.append(old_target)

    def placeholder(self):
        field = len(self.out)
        self.out.append(0)
        return field

    def patch_here(self, field):
        self.out[field] = len(self.out) - field

    def hidden_group(self):
        h = self.next_hidden
        self.next_hidden += 1
        return h

    def block(self, start, end):
        p = start
        while p < end:
            self.newpos[p] = len(self.out)
            p = self.one(p)
        if p != end:
            raise CodeError("invalid regular expression code")
        self.newpos[end] = len(self.out)

    def one(self, p):
        op = self.get(p)
        if op < 0 or op >= len(OPNAMES):
            raise CodeError("unknown regular expression opcode %d" % op)
        if _SIMPLE[op] >= 0:
            self.emit(_SIMPLE[op])
            return p + 1
        if _ONE_ARG[op] >= 0:
            self.emit(_ONE_ARG[op])
            self.emit(self.get(p + 1))
            return p + 2
        if op == LITERAL_LOC_IGNORE or op == NOT_LITERAL_LOC_IGNORE:
            if op == LITERAL_LOC_IGNORE:
                self.emit(C.OPCODE_LITERAL_IGNORE)
            else:
                self.emit(C.OPCODE_NOT_LITERAL_IGNORE)
            self.emit(_ascii_lower(self.get(p + 1)))
            return p + 2
        if op == ASSERT or op == ASSERT_NOT:
            skip = self.get(p + 1)
            self.emit(C.OPCODE_ASSERT if op == ASSERT else
                      C.OPCODE_ASSERT_NOT)
            field = self.placeholder()
            self.emit(self.get(p + 2))
            self.block(p + 3, p + 1 + skip)
            self.patch_here(field)
            return p + 1 + skip
        if op == BRANCH:
            self.emit(C.OPCODE_BRANCH)
            q = p + 1
            while True:
                skip = self.get(q)
                if skip == 0:
                    self.newpos[q] = len(self.out)
                    self.emit(0)
                    return q + 1
                field = self.placeholder()
                self.block(q + 1, q + skip)
                self.patch_here(field)
                q += skip
        if op == JUMP:
            self.emit(C.OPCODE_JUMP)
            self.skip_field(0, p + 1 + self.get(p + 1))
            return p + 2
        if op == GROUPREF_EXISTS:
            self.emit(C.OPCODE_GROUPREF_EXISTS)
            self.emit(self.get(p + 1))
            self.skip_field(-1, p + 1 + self.get(p + 2))
            return p + 3
        if op == REPEAT or op == REPEAT_ONE or op == MIN_REPEAT_ONE:
            if op == REPEAT:
                skip = self.get(p + 1)
                if (self.get(p + 1 + skip) == MIN_UNTIL and
                        not self.consumes(p + 4, p + 1 + skip)):
                    # rsre may loop forever on these (it lacks CPython's
                    # zero-width protection for lazy repeats)
                    raise CodeError("lbbv's _sre does not support a lazy "
                                    "repeat (*?, +?, {m,n}?) of a group "
                                    "that can match the empty string")
                self.emit(C.OPCODE_REPEAT)
            elif op == REPEAT_ONE:
                self.emit(C.OPCODE_REPEAT_ONE)
            else:
                self.emit(C.OPCODE_MIN_REPEAT_ONE)
            skip = self.get(p + 1)
            field = self.placeholder()
            self.emit(self.get(p + 2))
            self.emit(self.get(p + 3))
            self.block(p + 4, p + 1 + skip)
            self.patch_here(field)
            return p + 1 + skip
        if (op == IN or op == IN_IGNORE or op == IN_UNI_IGNORE):
            self.emit(C.OPCODE_IN if op == IN else C.OPCODE_IN_IGNORE)
            skip = self.get(p + 1)
            field = self.placeholder()
            self.charset(p + 2, p + 1 + skip)
            self.patch_here(field)
            return p + 1 + skip
        if op == INFO:
            skip = self.get(p + 1)
            flags = self.get(p + 2)
            self.emit(C.OPCODE_INFO)
            field = self.placeholder()
            self.emit(flags)
            self.emit(self.get(p + 3))
            self.emit(self.get(p + 4))
            if flags & INFO_PREFIX == 0 and flags & INFO_CHARSET:
                self.charset(p + 5, p + 1 + skip)
            else:
                for i in range(p + 5, p + 1 + skip):
                    self.emit(self.get(i))
            self.patch_here(field)
            return p + 1 + skip
        if op == ATOMIC_GROUP:
            # <ATOMIC_GROUP> <skip> body <SUCCESS> tail
            skip = self.get(p + 1)
            end = p + 1 + skip
            self.atomic_open()
            self.block(p + 2, end - 1)
            if self.get(end - 1) != SUCCESS:
                raise CodeError("invalid regular expression code")
            self.atomic_close()
            return end
        if op == POSSESSIVE_REPEAT:
            # <POSSESSIVE_REPEAT> <skip> min max body <SUCCESS> tail
            skip = self.get(p + 1)
            succ = p + 1 + skip
            if self.get(succ) != SUCCESS:
                raise CodeError("invalid regular expression code")
            self.atomic_open()
            self.emit(C.OPCODE_REPEAT)
            field = self.placeholder()
            self.emit(self.get(p + 2))
            self.emit(self.get(p + 3))
            self.block(p + 4, succ)
            self.patch_here(field)
            self.emit(C.OPCODE_MAX_UNTIL)
            self.atomic_close()
            return succ + 1
        if op == POSSESSIVE_REPEAT_ONE:
            # <POSSESSIVE_REPEAT_ONE> <skip> min max item <SUCCESS> tail
            skip = self.get(p + 1)
            end = p + 1 + skip
            self.atomic_open()
            self.emit(C.OPCODE_REPEAT_ONE)
            field = self.placeholder()
            self.emit(self.get(p + 2))
            self.emit(self.get(p + 3))
            self.block(p + 4, end)
            self.patch_here(field)
            self.atomic_close()
            return end
        raise CodeError("lbbv's _sre does not support the regular "
                        "expression opcode %s" % OPNAMES[op])

    def consumes(self, start, end):
        """Whether every match of the sequence code[start:end) takes at
        least one character (False when unsure)."""
        p = start
        while p < end:
            op = self.get(p)
            if (op == ANY or op == ANY_ALL or op == CATEGORY or
                    op == LITERAL or op == NOT_LITERAL or
                    op == LITERAL_IGNORE or op == NOT_LITERAL_IGNORE or
                    op == LITERAL_LOC_IGNORE or
                    op == NOT_LITERAL_LOC_IGNORE or
                    op == LITERAL_UNI_IGNORE or
                    op == NOT_LITERAL_UNI_IGNORE or op == IN or
                    op == IN_IGNORE or op == IN_LOC_IGNORE or
                    op == IN_UNI_IGNORE):
                return True
            if (op == MARK or op == AT or op == GROUPREF or
                    op == GROUPREF_IGNORE or op == GROUPREF_LOC_IGNORE or
                    op == GROUPREF_UNI_IGNORE):
                p += 2
            elif op == ASSERT or op == ASSERT_NOT or op == INFO:
                p += 1 + self.get(p + 1)
            elif op == BRANCH:
                q = p + 1
                all_consume = True
                while True:
                    skip = self.get(q)
                    if skip <= 0:
                        break
                    if not self.consumes(q + 1, q + skip):
                        all_consume = False
                    q += skip
                if all_consume:
                    return True
                p = q + 1
            elif op == REPEAT or op == POSSESSIVE_REPEAT:
                skip = self.get(p + 1)
                if self.get(p + 2) >= 1 and self.consumes(p + 4,
                                                          p + 1 + skip):
                    return True
                p += 2 + skip
            elif (op == REPEAT_ONE or op == MIN_REPEAT_ONE or
                  op == POSSESSIVE_REPEAT_ONE):
                if self.get(p + 2) >= 1:
                    return True
                p += 1 + self.get(p + 1)
            elif op == ATOMIC_GROUP:
                skip = self.get(p + 1)
                if self.consumes(p + 2, p + skip):
                    return True
                p += 1 + skip
            else:
                return False        # JUMP, SUCCESS, GROUPREF_EXISTS, ...
        return False

    def atomic_open(self):
        self.emit(C.OPCODE_ASSERT)
        self.atomic_fields.append(self.placeholder())
        self.emit(0)                           # look ahead
        h = self.hidden_group()
        self.atomic_groups.append(h)
        self.emit(C.OPCODE_MARK)
        self.emit(2 * h)

    def atomic_close(self):
        h = self.atomic_groups.pop()
        field = self.atomic_fields.pop()
        self.emit(C.OPCODE_MARK)
        self.emit(2 * h + 1)
        self.emit(C.OPCODE_SUCCESS)
        self.patch_here(field)
        self.emit(C.OPCODE_GROUPREF)
        self.emit(h)

    def charset(self, start, end):
        """The items of a set, up to and including its FAILURE."""
        p = start
        while p < end:
            op = self.get(p)
            if op == FAILURE:
                self.emit(C.OPCODE_FAILURE)
                p += 1
            elif op == NEGATE:
                self.emit(C.OPCODE_NEGATE)
                p += 1
            elif op == LITERAL or op == CATEGORY:
                self.emit(C.OPCODE_LITERAL if op == LITERAL else
                          C.OPCODE_CATEGORY)
                self.emit(self.get(p + 1))
                p += 2
            elif op == RANGE or op == RANGE_UNI_IGNORE:
                self.emit(C.OPCODE_RANGE if op == RANGE else
                          C.OPCODE_RANGE_IGNORE)
                self.emit(self.get(p + 1))
                self.emit(self.get(p + 2))
                p += 3
            elif op == CHARSET:
                self.emit(C.OPCODE_CHARSET)
                for i in range(p + 1, p + 9):      # 256 bits, 32 a word
                    self.emit(self.get(i))
                p += 9
            elif op == BIGCHARSET:
                # <BIGCHARSET> <count> <64 words of block indices>
                # <count blocks of 8 words>
                count = self.get(p + 1)
                n = 2 + 64 + count * 8
                if count < 0 or n > end - p:
                    raise CodeError("invalid regular expression code")
                self.emit(C.OPCODE_BIGCHARSET)
                for i in range(p + 1, p + n):
                    self.emit(self.get(i))
                p += n
            else:
                if 0 <= op < len(OPNAMES):
                    name = OPNAMES[op]
                else:
                    name = str(op)
                raise CodeError("lbbv's _sre does not support the set "
                                "item %s" % name)
        if p != end:
            raise CodeError("invalid regular expression code")


def rewrite(code, ngroups):
    """The rsre code for CPython 3.11's `code` (a list of ints), as a
    list that is never resized again, and the number of groups it uses
    (the pattern's own plus the hidden ones)."""
    rw = Rewriter(code, ngroups)
    try:
        _check_ops(code)
        rw.block(0, len(code))
        fixups = rw.fixups
        for i in range(0, len(fixups), 3):
            field = fixups[i]
            base = fixups[i + 1]
            target = rw.newpos.get(fixups[i + 2], -1)
            if target < 0:
                raise CodeError("invalid regular expression code")
            rw.out[field] = target - base
    except CodeError as e:
        if e.msg.startswith("lbbv"):
            raise oefmt(w_NotImplementedError, e.msg)
        raise oefmt(w_RuntimeError, e.msg)
    out = rw.out
    result = [0] * len(out)
    for i in range(len(out)):
        result[i] = out[i]
    return result, rw.next_hidden


def _check_ops(code):
    for i in range(len(code)):
        if code[i] < 0:
            raise CodeError("invalid regular expression code")
