# os.environ, putenv/unsetenv, and the small posix functions
import os
import sys

os.environ["LBBV_T244"] = "v1"
print(os.environ["LBBV_T244"], os.getenv("LBBV_T244"), "LBBV_T244" in os.environ,
      os.environb[b"LBBV_T244"], os.environ.get("LBBV_T244_NOPE", "dflt"))
os.environ.setdefault("LBBV_T244_B", "b")
print(os.environ["LBBV_T244_B"], os.environ.pop("LBBV_T244_B"),
      "LBBV_T244_B" in os.environ)
del os.environ["LBBV_T244"]
print(os.environ.get("LBBV_T244", "gone"), os.getenv("LBBV_T244"))
try:
    os.environ["LBBV_T244_NOPE"]
except KeyError as e:
    print("KeyError", e)
try:
    os.environ["LBBV_T244"] = 5
except TypeError as e:
    print("TypeError", e)
try:
    os.putenv("A=B", "x")
except ValueError as e:
    print("ValueError", e)
try:
    os.putenv("", "x")
except OSError as e:
    print("OSError", e)
try:
    os.unsetenv("a=b")
except OSError as e:
    print("OSError", e)
os.environb[b"LBBV_T244_C"] = b"bytes"
print(os.environ["LBBV_T244_C"], type(os.environ).__name__)
print(isinstance(os.environ.copy(), dict), "PATH" in os.environ,
      os.pathsep in os.defpath)
print(os.strerror(2), os.strerror(13), os.strerror(99999))
print(os.fspath("a"), os.fspath(b"b"))


class P:
    def __fspath__(self):
        return "/tmp"


class Bad:
    def __fspath__(self):
        return 42


print(os.fspath(P()), isinstance(P(), os.PathLike), isinstance("x", os.PathLike))
for bad in [1.5, None, [1], Bad()]:
    try:
        os.fspath(bad)
    except TypeError as e:
        print("TypeError", e)
for call in [lambda: os.stat("a\0b"), lambda: os.stat(1.5),
             lambda: os.stat(), lambda: os.stat("a", "b"),
             lambda: os.listdir(2.5), lambda: os.lstat(3),
             lambda: os.getcwd(1), lambda: os.mkdir("a", 1, 2, 3),
             lambda: os.stat("x", bogus=1), lambda: os.chdir(None)]:
    try:
        call()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(len(os.urandom(16)), type(os.urandom(3)).__name__, os.urandom(0))
try:
    os.urandom(-1)
except ValueError as e:
    print("ValueError", e)
print(os.cpu_count() >= 1, type(os.getpid()).__name__, os.getppid() > 0,
      os.getuid() >= 0, os.geteuid() >= 0, os.getgid() >= 0, os.getegid() >= 0)
u = os.uname()
print(type(u).__name__, u.sysname, len(u), u[0] == u.sysname, u.machine == u[4])
t = os.times()
print(type(t).__name__, len(t), isinstance(t.user, float), t[4] == t.elapsed)
try:
    os.get_terminal_size(99)
except OSError as e:
    print(type(e).__name__, e)
ts = os.terminal_size((80, 24))
print(ts, ts.columns, ts.lines, tuple(ts))
print(os.WIFEXITED(256), os.WEXITSTATUS(256), os.WIFSIGNALED(9),
      os.WTERMSIG(9), os.WIFSTOPPED(0x137f), os.WSTOPSIG(0x137f),
      os.WCOREDUMP(0x89))
print(os.waitstatus_to_exitcode(256), os.waitstatus_to_exitcode(9))
try:
    os.waitstatus_to_exitcode(0x137f)
except ValueError as e:
    print("ValueError", e)
print(os.device_encoding(99))
r, w = os.pipe()
print(os.write(w, b"piped"), os.read(r, 10), os.isatty(r), os.isatty(w))
os.close(r)
os.close(w)
old = os.umask(0o22)
print(os.umask(old) == 0o22)
print(os.stat_result.__name__, os.DirEntry.__name__, os.error is OSError,
      os.terminal_size.__name__, os.name)
print(sys.platform, sys.getfilesystemencoding(), sys.getfilesystemencodeerrors())

# hot loop: environ and fspath with changing argument types
acc = 0
for i in range(200):
    key = "LBBV_T244_K%d" % (i % 10)
    if i % 4 == 0:
        os.environ[key] = str(i)
    elif i % 4 == 1:
        os.environb[key.encode()] = str(i * 2).encode()
    else:
        acc += int(os.environ.get(key, "0"))
    arg = [P(), "s%d" % i, b"b", P()][i % 4]
    acc += len(os.fspath(arg))
for i in range(10):
    os.environ.pop("LBBV_T244_K%d" % i, None)
print(acc, [k for k in os.environ if k.startswith("LBBV_T244")])

# os.stat_result built from a sequence
s = os.stat_result(tuple(range(10)))
print(s, s.st_atime, s.st_mtime_ns, s.st_blksize)
s = os.stat_result(tuple(range(16)))
print(s.st_atime, s.st_mtime, s.st_ctime, s.st_atime_ns, s.st_blksize)
for a in [(1,2), tuple(range(20)), 5]:
  try: os.stat_result(a)
  except Exception as e: print(type(e).__name__, e)
