"""The `_signal` module on rpython.rlib.rsignal.

A Python handler is not run by the C signal handler: that one only sets
a bit and the counter pypysig_counter (rsignal's C part, which also
writes the wakeup fd). The eval loop reads the counter at its safe
points (backward jumps, calls) while `SIGNALS.armed` says some signal is
caught, and then `run_pending` calls the handlers in the main frame's
context; so does a blocking call that EINTR interrupted (PEP 475:
select, recv, sleep retry afterwards unless a handler raised).

SIGINT's default handler raises KeyboardInterrupt. As in CPython,
SIGPIPE and SIGXFSZ are ignored once signals are set up (a write to a
closed pipe gives EPIPE, not death). The translated binary sets this up
at start (`startup`); the untranslated interpreter on the first import
of _signal (so the other tests need not compile rsignal's C)."""

from rpython.rlib import rsignal
from rpython.rtyper.lltypesystem import lltype, rffi
from rpython.translator.tool.cbuild import ExternalCompilationInfo
from rpython.rlib.objectmodel import we_are_translated

from objspace.model import Arguments, OperationError
from objspace.moduleobject import W_Module
from objspace.funcobject import builtin_function
from objspace.intobject import W_Int, newint
from objspace.strobject import newstr
from objspace.noneobject import W_None
from objspace.exceptions import (raise_type_error, raise_value_error,
                                 w_KeyboardInterrupt, W_BaseException,
                                 TYPES)
from objspace.typeobject import W_TypeObject, LAYOUT_EXCEPTION
from objspace.argcheck import check_args
from objspace import operations as ops
from objspace.oserrors import raise_errno
from objspace.modules.aio_util import c_int, c_int32
from objspace.modules.builtins_more import is_callable
from objspace import del_queue

NSIG = 65
SIG_DFL = 0
SIG_IGN = 1

# Linux x86-64, in CPython's order of definition
SIGNAL_NUMBERS = [("SIGHUP", 1), ("SIGINT", 2), ("SIGQUIT", 3), ("SIGILL", 4),
                  ("SIGTRAP", 5), ("SIGIOT", 6), ("SIGABRT", 6),
                  ("SIGBUS", 7), ("SIGFPE", 8), ("SIGKILL", 9),
                  ("SIGUSR1", 10), ("SIGSEGV", 11), ("SIGUSR2", 12),
                  ("SIGPIPE", 13), ("SIGALRM", 14), ("SIGTERM", 15),
                  ("SIGSTKFLT", 16), ("SIGCHLD", 17), ("SIGCLD", 17),
                  ("SIGCONT", 18), ("SIGSTOP", 19), ("SIGTSTP", 20),
                  ("SIGTTIN", 21), ("SIGTTOU", 22), ("SIGURG", 23),
                  ("SIGXCPU", 24), ("SIGXFSZ", 25), ("SIGVTALRM", 26),
                  ("SIGPROF", 27), ("SIGWINCH", 28), ("SIGIO", 29),
                  ("SIGPOLL", 29), ("SIGPWR", 30), ("SIGSYS", 31),
                  ("SIGRTMIN", 34), ("SIGRTMAX", 64)]

STRSIGNAL = ["", "Hangup", "Interrupt", "Quit", "Illegal instruction",
             "Trace/breakpoint trap", "Aborted", "Bus error",
             "Floating point exception", "Killed", "User defined signal 1",
             "Segmentation fault", "User defined signal 2", "Broken pipe",
             "Alarm clock", "Terminated", "Stack fault", "Child exited",
             "Continued", "Stopped (signal)", "Stopped", "Stopped (tty input)",
             "Stopped (tty output)", "Urgent I/O condition",
             "CPU time limit exceeded", "File size limit exceeded",
             "Virtual timer expired", "Profiling timer expired",
             "Window changed", "I/O possible", "Power failure",
             "Bad system call"]

c_raise = rffi.llexternal("raise", [rffi.INT], rffi.INT,
                          compilation_info=rsignal.eci,
                          save_err=rffi.RFFI_SAVE_ERRNO)

# whether a signal's inherited disposition is SIG_IGN (sigaction with no
# new action only reads it): CPython leaves an ignored SIGINT ignored
# (`nohup`, a shell's background job) and getsignal() reports SIG_IGN for
# every signal ignored when the process started
_disposition_eci = ExternalCompilationInfo(
    includes=["signal.h"],
    post_include_bits=["RPY_EXTERN int lbbv_signal_ignored(int);"],
    separate_module_sources=["""
#include <signal.h>
RPY_EXTERN int lbbv_signal_ignored(int sig)
{
    struct sigaction sa;
    if (sigaction(sig, NULL, &sa) != 0)
        return 0;
    return sa.sa_handler == SIG_IGN;
}
"""])
c_signal_ignored = rffi.llexternal("lbbv_signal_ignored", [rffi.INT],
                                   rffi.INT,
                                   compilation_info=_disposition_eci,
                                   _nowrapper=True)


def _inherited_ignore(signum):
    if not we_are_translated():     # (the host Python read it at start)
        import signal as host_signal
        try:
            return host_signal.getsignal(signum) == host_signal.SIG_IGN
        except (ValueError, RuntimeError):
            return False
    return rffi.cast(lltype.Signed, c_signal_ignored(
        rffi.cast(rffi.INT, signum))) != 0


class Signals(object):
    """Run-time signal state: the Python-level handler of each signal
    (None: not known to Python) and whether any is caught."""

    def __init__(self):
        self.handlers_w = [None] * NSIG
        self.armed = False          # some signal sets the flag
        self.set_up = False
        self.wakeup_fd = -1
        self.running = False        # a handler runs: no nested polling


SIGNALS = Signals()


def startup():
    """CPython's start-up signal setup: SIGINT raises KeyboardInterrupt,
    SIGPIPE and SIGXFSZ are ignored."""
    if SIGNALS.set_up:
        return
    SIGNALS.set_up = True
    SIGNALS.handlers_w = [None] * NSIG
    sigint_ignored = False
    for i in range(1, NSIG):
        if i != 32 and i != 33:
            if _inherited_ignore(i):
                SIGNALS.handlers_w[i] = newint(SIG_IGN)
                if i == 2:
                    sigint_ignored = True
            else:
                SIGNALS.handlers_w[i] = newint(SIG_DFL)
    rsignal.pypysig_ignore(13)
    SIGNALS.handlers_w[13] = newint(SIG_IGN)
    rsignal.pypysig_ignore(25)
    SIGNALS.handlers_w[25] = newint(SIG_IGN)
    if not sigint_ignored:
        rsignal.pypysig_setflag(2)
        SIGNALS.handlers_w[2] = w_default_int_handler
    SIGNALS.armed = True


def occurred():
    """Cheap: did a signal arrive (or the GC queue objects whose __del__
    is due: wake_for_finalizers) since the last run_pending?"""
    if not we_are_translated():
        if del_queue.untranslated_pending():
            return True
        if not SIGNALS.set_up:
            return False        # rsignal's C not compiled (see above)
    return rsignal.pypysig_getaddr_occurred().c_value < 0


def wake_for_finalizers():
    """From the GC (del_queue.finalizer_trigger, which must not allocate):
    the next safe point runs the __del__ methods that are due, through
    the same test as signals."""
    SIGNALS.armed = True
    if we_are_translated():
        rsignal.pypysig_getaddr_occurred().c_value = -1


def check():
    """For the eval loop's safe points: runs the handlers of signals that
    arrived (a handler's exception propagates)."""
    if SIGNALS.armed and occurred():
        run_pending()


def run_pending():
    if not we_are_translated() and not SIGNALS.set_up:
        del_queue.run_dead()
        return
    if SIGNALS.running:
        return
    rsignal.pypysig_getaddr_occurred().c_value = 0
    SIGNALS.running = True
    try:
        while True:
            signum = rsignal.pypysig_poll()
            if signum < 0:
                break
            if signum >= NSIG:
                continue
            w_handler = SIGNALS.handlers_w[signum]
            if w_handler is None or isinstance(w_handler, W_Int):
                continue        # became SIG_DFL / SIG_IGN meanwhile
            w_frame = W_None
            from interpreter.runtime.state import STATE
            if STATE.topframe is not None:
                from objspace.frameobject import live_frame
                w_frame = live_frame(STATE.topframe)
            w_handler.call(Arguments([newint(signum), w_frame]))
    finally:
        SIGNALS.running = False
    # after the reset above: a collection during a __del__ sets the
    # counter again for the next safe point
    if del_queue.STATE.pending:
        del_queue.run_dead()


def after_eintr():
    """A system call failed with EINTR: run the handlers (PEP 475); the
    caller retries if none raised."""
    if SIGNALS.armed:
        run_pending()


def _signum(w_sig):
    signum = c_int(w_sig)
    if signum < 1 or signum >= NSIG:
        raise_value_error("signal number out of range")
    return signum


def default_int_handler(args):
    raise OperationError(W_BaseException(w_KeyboardInterrupt, []))


w_default_int_handler = builtin_function("default_int_handler",
                                         default_int_handler)


def s_signal(args):
    args_w = check_args(args, "signal", 2, 2)
    signum = _signum(args_w[0])
    w_handler = args_w[1]
    how = -1
    if isinstance(w_handler, W_Int):
        how = w_handler.intval
        if how != SIG_DFL and how != SIG_IGN:
            raise_type_error("signal handler must be signal.SIG_IGN, "
                             "signal.SIG_DFL, or a callable object")
    elif not is_callable(w_handler):
        raise_type_error("signal handler must be signal.SIG_IGN, "
                         "signal.SIG_DFL, or a callable object")
    if signum == 9 or signum == 19 or signum == 32 or signum == 33:
        raise_errno(22)      # sigaction refuses them: EINVAL
    startup()
    w_old = SIGNALS.handlers_w[signum]
    if how == SIG_DFL:
        rsignal.pypysig_default(signum)
    elif how == SIG_IGN:
        rsignal.pypysig_ignore(signum)
    else:
        rsignal.pypysig_setflag(signum)
        SIGNALS.armed = True
    SIGNALS.handlers_w[signum] = w_handler
    if w_old is None:
        return W_None
    return w_old


def s_getsignal(args):
    args_w = check_args(args, "getsignal", 1, 1)
    signum = _signum(args_w[0])
    startup()
    w_h = SIGNALS.handlers_w[signum]
    if w_h is None:
        return W_None
    return w_h


def s_raise_signal(args):
    args_w = check_args(args, "raise_signal", 1, 1)
    signum = c_int32(args_w[0])     # raise() itself rejects bad numbers
    startup()
    if rffi.cast(lltype.Signed, c_raise(rffi.cast(rffi.INT, signum))) != 0:
        from rpython.rlib import rposix
        raise_errno(rposix.get_saved_errno())
    run_pending()
    return W_None


def s_strsignal(args):
    args_w = check_args(args, "strsignal", 1, 1)
    signum = _signum(args_w[0])
    if signum < len(STRSIGNAL):
        return newstr(STRSIGNAL[signum])
    if 34 <= signum <= 64:
        return newstr("Real-time signal %d" % (signum - 34))
    return W_None


def s_valid_signals(args):
    from objspace.setobject import W_Set
    check_args(args, "valid_signals", 0, 0)
    w_set = W_Set()
    for i in range(1, NSIG):
        if i != 32 and i != 33:
            w_set.add(newint(i))
    return w_set


def s_alarm(args):
    args_w = check_args(args, "alarm", 1, 1)
    seconds = c_int(args_w[0])
    return newint(rffi.cast(lltype.Signed, rsignal.c_alarm(
        rffi.cast(rffi.INT, seconds))))


def s_pause(args):
    check_args(args, "pause", 0, 0)
    startup()
    rsignal.c_pause()
    run_pending()
    return W_None


def s_siginterrupt(args):
    args_w = check_args(args, "siginterrupt", 2, 2)
    signum = _signum(args_w[0])
    flag = ops.is_true(args_w[1])
    res = rsignal.c_siginterrupt(rffi.cast(rffi.INT, signum),
                                 rffi.cast(rffi.INT, 1 if flag else 0))
    if rffi.cast(lltype.Signed, res) < 0:
        from rpython.rlib import rposix
        raise_errno(rposix.get_saved_errno())
    return W_None


def s_set_wakeup_fd(args):
    w_warn = args.get_kw("warn_on_full_buffer")
    args_w = check_args(args, "set_wakeup_fd", 1, 1)
    fd = c_int(args_w[0])
    if w_warn is not None:
        ops.is_true(w_warn)
    if fd != -1:
        import os
        from rpython.rlib import rposix
        try:
            os.fstat(fd)
            flags = rposix.get_status_flags(fd)
        except OSError as e:
            raise_errno(e.errno)
            raise AssertionError
        if not (flags & rposix.O_NONBLOCK):
            raise_value_error("the fd %d must be in non-blocking mode" % fd)
    startup()
    old = SIGNALS.wakeup_fd
    SIGNALS.wakeup_fd = fd
    rsignal.pypysig_set_wakeup_fd(fd, False)   # writes signum
    return newint(old)


def _signal_set(w_iterable):
    """The signal numbers of an iterable, for pthread_sigmask."""
    from objspace.sequences import unpack_iterable
    result = []
    for w_item in unpack_iterable(w_iterable):
        signum = c_int(w_item)
        if signum < 1 or signum >= NSIG:
            raise_value_error("signal number %d out of range [1; %d]"
                              % (signum, NSIG - 1))
        result.append(signum)
    return result


def s_pthread_sigmask(args):
    from objspace.setobject import W_Set
    args_w = check_args(args, "pthread_sigmask", 2, 2)
    how = c_int(args_w[0])
    signums = _signal_set(args_w[1])
    mask = lltype.malloc(rffi.CCHARP.TO, 128, flavor='raw')
    old = lltype.malloc(rffi.CCHARP.TO, 128, flavor='raw')
    try:
        cmask = rffi.cast(rsignal.c_sigset_t, mask)
        cold = rffi.cast(rsignal.c_sigset_t, old)
        rsignal.c_sigemptyset(cmask)
        rsignal.c_sigemptyset(cold)
        for s in signums:
            rsignal.c_sigaddset(cmask, rffi.cast(rffi.INT, s))
        res = rsignal.c_pthread_sigmask(rffi.cast(rffi.INT, how), cmask,
                                        cold)
        if rffi.cast(lltype.Signed, res) != 0:
            raise_errno(rffi.cast(lltype.Signed, res))
        w_set = W_Set()
        for i in range(1, NSIG):
            if rffi.cast(lltype.Signed, rsignal.c_sigismember(
                    cold, rffi.cast(rffi.INT, i))) == 1:
                w_set.add(newint(i))
    finally:
        lltype.free(mask, flavor='raw')
        lltype.free(old, flavor='raw')
    run_pending()
    return w_set


def s_unsupported(args):
    raise_type_error("lbbv's _signal does not support this function")
    return None


FUNCTIONS = [("signal", s_signal), ("getsignal", s_getsignal),
             ("raise_signal", s_raise_signal), ("strsignal", s_strsignal),
             ("valid_signals", s_valid_signals), ("alarm", s_alarm),
             ("pause", s_pause), ("siginterrupt", s_siginterrupt),
             ("set_wakeup_fd", s_set_wakeup_fd),
             ("pthread_sigmask", s_pthread_sigmask)]

w_itimer_error = W_TypeObject("ItimerError", [TYPES.by_name["OSError"]],
                              LAYOUT_EXCEPTION)
w_itimer_error.module = "signal"


def make():
    startup()
    w_mod = W_Module("_signal")
    for name, fn in FUNCTIONS:
        w_mod.setitem(name, builtin_function(name, fn))
    w_mod.setitem("default_int_handler", w_default_int_handler)
    for name, value in SIGNAL_NUMBERS:
        w_mod.setitem(name, newint(value))
    w_mod.setitem("NSIG", newint(NSIG))
    w_mod.setitem("SIG_DFL", newint(SIG_DFL))
    w_mod.setitem("SIG_IGN", newint(SIG_IGN))
    w_mod.setitem("SIG_BLOCK", newint(0))
    w_mod.setitem("SIG_UNBLOCK", newint(1))
    w_mod.setitem("SIG_SETMASK", newint(2))
    w_mod.setitem("ITIMER_REAL", newint(0))
    w_mod.setitem("ITIMER_VIRTUAL", newint(1))
    w_mod.setitem("ITIMER_PROF", newint(2))
    w_mod.setitem("ItimerError", w_itimer_error)
    return w_mod
