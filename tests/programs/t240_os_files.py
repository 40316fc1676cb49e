# os: files and directories in a private temp dir (only deterministic facts)
import os
import stat
import tempfile

# mkdtemp, not a name from the pid: a run killed midway leaves its folder,
# and a later run given the same pid failed in makedirs (CI, session 34).
base = tempfile.mkdtemp(prefix="lbbv_t240_")


def rmtree(top):
    for root, dirs, files in os.walk(top, topdown=False):
        for f in files:
            os.unlink(os.path.join(root, f))
        for d in dirs:
            p = os.path.join(root, d)
            if os.path.islink(p):
                os.unlink(p)
            else:
                os.rmdir(p)
    os.rmdir(top)


os.makedirs(os.path.join(base, "x", "y"))
print(sorted(os.listdir(base)), os.path.isdir(base + "/x/y"))
os.makedirs(os.path.join(base, "x", "y"), exist_ok=True)
try:
    os.makedirs(os.path.join(base, "x", "y"))
except Exception as e:
    print(type(e).__name__, e.errno, e.filename == base + "/x/y")

fn = os.path.join(base, "f.txt")
fd = os.open(fn, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
print(os.write(fd, b"hello world\n"), os.write(fd, bytearray(b"ab")))
os.close(fd)
st = os.stat(fn)
print(st.st_size, stat.S_ISREG(st.st_mode), stat.S_ISDIR(st.st_mode),
      oct(stat.S_IMODE(st.st_mode)))
print(type(st).__name__, len(st), st[6], st[-4], isinstance(st.st_mtime, float),
      isinstance(st.st_mtime_ns, int), st.st_mode == st[0])
print(abs(st.st_mtime - st.st_mtime_ns / 1e9) < 1e-3,
      st.st_mtime_ns // 10**9 == st[8], st.st_blksize > 0, st.st_blocks >= 0)
mode, ino, dev, nlink, uid, gid, size, at, mt, ct = st
print(size, nlink, uid == os.getuid(), gid == os.getgid())

fd = os.open(fn, os.O_RDONLY)
print(os.read(fd, 5), os.lseek(fd, 0, os.SEEK_CUR), os.read(fd, 100),
      os.read(fd, 10))
print(os.lseek(fd, -3, os.SEEK_END), os.read(fd, 3))
print(os.fstat(fd).st_size, os.isatty(fd), os.stat(fd).st_size)
fd2 = os.dup(fd)
print(fd2 != fd, os.lseek(fd2, 0, os.SEEK_SET), os.read(fd, 2))
os.close(fd2)
os.close(fd)
for bad_fd in [fd, 9999, -1]:
    try:
        os.close(bad_fd)
    except OSError as e:
        print(type(e).__name__, e, e.filename)
try:
    os.read(9999, 1)
except OSError as e:
    print(type(e).__name__, e)

print(os.path.getsize(fn), os.path.exists(fn), os.path.isfile(fn),
      os.path.isdir(fn), os.path.exists(fn + "zz"))
for p in ["/nonexistent_lbbv/x", base + "/nope"]:
    try:
        os.stat(p)
    except FileNotFoundError as e:
        print("FNF", str(e) == "[Errno 2] No such file or directory: %r" % p,
              e.errno, e.strerror, e.filename == p, e.args)
try:
    os.mkdir(base)
except FileExistsError as e:
    print(type(e).__name__, str(e) == "[Errno 17] File exists: %r" % base)
try:
    os.rmdir(base)
except OSError as e:
    print(type(e).__name__, e.errno)
try:
    os.listdir(fn)
except NotADirectoryError as e:
    print(type(e).__name__, e.errno)
try:
    os.unlink(base + "/x")
except IsADirectoryError as e:
    print(type(e).__name__, e.errno)
try:
    os.rename(base + "/nope", base + "/nope2")
except OSError as e:
    print(type(e).__name__, str(e).replace(base, "BASE"))

os.rename(fn, base + "/g.txt")
print(sorted(os.listdir(base)))
os.replace(base + "/g.txt", base + "/h.txt")
entries = sorted((e.name, e.is_dir(), e.is_file(), e.is_symlink())
                 for e in os.scandir(base))
print(entries)
with os.scandir(base) as it:
    for e in it:
        if e.name == "h.txt":
            print(repr(e), e.path == base + "/h.txt", e.stat().st_size,
                  os.fspath(e) == e.path, e.inode() == os.stat(e.path).st_ino)
os.symlink(base + "/h.txt", base + "/link")
os.symlink(base + "/missing", base + "/dangling")
print(os.readlink(base + "/link") == base + "/h.txt",
      os.path.islink(base + "/link"),
      os.lstat(base + "/link").st_size == len(base + "/h.txt"),
      os.path.exists(base + "/dangling"), os.path.lexists(base + "/dangling"))
for e in sorted(os.scandir(base), key=lambda e: e.name):
    print(e.name, e.is_dir(), e.is_file(), e.is_symlink(),
          e.is_file(follow_symlinks=False))
os.unlink(base + "/dangling")
os.chmod(base + "/h.txt", 0o600)
print(oct(os.stat(base + "/h.txt").st_mode & 0o777),
      os.access(base + "/h.txt", os.R_OK), os.access(base + "/zz", os.F_OK))
os.utime(base + "/h.txt", (1000000000, 1500000000))
print(os.stat(base + "/h.txt").st_mtime, os.stat(base + "/h.txt").st_atime)
os.utime(base + "/h.txt", (1000000000.25, 1500000000.75))
print(os.stat(base + "/h.txt").st_mtime, os.path.getmtime(base + "/h.txt"))
os.utime(base + "/h.txt", ns=(1000000000123456789, 1500000000987654321))
print(os.stat(base + "/h.txt").st_mtime_ns // 10**6)
try:
    os.utime(base + "/h.txt", (1, 2), ns=(1, 2))
except ValueError as e:
    print(e)
print(type(os.listdir(base.encode())[0]).__name__,
      os.getcwdb() == os.getcwd().encode(),
      sorted(os.listdir(base.encode())))
walked = []
for root, dirs, files in os.walk(base):
    dirs.sort()
    walked.append((root[len(base):], sorted(dirs), sorted(files)))
print(walked)
old = os.getcwd()
os.chdir(base)
print(os.getcwd() == base, sorted(os.listdir()), sorted(os.listdir(".")))
print(sorted(e.path for e in os.scandir()))
os.chdir(old)
try:
    os.chdir(base + "/nope")
except FileNotFoundError as e:
    print("chdir", e.errno)

# a hot loop: many files, stat'ed and removed again
sizes = []
for i in range(150):
    p = os.path.join(base, "x", "f%d" % i)
    fd = os.open(p, os.O_WRONLY | os.O_CREAT, 0o644)
    os.write(fd, b"x" * (i % 7))
    os.close(fd)
    if i % 3 == 0:
        p = p.encode()          # bytes paths mid-loop
    sizes.append(os.stat(p).st_size)
print(sum(sizes), len(os.listdir(base + "/x")))
count = 0
for e in os.scandir(base + "/x"):
    if e.is_file():
        os.remove(e.path)
        count += 1
print(count, sorted(os.listdir(base + "/x")))
rmtree(base)
print(os.path.exists(base))
