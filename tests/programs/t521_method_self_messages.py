# Wrong-self and argument-count messages of built-in methods, as CPython's
# (one helper, listmethods.bad_self, makes the descriptor message).
import pickle
for f, a in [(pickle.PickleBuffer.raw, 1), (range.__reversed__, 1), (int.__format__, "x"),
             (bytearray.append, 1), (memoryview.toreadonly, 1), (float.__format__, 1)]:
    try:
        f(a) if f is not int.__format__ and f is not float.__format__ else f(a, "")
    except TypeError as e:
        print(e)
try:
    pickle.PickleBuffer.raw()
except TypeError as e:
    print(e)
for f in (bytearray.append, bytearray.pop, bytearray.extend, bytearray.clear):
    for a in ((), (b"x",), (bytearray(b"ab"), 5)):
        try:
            f(*a)
        except (TypeError, IndexError) as e:
            print(type(e).__name__, e)
class BA(bytearray): pass
b = BA(b"abc"); bytearray.append(b, 100); print(b, bytearray.pop(b))
for m in ["bytearray(b'a').clear(1)", "bytearray(b'a').copy(1)",
          "bytearray(b'a').pop(1,2)", "bytearray(b'a').append()",
          "b'a'.upper(1)", "bytearray(b'a').reverse(1)",
          "bytearray(b'a').insert(1)", "bytearray(b'a').insert()",
          "b'a'.lower(1, 2)", "bytearray(b'a').extend()", "b'ab'.isdigit(3)",
          "bytearray(b'ab').remove()", "b'x'.hex(1,2,3)",
          "b'x'.decode(1,2,3)", "b'x'.zfill()"]:
    try:
        eval(m)
    except TypeError as e:
        print(m, "|", e)
