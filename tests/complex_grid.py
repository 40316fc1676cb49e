"""Prints cmath functions and complex arithmetic over a grid of ordinary
and special values, one result a line. Runs on CPython 3 (the reference)
or, imported by test_complex_unit.py, on lbbv's own functions under
Python 2.7 (`lbbv_calls`)."""
from __future__ import print_function

INF = float('inf')
NAN = float('nan')
VALS = [0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 2.0, -3.7, 1e-310, -1e-320, 1e300,
        -1e308, 1.5e154, 0.7, 1.3, INF, -INF, NAN, 0.71, 1.72, 800.0, -710.0,
        1e-200, 3.0e-155, 1e-8, -2.5e-5]
CMATH = ['sqrt', 'exp', 'log', 'log10', 'acos', 'acosh', 'asin', 'asinh',
         'atan', 'atanh', 'cos', 'cosh', 'sin', 'sinh', 'tan', 'tanh',
         'phase', 'polar', 'rect']
ARITH = ['/', '**', '*', 'abs', 'hash', 'repr']


def fmt(x):
    if isinstance(x, tuple):
        return '(' + ', '.join(fmt(v) for v in x) + ')'
    if isinstance(x, float):
        return 'nan' if x != x else repr(x)
    return str(x)


def cpython_calls():
    import cmath

    def cm(name, a, b):
        try:
            if name == 'rect':
                z = cmath.rect(a, b)
            else:
                z = getattr(cmath, name)(complex(a, b))
        except Exception as e:
            return type(e).__name__
        if isinstance(z, complex):
            return fmt((z.real, z.imag))
        return fmt(z)

    def ar(op, a, b):
        try:
            if op == '/':
                z = a / b
            elif op == '**':
                z = a ** b
            elif op == '*':
                z = a * b
            elif op == 'abs':
                return fmt(abs(a))
            elif op == 'hash':
                return str(hash(a)) if a == a else 'x'
            else:
                return repr(a)
        except Exception as e:
            return type(e).__name__ + ' ' + str(e)
        return fmt((z.real, z.imag))
    return cm, ar


def lines(cm, ar):
    out = []
    for name in CMATH:
        for a in VALS:
            for b in VALS:
                out.append('%s %r %r %s' % (name, a, b, cm(name, a, b)))
    cs = [complex(x, y) for x in VALS[::2] for y in VALS[::3]]
    ds = [complex(x, y) for x in VALS[::3] for y in VALS[::3]]
    for op in ARITH:
        for a in cs:
            for b in (ds if op in ('/', '**', '*') else ds[:1]):
                out.append('%s %s %s %s' % (op, fmt((a.real, a.imag)),
                                            fmt((b.real, b.imag)),
                                            ar(op, a, b)))
    return out


if __name__ == '__main__':
    print('\n'.join(lines(*cpython_calls())))
