"""interpreter/runtime/translation_speed.py's replacements of RPython
functions give what RPython's own give: move_pushes_earlier on graphs
with pushes around calls in loops, branches and renames, all_cycles on
random graphs. (A whole translation with LBBV_CHECK_TRANSLATION_SPEED=1
checks them on every graph of the program: docs/build.md.)"""

import random

from rpython.flowspace.model import Constant
from rpython.memory.gctransform import shadowcolor
from rpython.rtyper.lltypesystem import llmemory, lltype
from rpython.rtyper.lltypesystem.lloperation import llop
from rpython.rtyper.test.test_llinterp import gengraph
from rpython.tool.algo import graphlib

from interpreter.runtime import translation_speed

PSTRUCT = lltype.Ptr(lltype.GcStruct('S'))


def _rpythons(name):
    function = getattr(shadowcolor if name == "move_pushes_earlier"
                       else graphlib, name)
    assert function is not getattr(translation_speed, name)
    if function.__module__ not in ("rpython.memory.gctransform.shadowcolor",
                                   "rpython.tool.algo.graphlib"):
        # apply() ran in this process (a checking wrapper): its original
        function = function.__closure__[0].cell_contents
    return function


def g(a):
    return a - 1


def loop_push(a, b):
    a *= 2
    while a > 10:
        llop.gc_push_roots(lltype.Void, b)
        a = g(a)
        llop.gc_pop_roots(lltype.Void, b)
    return b


def two_calls_around_loop(a, b):
    llop.gc_push_roots(lltype.Void, b)
    g(a)
    llop.gc_pop_roots(lltype.Void, b)
    while a > 10:
        a -= 2
    llop.gc_push_roots(lltype.Void, b)
    g(a)
    llop.gc_pop_roots(lltype.Void, b)
    return b


def renamed(a, b):
    llop.gc_push_roots(lltype.Void, b)
    g(a)
    llop.gc_pop_roots(lltype.Void, b)
    while a > 10:
        a -= 2
    c = lltype.cast_opaque_ptr(PSTRUCT, b)
    while a > 10:
        a -= 2
    llop.gc_push_roots(lltype.Void, c)
    g(a)
    llop.gc_pop_roots(lltype.Void, c)
    return c


def nested_renames(a, b):
    while a > 10:
        b1 = lltype.cast_opaque_ptr(PSTRUCT, b)
        while a > 100:
            llop.gc_push_roots(lltype.Void, b1)
            a = g(a)
            llop.gc_pop_roots(lltype.Void, b1)
        b = lltype.cast_opaque_ptr(llmemory.GCREF, b1)
        llop.gc_push_roots(lltype.Void, b)
        a = g(a)
        llop.gc_pop_roots(lltype.Void, b)
    return b


def two_roots_branches(a, b, c):
    # two live references (two colours), pushed in different orders on
    # the two sides of a branch, one of them replaced in the loop
    while a > 0:
        if a & 1:
            llop.gc_push_roots(lltype.Void, b, c)
            a = g(a)
            llop.gc_pop_roots(lltype.Void, b, c)
        else:
            llop.gc_push_roots(lltype.Void, c, b)
            a = g(a) - 1
            llop.gc_pop_roots(lltype.Void, c, b)
            if a > 50:
                c = b
    llop.gc_push_roots(lltype.Void, b, c)
    g(a)
    llop.gc_pop_roots(lltype.Void, b, c)
    return c


def several_pushes_in_a_block(a, b, c):
    while a > 3:
        llop.gc_push_roots(lltype.Void, b)
        a = g(a)
        llop.gc_pop_roots(lltype.Void, b)
        llop.gc_push_roots(lltype.Void, b, c)
        a = g(a)
        llop.gc_pop_roots(lltype.Void, b, c)
        llop.gc_push_roots(lltype.Void, c)
        a = g(a)
        llop.gc_pop_roots(lltype.Void, c)
    return b


def renamed_after_the_pop(a, b):
    # the root goes round the loop under other names made after the pop
    while a > 10:
        llop.gc_push_roots(lltype.Void, b)
        a = g(a)
        llop.gc_pop_roots(lltype.Void, b)
        c = lltype.cast_opaque_ptr(PSTRUCT, b)
        b = lltype.cast_opaque_ptr(llmemory.GCREF, c)
    return b


GRAPHS = [
    (loop_push, [int, llmemory.GCREF]),
    (two_calls_around_loop, [int, llmemory.GCREF]),
    (renamed, [int, llmemory.GCREF]),
    (nested_renames, [int, llmemory.GCREF]),
    (two_roots_branches, [int, llmemory.GCREF, llmemory.GCREF]),
    (several_pushes_in_a_block, [int, llmemory.GCREF, llmemory.GCREF]),
    (renamed_after_the_pop, [int, llmemory.GCREF]),
]


def _saves(graph):
    return sum(1 for block in graph.iterblocks()
               for op in block.operations if op.opname == 'gc_save_root')


def test_move_pushes_earlier_as_rpythons():
    check = translation_speed._checked_move_pushes_earlier(
        _rpythons("move_pushes_earlier"))
    moved = 0
    for f, argtypes in GRAPHS:
        graph = gengraph(f, argtypes, viewbefore=False)[2]
        regalloc = shadowcolor.allocate_registers(graph)
        shadowcolor.expand_push_roots(graph, regalloc)
        before = _saves(graph)
        check(graph, regalloc)      # raises where the two differ
        moved += _saves(graph) != before
        shadowcolor.expand_pop_roots(graph, regalloc)
        shadowcolor.add_enter_leave_roots_frame(graph, regalloc,
                                                Constant('fake gcdata'))
        shadowcolor.postprocess_double_check(graph)
    # the graphs exercise the moves, not only the walks that find none
    assert moved >= 4


def test_a_difference_is_reported():
    graph = gengraph(loop_push, [int, llmemory.GCREF], viewbefore=False)[2]
    regalloc = shadowcolor.allocate_registers(graph)
    shadowcolor.expand_push_roots(graph, regalloc)
    check = translation_speed._checked_move_pushes_earlier(
        lambda graph, regalloc: None)
    try:
        check(graph, regalloc)
    except AssertionError as e:
        assert "differs" in str(e)
    else:
        raise AssertionError("no difference reported")


def test_all_cycles_as_rpythons():
    original = _rpythons("all_cycles")
    rng = random.Random(38)
    for trial in range(300):
        n = rng.randint(1, 12)
        edges = [graphlib.Edge(rng.randrange(n), rng.randrange(n))
                 for _ in range(rng.randint(0, 3 * n))]
        edgedict = graphlib.make_edge_dict(edges)
        for v in range(n):
            edgedict.setdefault(v, [])
        vertices = dict((v, True) for v in range(n) if rng.random() < 0.9)
        for root in vertices:
            assert translation_speed.all_cycles(root, vertices, edgedict) == \
                original(root, vertices, edgedict)
