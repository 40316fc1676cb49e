# implicit exception chaining of errors the runtime raises (NameError in an
# except block or in __exit__), a generator's own handled exception (not
# its caller's, even when they are the same object), throw() contexts and
# argument checks, cycle breaking, `raise X from 5`, the context manager
# protocol messages, pickling and copying of exceptions
import copy
import pickle
import sys
def t1():
    try:
        try:
            1/0
        except:
            xyzzy
    except NameError as e:
        print(type(e.__context__))
t1()
class CM:
    def __enter__(self): pass
    def __exit__(self, t, v, tb):
        print(t, v, type(tb))
        xyzzy
try:
    with CM():
        1/0
except NameError as e:
    print("cm", type(e.__context__))

def f():
    try:
        raise KeyError('a')
    except Exception:
        yield
gen = f()
gen.send(None)
try:
    gen.throw(ValueError)
except ValueError as e:
    print("gen", repr(e.__context__))

def g():
    try:
        raise KeyError('a')
    except Exception:
        try:
            yield
        except Exception as exc:
            print("inside", type(exc), repr(exc.__context__))
            yield 'b'
gen = g(); gen.send(None); print(gen.throw(ValueError))

def store_raise_exc_generator():
    try:
        print(sys.exc_info()[0])
        yield
    except Exception as exc:
        print(sys.exc_info()[0], exc.__context__)
        yield
        print(sys.exc_info()[0])
        yield
        raise
make = store_raise_exc_generator()
next(make)
try:
    raise ValueError()
except Exception as exc:
    try:
        make.throw(exc)
    except Exception:
        pass
next(make)
try:
    next(make)
except ValueError:
    print("reraised ok")
print(sys.exc_info())

# cycle
try:
    try:
        raise KeyError
    except KeyError as k:
        try:
            raise ValueError
        except ValueError as v:
            raise k
except KeyError as k2:
    print(repr(k2.__context__), repr(k2.__context__.__context__))

try:
    raise IndexError from 5
except TypeError as e:
    print(e)
try:
    raise IndexError from KeyError
except IndexError as e:
    print(repr(e.__cause__), e.__suppress_context__)


class LacksExit:
    def __enter__(self):
        pass


class LacksEnter:
    def __exit__(self, *a):
        pass


for m in (LacksExit(), LacksEnter(), object()):
    try:
        with m:
            pass
    except TypeError as e:
        print(e)


def boring():
    yield


g = boring()
for bad in ["abc", 0, list]:
    try:
        g.throw(bad)
    except TypeError as e:
        print(e)
try:
    g.throw(ValueError, "foo", 23)
except TypeError as e:
    print(e)
class NaiveException(Exception):
    def __init__(self, x):
        self.x = x
class SlottedNaiveException(Exception):
    __slots__ = ('x',)
    def __init__(self, x):
        self.x = x
exceptionList = [
    (BaseException, (), {'args' : ()}),
    (BaseException, ('foo', 1), {'args' : ('foo', 1)}),
    (SystemExit, ('foo',), {'args' : ('foo',), 'code' : 'foo'}),
    (OSError, ('foo',), {'args' : ('foo',), 'filename' : None, 'filename2' : None, 'errno' : None, 'strerror' : None}),
    (OSError, ('foo', 'bar', 'baz'), {'args' : ('foo', 'bar'), 'filename' : 'baz', 'filename2' : None, 'errno' : 'foo', 'strerror' : 'bar'}),
    (OSError, ('foo', 'bar', 'baz', None, 'quux'), {'args' : ('foo', 'bar'), 'filename' : 'baz', 'filename2': 'quux'}),
    (OSError, (1, 'strErrorStr', 'filenameStr'), {'args' : (1, 'strErrorStr'), 'errno' : 1, 'strerror' : 'strErrorStr', 'filename' : 'filenameStr', 'filename2' : None}),
    (SyntaxError, (), {'msg' : None, 'text' : None, 'filename' : None, 'lineno' : None, 'offset' : None, 'end_offset': None, 'print_file_and_line' : None}),
    (SyntaxError, ('msgStr', ('filenameStr', 'linenoStr', 'offsetStr', 'textStr', 'endLinenoStr', 'endOffsetStr')),
        {'offset' : 'offsetStr', 'text' : 'textStr', 'msg' : 'msgStr', 'filename' : 'filenameStr', 'lineno' : 'linenoStr', 'end_lineno': 'endLinenoStr', 'end_offset': 'endOffsetStr'}),
    (UnicodeEncodeError, ('ascii', 'a', 0, 1, 'ordinal not in range'), {'args' : ('ascii', 'a', 0, 1, 'ordinal not in range'), 'encoding' : 'ascii', 'object' : 'a', 'start' : 0, 'reason' : 'ordinal not in range'}),
    (UnicodeDecodeError, ('ascii', bytearray(b'\xff'), 0, 1, 'ordinal not in range'), {'encoding' : 'ascii', 'object' : b'\xff', 'start' : 0, 'reason' : 'ordinal not in range'}),
    (UnicodeTranslateError, ("\u3042", 0, 1, "ouch"), {'object' : '\u3042', 'reason' : 'ouch', 'start' : 0, 'end' : 1}),
    (NaiveException, ('foo',), {'args': ('foo',), 'x': 'foo'}),
    (SlottedNaiveException, ('foo',), {'args': ('foo',), 'x': 'foo'}),
]
for exc, args, expected in exceptionList:
    e = exc(*args)
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        new = pickle.loads(pickle.dumps(e, protocol))
        for k in expected:
            got = repr(getattr(new, k)); want = repr(expected[k])
            if got != want: print("MISMATCH", exc.__name__, protocol, k, got, want)
print("pickles done")
for kwargs in (dict(), dict(name='somename'), dict(path='somepath'), dict(name='somename', path='somepath')):
    orig = ImportError('test', **kwargs)
    for proto in range(pickle.HIGHEST_PROTOCOL + 1):
        exc = pickle.loads(pickle.dumps(orig, proto))
        print(exc.args, exc.msg, exc.name, exc.path)
    for c in copy.copy, copy.deepcopy:
        exc = c(orig)
        print(exc.args, exc.msg, exc.name, exc.path)
e = Exception(1)
e.__setstate__({'a': 1})
print(e.a, e.__reduce__())
try: e.__setstate__(1)
except TypeError as ex: print(ex)
a = AttributeError("x", name="n", obj=object())
print(pickle.loads(pickle.dumps(a)).name)
import sys
def g():
    try:
        raise ValueError
    except ValueError:
        yield 1
    print(sys.exc_info())
    yield 2
gen = g()
try:
    raise IndexError
except IndexError:
    print(next(gen))
print(next(gen))
def g2():
    try:
        raise ValueError
    except ValueError:
        yield sys.exc_info()[0].__name__
    yield sys.exc_info()[0]
gen = g2()
print(next(gen))
try:
    raise KeyError
except KeyError:
    print(next(gen))
class A(Exception): pass
class B(Exception): pass
class C(Exception): pass
try:
    try:
        raise A
    except A as a_:
        a = a_
        try:
            raise B
        except B as b_:
            b = b_
            try:
                raise C
            except C as c_:
                c = c_
                raise a
except A as e:
    exc = e
print(exc is a, a.__context__ is c, c.__context__ is b, b.__context__)
