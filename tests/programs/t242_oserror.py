# OSError and its subclasses: errno -> subclass, attributes, str, repr
import errno

print(IOError is OSError, EnvironmentError is OSError)
for cls in [BlockingIOError, ChildProcessError, ConnectionError,
            BrokenPipeError, ConnectionAbortedError, ConnectionRefusedError,
            ConnectionResetError, FileExistsError, FileNotFoundError,
            InterruptedError, IsADirectoryError, NotADirectoryError,
            PermissionError, ProcessLookupError, TimeoutError]:
    print(cls.__name__, [b.__name__ for b in cls.__mro__[1:]])

for code in [errno.ENOENT, errno.EEXIST, errno.EACCES, errno.EPERM,
             errno.EAGAIN, errno.EPIPE, errno.ECHILD, errno.EINTR,
             errno.EISDIR, errno.ENOTDIR, errno.ESRCH, errno.ETIMEDOUT,
             errno.ECONNREFUSED, errno.ECONNRESET, errno.ECONNABORTED,
             errno.EINVAL, 99999]:
    e = OSError(code, "msg")
    print(code, type(e).__name__, e.errno, e.strerror, e.filename, str(e))

e = OSError(2, "No such file or directory", "x.txt")
print(type(e).__name__, str(e), repr(e), e.args, e.filename, e.filename2)
e = OSError(2, "No such file or directory", "a", None, "b")
print(str(e), e.filename, e.filename2, e.args)
e = OSError(2, "No such file or directory", b"a", None, b"b")
print(str(e))
for args in [(), ("just a message",), (1, 2, 3, 4, 5, 6), ("a", "b"),
             (2,), (2, "x", None)]:
    e = OSError(*args)
    print(type(e).__name__, repr(str(e)), e.args, e.errno, e.strerror,
          e.filename)
e = FileNotFoundError("plain")
print(type(e).__name__, str(e), e.errno)
e = FileNotFoundError(13, "Permission denied")     # a subclass stays itself
print(type(e).__name__, str(e), e.errno)
e = OSError(2, "x")
e.errno = 5
e.strerror = "changed"
e.filename = "f"
print(str(e), e.errno)


class MyError(OSError):
    def __init__(self, msg):
        super().__init__(errno.ENOENT, msg, "myfile")


e = MyError("custom")
print(type(e).__name__, str(e), e.errno, e.filename, isinstance(e, OSError))


class Plain(FileNotFoundError):
    pass


e = Plain(2, "gone", "f")
print(type(e).__name__, str(e), e.filename)
try:
    raise FileNotFoundError(2, "No such file or directory", "zz")
except OSError as e:
    print("caught", type(e).__name__, e)
try:
    raise OSError(errno.EEXIST, "File exists")
except FileExistsError as e:
    print("caught as FileExistsError", e)

# hot loop: errno mapping with the class and the arguments changing
counts = {}
for i in range(200):
    code = [errno.ENOENT, errno.EEXIST, errno.EACCES, 77, errno.EPIPE][i % 5]
    if i % 7 == 0:
        e = OSError("no errno", i)
    elif i % 11 == 0:
        e = PermissionError(code, "denied", "f%d" % i)
    else:
        e = OSError(code, "m", "f")
    name = type(e).__name__
    counts[name] = counts.get(name, 0) + 1
    try:
        raise e
    except (FileNotFoundError, PermissionError) as x:
        counts["caught"] = counts.get("caught", 0) + 1
    except OSError as x:
        counts["other"] = counts.get("other", 0) + len(str(x))
print(sorted(counts.items()))

# hot loop: attributes read and written with the class changing mid-loop
class E2(OSError):
    pass
class V2(ValueError):
    pass
tot = []
for i in range(300):
    k = i % 4
    if k == 0:
        e = OSError(2, "nf", "f%d" % i)
    elif k == 1:
        e = E2(13, "perm")
    elif k == 2:
        e = FileExistsError(17, "ex", "g")
    else:
        e = E2("x")
    e.errno = i
    e.filename = "h%d" % (i % 3)
    e.custom = i * 2
    tot.append((e.errno, e.filename, e.strerror, e.custom, str(e), e.args))
print(tot[:8])
print(sum(t[0] for t in tot), sum(t[3] for t in tot))
print(sorted(vars(E2(2, "a", "b")).items()), vars(OSError(1, "x")))
