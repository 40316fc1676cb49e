"""The buffer of concatenation chains (objspace/strobject.py, concat):
`s = s + t` appends to one ConcatBuffer while s is its end, so a loop
building a string copies each piece once; every string made from the
buffer reads its own prefix."""
from interpreter.frontend import astnodes as A
from objspace.operations import binary_op
from objspace.strobject import CONCAT_MIN, newstr


def _add(w_a, text):
    return binary_op(w_a, newstr(text), A.NB_ADD)


def test_a_loop_appends_to_one_buffer():
    w_s = newstr("")
    made = []
    for i in range(3 * CONCAT_MIN):
        w_s = _add(w_s, "xy")
        made.append(w_s)
    short = [w for w in made if w.nbytes() <= CONCAT_MIN]
    long_ = [w for w in made if w.nbytes() > CONCAT_MIN]
    # short strings are plain copies; the long ones are pending, all of
    # them in the buffer the first long one started
    assert all(w.pending is None for w in short)
    assert all(w.pending is not None for w in long_)
    buffers = set(id(w.pending.buffer) for w in long_)
    assert len(buffers) == 1
    assert long_[-1].pending.buffer.nbytes() == 6 * CONCAT_MIN
    # earlier strings read their prefixes, the last the whole text
    assert long_[0].utf8 == "xy" * (CONCAT_MIN // 2 + 1)
    assert long_[0].pending is None and long_[0].length == CONCAT_MIN + 2
    assert made[-1].utf8 == "xy" * (3 * CONCAT_MIN)
    assert made[-1].is_ascii()


def test_a_string_that_is_not_the_end_copies():
    w_a = newstr(u"\u00e9".encode("utf-8") * CONCAT_MIN)
    w_b = _add(w_a, "1")
    w_c = _add(w_a, "2")        # w_a is plain: a buffer of its own
    assert w_b.pending.buffer is not w_c.pending.buffer
    w_d = _add(w_b, "3")        # w_b is its buffer's end: shared
    assert w_d.pending.buffer is w_b.pending.buffer
    w_e = _add(w_b, "4")        # no longer the end: w_b is read, a copy
    assert w_b.pending is None
    assert w_e.pending is None or w_e.pending.buffer is not \
        w_d.pending.buffer
    assert w_d.utf8.endswith("13") and w_e.utf8.endswith("14")
    assert w_c.utf8.endswith("2") and w_b.utf8.endswith("1")
    assert w_d.length == CONCAT_MIN + 2 and not w_d.is_ascii()
