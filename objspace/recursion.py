"""CPython's Py_EnterRecursiveCall for recursion inside the object space
(repr and comparison of nested containers): counted on the same depth as
Python frames, so a too-deep structure raises a catchable RecursionError
in the frame that asked, instead of overflowing the C stack."""

from interpreter.runtime.state import STATE


def enter(where):
    state = STATE
    if state.depth >= state.recursion_limit:
        from objspace.exceptions import oefmt, w_RecursionError
        raise oefmt(w_RecursionError,
                    "maximum recursion depth exceeded" + where)
    state.depth += 1


def leave():
    STATE.depth -= 1
