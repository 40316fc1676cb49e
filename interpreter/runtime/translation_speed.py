"""Speed of the translation itself (not of the binary), set by
targetlbbv.target before annotation: three of RPython's functions
replaced by ones that give the same result in less time
(transform_dead_op_vars, shadowcolor.move_pushes_earlier,
graphlib.all_cycles), each explained at its place below, and a mode that
checks them against RPython's own on a whole translation.

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

import bisect
import os
from collections import Counter, defaultdict

from rpython.flowspace.model import Constant, Variable, mkentrymap
from rpython.memory.gctransform import shadowcolor
from rpython.rtyper.lltypesystem import lltype
from rpython.tool.algo import graphlib
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


# --- database_c: shadowcolor.move_pushes_earlier ---------------------------
#
# A sampling profile of a whole translation (session 38: py-spy, 5 samples a
# second) put 15% of it in shadowcolor.move_pushes_earlier, nearly all in its
# first part, run once per shadow-stack colour over the eval loop's one huge
# graph: for every colour it walks every block and, from each gc_pop_roots
# and gc_save_root of that colour, follows a variable forwards (scanning
# the whole block for trivial rewrites of it and every exit link's arguments)
# and backwards (scanning the block's operations back to a gc_pop_roots or
# to the operation that made it). The same walks, each a dictionary look-up
# in facts gathered once per block (_BlockFacts): the parts P and their
# gc_save_roots come out the same, in the same order. The second part (which
# moves the pushes) is RPython's, except that "is this gc_save_root still in
# its block" is a count of equal operations kept beside the list, not a scan
# of the list (it compares with ==, as `in` does).

class _BlockFacts(object):
    """What move_pushes_earlier's walks look up in one block, gathered once:
    the first variable of each colour among the last gc_pop_roots' arguments,
    the first gc_save_root of each colour (before one that saves a constant),
    the trivial rewrites of each variable, the exit links' uses of each
    variable, where each variable is made, where the gc_pop_roots are."""

    def __init__(self, block, regalloc, is_trivial_rewrite):
        ops = block.operations
        self.pop_vars = {}              # colour -> first such pop argument
        for op in reversed(ops):
            if op.opname == 'gc_pop_roots':
                for v in op.args:
                    if isinstance(v, Variable):
                        color = _color(regalloc, v)
                        if color >= 0 and color not in self.pop_vars:
                            self.pop_vars[color] = v
                break
        self.first_save = {}            # colour -> (opindex, op)
        for opindex, op in enumerate(ops):
            if op.opname == 'gc_save_root':
                if (isinstance(op.args[1], Constant) and
                        op.args[1].concretetype == lltype.Signed):
                    break
                color = op.args[0].value
                if color not in self.first_save:
                    self.first_save[color] = (opindex, op)
        self.rewrites = {}              # v -> [results of trivial rewrites]
        self.made_at = {}               # result -> opindex
        self.pops = []                  # opindexes of gc_pop_roots
        self.stops_successors = False   # a gc_save_root or gc_pop_roots
        for opindex, op in enumerate(ops):
            if is_trivial_rewrite(op):
                self.rewrites.setdefault(op.args[0], []).append(op.result)
            self.made_at[op.result] = opindex
            if op.opname == 'gc_pop_roots':
                self.pops.append(opindex)
            if op.opname in ('gc_save_root', 'gc_pop_roots'):
                self.stops_successors = True
        self.exit_uses = {}             # v -> [(link, position in its args)]
        for link in block.exits:
            for i, v in enumerate(link.args):
                if isinstance(v, Variable):
                    self.exit_uses.setdefault(v, []).append((link, i))

    def last_pop_before(self, opindex):
        k = bisect.bisect_left(self.pops, opindex) - 1
        return self.pops[k] if k >= 0 else -1


def _color(regalloc, v):
    try:
        return regalloc.getcolor(v)
    except KeyError:
        return -1


def _successors(facts, regalloc, index, block, v, is_trivial_rewrite):
    """RPython's forward walk from gc_pop_roots' v: the set succ."""
    succ = set()
    pending_succ = [(block, v)]
    while pending_succ:
        block1, v1 = pending_succ.pop()
        f1 = facts[block1]
        for w in f1.rewrites.get(v1, ()):
            if regalloc.checkcolor(w, index):
                pending_succ.append((block1, w))
        for link1, i2 in f1.exit_uses.get(v1, ()):
            block2 = link1.target
            w2 = block2.inputargs[i2]
            if w2 in succ or not regalloc.checkcolor(w2, index):
                continue
            succ.add(w2)
            if not facts[block2].stops_successors:
                pending_succ.append((block2, w2))
    return succ


def _predecessors(facts, entrymap, regalloc, index, block, v, opindex,
                  is_trivial_rewrite):
    """RPython's backward walk from gc_save_root's v at opindex: pred."""
    pred = set()
    pending_pred = [(block, v, opindex)]
    while pending_pred:
        block1, v1, opindex1 = pending_pred.pop()
        f1 = facts[block1]
        stopped = False
        while True:
            q = f1.last_pop_before(opindex1)
            p = f1.made_at.get(v1, -1)
            if q < p < opindex1:
                op1 = block1.operations[p]
                if not is_trivial_rewrite(op1) or \
                        not regalloc.checkcolor(op1.args[0], index):
                    stopped = True
                    break
                v1 = op1.args[0]
                opindex1 = p
                continue
            stopped = q >= 0
            break
        if stopped:
            continue
        varindex = block1.inputargs.index(v1)
        if v1 in pred:
            continue
        pred.add(v1)
        for link1 in entrymap[block1]:
            prevblock1 = link1.prevblock
            if prevblock1 is not None:
                w1 = link1.args[varindex]
                if isinstance(w1, Variable) and w1 not in pred:
                    if regalloc.checkcolor(w1, index):
                        pending_pred.append((prevblock1, w1,
                                             len(prevblock1.operations)))
    return pred


def move_pushes_earlier(graph, regalloc):
    from rpython.tool.algo.unionfind import UnionFind
    from rpython.translator.unsimplify import insert_empty_block
    is_trivial_rewrite = shadowcolor.is_trivial_rewrite
    if not regalloc:
        return
    entrymap = mkentrymap(graph)
    assert len(entrymap[graph.startblock]) == 1
    blocks = list(graph.iterblocks())
    inputvars = {}    # {inputvar: (its block, its index in inputargs)}
    for block in blocks:
        for i, v in enumerate(block.inputargs):
            inputvars[v] = (block, i)
    facts = {}
    for block in blocks:
        facts[block] = _BlockFacts(block, regalloc, is_trivial_rewrite)

    Plist = []
    for index in range(regalloc.numcolors):
        U = UnionFind()
        S = set()
        for block in blocks:
            v = facts[block].pop_vars.get(index, None)
            if v is None:
                continue
            succ = _successors(facts, regalloc, index, block, v,
                               is_trivial_rewrite)
            U.union_list(list(succ))
            S.update(succ)

        G = defaultdict(set)
        for block in blocks:
            found = facts[block].first_save.get(index, None)
            if found is None or not isinstance(found[1].args[1], Variable):
                continue
            opindex, op = found
            key = (block, op)
            pred = _predecessors(facts, entrymap, regalloc, index, block,
                                 op.args[1], opindex, is_trivial_rewrite)
            U.union_list(list(pred))
            for v1 in pred:
                G[v1].add(key)

        M = S.intersection(G)
        parts_target = {}
        for v in M:
            vp = U.find_rep(v)
            if vp not in parts_target:
                new_part = (index, set(), set())
                Plist.append(new_part)
                parts_target[vp] = new_part
            part = parts_target[vp]
            part[1].add(v)
            part[2].update(G[v])

    _apply_parts(Plist, entrymap, inputvars, regalloc, is_trivial_rewrite,
                 shadowcolor._gc_save_root, insert_empty_block)


def _apply_parts(Plist, entrymap, inputvars, regalloc, is_trivial_rewrite,
                 gc_save_root, insert_empty_block):
    """The second part of move_pushes_earlier, as RPython has it."""
    def heuristic(part):
        index, P, gcsaveroots = part
        return float(len(P)) / len(gcsaveroots)
    Plist.sort(key=heuristic)

    variables_along_changes = {}
    live_at_start_of_block = set()   # set of (block, index)
    insert_gc_push_root = defaultdict(list)
    present = {}                     # block -> Counter of its operations

    def still_there(block, op):
        counts = present.get(block, None)
        if counts is None:
            counts = present[block] = Counter(block.operations)
        return counts[op] > 0

    for index, P, gcsaveroots in Plist:
        if any((inputvars[v][0], index) in live_at_start_of_block for v in P):
            continue
        if not all(still_there(block, op) for block, op in gcsaveroots):
            continue
        for v in P:
            assert regalloc.getcolor(v) == index
            assert v not in variables_along_changes

        success_count = 0
        mark = []
        for v in P:
            block, varindex = inputvars[v]
            for link in entrymap[block]:
                w = link.args[varindex]
                if link.prevblock is not None:
                    prevoperations = link.prevblock.operations
                else:
                    prevoperations = []
                for op in reversed(prevoperations):
                    if op.opname == 'gc_pop_roots':
                        if (isinstance(w, Variable) and
                                w in op.args and
                                regalloc.checkcolor(w, index)):
                            success_count += 1
                        else:
                            mark.append((index, link, varindex))
                        break
                    if op.result is w:
                        if is_trivial_rewrite(op) and (
                                regalloc.checkcolor(op.args[0], index)):
                            w = op.args[0]
                        else:
                            mark.append((index, link, varindex))
                            break
                else:
                    if not isinstance(w, Variable) or w not in P:
                        mark.append((index, link, varindex))

        if success_count > 0:
            for block, op in gcsaveroots:
                newops = list(block.operations)
                newops.remove(op)
                block.operations = newops
                present[block][op] -= 1     # counted by still_there above
            for index, link, varindex in mark:
                insert_gc_push_root[link].append((index, link.args[varindex]))
            for v in P:
                block, varindex = inputvars[v]
                variables_along_changes[v] = block, index
                live_at_start_of_block.add((block, index))

    for link in insert_gc_push_root:
        newops = [gc_save_root(index, v)
                  for index, v in sorted(insert_gc_push_root[link])]
        insert_empty_block(link, newops=newops)


# --- stackcheckinsertion: graphlib.all_cycles -----------------------------
#
# The same profile: 9% of the translation in stackcheckinsertion, nearly all
# of it in graphlib.all_cycles (called again and again by break_cycles_v on
# the call graph, whose cycles run through the eval loop), most of that the
# generator it makes and resumes for every vertex and edge it visits.

def all_cycles(root, vertices, edges):
    """graphlib.all_cycles without a generator per vertex visited: the same
    depth-first walk and the same cycles in the same order (a back edge to
    a vertex on the path gives the path's edges from that vertex on, then
    the back edge)."""
    stackpos = {root: 0}
    edgestack = []
    result = []
    path = [root]
    pending = [iter(edges[root])]
    while pending:
        for edge in pending[-1]:
            w = edge.target
            if w not in vertices:
                continue
            if w not in stackpos:
                edgestack.append(edge)
                stackpos[w] = len(edgestack)
                path.append(w)
                pending.append(iter(edges[w]))
                break
            start = stackpos[w]
            if start is not None:
                cycle = edgestack[start:]
                cycle.append(edge)
                result.append(cycle)
        else:
            pending.pop()
            stackpos[path.pop()] = None
            if pending:
                edgestack.pop()
    return result


# --- checking the replacements against RPython's own ----------------------
#
# LBBV_CHECK_TRANSLATION_SPEED=1 (docs/build.md) makes a translation run
# RPython's function beside each replacement, on a copy of the same graph,
# and stop at the first difference: how these were checked on the whole
# program, and how to check them again after an upgrade of rpython.

def canonical(graph):
    """The graph's shape as text: each block (in iterblocks' order) with its
    number of input arguments, its operations with their constant
    arguments, its links with their targets and number of arguments.
    Variables are left out: RPython's insert_empty_block orders a new
    block's arguments by a dict of Variables (by address), so two copies of
    a graph moved alike can differ there; which root a gc_save_root saves
    is in its constant, the colour."""
    blocks = list(graph.iterblocks())
    number = dict((b, k) for k, b in enumerate(blocks))
    lines = []
    for b in blocks:
        lines.append("block %d/%d" % (number[b], len(b.inputargs)))
        for op in b.operations:
            lines.append("  %s(%s)" % (op.opname, ", ".join(
                [repr(a) if isinstance(a, Constant) else "_"
                 for a in op.args])))
        for link in b.exits:
            lines.append("  -> %d/%d" % (number[link.target],
                                         len(link.args)))
    return "\n".join(lines)


class _RegallocOfCopy(object):
    """regalloc's colours for the variables of a copy of its graph."""

    def __init__(self, regalloc, original_of):
        self.regalloc = regalloc
        self.original_of = original_of
        self.numcolors = regalloc.numcolors

    def getcolor(self, v):
        return self.regalloc.getcolor(self.original_of.get(v, v))

    def checkcolor(self, v, color):
        try:
            return self.getcolor(v) == color
        except KeyError:
            return False


def _copy_with_regalloc(graph, regalloc):
    """RPython's copygraph of graph, and regalloc over its variables."""
    from rpython.flowspace.model import copygraph
    copy = copygraph(graph)
    original_of = {}

    def pair(new, old):
        if isinstance(new, Variable):
            original_of[new] = old
    for new, old in zip(copy.iterblocks(), graph.iterblocks()):
        for x, y in zip(new.inputargs, old.inputargs):
            pair(x, y)
        for op, op0 in zip(new.operations, old.operations):
            pair(op.result, op0.result)
            for x, y in zip(op.args, op0.args):
                pair(x, y)
        pair(new.exitswitch, old.exitswitch)
        for link, link0 in zip(new.exits, old.exits):
            for x, y in zip(link.args, link0.args):
                pair(x, y)
    return copy, _RegallocOfCopy(regalloc, original_of)


def _checked_move_pushes_earlier(original):
    def check(graph, regalloc):
        if not regalloc:
            return              # (no roots: both return at once)
        theirs, their_regalloc = _copy_with_regalloc(graph, regalloc)
        original(theirs, their_regalloc)
        move_pushes_earlier(graph, regalloc)
        if canonical(theirs) != canonical(graph):
            raise AssertionError("translation_speed.move_pushes_earlier "
                                 "differs from RPython's on %s" % graph)
    return check


def _checked_all_cycles(original):
    def check(root, vertices, edges):
        result = all_cycles(root, vertices, edges)
        if original(root, vertices, edges) != result:
            raise AssertionError("translation_speed.all_cycles differs "
                                 "from RPython's")
        return result
    return check


def apply():
    transform.transform_dead_op_vars = transform_dead_op_vars
    if os.environ.get("LBBV_CHECK_TRANSLATION_SPEED"):
        shadowcolor.move_pushes_earlier = _checked_move_pushes_earlier(
            shadowcolor.move_pushes_earlier)
        graphlib.all_cycles = _checked_all_cycles(graphlib.all_cycles)
    else:
        shadowcolor.move_pushes_earlier = move_pushes_earlier
        graphlib.all_cycles = all_cycles
