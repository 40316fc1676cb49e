# exception constructors and attributes: AttributeError/NameError name and
# obj (also set by failed look-ups), ImportError msg/name/path,
# SyntaxError's fields and str, UnicodeTranslateError, add_note/__notes__,
# keyword arguments, deleting __cause__/__context__
import sys


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


e = AttributeError('x', name='n', obj=5)
print(e.name, e.obj, e.args, str(e))
e = AttributeError('x')
print(e.name, e.obj)
show(lambda: AttributeError(a=1))
show(lambda: BaseException(a=1))
show(lambda: ValueError('v', k=2))
show(lambda: NameError('a', name='q').name)
show(lambda: NameError('a', obj=1))


class C:
    cattr = 1


class G:
    def __getattr__(self, name):
        raise AttributeError()


for obj in [5, C, C(), sys, G(), "s"]:
    try:
        obj.zz
    except AttributeError as e:
        print(type(obj).__name__, e.name, e.obj is obj)
try:
    undefined_thing
except NameError as e:
    print(e.name, e.args)


def unbound():
    try:
        print(loc)
    except NameError as e:
        print(type(e).__name__, e.name)
    loc = 1


unbound()

e = ImportError('m', name='n', path='p')
print(e.name, e.path, e.msg, str(e), e.args)
e.__init__()
print(e.name, e.path, e.msg, e.args)
i = ImportError('m', 'n')
print(i.msg, str(i), ImportError().msg, str(ImportError(5)))
show(lambda: ImportError(bad=1))
try:
    import nosuchmodule_t392
except ImportError as e:
    print(type(e).__name__, e.name, e.msg, e.path)

e = SyntaxError('msg', ('f', 1, 2, 'txt', 1, 3))
print(e.filename, e.lineno, e.offset, e.text, e.end_lineno, e.end_offset,
      e.msg, str(e), e.args)
print(str(SyntaxError('m', ('/a/b.py', 3, 1, 't'))),
      str(SyntaxError('m', (None, 3, 1, 't'))),
      str(SyntaxError('m', ('x', None, 1, 't'))), repr(str(SyntaxError())),
      str(SyntaxError('a', 'b', 'c')))
s = SyntaxError('m')
print(s.msg, s.filename, s.lineno, s.offset, s.text, s.print_file_and_line)
show(lambda: SyntaxError('bad', ('bad.py', 1, 2)))
show(lambda: SyntaxError('bad', ('bad.py', 1, 2, 4, 5, 6, 7)))
show(lambda: SyntaxError('bad', ('bad.py', 1, 2, 'abc', 1)))
for src in ["1 +* 2", "x = (1,\n 2 3)", "def f(:\n pass"]:
    try:
        compile(src, "s.py", "exec")
    except SyntaxError as e:
        print(e.filename, e.lineno, e.offset, repr(e.text), e.msg, str(e),
              e.args[0], type(e.args[1]).__name__)

t = UnicodeTranslateError('abc\u1234', 3, 4, 'r')
print(t, t.object, t.start, t.end, t.reason, t.encoding, t.args)
print(UnicodeTranslateError('abc', 0, 2, 'r'))
show(lambda: UnicodeTranslateError('abc', 0, 2))
show(lambda: UnicodeTranslateError(b'abc', 0, 2, 'r'))
print(issubclass(UnicodeTranslateError, UnicodeError))

e = Exception()
print(hasattr(e, '__notes__'))
e.add_note('hi')
e.add_note('second')
print(e.__notes__)
show(lambda: e.add_note(5))
e.__notes__ = 5
show(lambda: e.add_note('x'))
e = Exception()
show(lambda: setattr(e, '__cause__', 1))
show(lambda: setattr(e, '__context__', 1))
show(lambda: delattr(e, '__cause__'))
show(lambda: delattr(e, '__context__'))
show(lambda: delattr(e, '__traceback__'))

# hot loops: look-ups failing on changing types, notes, constructors
names = []
for i in range(200):
    target = [5, C(), C, "s", G()][i % 5]
    try:
        target.missing_attr
    except AttributeError as e:
        names.append((e.name, e.obj is target))
print(len(names), names[:5])
count = 0
for i in range(150):
    try:
        if i % 2:
            raise AttributeError('a', name='x%d' % i, obj=i)
        raise ImportError('b', name='m', path=None if i % 3 else 'p')
    except (AttributeError, ImportError) as e:
        e.add_note('n%d' % i)
        if isinstance(e, AttributeError):
            count += e.obj
        else:
            count += len(e.msg) + (e.path is None)
        count += len(e.__notes__)
print(count)
