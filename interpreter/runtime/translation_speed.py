"""Speed of the translation itself (not of the binary), set by
targetlbbv.target before annotation.

The translation is the critical path of `make test` (docs/build.md). A
sampling profile of it (py-spy on the translating Python 2.7, session
31) showed two thirds of the rtyping phase in one line of RPython's
simplify.find_start_blocks: every time the rtyper annotates a low-level
helper, transform.transform_dead_op_vars simplifies the helper's new
blocks and, to know which of them start a function (whose arguments must
stay), builds the set of the start blocks of *all* graphs of the
program, so the phase grew with helpers x graphs.

Only blocks of the subset are looked up in that set, and a block starts
a function only if it starts the graph it belongs to, which the
annotator records (annotated[block]). So the set is built from those
graphs alone: the same answer. A block the annotator does not map to a
graph (none are expected) gets RPython's own whole-program set."""

from rpython.translator import transform
from rpython.translator import simplify


def transform_dead_op_vars(ann, block_subset):
    graphs = {}
    for block in block_subset:
        graph = ann.annotated.get(block, None)
        if not graph:
            simplify.transform_dead_op_vars_in_blocks(
                block_subset, ann.translator.graphs)
            return
        graphs[graph] = True
    simplify.transform_dead_op_vars_in_blocks(block_subset, graphs.keys())


def apply():
    transform.transform_dead_op_vars = transform_dead_op_vars
