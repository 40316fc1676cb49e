"""Named fields of an instruction's oparg.

A tier-2 instruction that reads its operands from where they live packs
several values into its oparg (an operator, operand sources, a
destination, a record). The layout is declared once, beside the
instruction (`inst(..., fields=LAYOUT)` in instructions.py), and every
user goes through it: the generator packs with `LAYOUT.pack(...)` or
`FIELD.put(v)`, the eval loop reads `FIELD.get(oparg)`, the disassembler
prints the fields by name, the tests look at them by name.

Fields are frozen (RPython reads their shift and mask as constants) and
their methods are specialised per field, so `FIELD.get(oparg)` compiles
to a shift and a mask, nothing else."""

from rpython.rlib.objectmodel import specialize


class Field(object):
    """Bits [shift, shift + width) of an oparg, unsigned, or signed (two's
    complement in the field's width) when `signed`."""

    def __init__(self, layout, name, shift, width, signed=False):
        self.layout = layout
        self.name = name
        self.shift = shift
        self.width = width
        self.mask = (1 << width) - 1
        self.signed = signed

    def _freeze_(self):
        return True

    @specialize.arg(0)
    def get(self, oparg):
        v = (oparg >> self.shift) & self.mask
        if self.signed and v >> (self.width - 1):
            v -= 1 << self.width
        return v

    @specialize.arg(0)
    def index(self, oparg):
        """The field as a non-negative index, for a signed field known to
        hold one (a local's number): no sign extension."""
        return (oparg >> self.shift) & (self.mask >> 1 if self.signed
                                        else self.mask)

    @specialize.arg(0)
    def put(self, value):
        return (value & self.mask) << self.shift

    @specialize.arg(0)
    def fits(self, value):
        if self.signed:
            half = 1 << (self.width - 1)
            return -half <= value < half
        return 0 <= value <= self.mask


class Layout(object):
    """The fields of one instruction's oparg, low bits first:
    `Layout("NAME", ("op", 4), ("left", 14), ...)`; a width given as
    ("name", width, "signed") is signed. The fields are attributes of the
    layout (`LAYOUT.left`) and the whole oparg must stay below 2**62."""

    def __init__(self, name, *specs):
        self.name = name
        self.fields = []
        shift = 0
        for spec in specs:
            signed = len(spec) > 2 and spec[2] == "signed"
            f = Field(self, spec[0], shift, spec[1], signed)
            self.fields.append(f)
            setattr(self, spec[0], f)
            shift += spec[1]
        assert shift <= 62, name

    def _freeze_(self):
        return True

    def spec(self):
        """The fields as plain data for code that is not specialised per
        field (the disassembler): [(name, shift, mask, signed)]."""
        return [(f.name, f.shift, f.mask, f.signed) for f in self.fields]


def describe(spec, oparg):
    """`name=value, ...` of an oparg by a Layout's spec() (padding
    fields, named unused*, left out)."""
    parts = []
    for name, shift, mask, signed in spec:
        if name.startswith("unused"):
            continue
        v = (oparg >> shift) & mask
        if signed and v > (mask >> 1):
            v -= mask + 1
        parts.append("%s=%d" % (name, v))
    return ", ".join(parts)
