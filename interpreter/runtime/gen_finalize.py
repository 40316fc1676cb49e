"""Closing generators that are dropped while suspended (PEP 342: their
`finally` blocks and `with` exits run). CPython does it when the last
reference goes; lbbv's memory is traced by RPython's GC, so a generator
whose code has exception handlers (try/with: the only ones close() can
make do anything) is registered, when it first runs, with a finalizer
queue: the ones the GC found dead are closed at gc.collect(), and at exit
(after the atexit callbacks, as CPython's interpreter shutdown) every
registered generator still suspended is closed, oldest first, in one
pass with the objects whose __del__ is due (objspace/del_queue.py). Without a
gc.collect() a dropped generator's cleanup therefore runs at exit, not at
the moment it is dropped (docs/traps.md)."""

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


def register(w_gen):
    QUEUE.register_finalizer(w_gen)
    # for the exit: closed in one pass with the objects with a __del__,
    # in the order they were made (objspace/del_queue.py)
    from objspace.del_queue import note_live
    note_live(w_gen)


def close_dead():
    """After a collection: close the generators the GC found dead."""
    while True:
        w_gen = QUEUE.next_dead()
        if w_gen is None:
            break
        close(w_gen)


def close(w_gen):
    """gen.close(), an exception reported as CPython's unraisable hook
    does ("Exception ignored in: <generator ...>")."""
    if w_gen.frame.finished or w_gen.running:
        return
    try:
        w_gen.close()
    except OperationError as e:
        from objspace.modules.sys_unraisable import write_unraisable
        write_unraisable(None, w_gen, e)
