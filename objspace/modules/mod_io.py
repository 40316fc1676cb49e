"""The _io module (CPython's C part of io.py) and the builtin open().
The classes live in io_base, io_memory, io_file, io_buffered and
io_text."""

from objspace.model import Arguments, OperationError
from objspace.moduleobject import W_Module
from objspace.funcobject import builtin_function
from objspace.intobject import W_Int, newint
from objspace.strobject import W_Str, newstr
from objspace.noneobject import W_None
from objspace.exceptions import raise_type_error, raise_value_error
from objspace import operations as ops
from objspace.modules import io_base, io_memory, io_file, io_buffered
from objspace.modules import io_text
from objspace.modules.io_base import call_method, DEFAULT_BUFFER_SIZE

_OPEN_NAMES = ["file", "mode", "buffering", "encoding", "errors", "newline",
               "closefd", "opener"]


def _opt_str(w_v, fn, what):
    if w_v is None or ops.is_none(w_v):
        return None
    if not isinstance(w_v, W_Str):
        raise_type_error("%s() argument '%s' must be str or None, not %s"
                         % (fn, what, w_v.gettype().name))
    assert isinstance(w_v, W_Str)
    return w_v.utf8


def io_open(args):
    """open(file, mode='r', buffering=-1, encoding=None, errors=None,
    newline=None, closefd=True, opener=None), as CPython's _io.open."""
    values_w = [None] * 8
    args_w = args.args_w
    if len(args_w) > 8:
        raise_type_error("open() takes at most 8 arguments (%d given)"
                         % len(args_w))
    for i in range(len(args_w)):
        values_w[i] = args_w[i]
    for i in range(8):
        w_v = args.get_kw(_OPEN_NAMES[i])
        if w_v is not None:
            if values_w[i] is not None:
                raise_type_error("argument for open() given by name ('%s') "
                                 "and position (%d)" % (_OPEN_NAMES[i], i + 1))
            values_w[i] = w_v
    if args.has_kwargs():
        raise_type_error("'%s' is an invalid keyword argument for open()"
                         % args.kw_names[0])
    w_file = values_w[0]
    if w_file is None:
        raise_type_error("open() missing required argument 'file' (pos 1)")
    assert w_file is not None
    mode = "r"
    if values_w[1] is not None:
        if not isinstance(values_w[1], W_Str):
            raise_type_error("open() argument 'mode' must be str, not %s"
                             % values_w[1].gettype().name)
        w_m = values_w[1]
        assert isinstance(w_m, W_Str)
        mode = w_m.utf8
    buffering = -1
    if values_w[2] is not None:
        if not isinstance(values_w[2], W_Int):
            raise_type_error("'%s' object cannot be interpreted as an "
                             "integer" % values_w[2].gettype().name)
        w_bu = values_w[2]
        assert isinstance(w_bu, W_Int)
        buffering = w_bu.intval
    encoding = _opt_str(values_w[3], "open", "encoding")
    errors = _opt_str(values_w[4], "open", "errors")
    w_newline = values_w[5]
    closefd = values_w[6] is None or ops.is_true(values_w[6])
    w_opener = values_w[7]
    if not isinstance(w_file, W_Str) and not isinstance(w_file, W_Int) and \
            io_file.path_of(w_file) is None:
        from objspace.bytesobject import W_AbstractBytes
        if not isinstance(w_file, W_AbstractBytes):
            raise_type_error("expected str, bytes or os.PathLike object, "
                             "not %s" % w_file.gettype().name)
    # the mode, checked as CPython does
    creating = reading = writing = appending = updating = False
    text = binary = False
    seen = {}
    for c in mode:
        if c not in "xrwab+t" or c in seen:
            raise_value_error("invalid mode: '%s'" % mode)
        seen[c] = None
        if c == "x":
            creating = True
        elif c == "r":
            reading = True
        elif c == "w":
            writing = True
        elif c == "a":
            appending = True
        elif c == "+":
            updating = True
        elif c == "t":
            text = True
        elif c == "b":
            binary = True
    if text and binary:
        raise_value_error("can't have text and binary mode at once")
    count = int(creating) + int(reading) + int(writing) + int(appending)
    if count > 1:
        raise_value_error("must have exactly one of create/read/write/"
                          "append mode")
    if count == 0:
        raise_value_error("Must have exactly one of create/read/write/"
                          "append mode and at most one plus")
    if binary and encoding is not None:
        raise_value_error("binary mode doesn't take an encoding argument")
    if binary and errors is not None:
        raise_value_error("binary mode doesn't take an errors argument")
    if binary and w_newline is not None and not ops.is_none(w_newline):
        raise_value_error("binary mode doesn't take a newline argument")
    rawmode = ""
    if creating:
        rawmode += "x"
    if reading:
        rawmode += "r"
    if writing:
        rawmode += "w"
    if appending:
        rawmode += "a"
    if updating:
        rawmode += "+"
    w_raw = io_file.W_FileIO(io_file.w_fileio_type)
    io_file.fileio_init_args(w_raw, w_file, rawmode, closefd, w_opener)
    w_result = w_raw
    try:
        line_buffering = False
        if buffering == 1 or (buffering < 0 and w_raw.fd >= 0 and
                              _isatty(w_raw.fd)):
            buffering = -1
            line_buffering = True
        if buffering < 0:
            buffering = w_raw.blksize
        if buffering == 0:
            if binary:
                return w_result
            raise_value_error("can't have unbuffered text I/O")
        if updating:
            w_buf_type = io_buffered.w_random_type
        elif creating or writing or appending:
            w_buf_type = io_buffered.w_writer_type
        else:
            w_buf_type = io_buffered.w_reader_type
        w_buffer = w_buf_type.w_new.call(Arguments([w_raw,
                                                    newint(buffering)]))
        w_result = w_buffer
        if binary:
            return w_result
        w_enc = newstr(encoding) if encoding is not None else W_None
        w_err = newstr(errors) if errors is not None else W_None
        w_nl = w_newline if w_newline is not None else W_None
        w_text = io_text.w_textiowrapper_type.w_new.call(Arguments(
            [w_buffer, w_enc, w_err, w_nl, _bool(line_buffering)]))
        w_result = w_text
        w_text.setdictvalue("mode", newstr(mode))
        return w_result
    except OperationError:
        try:
            call_method(w_result, "close", [])
        except OperationError:
            pass
        raise


# one object, so that io.open is open (as in CPython)
W_OPEN = builtin_function("open", io_open)


def _bool(b):
    from objspace.intobject import newbool
    return newbool(b)


def _isatty(fd):
    import os
    try:
        return os.isatty(fd)
    except OSError:
        return False


def io_open_code(args):
    from objspace.argcheck import check_args
    args_w = check_args(args, "open_code", 1, 1)
    if not isinstance(args_w[0], W_Str):
        raise_type_error("open_code() argument 'path' must be str, not %s"
                         % args_w[0].gettype().name)
    return io_open(Arguments([args_w[0], newstr("rb")]))


def io_text_encoding(args):
    from objspace.argcheck import check_args
    args_w = check_args(args, "text_encoding", 1, 2)
    w_enc = args_w[0]
    if ops.is_none(w_enc):
        return newstr("locale")
    return w_enc


def make():
    w_mod = W_Module("_io")
    w_mod.setitem("DEFAULT_BUFFER_SIZE", newint(DEFAULT_BUFFER_SIZE))
    w_mod.setitem("UnsupportedOperation", io_base.w_UnsupportedOperation)
    from objspace.exceptions import TYPES
    w_mod.setitem("BlockingIOError", TYPES.by_name["BlockingIOError"])
    for w_t in [io_base.w_iobase_type, io_base.w_rawiobase_type,
                io_base.w_bufferediobase_type, io_base.w_textiobase_type,
                io_file.w_fileio_type, io_memory.w_bytesio_type,
                io_memory.w_stringio_type, io_buffered.w_reader_type,
                io_buffered.w_writer_type, io_buffered.w_random_type,
                io_buffered.w_rwpair_type, io_text.w_textiowrapper_type,
                io_text.w_nld_type]:
        w_mod.setitem(w_t.name, w_t)
    w_mod.setitem("open", W_OPEN)
    w_mod.setitem("open_code", builtin_function("open_code", io_open_code))
    w_mod.setitem("text_encoding", builtin_function("text_encoding",
                                                    io_text_encoding))
    return w_mod


# ------------------------------------------------------ stdin and input()

class StdStreams(object):
    """The run's sys.stdin (made on first use: a TextIOWrapper over fd 0,
    which does not close the descriptor)."""

    def __init__(self):
        self.w_stdin = None


STREAMS = StdStreams()


def get_stdin():
    w_in = STREAMS.w_stdin
    if w_in is None:
        w_raw = io_file.W_FileIO(io_file.w_fileio_type)
        try:
            io_file.fileio_init_args(w_raw, newint(0), "r", False, None)
        except OperationError:
            w_raw.fd = -1       # no stdin: reads say the file is closed
        w_raw.setdictvalue("name", newstr("<stdin>"))
        w_buf = io_buffered.w_reader_type.w_new.call(Arguments([w_raw]))
        w_in = io_text.w_textiowrapper_type.w_new.call(Arguments(
            [w_buf, newstr("utf-8"), newstr("strict"), W_None, _bool(True)]))
        w_in.setdictvalue("mode", newstr("r"))
        STREAMS.w_stdin = w_in
    return w_in


def _sys_attr(name):
    from interpreter.runtime.state import STATE
    w_modules = STATE.w_modules
    if w_modules is None:
        return None
    w_sys = w_modules.getitem(newstr("sys"))
    if w_sys is None:
        return None
    from objspace import attrs
    return attrs.getattr_or_none(w_sys, name)


def b_input(args):
    """input(prompt=''): the prompt on stdout, then a line of stdin
    without its newline; EOFError at end of input."""
    from objspace.argcheck import check_args
    from objspace.stdio import OUTPUT
    from objspace.reprs import str_w
    from objspace.exceptions import oefmt, TYPES
    from objspace.operations import is_none
    from objspace.model import OperationError
    from objspace.modules.mod_sys import SYSREF
    args_w = check_args(args, "input", 0, 1)
    if SYSREF.w_sys is None:
        # sys not made yet: nothing replaced the standard streams
        w_in = get_stdin()
        w_out = None
    else:
        w_in = _sys_attr("stdin")
        if w_in is None or is_none(w_in):
            raise oefmt(TYPES.by_name["RuntimeError"],
                        "input(): lost sys.stdin")
        w_out = _sys_attr("stdout")
        if w_out is None or is_none(w_out):
            raise oefmt(TYPES.by_name["RuntimeError"],
                        "input(): lost sys.stdout")
    from objspace.modules.mod_sys import W_StdStream
    if w_out is None or isinstance(w_out, W_StdStream):
        if args_w:
            OUTPUT.write_stdout(str_w(args_w[0]))
        OUTPUT.flush()
    else:
        if args_w:
            call_method(w_out, "write", [newstr(str_w(args_w[0]))])
        try:
            call_method(w_out, "flush", [])
        except OperationError:
            pass        # as CPython: a failing flush is ignored
    if isinstance(w_in, io_text.W_TextIOWrapper) and \
            w_in.gettype() is io_text.w_textiowrapper_type:
        w_in.check()
        line = w_in.read_line(-1)
    else:
        w_line = call_method(w_in, "readline", [])
        if not isinstance(w_line, W_Str):
            raise_type_error("object.readline() returned non-string")
        assert isinstance(w_line, W_Str)
        line = w_line.utf8
    if not line:
        raise oefmt(TYPES.by_name["EOFError"], "EOF when reading a line")
    if line[-1] == "\n":
        stop = len(line) - 1
        assert stop >= 0
        line = line[:stop]
    return newstr(line)
