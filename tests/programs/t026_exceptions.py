# try/except/else/finally, raise, re-raise, exception objects
def div(a, b):
    try:
        r = a / b
    except ZeroDivisionError as e:
        print("caught:", e)
        return None
    else:
        print("no error")
        return r
    finally:
        print("finally for", a, b)
print(div(1, 2))
print(div(1, 0))
try:
    raise ValueError("bad value")
except ValueError as e:
    print(type(e).__name__, e, e.args, repr(e))
try:
    raise KeyError("k")
except LookupError as e:
    print("LookupError caught", type(e).__name__, e)
try:
    [][1]
except (KeyError, IndexError) as e:
    print("tuple catch", type(e).__name__, e)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        print("inner handler")
        raise
except ZeroDivisionError as e:
    print("re-raised", e)
try:
    try:
        int("x")
    finally:
        print("inner finally")
except ValueError as e:
    print("outer caught", e)
def f():
    try:
        return "try"
    finally:
        print("finally before return")
print(f())
def g():
    try:
        return "try"
    finally:
        return "finally wins"
print(g())
def h():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
            print("body", i)
        finally:
            print("finally", i)
h()
try:
    raise RuntimeError
except RuntimeError as e:
    print("bare class raise", repr(e), str(e) == "")
e2 = None
try:
    raise TypeError("one", 2)
except Exception as e:
    e2 = e
print(e2.args, str(e2))
try:
    raise Exception()
except Exception as e:
    print(repr(e), e.args)
def thrower(n):
    if n == 0:
        raise IndexError("deep")
    thrower(n - 1)
try:
    thrower(10)
except IndexError as e:
    print("from deep:", e)
try:
    try:
        raise ValueError("first")
    except ValueError:
        raise TypeError("second")
except TypeError as e:
    print("chained", e)
try:
    try:
        raise ValueError("orig")
    except ValueError as e:
        raise RuntimeError("wrapped") from e
except RuntimeError as e:
    print(e, "cause:", repr(e.__cause__))
result = []
for x in [1, 0, "a", 2]:
    try:
        result.append(10 // x)
    except ZeroDivisionError:
        result.append("zde")
    except TypeError:
        result.append("te")
    else:
        result.append("ok")
print(result)
try:
    pass
except Exception:
    print("never")
else:
    print("else with no exception")
finally:
    print("and finally")
try:
    x = undefined_name
except NameError as e:
    print("NameError", e)
def uses_before():
    try:
        print(v)
    except UnboundLocalError as e:
        print("UnboundLocalError", type(e).__name__, isinstance(e, NameError))
    v = 1
uses_before()
try:
    raise ValueError("x")
except Exception as err:
    pass
try:
    print(err)
except NameError:
    print("err deleted after except block")
