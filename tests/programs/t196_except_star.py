# try/except* (PEP 654): matching split, naked exceptions, re-raise of
# unhandled parts, exceptions raised in handlers.

def show(x):
    if x is None:
        return "None"
    if isinstance(x, BaseExceptionGroup):
        return "%s(%r, [%s])" % (type(x).__name__, x.message,
                                 ", ".join(show(e) for e in x.exceptions))
    return repr(x)


def attempt(f):
    try:
        f()
        print("  nothing escaped")
    except BaseException as e:
        print("  escaped:", show(e))


def basic():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2), ValueError(3)])
    except* ValueError as e:
        print("  values:", show(e))
    except* TypeError as e:
        print("  types:", show(e))
print("basic"); attempt(basic)


def partial():
    try:
        raise ExceptionGroup("eg", [ValueError(1), KeyError(2),
                                    ExceptionGroup("in", [OSError(3), ValueError(4)])])
    except* ValueError as e:
        print("  values:", show(e))
print("partial"); attempt(partial)


def naked():
    try:
        raise ValueError("naked")
    except* ValueError as e:
        print("  wrapped:", show(e), e.exceptions[0] is not None)
print("naked"); attempt(naked)


def naked_unmatched():
    try:
        raise KeyError("k")
    except* ValueError:
        print("  not here")
print("naked_unmatched"); attempt(naked_unmatched)


def raise_in_handler():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise OSError("new")
print("raise_in_handler"); attempt(raise_in_handler)


def raise_in_two_handlers():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2), KeyError(3)])
    except* ValueError:
        raise OSError("a")
    except* TypeError:
        raise RuntimeError("b")
print("raise_in_two_handlers"); attempt(raise_in_two_handlers)


def bare_reraise():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise
print("bare_reraise"); attempt(bare_reraise)


def reraise_naked():
    try:
        raise ValueError(5)
    except* ValueError:
        raise
print("reraise_naked"); attempt(reraise_naked)


def new_in_handler_naked():
    try:
        raise ValueError(5)
    except* ValueError:
        raise TypeError(6)
print("new_in_handler_naked"); attempt(new_in_handler_naked)


def context_of_new():
    try:
        try:
            raise ExceptionGroup("eg", [ValueError(1)])
        except* ValueError:
            raise KeyError("x")
    except KeyError as e:
        print("  context:", show(e.__context__))
print("context_of_new"); attempt(context_of_new)


def tuple_types():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2), OSError(3)])
    except* (ValueError, TypeError) as e:
        print("  both:", show(e))
print("tuple_types"); attempt(tuple_types)


def else_finally():
    try:
        pass
    except* ValueError:
        print("  no")
    else:
        print("  else ran")
    finally:
        print("  finally ran")
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        print("  handled values")
    finally:
        print("  finally after partial")
print("else_finally"); attempt(else_finally)


def bad_types():
    for t in [ExceptionGroup, (ValueError, BaseExceptionGroup), int]:
        try:
            try:
                raise ValueError(1)
            except* t:
                pass
        except TypeError as e:
            print("  TypeError", e)
print("bad_types"); attempt(bad_types)


def loops_inside():
    out = []
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ValueError:
        for i in range(5):
            if i == 3:
                break
            out.append(i)
    print("  ", out)
print("loops_inside"); attempt(loops_inside)


def base_groups():
    try:
        raise BaseExceptionGroup("b", [KeyboardInterrupt(), ValueError(1)])
    except* KeyboardInterrupt as e:
        print("  ki:", show(e))
    except* ValueError as e:
        print("  v:", show(e))
print("base_groups"); attempt(base_groups)


def nested_try_star():
    try:
        try:
            raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
        except* ValueError:
            print("  inner handled values")
    except* TypeError as e:
        print("  outer handled:", show(e))
print("nested_try_star"); attempt(nested_try_star)

# hot loop: handlers run many times, the exception kinds changing
tally = {"v": 0, "t": 0, "k": 0, "escaped": 0}
for i in range(300):
    try:
        try:
            if i % 4 == 0:
                raise ExceptionGroup("g", [ValueError(i), TypeError(i)])
            elif i % 4 == 1:
                raise ValueError(i)
            elif i % 4 == 2:
                raise ExceptionGroup("g", [KeyError(i)])
            else:
                pass
        except* ValueError as e:
            tally["v"] += len(e.exceptions)
        except* TypeError as e:
            tally["t"] += len(e.exceptions)
    except ExceptionGroup as e:
        tally["escaped"] += 1
        tally["k"] += len(e.subgroup(KeyError).exceptions)
print(sorted(tally.items()))
