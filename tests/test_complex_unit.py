"""complex arithmetic and cmath, bit for bit against CPython 3 on a grid
of ordinary and special values (tests/complex_grid.py). The RPython
functions run directly, with the C library reached through ctypes (the
interpreter's own route, ll2ctypes, is far too slow for 20,000 calls)."""
import ctypes
import os
import subprocess

import pytest

from tests import complex_grid
from objspace import libm

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
from tests.corpus import PYTHON3
LIBM_NAMES = ['exp', 'log', 'log1p', 'sqrt', 'cos', 'sin', 'tan', 'cosh',
              'sinh', 'tanh', 'asinh', 'atan2', 'hypot', 'pow']


@pytest.fixture
def ctypes_libm(monkeypatch):
    lib = ctypes.CDLL('libm.so.6')
    for name in LIBM_NAMES:
        f = getattr(lib, name)
        f.restype = ctypes.c_double
        f.argtypes = [ctypes.c_double] * (
            2 if name in ('atan2', 'hypot', 'pow') else 1)
        monkeypatch.setattr(libm, name, f)


def lbbv_calls():
    from objspace import complexobject as C
    from objspace.modules import mod_cmath as M
    from objspace.model import OperationError
    from objspace.reprs import str_w
    from interpreter.frontend import astnodes as A

    def errname(err):
        return {C.EDOM: 'ValueError', C.ERANGE: 'OverflowError'}[err]

    def cm(name, a, b):
        if name == 'phase':
            phi = M.c_atan2(a, b)
            err = M.phase_errno(a, b, phi)
            return errname(err) if err else complex_grid.fmt(phi)
        if name == 'polar':
            r, err = C.c_abs(a, b)
            return errname(err) if err else complex_grid.fmt(
                (r, M.c_atan2(a, b)))
        re, im, err = getattr(M, 'c_' + name)(a, b)
        return errname(err) if err else complex_grid.fmt((re, im))

    ops = {'/': A.NB_TRUE_DIVIDE, '**': A.NB_POWER, '*': A.NB_MULTIPLY}

    def ar(op, a, b):
        wa = C.W_Complex(a.real, a.imag)
        wb = C.W_Complex(b.real, b.imag)
        try:
            if op == 'abs':
                return complex_grid.fmt(C.complex_abs(wa))
            if op == 'hash':
                return str(C.complex_hash(wa)) if a == a else 'x'
            if op == 'repr':
                return C.complex_repr(a.real, a.imag)
            w = C.complex_arith(wa, wb, ops[op])
        except OperationError as e:
            return '%s %s' % (e.w_value.gettype().name, str_w(e.w_value))
        return complex_grid.fmt((w.realval, w.imagval))
    return cm, ar


def test_grid_matches_cpython(ctypes_libm):
    expected = subprocess.check_output(
        [PYTHON3, os.path.join(ROOT, 'tests', 'complex_grid.py')])
    expected = expected.decode('utf-8').splitlines()
    got = complex_grid.lines(*lbbv_calls())
    assert len(got) == len(expected)
    bad = [(g, e) for g, e in zip(got, expected) if g != e]
    assert not bad[:20], "%d differences" % len(bad)
