"""The C of the last translation (.build/, written by `make translate`):
what RPython's optimisations were expected to remove is gone.

RPython's malloc removal takes away a tuple that an inlined helper returns
only when the tuple is built at one place; a helper returning `(ok,
value)` from two returns leaves a GC allocation in the caller, which no
untranslated test can see (session 32 found 8 in the eval loop and
compare_sources: two tuples a compare). This reads the generated C."""

import glob
import os
import re

import pytest

pytestmark = pytest.mark.translated

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# (LBBV_C_DIR: another translation's testing_1 directory)
C_DIR = os.environ.get("LBBV_C_DIR") or os.path.join(
    ROOT, ".build", "usession-lbbv-0", "testing_1")

# the eval loop (both copies: with and without --stats), the run-time
# helpers that tier 2 calls once an instruction, and the slice paths
# (slice_indices is inlined into them: its 4-tuple was an allocation
# per slice)
HOT = re.compile(r"pypy_g_(dispatch__(True|False)|compare_sources|"
                 r"W_List_getitem|W_SeqIterator_next_w|iter_next|"
                 r"set_slice|slice_op|getitem_w|slice_indices)$")
FUNC_START = re.compile(r"^[A-Za-z].*\b(pypy_g_\w+)\(.*\)\s*\{\s*$")
TUPLE_MALLOC = re.compile(r"OP_RAW_MALLOC_USAGE\(.*sizeof\(struct "
                          r"(pypy_tuple\w+)\)")


def tuple_mallocs(c_dir):
    """{function: [tuple struct, ...]} for the HOT functions of the C."""
    found = {}
    seen = set()
    for path in sorted(glob.glob(os.path.join(c_dir, "*.c"))):
        func = None
        with open(path) as f:
            for line in f:
                m = FUNC_START.match(line)
                if m:
                    func = m.group(1) if HOT.match(m.group(1)) else None
                    if func:
                        seen.add(func)
                    continue
                if func is not None:
                    t = TUPLE_MALLOC.search(line)
                    if t:
                        found.setdefault(func, []).append(t.group(1))
    return found, seen


def test_hot_paths_allocate_no_tuple():
    if not glob.glob(os.path.join(C_DIR, "*.c")):
        pytest.skip("no translation's C in .build/ (make translate)")
    found, seen = tuple_mallocs(C_DIR)
    # the pattern still finds the functions (a renamed one would make
    # this test pass by reading nothing)
    assert "pypy_g_dispatch__False" in seen
    assert "pypy_g_compare_sources" in seen
    assert "pypy_g_set_slice" in seen
    assert found == {}, found


def test_the_scan_finds_a_tuple(tmpdir):
    # the scanner itself, on C shaped as RPython writes it
    tmpdir.join("x.c").write(
        "Signed pypy_g_compare_sources(Signed l_a) {\n"
        "\tOP_RAW_MALLOC_USAGE((0 + (((sizeof(struct pypy_tuple2_11)>=0L?"
        "sizeof(struct pypy_tuple2_11):0L) + 7) & ~7)), l_r);\n"
        "}\n"
        "Signed pypy_g_other(Signed l_a) {\n"
        "\tOP_RAW_MALLOC_USAGE((sizeof(struct pypy_tuple2_1)), l_r);\n"
        "}\n")
    found, seen = tuple_mallocs(str(tmpdir))
    assert found == {"pypy_g_compare_sources": ["pypy_tuple2_11"]}
