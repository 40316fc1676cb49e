# An exception group that nobody handles: the traceback is printed in
# CPython's boxed layout and the program exits with status 1.

def fail(i):
    if i % 2:
        raise ValueError(i)
    raise ExceptionGroup("pair %d" % i, [KeyError(i), OSError(i)])


def collect():
    errors = []
    for i in range(4):
        try:
            fail(i)
        except Exception as e:
            errors.append(e)
    return errors


errs = collect()
print(len(errs), [type(e).__name__ for e in errs])
try:
    raise ExceptionGroup("all", errs)
except* ValueError as e:
    print("handled", len(e.exceptions), "value errors")
except* OSError as e:
    print("handled os errors:", repr(e))
    raise RuntimeError("while handling OSError")
