"""The stack-effect notation of instruction declarations, parsed at import.

A declaration reads like the paper's DSL (and CPython's bytecodes.c):

    "left, right -- res"          pops two, pushes one
    "callable, null, args[oparg] -- res"
    "seq -- items[oparg]"
    "iter -- iter, next"          with jump="iter --" for the taken branch

A count in brackets is `oparg`, a constant, or `oparg` combined with one
of `* + - & >>` and a constant, e.g. `values[oparg*2]`, `null[oparg&1]`;
`oparg?K` is 1 when `oparg & K` is not zero, else 0; `oparg!K` is 1 when
`oparg >> K` is zero (a result pushed unless the bits from K name the
local it goes to instead), else 0; for an instruction
with named argument fields (annotator_rules/fields.py) a count may also be
a field's name, its value (`left[left_stack]`), or a field's name after
`!`, 1 when the field is 0 (`left[!left_src]`).
This module runs only before translation; what it builds is plain data.
"""


class Count(object):
    """An item count as a function of oparg: op is one of '', '*', '+',
    '-', '&', '>>', 'k' (constant k)."""

    def __init__(self, op, k, mask=0, name=""):
        self.op = op
        self.k = k
        self.mask = mask        # 'f': the field (oparg >> k) & mask
        self.name = name

    def eval(self, oparg):
        op = self.op
        if op == 'k':
            return self.k
        if op == 'f':
            return (oparg >> self.k) & self.mask
        if op == '':
            return oparg
        if op == '*':
            return oparg * self.k
        if op == '+':
            return oparg + self.k
        if op == '-':
            return oparg - self.k
        if op == '&':
            return oparg & self.k
        if op == '>>':
            return oparg >> self.k
        if op == '?':
            return 1 if oparg & self.k else 0
        if op == '!':
            return 0 if oparg >> self.k else 1
        if op == 'n':
            return 0 if (oparg >> self.k) & self.mask else 1
        raise ValueError(op)

    def __repr__(self):
        if self.op == 'k':
            return str(self.k)
        if self.op == 'f':
            return self.name
        if self.op == 'n':
            return "!" + self.name
        return "oparg%s%s" % (self.op, self.k if self.op else "")


ONE = Count('k', 1)


class Item(object):
    """One stack item: a name, a count, and an optional type annotation
    (`res: float`) used by the tier-2 type propagator."""

    def __init__(self, name, count, type):
        self.name = name
        self.count = count
        self.type = type

    def __repr__(self):
        s = self.name
        if self.count is not ONE:
            s += "[%r]" % (self.count,)
        if self.type:
            s += ": " + self.type
        return s


def parse_count(text, fields=None):
    text = text.strip()
    if text.isdigit():
        return Count('k', int(text))
    if fields is not None and hasattr(fields, text):
        f = getattr(fields, text)
        assert not f.signed, text
        return Count('f', f.shift, f.mask, text)
    if fields is not None and text.startswith("!") and \
            hasattr(fields, text[1:]):
        f = getattr(fields, text[1:])     # 1 when the field is 0
        assert not f.signed, text
        return Count('n', f.shift, f.mask, text[1:])
    assert text.startswith("oparg"), text
    rest = text[len("oparg"):].strip()
    if not rest:
        return Count('', 0)
    for op in (">>", "*", "+", "-", "&", "?", "!"):
        if rest.startswith(op):
            return Count(op, int(rest[len(op):].strip()))
    raise ValueError("bad count: " + text)


def parse_items(text, fields=None):
    items = []
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        type = None
        if ":" in part:
            part, type = [s.strip() for s in part.split(":", 1)]
        count = ONE
        if "[" in part:
            assert part.endswith("]"), part
            part, c = part[:-1].split("[", 1)
            count = parse_count(c, fields)
        items.append(Item(part.strip(), count, type))
    return items


def parse_effect(text, fields=None):
    """'a, b -- c' -> (inputs, outputs), lists of Item."""
    assert "--" in text, text
    left, right = text.split("--")
    return parse_items(left, fields), parse_items(right, fields)
