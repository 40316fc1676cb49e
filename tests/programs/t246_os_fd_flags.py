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
