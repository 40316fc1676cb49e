"""`nonneg(i)`: an index the eval loop knows is not negative, told to the
annotator without a run-time check.

RPython's list indexing wraps a negative index around (`if i < 0: i +=
len`), and an `assert i >= 0` that proves the opposite is itself a compare
and a branch: either way two machine instructions for every `stack[sp -
1]` of the dispatch loop. The loop's stack and program counters are never
negative by construction (the stack pointer starts at co_nlocalsplus and
only the compiler's stack effects move it; pc indexes co_code), so the
loop says so with `nonneg`, which the annotator reads as a non-negative
integer and the rtyper compiles to nothing. Untranslated, it checks."""

from rpython.rtyper.extregistry import ExtRegistryEntry


def nonneg(i):
    assert i >= 0
    return i


class Entry(ExtRegistryEntry):
    _about_ = nonneg

    def compute_result_annotation(self, s_i):
        from rpython.annotator.model import SomeInteger
        assert isinstance(s_i, SomeInteger) and not s_i.unsigned
        return SomeInteger(nonneg=True)

    def specialize_call(self, hop):
        hop.exception_cannot_occur()
        return hop.inputarg(hop.args_r[0], arg=0)
