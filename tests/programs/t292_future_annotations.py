"""Future statements (PEP 236) and `from __future__ import annotations`
(PEP 563): annotations become CPython's normalised source text."""
from __future__ import annotations
from __future__ import division, generator_stop

import __future__
print(annotations is __future__.annotations, division.compiler_flag)


def f(a: int, b: "List[int]" = 1, *args: tuple[int, ...], c: x.y[z] | None,
      **kw: dict[str, "T"]) -> Callable[[int, str], Optional[float]]:
    return a


print(f.__annotations__)


def g(x: lambda a, /, b=1, *c, d, **e: a + b, y: (1, 2) if p else [3, {4: 5}],
      z: not a and b or c, w: -x ** -y ** 2, u: f"{a!r:>{w}} {{x}}",
      t: {*s, *()} | {**d, 'k': v}, s: 1e400 + 2j * 0x1F - 0o7 // 0b11,
      r: [i async for i in y if i] + list(i for i in x), q: a[1:2, ::3, ...],
      n: 1 .real, m: "it's" + b'\x00"\'', l: (),
      k: (1,), j: a if b else (c if d else e), i: (lambda: 0), h: (*a, b),
      gg: a < b <= c is not d not in e, ff: ~a @ b % c << d >> e & f ^ g | h):
    pass


for k, v in g.__annotations__.items():
    print(k, "=", v)


z = type('Z', (), {})()


class C:
    x: int
    y: list[C] = []
    z.w: int = 3
    (v): str = "s"
    def m(self) -> C: return self


print(C.__annotations__, C.m.__annotations__, C.y, z.w)
x: Undefined.name = 5
print(__annotations__)

# code compiled by exec/eval/compile inherits the future flag
exec("def h(a: q[r]) -> s: pass\nprint(h.__annotations__)")
ns = {}
exec(compile("def h(a: int): pass", "<s>", "exec", dont_inherit=True), ns)
print(ns["h"].__annotations__)
exec(compile("def h(a: int): pass", "<s>", "exec", __future__.annotations.compiler_flag, True), ns)
print(ns["h"].__annotations__)

for src in ["from __future__ import braces", "from __future__ import nonsense",
            "x = 1\nfrom __future__ import annotations",
            "def f():\n    from __future__ import division",
            '"""doc"""\nfrom __future__ import (division,\n  annotations)\nx: int',
            "import os\nfrom __future__ import division",
            "def f(x: (a := 3)): pass", "def f(x: (yield)): pass",
            "async def f(x: await z): pass", "def g():\n  x: (yield from y) = 1"]:
    try:
        compile(src, "<src>", "exec")
        print("ok")
    except SyntaxError as e:
        print("SyntaxError", e.msg, e.lineno)
for i in range(200):
    def k(a: list[int] = i) -> dict: return a
print(k.__annotations__, k())
