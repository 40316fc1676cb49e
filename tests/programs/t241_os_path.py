# os.path (posixpath, genericpath) on str, bytes and os.PathLike
import os
import os.path
import posixpath
import genericpath

print(os.path is posixpath, os.name, os.sep, os.altsep, os.pathsep,
      os.curdir, os.pardir, os.extsep, os.devnull, os.linesep == "\n")
print(os.defpath, os.SEEK_SET, os.SEEK_CUR, os.SEEK_END, os.F_OK, os.R_OK,
      os.W_OK, os.X_OK, os.O_RDONLY, os.O_WRONLY, os.O_RDWR)
j = os.path.join
print(j("a", "b", "c"), j("/a", "/b"), j("a/", "b"), j("", "x"), j("a", ""))
print(j(b"a", b"b"), os.path.split("/a/b/c.txt"), os.path.split("c"),
      os.path.split("/"), os.path.split(b"/x/y"))
print(os.path.splitext("a/b.tar.gz"), os.path.splitext(".bashrc"),
      os.path.splitext("a.b/c"), os.path.splitext(b"x.py"))
print(os.path.basename("/a/b/"), os.path.basename("/a/b"),
      os.path.dirname("/a/b"), os.path.dirname("b"), os.path.dirname("/"))
for p in ["/a/./b/../c", "a//b", "../x/..", "", ".", "/..", "//a", "///a",
          "a/b/../../..", b"/x/../y"]:
    print(repr(p), repr(os.path.normpath(p)))
print(os.path.isabs("/x"), os.path.isabs("x"), os.path.isabs(b"/"))
print(os.path.relpath("/a/b/c", "/a"), os.path.relpath("/a", "/a/b/c"),
      os.path.relpath("/a/b", "/a/b"))
print(os.path.commonpath(["/a/b/c", "/a/b/d", "/a/bx"]),
      os.path.commonprefix(["/a/b/c", "/a/b/d", "/a/bx"]))
try:
    os.path.commonpath(["/a", "b"])
except ValueError as e:
    print("ValueError", e)
try:
    os.path.join("a", b"b")
except TypeError as e:
    print("TypeError", e)
print(os.path.splitdrive("/a/b"), os.path.normcase("A/B"))
print(os.path.expanduser("~") == os.environ["HOME"],
      os.path.expanduser("~/x") == os.environ["HOME"] + "/x",
      os.path.expanduser("x~"))
os.environ["LBBV_T241"] = "val"
print(os.path.expandvars("no variables here"))  # with a $ it needs re
print(os.path.abspath("/a/b/../c"), os.path.abspath("x") == j(os.getcwd(), "x"))
print(os.path.realpath("/tmp/../tmp") == os.path.realpath("/tmp"))
print(os.path.samefile("/tmp", "/tmp/."), os.path.exists("/"),
      os.path.isdir("/"), os.path.isfile("/"), os.path.islink("/"),
      os.path.ismount("/"), os.path.exists("/nonexistent_lbbv_t241"),
      os.path.getsize("/nonexistent_lbbv_t241" + "") if False else None)
try:
    os.path.getsize("/nonexistent_lbbv_t241")
except FileNotFoundError as e:
    print(e)


class P:
    def __init__(self, p):
        self.p = p

    def __fspath__(self):
        return self.p


print(os.fspath(P("/tmp")), j(P("/x"), "y"), os.path.basename(P("/a/b")),
      os.path.isdir(P("/tmp")), os.path.exists(P(b"/")))
for bad in [1.5, None, [1], P(3)]:
    try:
        os.fspath(bad)
    except TypeError as e:
        print("TypeError", e)
print(os.fsencode("abc"), os.fsdecode(b"abc"), os.fsencode(b"x"),
      os.fsdecode("y"))

# hot loop: the same functions with str, bytes and PathLike mixed mid-loop
acc = []
for i in range(300):
    if i % 3 == 0:
        p = "dir%d/sub/file%d.txt" % (i % 5, i)
    elif i % 3 == 1:
        p = ("dir%d/sub/../file%d.py" % (i % 5, i)).encode()
    else:
        p = P("/abs/dir%d/./f%d" % (i % 5, i))
    n = os.path.normpath(p)
    b = os.path.basename(n)
    root, ext = os.path.splitext(b)
    acc.append((len(n), ext))
print(len(acc), acc[:4], sum(x for x, _ in acc))
print(sorted(set(repr(e) for _, e in acc)))
