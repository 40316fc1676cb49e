"""os.stat_result (stat, lstat, fstat) and os.scandir with its DirEntry
objects, on RPython's os.stat (rpython.rlib.rposix_stat)."""

import os

from rpython.rlib.rarithmetic import intmask
from rpython.rlib.objectmodel import we_are_translated, specialize
from rpython.rlib.rbigint import rbigint

from objspace.model import W_Object
from objspace.structseq import StructSeqType, W_StructSeq
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.funcobject import W_BuiltinFunction
from objspace.iterobject import W_AbstractIterator
from objspace.intobject import newint, newlong, newbool
from objspace.floatobject import newfloat
from objspace.strobject import W_Str
from objspace.bytesobject import W_Bytes
from objspace.noneobject import W_None
from objspace.exceptions import raise_type_error
from objspace.oserrors import wrap_oserror
from objspace.modules.posix_args import (parse, path_w, no_dir_fd,
                                         bool_or_default, wrap_name)

STAT_RESULT = StructSeqType("os", "stat_result",
                            ["st_mode", "st_ino", "st_dev", "st_nlink",
                             "st_uid", "st_gid", "st_size", "st_atime",
                             "st_mtime", "st_ctime"])
# the named fields beyond the 10 items, in CPython's order
EXTRA_FIELDS = ["st_atime", "st_mtime", "st_ctime", "st_atime_ns",
                "st_mtime_ns", "st_ctime_ns", "st_blksize", "st_blocks",
                "st_rdev"]


class W_StatResult(W_StructSeq):
    """10 items (integer times) and the float / ns times and block
    fields as attributes only, as CPython's stat_result."""
    _attrs_ = ("extra_w",)

    def __init__(self, items_w, extra_w):
        W_StructSeq.__init__(self, STAT_RESULT, items_w)
        self.extra_w = extra_w

    def extra_names(self):
        return EXTRA_FIELDS

    def extra_values(self):
        return self.extra_w

    def getattr_hook(self, name):
        for i in range(len(EXTRA_FIELDS)):
            if EXTRA_FIELDS[i] == name:
                return self.extra_w[i]
        return W_StructSeq.getattr_hook(self, name)


def stat_result_new(args):
    """os.stat_result(sequence): 10 items, then the named fields in
    EXTRA_FIELDS order; float times missing take the integer ones."""
    from objspace.sequences import unpack_iterable
    from objspace.model import OperationError
    from objspace.exceptions import w_TypeError
    from objspace.argcheck import check_args
    args_w = check_args(args, "stat_result", 1, 2)
    w_dict = args_w[1] if len(args_w) > 1 else None
    try:
        items_w = unpack_iterable(args_w[0])
    except OperationError as e:
        if not e.w_value.gettype().issubtype(w_TypeError):
            raise
        raise_type_error("constructor requires a sequence")
        return None
    n = len(items_w)
    if n < 10:
        raise_type_error("os.stat_result() takes an at least 10-sequence "
                         "(%d-sequence given)" % n)
    if n > 10 + len(EXTRA_FIELDS):
        raise_type_error("os.stat_result() takes an at most %d-sequence "
                         "(%d-sequence given)" % (10 + len(EXTRA_FIELDS), n))
    extra_w = [W_None] * len(EXTRA_FIELDS)
    for i in range(10, n):
        extra_w[i - 10] = items_w[i]
    from objspace.structseq import extra_from_dict
    for i in range(max(n, 10), 10 + len(EXTRA_FIELDS)):
        w_v = extra_from_dict(w_dict, EXTRA_FIELDS[i - 10])
        if w_v is not None:
            extra_w[i - 10] = w_v
    for i in range(3):
        if extra_w[i] is W_None:
            extra_w[i] = items_w[7 + i]
    return W_StatResult(items_w[:10], extra_w)


def _install_new():
    STAT_RESULT.w_type.w_new = W_BuiltinFunction("stat_result",
                                                 stat_result_new)


_install_new()


@specialize.arg(1)
def _ns(st, which, seconds):
    """st_Xtime_ns: exact once translated; untranslated, Python 2's stat
    result has float times only (and importing rposix_stat would run the
    C compiler at every start)."""
    if not we_are_translated():
        return newlong(rbigint.fromfloat(seconds * 1e9))
    from rpython.rlib.rposix_stat import get_stat_ns_as_bigint
    return newlong(get_stat_ns_as_bigint(st, which))


def wrap_stat(st):
    """The stat_result for RPython's stat result st."""
    items_w = [newint(intmask(st.st_mode)), newint(intmask(st.st_ino)),
               newint(intmask(st.st_dev)), newint(intmask(st.st_nlink)),
               newint(intmask(st.st_uid)), newint(intmask(st.st_gid)),
               newint(intmask(st.st_size)), newint(intmask(st[7])),
               newint(intmask(st[8])), newint(intmask(st[9]))]
    extra_w = [newfloat(st.st_atime), newfloat(st.st_mtime),
               newfloat(st.st_ctime),
               _ns(st, "atime", st.st_atime), _ns(st, "mtime", st.st_mtime),
               _ns(st, "ctime", st.st_ctime),
               newint(intmask(st.st_blksize)), newint(intmask(st.st_blocks)),
               newint(intmask(st.st_rdev))]
    return W_StatResult(items_w, extra_w)


def do_stat(path, follow):
    """RPython's stat result of a Path (an fd, or a name)."""
    try:
        if path.fd >= 0:
            return os.fstat(path.fd)
        if follow:
            return os.stat(path.path)
        return os.lstat(path.path)
    except OSError as e:
        raise wrap_oserror(e, path.w_obj)


def p_stat(args):
    args_w = parse(args, "stat", ["path", "dir_fd", "follow_symlinks"], 1, 1)
    path = path_w(args_w[0], "stat", allow_fd=True)
    no_dir_fd(args_w[1], "stat")
    follow = bool_or_default(args_w[2], True)
    return wrap_stat(do_stat(path, follow))


def p_lstat(args):
    args_w = parse(args, "lstat", ["path", "dir_fd"], 1, 1)
    path = path_w(args_w[0], "lstat")
    no_dir_fd(args_w[1], "lstat")
    return wrap_stat(do_stat(path, False))


def p_fstat(args):
    from objspace.modules.posix_args import int_w
    args_w = parse(args, "fstat", ["fd"], 1, 1)
    fd = int_w(args_w[0])
    try:
        return wrap_stat(os.fstat(fd))
    except OSError as e:
        raise wrap_oserror(e)


# --- statvfs ---------------------------------------------------------------

STATVFS_RESULT = StructSeqType("os", "statvfs_result",
                               ["f_bsize", "f_frsize", "f_blocks", "f_bfree",
                                "f_bavail", "f_files", "f_ffree",
                                "f_favail", "f_flag", "f_namemax"])


def wrap_statvfs(st):
    return STATVFS_RESULT.make([
        newint(intmask(st.f_bsize)), newint(intmask(st.f_frsize)),
        newint(intmask(st.f_blocks)), newint(intmask(st.f_bfree)),
        newint(intmask(st.f_bavail)), newint(intmask(st.f_files)),
        newint(intmask(st.f_ffree)), newint(intmask(st.f_favail)),
        newint(intmask(st.f_flag)), newint(intmask(st.f_namemax))])


def p_statvfs(args):
    args_w = parse(args, "statvfs", ["path"], 1, 1)
    path = path_w(args_w[0], "statvfs", allow_fd=True)
    try:
        if path.fd >= 0:
            return wrap_statvfs(os.fstatvfs(path.fd))
        return wrap_statvfs(os.statvfs(path.path))
    except OSError as e:
        raise wrap_oserror(e, path.w_obj)


def p_fstatvfs(args):
    from objspace.modules.posix_args import int_w
    args_w = parse(args, "fstatvfs", ["fd"], 1, 1)
    fd = int_w(args_w[0])
    try:
        return wrap_statvfs(os.fstatvfs(fd))
    except OSError as e:
        raise wrap_oserror(e)


# --- scandir ---------------------------------------------------------------

S_IFMT = 0o170000
S_IFDIR = 0o040000
S_IFREG = 0o100000
S_IFLNK = 0o120000


class W_DirEntry(W_Object):
    """One entry of a scandir: name and path as given (str or bytes),
    lstat and stat fetched on first use and kept, as CPython caches
    them."""
    _attrs_ = ("w_name", "w_path", "fullpath", "w_lstat", "w_stat")

    def __init__(self, w_name, w_path, fullpath):
        self.w_name = w_name
        self.w_path = w_path
        self.fullpath = fullpath
        self.w_lstat = None
        self.w_stat = None

    def gettype(self):
        return w_direntry_type

    def getattr_hook(self, name):
        if name == "name":
            return self.w_name
        if name == "path":
            return self.w_path
        return None

    def repr_hook(self):
        from objspace.reprs import repr_w
        return "<DirEntry %s>" % repr_w(self.w_name)

    def get_stat(self, follow):
        from objspace.modules.posix_args import Path
        if not follow:
            if self.w_lstat is None:
                self.w_lstat = wrap_stat(do_stat(
                    Path(self.fullpath, False, -1, self.w_path), False))
            return self.w_lstat
        if self.w_stat is None:
            if self.is_symlink():
                self.w_stat = wrap_stat(do_stat(
                    Path(self.fullpath, False, -1, self.w_path), True))
            else:
                self.w_stat = self.get_stat(False)
        return self.w_stat

    def mode(self, follow):
        """st_mode, or -1 when the file vanished (is_dir() and is_file()
        are then False, as CPython)."""
        from objspace.model import OperationError
        from objspace.oserrors import w_OSError
        try:
            w_st = self.get_stat(follow)
        except OperationError as e:
            if e.w_value.gettype().issubtype(w_OSError):
                return -1
            raise
        assert isinstance(w_st, W_StatResult)
        w_mode = w_st.items_w[0]
        from objspace.intobject import W_Int
        assert isinstance(w_mode, W_Int)
        return w_mode.intval

    def is_symlink(self):
        m = self.mode(False)
        return m >= 0 and (m & S_IFMT) == S_IFLNK


def _entry_self(args, name):
    if len(args.args_w) == 0 or not isinstance(args.args_w[0], W_DirEntry):
        raise_type_error("descriptor '%s' requires a 'posix.DirEntry' object"
                         % name)
    w_e = args.args_w[0]
    assert isinstance(w_e, W_DirEntry)
    return w_e


def _follow_arg(args, name):
    from objspace.model import Arguments
    rest = Arguments(args.args_w[1:], args.kw_names, args.kw_values_w)
    args_w = parse(rest, name, ["follow_symlinks"], 0, 0)
    return bool_or_default(args_w[0], True)


def de_is_dir(args):
    w_e = _entry_self(args, "is_dir")
    m = w_e.mode(_follow_arg(args, "is_dir"))
    return newbool(m >= 0 and (m & S_IFMT) == S_IFDIR)


def de_is_file(args):
    w_e = _entry_self(args, "is_file")
    m = w_e.mode(_follow_arg(args, "is_file"))
    return newbool(m >= 0 and (m & S_IFMT) == S_IFREG)


def de_is_symlink(args):
    w_e = _entry_self(args, "is_symlink")
    return newbool(w_e.is_symlink())


def de_stat(args):
    w_e = _entry_self(args, "stat")
    return w_e.get_stat(_follow_arg(args, "stat"))


def de_inode(args):
    w_e = _entry_self(args, "inode")
    w_st = w_e.get_stat(False)
    assert isinstance(w_st, W_StatResult)
    return w_st.items_w[1]


def de_fspath(args):
    w_e = _entry_self(args, "__fspath__")
    return w_e.w_path


def de_new(args):
    raise_type_error("cannot create 'posix.DirEntry' instances")
    return None


w_direntry_type = W_TypeObject("DirEntry", [w_object_type])
w_direntry_type.module = "posix"
w_direntry_type.w_new = W_BuiltinFunction("DirEntry", de_new)
for _name, _fn in [("is_dir", de_is_dir), ("is_file", de_is_file),
                   ("is_symlink", de_is_symlink), ("stat", de_stat),
                   ("inode", de_inode), ("__fspath__", de_fspath)]:
    w_direntry_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)


class W_ScandirIterator(W_AbstractIterator):
    _attrs_ = ("entries_w", "index")

    def __init__(self, entries_w):
        self.entries_w = entries_w
        self.index = 0

    def gettype(self):
        return w_scandir_iterator_type

    def next_w(self):
        if self.index >= len(self.entries_w):
            return None
        w_e = self.entries_w[self.index]
        self.index += 1
        return w_e


def _it_self(args, name):
    if len(args.args_w) == 0 or \
            not isinstance(args.args_w[0], W_ScandirIterator):
        raise_type_error("descriptor '%s' requires a 'posix.ScandirIterator'"
                         " object" % name)
    w_it = args.args_w[0]
    assert isinstance(w_it, W_ScandirIterator)
    return w_it


def it_close(args):
    w_it = _it_self(args, "close")
    w_it.index = len(w_it.entries_w)
    return W_None


def it_enter(args):
    return _it_self(args, "__enter__")


def it_exit(args):
    w_it = _it_self(args, "__exit__")
    w_it.index = len(w_it.entries_w)
    return W_None


def it_iter(args):
    return _it_self(args, "__iter__")


def it_next(args):
    from objspace.exceptions import raise_stop_iteration
    w_it = _it_self(args, "__next__")
    w_e = w_it.next_w()
    if w_e is None:
        raise_stop_iteration()
    return w_e


w_scandir_iterator_type = W_TypeObject("ScandirIterator", [w_object_type])
w_scandir_iterator_type.module = "posix"
for _name, _fn in [("close", it_close), ("__enter__", it_enter),
                   ("__exit__", it_exit), ("__iter__", it_iter),
                   ("__next__", it_next)]:
    w_scandir_iterator_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)


def p_scandir(args):
    args_w = parse(args, "scandir", ["path"], 1, 0)
    w_arg = args_w[0]
    if w_arg is None:
        w_arg = W_None
    path = path_w(w_arg, "scandir", allow_none=True)
    if path.fd >= 0:
        from objspace.exceptions import oefmt, w_NotImplementedError
        raise oefmt(w_NotImplementedError,
                    "scandir: a file descriptor argument is not supported")
    try:
        names = os.listdir(path.path)
    except OSError as e:
        raise wrap_oserror(e, path.w_obj)
    entries_w = []
    prefix = path.path
    for name in names:
        if prefix.endswith("/"):
            full = prefix + name
        else:
            full = prefix + "/" + name
        entries_w.append(W_DirEntry(wrap_name(name, path.as_bytes),
                                    wrap_name(full, path.as_bytes), full))
    return W_ScandirIterator(entries_w)
