"""The match statement's compile-time SyntaxErrors (raised by the
compiler, after parsing) against CPython's own compile(): message, line
and offset."""
import json
import subprocess

from interpreter.runtime.main import compile_source
from interpreter.frontend.syntaxerror import PySyntaxError

ERRORS = [
    "match x:\n  case a: pass\n  case 1: pass",
    "match x:\n  case _: pass\n  case 1: pass",
    "match x:\n  case 1 | _: pass\n  case 2: pass",
    "match x:\n  case (a as b): pass\n  case 1: pass",
    "match x:\n  case [a, a]: pass",
    "match x:\n  case {1: a, 2: [a]}: pass",
    "match x:\n  case C(a, b=a): pass",
    "match x:\n  case [a, *a]: pass",
    "match x:\n  case {'k': a, **a}: pass",
    "match x:\n  case (1 as a) | (2 as a) as a: pass",
    "match x:\n  case [*a, *b]: pass",
    "match x:\n  case a | b: pass",
    "match x:\n  case 1 | a: pass",
    "match x:\n  case (a, b) | (b, c): pass",
    "match x:\n  case [a] | [b]: pass",
    "match x:\n  case f'a': pass",
    "match x:\n  case {f'a': 1}: pass",
    "match x:\n  case {1: 1, 1: 2}: pass",
    "match x:\n  case {1: 1, True: 2}: pass",
    "match x:\n  case {-1: 1, -1.0: 2}: pass",
    "match x:\n  case {'a': 1, 'a': 2}: pass",
    "match x:\n  case {None: 1, None: 2}: pass",
    "match x:\n  case C(a=1, a=2): pass",
    "match x:\n  case C(a=1, b=2, a=3): pass",
    "def f():\n  match x:\n    case [y]: pass\n    case y: pass\n"
    "    case z: pass",
    "match x:\n  case 1:\n    match y:\n      case q: pass\n      case 2: pass",
]

VALID = [
    "match x:\n  case a if a: pass\n  case 1: pass",
    "match x:\n  case _ if x: pass\n  case _: pass",
    "match x:\n  case (1 | 2) as a: pass\n  case [a, *b] | (a, *b): pass",
    "match x:\n  case (a, b) | (b, a): pass",
    "match x:\n  case {1: a, 2: [b]}: pass\n  case a: pass",
    "match x:\n  case {1: 1, 2: 2}: pass",
]

SCRIPT = r"""
import json, sys, warnings
warnings.simplefilter("ignore")
res = []
for src in json.load(sys.stdin):
    try:
        compile(src, "x.py", "exec")
        res.append(None)
    except SyntaxError as e:
        res.append([e.msg, e.lineno, e.offset])
json.dump(res, sys.stdout)
"""


def cpython(sources):
    proc = subprocess.Popen(["python3", "-c", SCRIPT], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE)
    out, _ = proc.communicate(json.dumps(sources))
    assert proc.returncode == 0
    return json.loads(out)


def lbbv(source):
    try:
        compile_source(source, "x.py")
        return None
    except PySyntaxError as e:
        return [e.msg, e.lineno, e.offset]


def test_match_compile_errors():
    expected = cpython(ERRORS + VALID)
    failures = []
    for src, exp in zip(ERRORS + VALID, expected):
        got = lbbv(src)
        if exp is not None:
            exp = [exp[0].encode("utf-8"), exp[1], exp[2]]
        if got != exp:
            failures.append("%r\n  lbbv:    %s\n  cpython: %s" % (src, got,
                                                                 exp))
    assert not failures, "\n".join(failures)
    assert all(e is not None for e in expected[:len(ERRORS)])
