"""The `errno` module: Linux's error numbers (x86-64 values, in the order
CPython defines them, which decides errorcode for the aliases such as
EWOULDBLOCK = EAGAIN) and errorcode, number -> name."""

from objspace.moduleobject import W_Module
from objspace.intobject import newint
from objspace.strobject import newstr
from objspace.dictobject import newdict

ERRNO_CODES = [("ENODEV", 19), ("ENOCSI", 50), ("EHOSTUNREACH", 113),
               ("ENOMSG", 42), ("EUCLEAN", 117), ("EL2NSYNC", 45),
               ("EL2HLT", 51), ("ENODATA", 61), ("ENOTBLK", 15),
               ("ENOSYS", 38), ("EPIPE", 32), ("EINVAL", 22),
               ("EOVERFLOW", 75), ("EADV", 68), ("EINTR", 4), ("EUSERS", 87),
               ("ENOTEMPTY", 39), ("ENOBUFS", 105), ("EPROTO", 71),
               ("EREMOTE", 66), ("ENAVAIL", 119), ("ECHILD", 10),
               ("ELOOP", 40), ("EXDEV", 18), ("E2BIG", 7), ("ESRCH", 3),
               ("EMSGSIZE", 90), ("EAFNOSUPPORT", 97), ("EBADR", 53),
               ("EHOSTDOWN", 112), ("EPFNOSUPPORT", 96), ("ENOPROTOOPT", 92),
               ("EBUSY", 16), ("EWOULDBLOCK", 11), ("EBADFD", 77),
               ("EDOTDOT", 73), ("EISCONN", 106), ("ENOANO", 55),
               ("ESHUTDOWN", 108), ("ECHRNG", 44), ("ELIBBAD", 80),
               ("ENONET", 64), ("EBADE", 52), ("EBADF", 9), ("EMULTIHOP", 72),
               ("EIO", 5), ("EUNATCH", 49), ("EPROTOTYPE", 91), ("ENOSPC", 28),
               ("ENOEXEC", 8), ("EALREADY", 114), ("ENETDOWN", 100),
               ("ENOTNAM", 118), ("EACCES", 13), ("ELNRNG", 48),
               ("EILSEQ", 84), ("ENOTDIR", 20), ("ENOTUNIQ", 76), ("EPERM", 1),
               ("EDOM", 33), ("EXFULL", 54), ("ECONNREFUSED", 111),
               ("EISDIR", 21), ("EPROTONOSUPPORT", 93), ("EROFS", 30),
               ("EADDRNOTAVAIL", 99), ("EIDRM", 43), ("ECOMM", 70),
               ("ESRMNT", 69), ("EREMOTEIO", 121), ("EL3RST", 47),
               ("EBADMSG", 74), ("ENFILE", 23), ("ELIBMAX", 82),
               ("ESPIPE", 29), ("ENOLINK", 67), ("ENETRESET", 102),
               ("ETIMEDOUT", 110), ("ENOENT", 2), ("EEXIST", 17),
               ("EDQUOT", 122), ("ENOSTR", 60), ("EBADSLT", 57),
               ("EBADRQC", 56), ("ELIBACC", 79), ("EFAULT", 14), ("EFBIG", 27),
               ("EDEADLK", 35), ("ENOTCONN", 107), ("EDESTADDRREQ", 89),
               ("ELIBSCN", 81), ("ENOLCK", 37), ("EISNAM", 120),
               ("ECONNABORTED", 103), ("ENETUNREACH", 101), ("ESTALE", 116),
               ("ENOSR", 63), ("ENOMEM", 12), ("ENOTSOCK", 88),
               ("ESTRPIPE", 86), ("EMLINK", 31), ("ERANGE", 34),
               ("ELIBEXEC", 83), ("EL3HLT", 46), ("ECONNRESET", 104),
               ("EADDRINUSE", 98), ("EOPNOTSUPP", 95), ("EREMCHG", 78),
               ("EAGAIN", 11), ("ENAMETOOLONG", 36), ("ENOTTY", 25),
               ("ERESTART", 85), ("ESOCKTNOSUPPORT", 94), ("ETIME", 62),
               ("EBFONT", 59), ("EDEADLOCK", 35), ("ETOOMANYREFS", 109),
               ("EMFILE", 24), ("ETXTBSY", 26), ("EINPROGRESS", 115),
               ("ENXIO", 6), ("ENOPKG", 65), ("ENOMEDIUM", 123),
               ("EMEDIUMTYPE", 124), ("ECANCELED", 125), ("ENOKEY", 126),
               ("EKEYEXPIRED", 127), ("EKEYREVOKED", 128),
               ("EKEYREJECTED", 129), ("EOWNERDEAD", 130),
               ("ENOTRECOVERABLE", 131), ("ERFKILL", 132), ("ENOTSUP", 95)]


def make():
    w_mod = W_Module("errno")
    w_codes = newdict()
    for name, value in ERRNO_CODES:
        w_mod.setitem(name, newint(value))
        w_codes.setitem(newint(value), newstr(name))
    w_mod.setitem("errorcode", w_codes)
    return w_mod
