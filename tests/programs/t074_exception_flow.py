# exception control flow: finally with break/continue/return, nested handlers, loops
def f(n):
    log = []
    for i in range(n):
        try:
            try:
                if i == 1:
                    raise ValueError(i)
                if i == 2:
                    raise KeyError(i)
                if i == 3:
                    continue
                if i == 5:
                    break
                log.append("body%d" % i)
            except ValueError as e:
                log.append("inner-VE%s" % e)
            finally:
                log.append("inner-fin%d" % i)
        except KeyError as e:
            log.append("outer-KE%s" % e)
        else:
            log.append("else%d" % i)
        finally:
            log.append("fin%d" % i)
    return log
print(f(7))
def ret_in_try():
    try:
        return "a"
    finally:
        print("cleanup 1")
def ret_override():
    try:
        raise ValueError("lost")
    finally:
        return "override"
def exc_in_finally():
    try:
        try:
            raise ValueError("first")
        finally:
            raise TypeError("second")
    except Exception as e:
        return type(e).__name__ + ":" + str(e)
print(ret_in_try(), ret_override(), exc_in_finally())
def gen():
    try:
        yield 1
        raise ValueError("from gen")
    except ValueError as e:
        yield "handled " + str(e)
    finally:
        yield "gen finally"
print(list(gen()))
def raiser(kind):
    if kind == 0:
        return "fine"
    if kind == 1:
        raise IndexError("idx")
    if kind == 2:
        raise ZeroDivisionError("zd")
    raise Exception("generic")
for kind in range(4):
    try:
        r = raiser(kind)
    except (IndexError, ZeroDivisionError) as e:
        r = "arith-or-index: " + type(e).__name__
    except Exception as e:
        r = "generic: " + str(e)
    print(kind, r)
count = 0
while True:
    try:
        count += 1
        if count < 3:
            raise RuntimeError("retry")
        break
    except RuntimeError:
        print("retry", count)
print("count", count)
def nested_funcs():
    def a():
        b()
    def b():
        c()
    def c():
        raise LookupError("deep lookup")
    try:
        a()
    except LookupError as e:
        return "caught " + str(e)
print(nested_funcs())
try:
    try:
        raise ValueError("v")
    except TypeError:
        print("wrong handler")
except ValueError as e:
    print("outer got", e)
def cleanup_order():
    out = []
    try:
        try:
            out.append(1)
            raise KeyError("x")
        finally:
            out.append(2)
    except KeyError:
        out.append(3)
    finally:
        out.append(4)
    return out
print(cleanup_order())
x = 0
try:
    x = 1
    x = 1 / 0
    x = 2
except ZeroDivisionError:
    pass
print("x =", x)
