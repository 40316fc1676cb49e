"""Runs the untranslated interpreter without paying its start-up for every
program. A server process (forked from the test process before any test
runs, see conftest.py) imports the interpreter once and then forks a child
per run, which sees the same fresh module state that a new
`python -m interpreter` would: neither the server nor the test process's
unit tests (which do run code in-process) touch what the children start
from. The child gets its own fds 0/1/2, working directory, argv and
environment; the result is (exit code, stdout, stderr) as
tests/corpus.py's run() gives.

Importing the interpreter costs about a second of CPU; the corpus runs it
about 600 times untranslated, so this is most of `make test`'s time saved.
"""

import json
import os
import signal
import tempfile
import time

MARKER = "<forked untranslated interpreter>"


class _Server(object):
    def __init__(self):
        self.pid = 0
        self.to_server = None
        self.from_server = None


SERVER = _Server()


def start():
    """Forks the server (once). Call before anything runs in-process."""
    if SERVER.pid:
        return
    req_r, req_w = os.pipe()
    rep_r, rep_w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(req_w)
        os.close(rep_r)
        code = 0
        try:
            _serve(os.fdopen(req_r, "r"), os.fdopen(rep_w, "w"))
        except BaseException:
            code = 1
        os._exit(code)
    os.close(req_r)
    os.close(rep_w)
    SERVER.pid = pid
    SERVER.to_server = os.fdopen(req_w, "w")
    SERVER.from_server = os.fdopen(rep_r, "r")


def _serve(requests, replies):
    # rpython's runsubprocess would otherwise fork one helper process at
    # import whose pipes every child shares: a child that compiles (ll2ctypes,
    # rffi_platform) would then hang or mix its answers with another's
    os.environ["PYPY_DONT_RUN_SUBPROCESS"] = "1"
    from interpreter.runtime.main import entry_point
    from objspace.modules import mod_posix      # slow lazy imports
    from objspace.modules import mod_zlib
    assert mod_posix.make and mod_zlib.make
    from objspace.modules.sqlite_probe import HAVE_SQLITE
    if HAVE_SQLITE:
        # its probes, and the C library ll2ctypes builds on the first call
        from objspace.modules import mod_sqlite3, sqlite_capi
        assert mod_sqlite3.make and sqlite_capi.libversion()
    from objspace.modules.ssl_probe import HAVE_OPENSSL
    if HAVE_OPENSSL:
        # the same for _ssl: its probes and C helpers
        from objspace.modules import mod_ssl, ssl_capi
        assert mod_ssl.make and ssl_capi.OpenSSL_version_num()
        ssl_capi.err_get_lib(ssl_capi.rffi.cast(ssl_capi.ULONG, 0))
    # the dispositions a process exec'd from here would start with (an
    # ignored SIGINT stays ignored: `nohup`, a background job), for the
    # children; CPython, the reference, inherits them too
    inherited = {}
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGALRM):
        ignored = signal.getsignal(sig) == signal.SIG_IGN
        inherited[sig] = signal.SIG_IGN if ignored else signal.SIG_DFL
    INHERITED.update(inherited)
    signal.signal(signal.SIGINT, signal.SIG_IGN)   # the test process's ^C
    ahead = CompileAhead()
    try:
        while True:
            line = requests.readline()
            if not line:
                return
            r = json.loads(line)
            code = _run_child(entry_point, r["argv"], r["cwd"], r["env"],
                              r["timeout"], r["out"], r["err"])
            replies.write(json.dumps({"code": code}) + "\n")
            replies.flush()
            ahead.learn()
    finally:
        # (the children leave by os._exit: only the server gets here)
        os.unlink(ahead.log_path)


class CompileAhead(object):
    """Modules the children imported, compiled once more in the server so
    that later children find them compiled. Every run starts with site's
    imports (os, _collections_abc, posixpath, ...) and many import re,
    collections, enum: compiling them was about a fifth of the corpus's
    untranslated time. A child takes a module's code from here only if the
    source is byte for byte the one compiled, without -O, and only once
    (a second import compiles it anew, as without the cache); the code
    gets the run's tier counters (PyCode.init_counters). The server never
    runs the code it compiles, so a child starts from fresh code."""

    def __init__(self):
        from interpreter.runtime import main
        fd, self.log_path = tempfile.mkstemp(prefix="lbbv-compiled-")
        os.close(fd)
        self.seen = 0                   # bytes of the log already read
        self.codes = {}                 # path -> (source, lines, code)
        self.install(main)

    def install(self, main):
        from interpreter.runtime.state import STATE
        original = main.compile_source
        codes = self.codes
        log_path = self.log_path

        def compile_source(source, filename, is_main=False):
            entry = codes.pop(filename, None)
            if (entry is not None and not is_main and entry[0] == source
                    and STATE.cmd_flags[3] == 0):
                STATE.sources[filename] = entry[1]
                _init_counters(entry[2])
                return entry[2]
            code = original(source, filename, is_main)
            if not is_main and os.path.isabs(filename):
                with open(log_path, "a") as f:
                    f.write(filename + "\n")
            return code
        main.compile_source = compile_source

    def learn(self):
        with open(self.log_path) as f:
            f.seek(self.seen)
            names = f.read()
            self.seen = f.tell()
        for filename in names.split("\n"):
            if filename and filename not in self.codes:
                self.compile(filename)

    def compile(self, filename):
        from interpreter.frontend.parser import parse
        from interpreter.frontend.compiler import compile_module
        from interpreter.frontend.syntaxerror import PENDING
        from interpreter.frontend.parser import native_encoding
        try:
            with open(filename, "rb") as f:
                source = f.read()
            if not native_encoding(source):
                return          # (decoding it would run Python code here)
            lines = source.split("\n")
            code = compile_module(parse(source, filename, False), filename,
                                  lines)
        except Exception:
            PENDING.take()
            return              # (the child will report it)
        if PENDING.take():
            return              # warnings: the child compiles and gives them
        self.codes[filename] = (source, lines, code)


def _init_counters(code):
    from interpreter.runtime.pycode import PyCode
    code.init_counters()
    for w_const in code.co_consts_w:
        if isinstance(w_const, PyCode):
            _init_counters(w_const)


INHERITED = {}


def _run_child(entry_point, argv, cwd, env, timeout, out_path, err_path):
    pid = os.fork()
    if pid == 0:
        code = 70
        try:
            try:
                fd = os.open(os.devnull, os.O_RDONLY)
                os.dup2(fd, 0)
                fd = os.open(out_path, os.O_WRONLY)
                os.dup2(fd, 1)
                fd = os.open(err_path, os.O_WRONLY)
                os.dup2(fd, 2)
                os.chdir(cwd)
                os.environ.clear()
                for k, v in env.items():
                    os.environ[str(k)] = str(v)
                for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGALRM):
                    signal.signal(sig, INHERITED.get(sig, signal.SIG_DFL))
                import sys
                sys.setrecursionlimit(100000)
                code = entry_point([""] + [str(a) for a in argv])
            except SystemExit as e:
                code = e.code if isinstance(e.code, int) else 1
            except BaseException:
                import traceback
                os.write(2, traceback.format_exc())
                code = 70
        finally:
            os._exit(code & 0xFF)
    deadline = time.time() + timeout
    delay = 0.001
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        if time.time() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return -9
        time.sleep(delay)
        delay = min(delay * 2, 0.05)
    if os.WIFSIGNALED(status):
        return -os.WTERMSIG(status)
    return os.WEXITSTATUS(status)


def run(argv, cwd, env, timeout):
    """(exit code, stdout bytes, stderr bytes) of `lbbv argv` in cwd; a run
    over `timeout` seconds is killed and reported as exit code -9."""
    start()
    out_fd, out_path = tempfile.mkstemp(prefix="lbbv-out-")
    err_fd, err_path = tempfile.mkstemp(prefix="lbbv-err-")
    os.close(out_fd)
    os.close(err_fd)
    try:
        SERVER.to_server.write(json.dumps({
            "argv": argv, "cwd": cwd, "env": env, "timeout": timeout,
            "out": out_path, "err": err_path}) + "\n")
        SERVER.to_server.flush()
        reply = SERVER.from_server.readline()
        if not reply:
            raise RuntimeError("the fork server of tests/forkrun.py died")
        code = json.loads(reply)["code"]
        with open(out_path, "rb") as f:
            out = f.read()
        with open(err_path, "rb") as f:
            err = f.read()
    finally:
        os.unlink(out_path)
        os.unlink(err_path)
    return code, out, err
