"""Docstrings of built-in types, functions and methods (their __doc__).
Where CPython's docstring has examples, ours has examples too (ours, not
CPython's): test_builtin runs the builtins module's docstrings as
doctests, so every example here must print exactly what it shows."""

TYPE_DOCS = [
    ("int", "int([x]) -> integer\n"
            "int(x, base=10) -> integer\n\n"
            "An integer made from a number (its __int__, __index__ or\n"
            "__trunc__; a float is truncated towards zero) or from a str,\n"
            "bytes or bytearray spelling an integer in the given base\n"
            "(2 to 36, or 0 to read the base from a prefix as in Python\n"
            "source). Without an argument: 0.\n\n"
            ">>> int('0x1f', 0), int('z', 36), int(-2.75)\n"
            "(31, 35, -2)"),
    ("float", "float(x=0, /)\n\n"
              "A floating-point number made from a number or a str."),
    ("bool", "bool(x) -> bool\n\n"
             "True when x is true, False otherwise; bool is a subclass of "
             "int."),
    ("str", "str(object='') -> str\n"
            "str(bytes_or_buffer[, encoding[, errors]]) -> str\n\n"
            "A text string: str(object) is the object's informal text; "
            "from\nbytes with an encoding, the decoded text."),
    ("bytes", "bytes(iterable_of_ints) -> bytes\n"
              "bytes(string, encoding[, errors]) -> bytes\n"
              "bytes(bytes_or_buffer) -> immutable copy of bytes_or_buffer\n"
              "bytes(int) -> bytes object of size given by the parameter "
              "initialized with null bytes\n"
              "bytes() -> empty bytes object\n\n"
              "An immutable sequence of bytes (ints in range(256))."),
    ("bytearray", "bytearray(iterable_of_ints) -> bytearray\n"
                  "bytearray(string, encoding[, errors]) -> bytearray\n"
                  "bytearray(bytes_or_buffer) -> mutable copy of "
                  "bytes_or_buffer\n"
                  "bytearray(int) -> bytes array of size given by the "
                  "parameter initialized with null bytes\n"
                  "bytearray() -> empty bytes array\n\n"
                  "A mutable sequence of bytes (ints in range(256))."),
    ("list", "list(iterable=(), /)\n\nA mutable sequence; without an "
             "argument, an empty list."),
    ("tuple", "tuple(iterable=(), /)\n\nAn immutable sequence; without an "
              "argument, the empty tuple."),
    ("dict", "dict() -> new empty dictionary\n"
             "dict(mapping) -> new dictionary from a mapping's (key, value) "
             "pairs\n"
             "dict(iterable) -> new dictionary from (key, value) pairs\n"
             "dict(**kwargs) -> new dictionary from the keyword arguments"),
    ("set", "set() -> new empty set object\n"
            "set(iterable) -> new set object\n\n"
            "An unordered collection of unique elements."),
    ("frozenset", "frozenset() -> empty frozenset object\n"
                  "frozenset(iterable) -> frozenset object\n\n"
                  "An immutable unordered collection of unique elements."),
    ("object", "The base class of the class hierarchy."),
    ("type", "type(object) -> the object's type\n"
             "type(name, bases, dict, **kwds) -> a new type"),
]

FUNCTION_DOCS = [
    ("bin", "Return the binary representation of an integer.\n\n"
            "   >>> bin(10), bin(-3)\n"
            "   ('0b1010', '-0b11')"),
    ("oct", "Return the octal representation of an integer.\n\n"
            "   >>> oct(64), oct(-9)\n"
            "   ('0o100', '-0o11')"),
    ("hex", "Return the hexadecimal representation of an integer.\n\n"
            "   >>> hex(255), hex(-4096)\n"
            "   ('0xff', '-0x1000')"),
    ("zip", "zip(*iterables, strict=False) --> Yield tuples until an "
            "input is exhausted.\n\n"
            "   >>> list(zip('xyz', [1, 2]))\n"
            "   [('x', 1), ('y', 2)]\n\n"
            "The i-th tuple holds the i-th item of every iterable; it stops "
            "with the\nshortest one. With strict=True, iterables of "
            "different lengths raise\nValueError."),
    ("len", "Return the number of items in a container."),
    ("max", "max(iterable, *[, default=obj, key=func]) -> value\n"
            "max(arg1, arg2, *args, *[, key=func]) -> value\n\n"
            "The largest item of an iterable, or the largest of two or "
            "more\narguments; key orders the items, default is returned "
            "for an\nempty iterable."),
    ("min", "min(iterable, *[, default=obj, key=func]) -> value\n"
            "min(arg1, arg2, *args, *[, key=func]) -> value\n\n"
            "The smallest item of an iterable, or the smallest of two or "
            "more\narguments; key orders the items, default is returned "
            "for an\nempty iterable."),
    ("abs", "Return the absolute value of the argument."),
    ("repr", "Return the canonical string representation of the object."),
    ("print", "print(value, ..., sep=' ', end='\\n', file=sys.stdout, "
              "flush=False)\n\n"
              "Write the values to a stream (sys.stdout by default), "
              "separated by sep\nand followed by end."),
    ("isinstance", "Return whether an object is an instance of a class or "
                   "of a subclass thereof."),
    ("issubclass", "Return whether 'cls' is derived from another class or "
                   "is the same class."),
    ("breakpoint", "breakpoint(*args, **kws)\n\n"
                   "Call sys.breakpointhook(*args, **kws), which by "
                   "default enters the\ndebugger named by "
                   "$PYTHONBREAKPOINT (pdb.set_trace)."),
]

METHOD_DOCS = [
    ("int", "as_integer_ratio",
     "Return integer ratio.\n\n"
     "The pair (self, 1): the int as a fraction in lowest terms.\n\n"
     ">>> (7).as_integer_ratio(), (-3).as_integer_ratio()\n"
     "((7, 1), (-3, 1))"),
    ("int", "bit_count",
     "Number of ones in the binary representation of the absolute value "
     "of self.\n\n"
     ">>> (10).bit_count(), (-7).bit_count()\n"
     "(2, 3)"),
    ("int", "bit_length",
     "Number of bits necessary to represent self in binary.\n\n"
     ">>> (8).bit_length(), (-255).bit_length(), (0).bit_length()\n"
     "(4, 8, 0)"),
    ("float", "as_integer_ratio",
     "Return integer ratio.\n\n"
     "A pair of integers whose ratio is exactly the float, with a "
     "positive\ndenominator. OverflowError for infinities, ValueError for "
     "NaNs.\n\n"
     ">>> (2.5).as_integer_ratio(), (-0.125).as_integer_ratio()\n"
     "((5, 2), (-1, 8))"),
    ("float", "fromhex",
     "Create a floating-point number from a hexadecimal string.\n\n"
     ">>> float.fromhex('0x1.8p1'), float.fromhex('-0x10')\n"
     "(3.0, -16.0)"),
    ("float", "hex",
     "Return a hexadecimal representation of a floating-point number.\n\n"
     ">>> (3.0).hex(), (-0.5).hex()\n"
     "('0x1.8000000000000p+1', '-0x1.0000000000000p-1')"),
    ("bytes", "hex",
     "Create a string of hexadecimal numbers from a bytes object.\n\n"
     "  sep\n    An optional single character or byte to separate hex "
     "bytes.\n"
     "  bytes_per_sep\n    How many bytes between separators (counted "
     "from the right;\n    a negative number counts from the left).\n\n"
     ">>> b'\\x01\\xab\\xff'.hex(), b'\\x01\\xab\\xff'.hex('-', -2)\n"
     "('01abff', '01ab-ff')"),
    ("bytearray", "hex",
     "Create a string of hexadecimal numbers from a bytearray object.\n\n"
     "  sep\n    An optional single character or byte to separate hex "
     "bytes.\n"
     "  bytes_per_sep\n    How many bytes between separators (counted "
     "from the right;\n    a negative number counts from the left).\n\n"
     ">>> bytearray(b'\\x10\\x20\\x30').hex(' ')\n"
     "'10 20 30'"),
    ("memoryview", "hex",
     "Return the data in the buffer as a str of hexadecimal numbers.\n\n"
     "  sep\n    An optional single character or byte to separate hex "
     "bytes.\n"
     "  bytes_per_sep\n    How many bytes between separators (counted "
     "from the right;\n    a negative number counts from the left).\n\n"
     ">>> memoryview(b'\\x00\\x7f\\x80').hex(':', 1)\n"
     "'00:7f:80'"),
]


def _function_of(w_obj):
    """The built-in function inside a class/static method wrapper."""
    from objspace.funcobject import (W_BuiltinFunction, W_ClassMethod,
                                     W_StaticMethod)
    if isinstance(w_obj, W_ClassMethod):
        w_obj = w_obj.w_func
    elif isinstance(w_obj, W_StaticMethod):
        w_obj = w_obj.w_func
    if isinstance(w_obj, W_BuiltinFunction):
        return w_obj
    return None


def install_type_docs(by_name):
    """by_name: the builtins module's dict_w (name -> type)."""
    from objspace.typeobject import W_TypeObject
    for name, doc in TYPE_DOCS:
        w_t = by_name.get(name, None)
        if isinstance(w_t, W_TypeObject):
            w_t.doc = doc
    for tname, mname, doc in METHOD_DOCS:
        w_t = by_name.get(tname, None)
        if isinstance(w_t, W_TypeObject):
            w_f = _function_of(w_t.dict_w.get(mname, None))
            if w_f is not None:
                w_f.doc = doc
                if w_f.module is None:
                    # doctest's finder takes a method as the builtins
                    # module's by its __module__
                    w_f.module = "builtins"


def install_function_docs(dict_w):
    from objspace.typeobject import W_TypeObject
    for name, doc in FUNCTION_DOCS:
        w_obj = dict_w.get(name, None)
        if isinstance(w_obj, W_TypeObject):     # zip is a class
            w_obj.doc = doc
            continue
        w_f = _function_of(w_obj)
        if w_f is not None:
            w_f.doc = doc
