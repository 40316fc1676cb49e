"""__del__ (PEP 442 finalizers) on RPython's GC finalizer queue.

An instance of a class whose type has a `__del__` (the F_DEL flag,
computed once per type like the attribute-hook flags) is registered with
the queue when it is created; instances of other classes cost nothing
but the flag test their creation already made. When the GC finds a
registered object unreachable it keeps it and puts it in the queue, and
tells us (finalizer_trigger, which may run at any allocation): the
queue is drained where Python code may run, the eval loop's safe points
that also run signal handlers (loop back edges, calls: mod_signal),
and at gc.collect(). Each object's __del__ runs once (an object that
__del__ resurrects is not registered again), and the method is looked
up on the object's type when it runs, as CPython does at deallocation.

CPython calls __del__ when the reference count drops to zero; lbbv only
knows after a collection, so `del x` alone does not run x.__del__ at
once: gc.collect() (or the next major collection) does. At exit, after
the atexit callbacks, the dead ones are finalized, then every
registered object still alive, oldest first (CPython finalizes
module-level objects while tearing the modules down, in an order of its
own). An instance is registered when created: one whose class gains a
__del__ only later, or that is moved to a class with a __del__
(`obj.__class__ = D`), is not finalized.

An exception in __del__ is reported as CPython's unraisable hook does:
"Exception ignored in: <function C.__del__ ...>" and the traceback."""

import weakref

from rpython.rlib import rgc
from rpython.rlib.objectmodel import we_are_translated

from objspace.model import W_Object, Arguments, OperationError


class DelQueue(rgc.FinalizerQueue):
    Class = W_Object

    def finalizer_trigger(self):
        # called by the GC at any allocation: no Python code runs here,
        # the eval loop's next safe point drains the queue
        STATE.pending = True
        from objspace.modules.mod_signal import wake_for_finalizers
        wake_for_finalizers()


QUEUE = DelQueue()


class DelState(object):
    def __init__(self):
        self.pending = False     # the GC queued objects since the drain
        self.running = False     # a __del__ runs: no nested draining
        self.closing = False     # exit: the last pass runs, no draining
        self.refs = []           # weak references, oldest first (exit)
        self.prune_at = 64


STATE = DelState()


def register(w_obj):
    """w_obj's type has a __del__ (F_DEL)."""
    QUEUE.register_finalizer(w_obj)
    note_live(w_obj)


def note_live(w_obj):
    """Remembered (weakly) for the exit: w_obj is finalized then if it is
    still alive (also suspended generators: gen_finalize)."""
    st = STATE
    st.refs.append(weakref.ref(w_obj))
    if len(st.refs) >= st.prune_at:
        kept = []
        for r in st.refs:
            if r() is not None:     # (a finished generator: kept too)
                kept.append(r)
        st.refs = kept
        st.prune_at = max(64, 2 * len(kept))


def run_dead():
    """Calls __del__ of each object the GC found dead (a safe point or
    gc.collect())."""
    st = STATE
    if st.running or st.closing:
        return
    st.pending = False
    st.running = True
    try:
        while True:
            w_obj = QUEUE.next_dead()
            if w_obj is None:
                break
            call_del(w_obj)
    finally:
        st.running = False


def finalize_at_exit():
    """After the atexit callbacks: the dead ones, then every registered
    object still alive (and every suspended generator), oldest first,
    each once."""
    from interpreter.runtime.generator import W_Generator
    from interpreter.runtime.gen_finalize import close, close_dead
    rgc.collect()
    run_dead()
    close_dead()
    st = STATE
    st.closing = True
    refs = st.refs
    st.refs = []
    for r in refs:
        w_obj = r()
        if w_obj is None:
            continue
        if isinstance(w_obj, W_Generator):
            close(w_obj)
        else:
            call_del(w_obj)


def call_del(w_obj):
    from objspace.funcobject import special_binding
    w_del = w_obj.gettype().lookup("__del__")
    if w_del is None:
        return          # removed from the class meanwhile
    w_meth = special_binding(w_del)
    try:
        w_meth.call(Arguments([w_obj]))
    except OperationError as e:
        report_unraisable(w_del, e)


def report_unraisable(w_where, e):
    from objspace.modules.sys_unraisable import write_unraisable
    write_unraisable(None, w_where, e)


def untranslated_pending():
    """Untranslated, the queue is filled by the host's weakref callbacks
    (not the GC): whether something waits."""
    return not we_are_translated() and STATE.pending
