# built-in types CPython makes final: deriving from them is CPython's
# TypeError, not an lbbv limitation
import re, types, itertools
finals = [bool, memoryview, range, slice, type(None), type(NotImplemented),
          type(...), type({}.keys()), type({}.values()), type({}.items()),
          types.FunctionType, types.BuiltinFunctionType, types.MethodType,
          types.GeneratorType, types.CodeType, types.MappingProxyType,
          type(re.compile("")), type(re.match("", "")),
          type(iter([]))]
for t in finals:
    try:
        class X(t):
            pass
        print(t.__name__, "subclassed")
    except TypeError as e:
        print(e)
for t in (int, list, dict, itertools.count, Exception):
    class Y(t):
        pass
    print(t.__name__, Y.__mro__[1] is t)
