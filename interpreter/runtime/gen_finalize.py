"""Closing generators that are dropped while suspended (PEP 342: their
`finally` blocks and `with` exits run). CPython does it when the last
reference goes; lbbv's memory is traced by RPython's GC, so a generator
whose code has exception handlers (try/with: the only ones close() can
make do anything) is registered, when it first runs, with a finalizer
queue: the ones the GC found dead are closed at gc.collect(), and at exit
(after the atexit callbacks, as CPython's interpreter shutdown) every
registered generator still suspended is closed, oldest first. Without a
gc.collect() a dropped generator's cleanup therefore runs at exit, not at
the moment it is dropped (docs/traps.md)."""

import weakref

from rpython.rlib import rgc

from objspace.model import OperationError
from interpreter.runtime.generator import W_Generator


class GeneratorQueue(rgc.FinalizerQueue):
    Class = W_Generator

    def finalizer_trigger(self):
        # called by the GC at any point: nothing runs here, the queue is
        # drained where Python code may run (close_dead)
        pass


QUEUE = GeneratorQueue()


class LiveGenerators(object):
    """Weak references to the registered generators, for the exit."""
    def __init__(self):
        self.refs = []
        self.prune_at = 64


LIVE = LiveGenerators()


def register(w_gen):
    QUEUE.register_finalizer(w_gen)
    live = LIVE
    live.refs.append(weakref.ref(w_gen))
    if len(live.refs) >= live.prune_at:
        kept = []
        for r in live.refs:
            w_g = r()
            if w_g is not None and not w_g.frame.finished:
                kept.append(r)
        live.refs = kept
        live.prune_at = max(64, 2 * len(kept))


def close_dead():
    """After a collection: close the generators the GC found dead."""
    while True:
        w_gen = QUEUE.next_dead()
        if w_gen is None:
            break
        _close(w_gen)


def close_all_at_exit():
    close_dead()
    refs = LIVE.refs
    LIVE.refs = []
    for r in refs:
        w_gen = r()
        if w_gen is not None:
            _close(w_gen)


def _close(w_gen):
    """gen.close(), an exception reported as CPython's unraisable hook
    does ("Exception ignored in: <generator ...>")."""
    if w_gen.frame.finished or w_gen.running:
        return
    try:
        w_gen.close()
    except OperationError as e:
        from objspace.stdio import OUTPUT
        from objspace.reprs import repr_w
        from interpreter.runtime.main import format_exception
        OUTPUT.flush()
        try:
            OUTPUT.write_stderr("Exception ignored in: %s\n" % repr_w(w_gen))
            OUTPUT.write_stderr(format_exception(e.w_value))
        except OperationError:
            OUTPUT.write_stderr("Exception while printing an exception\n")
