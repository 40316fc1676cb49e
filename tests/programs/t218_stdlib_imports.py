import stat, errno, atexit, gc, _string, _thread, _weakref, time, math, sys
for m in (stat, errno, atexit, gc, _string, _thread, _weakref, time, math):
    print(m.__name__, type(m).__name__)
print(sorted(n for n in ("errno", "atexit", "gc", "_string", "_thread", "_weakref") if n in sys.modules))
print(stat.filemode(stat.S_IFDIR | 0o755), stat.filemode(stat.S_IFLNK | 0o777), stat.S_ISLNK(stat.S_IFLNK), stat.ST_MTIME)
from errno import ENOENT, EEXIST
from _thread import allocate_lock, RLock
from time import struct_time, gmtime
print(ENOENT, EEXIST, type(allocate_lock()).__name__, RLock.__name__, struct_time.__name__, gmtime(0)[0])
modes = 0
for i in range(200):
    mode = (stat.S_IFREG if i % 2 else stat.S_IFDIR) | (i & 0o777)
    modes += stat.S_ISDIR(mode) + len(stat.filemode(mode)) + (errno.errorcode[errno.EACCES] == "EACCES")
print(modes)
