# _posixsubprocess.fork_exec with CPython 3.11's arguments, driven as
# subprocess.Popen does, over socket pairs for the pipes: output, cwd,
# env, the error-pipe reports, preexec_fn, argument checks
import _posixsubprocess, _socket

def run(argv, exes, cwd=None, env=None, preexec=None, keep=(), stdin=None):
    r, w = _socket.socketpair()
    er, ew = _socket.socketpair()
    p2cread = p2cwrite = -1
    if stdin is not None:
        inr, inw = _socket.socketpair()
        p2cread, p2cwrite = inr.fileno(), inw.fileno()
    fds = tuple(sorted(set(keep) | {ew.fileno()}))
    pid = _posixsubprocess.fork_exec(
        argv, exes, True, fds, cwd, env,
        p2cread, p2cwrite, r.fileno(), w.fileno(), -1, -1,
        er.fileno(), ew.fileno(), True, False, -1, None, None, None, -1,
        preexec, True)
    w.close()
    ew.close()
    if stdin is not None:
        inr.close()
        inw.sendall(stdin)
        inw.close()
    out = b""
    while True:
        d = r.recv(100)
        if not d:
            break
        out += d
    err = er.recv(100)
    r.close()
    er.close()
    return pid > 0, out, err

print(run([b"echo", b"hi"], [b"/bin/echo"]))
print(run(["sh", "-c", "echo $FOO; pwd"], [b"/nonexistent/sh", b"/bin/sh"],
          cwd="/tmp", env=[b"FOO=bar", b"X=1"]))
print(run(["cat"], [b"/bin/cat"], stdin=b"from stdin\n"))
print(run(["x"], [b"/nonexistent/x"]))
print(run(["x"], [b"/nonexistent/x", b"/also/missing"]))
print(run(["x"], [b"/bin/echo"], cwd="/nonexistent"))
print(run(["x"], [b"/etc/hostname"]))
print(run(["x"], [b"/bin/echo"], preexec=lambda: 1 / 0))
log = []
print(run(["echo", "pre"], [b"/bin/echo"], preexec=lambda: log.append(1)),
      log)
for i in range(5):
    print(run(["printf", "%s-%s", str(i), "x" * i], [b"/usr/bin/printf"]))

# argument checks, in a loop with the bad argument changing
good = [[b"true"], [b"/nonexistent"], True, (), None, None, -1, -1, -1, -1,
        -1, -1, -1, 5, True, False, -1, None, None, None, -1, None, True]
bad_cases = [(3, (5, 3)), (3, (-1,)), (3, [1]), (0, [b"a\x00b"]),
             (1, [1]), (4, 1.5), (13, 1)]
msgs = {}
for i in range(140):
    k, v = bad_cases[i % len(bad_cases)]
    args = list(good)
    args[k] = v
    try:
        _posixsubprocess.fork_exec(*args)
    except Exception as e:
        key = (k, type(e).__name__, str(e))
        msgs[key] = msgs.get(key, 0) + 1
print(sorted(msgs.items()))
try:
    _posixsubprocess.fork_exec(1)
except Exception as e:
    print(type(e).__name__, e)
try:
    _posixsubprocess.fork_exec(*good[:-1], x=1)
except Exception as e:
    print(type(e).__name__, e)
print("done")
