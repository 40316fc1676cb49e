import errno, atexit, gc, stat
print(errno.ENOENT, errno.EAGAIN, errno.EWOULDBLOCK, errno.errorcode[11], errno.errorcode[errno.EDEADLK])
print(len(errno.errorcode), sorted(errno.errorcode.items())[:5])
print(errno.EDEADLOCK, errno.ENOTSUP, errno.EOPNOTSUPP, errno.errorcode[95], errno.EHWPOISON if hasattr(errno, "EHWPOISON") else "-")
print(stat.S_ISDIR(0o040755), stat.S_ISREG(0o100644), stat.filemode(0o100644), stat.S_IMODE(0o100755))
print(gc.isenabled()); gc.disable(); print(gc.isenabled()); gc.enable(); print(gc.isenabled())
print(gc.get_threshold()); gc.set_threshold(100, 5); print(gc.get_threshold())
# collect() returns CPython's count of unreachable objects, None on lbbv
# (and PyPy): the number itself differs between implementations
print([n is None or n >= 0 for n in (gc.collect(), gc.collect(0), gc.collect(generation=1))])
for bad in (3, -1):
    try:
        gc.collect(bad)
    except Exception as e:
        print(type(e).__name__, e)
print(gc.garbage, gc.DEBUG_LEAK)
def bye(name, punct="!"):
    print("bye", name + punct)
def first():
    print("first registered, runs last")
atexit.register(first)
print(atexit.register(bye, "a") is bye)
atexit.register(bye, "b", punct="?")
def gone():
    print("never")
atexit.register(gone)
atexit.register(gone)
atexit.unregister(gone)
@atexit.register
def boom():
    print("boom runs")
    raise ValueError("in callback")
try:
    atexit.register(5)
except Exception as e:
    print(type(e).__name__, e)
total = 0
for i in range(200):
    total += errno.errorcode[errno.EINTR if i % 2 else errno.EPIPE] == "EINTR"
    if i % 50 == 0:
        gc.collect()
print(total)
print("main ends")
