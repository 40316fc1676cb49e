# source encodings the frontend does not decode itself (latin9, cp437)
# come through the codec registry; a str given to compile/exec ignores its
# coding cookie; unknown encodings are SyntaxErrors; f-string starred
# expressions; module reprs from their spec
import ast
import os
import shutil
import sys
import tempfile
import unittest

d = tempfile.mkdtemp()
try:
    with open(os.path.join(d, 'xx_latin9.py'), 'w', encoding='latin9') as f:
        f.write('# -*- coding: latin9 -*-\nu = "\u20ac"\n')
    with open(os.path.join(d, 'xx_cp437.py'), 'w', encoding='cp437') as f:
        f.write('# coding: cp437\nu = "\u00e9"\n')
    with open(os.path.join(d, 'xx_bogus.py'), 'w') as f:
        f.write('# coding: bogus\nu = 1\n')
    sys.path.insert(0, d)
    import xx_latin9
    import xx_cp437
    print(hex(ord(xx_latin9.u)), hex(ord(xx_cp437.u)))
    try:
        import xx_bogus
    except SyntaxError as e:
        print("SyntaxError", e.msg)
finally:
    sys.path.remove(d)
    shutil.rmtree(d)

print(compile("# coding: latin-1\nx = 'é'", "s", "exec").co_consts)
ns = {}
exec(b"# coding: latin9\nx = '\xa4'", ns)
print(hex(ord(ns['x'])))
exec("# coding: latin9\nx = 'é'", ns)
print(ns['x'])
print(ast.dump(ast.parse("# coding: bogus\nx = 1")))
try:
    compile(b"# coding: bogus\nx = 1", "s", "exec")
except SyntaxError as e:
    print("SyntaxError", e.msg)

for s in ['f"{*a}"', 'f"{*a,}"', 'f"{**a}"', 'f"{a:=1}"', 'f"{}"']:
    try:
        compile(s, '', 'eval')
        print(repr(s), "ok")
    except SyntaxError as e:
        print(repr(s), e.msg)

print(repr(sys), repr(unittest).startswith("<module 'unittest' from '"))
import types
m = types.ModuleType('y')
print(repr(m))
m.__file__ = 'f.py'
print(repr(m))

# f-string empty expression messages
cases = ["f'{}'", "f'{ }'" "f' {} '", "f'{10:{ }}'", "f' { } '", "f'''{\t\f\r\n}'''",
 "f'{!r}'", "f'{ !r}'", "f'{!}'", "f'''{\t\f\r\n!a}'''", "f'{!'", "f'{!s:'", "f'{!x}'", "f'{ !xr}'", "f'{!x:}'", "f'{!x:a}'", "f'{ !xr:}'", "f'{ !xr:a}'",
 "f'{:}'", "f'{ :!}'", "f'{:2}'", "f'''{\t\f\r\n:a}'''", "f'{:'",
 "f'{=}'", "f'{ =}'", "f'{ =:}'", "f'{   =!}'", "f'''{\t\f\r\n=}'''", "f'{='", "f'''{\xa0}'''"]
for c in cases:
    try:
        eval(c); print("ok", repr(c))
    except SyntaxError as e:
        print(e.msg)
