"""Argument checks for built-in functions, with CPython's messages."""

from objspace.exceptions import raise_type_error


def _plural(n):
    return "" if n == 1 else "s"


def check_args(args, name, min_n, max_n):
    """Positional count in [min_n, max_n] (max_n < 0: unbounded), no
    keywords. Returns args.args_w."""
    if args.has_kwargs():
        raise_type_error("%s() takes no keyword arguments" % name)
    n = len(args.args_w)
    if min_n == max_n and n != min_n:
        if min_n == 1:
            raise_type_error("%s() takes exactly one argument (%d given)"
                             % (name, n))
        if min_n == 0:
            raise_type_error("%s() takes no arguments (%d given)"
                             % (name, n))
        raise_type_error("%s expected %d argument%s, got %d"
                         % (name, min_n, _plural(min_n), n))
    if n < min_n:
        raise_type_error("%s expected at least %d argument%s, got %d"
                         % (name, min_n, _plural(min_n), n))
    if max_n >= 0 and n > max_n:
        raise_type_error("%s expected at most %d argument%s, got %d"
                         % (name, max_n, _plural(max_n), n))
    return args.args_w


def no_kwargs(args, name):
    if args.has_kwargs():
        raise_type_error("%s() takes no keyword arguments" % name)
