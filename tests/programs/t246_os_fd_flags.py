# file descriptor flags (inheritable, blocking), dup/dup2, os.system
import os
r, w = os.pipe()
print(os.get_inheritable(r), os.get_blocking(r))
os.set_inheritable(r, True); os.set_blocking(r, False)
print(os.get_inheritable(r), os.get_blocking(r))
try:
    os.read(r, 1)
except BlockingIOError as e:
    print(type(e).__name__, e.errno)
os.close(r); os.close(w)
print("before")
print(os.system("echo from-shell; exit 3"))
print(os.waitstatus_to_exitcode(os.system("exit 2")))
r, w = os.pipe()
d = os.dup(r)
print(os.get_inheritable(r), os.get_inheritable(d), os.dup2(r, 50), os.get_inheritable(50), os.dup2(r, 51, inheritable=False), os.get_inheritable(51))
for f in (r, w, d, 50, 51): os.close(f)

# hot loop: pipes through dup/dup2 with the flags changing
total = 0
for i in range(120):
    r, w = os.pipe()
    if i % 2:
        os.set_blocking(r, False)
    fd = os.dup(w) if i % 3 else w
    total += os.write(fd, b"x" * (i % 5 + 1))
    data = os.read(r, 10)
    total += len(data) + os.get_blocking(r) + os.get_inheritable(fd)
    if fd != w:
        os.close(fd)
    os.close(r)
    os.close(w)
print(total)

# truncate, fchmod, chown, fchdir, getloadavg
import tempfile
base = tempfile.mkdtemp(prefix="lbbv_t246_")   # never a stale folder
fn = base + "/f"
fd = os.open(fn, os.O_RDWR | os.O_CREAT, 0o644)
os.write(fd, b"0123456789")
os.truncate(fn, 4)
print(os.stat(fn).st_size)
os.truncate(fd, 2)
print(os.fstat(fd).st_size)
os.fchmod(fd, 0o600)
print(oct(os.stat(fn).st_mode & 0o777))
os.chown(fn, os.getuid(), os.getgid())
os.lchown(fn, -1, -1)
os.chown(fd, -1, -1)
os.close(fd)
try:
    os.truncate(base + "/nope", 1)
except FileNotFoundError as e:
    print(e.errno, e.filename == base + "/nope")
d = os.open(base, os.O_RDONLY)
old = os.getcwd()
os.fchdir(d)
print(os.getcwd() == base)
os.chdir(old)
os.close(d)
la = os.getloadavg()
print(len(la), type(la[0]).__name__)
os.unlink(fn); os.rmdir(base)
