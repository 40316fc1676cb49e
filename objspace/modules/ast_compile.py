"""compile() where `_ast` nodes are involved: with PyCF_ONLY_AST the
source's tree as `_ast` objects (ast.parse), and compile() of such a
tree (made by ast.parse, edited, or built by hand) to code."""

from interpreter.frontend import astnodes as A
from interpreter.frontend.syntaxerror import PySyntaxError
from objspace.model import Arguments
from objspace.strobject import W_Str
from objspace.bytesobject import W_Bytes
from objspace.listobject import W_List
from objspace.attrs import setattr_w
from objspace.exceptions import raise_type_error, raise_value_error
from objspace.modules.ast_state import AST_CLASSES
from objspace.modules.ast_tow import Converter

PyCF_ONLY_AST = 0x400


def is_ast_node(w_obj):
    """Whether w_obj is an instance of _ast.AST (False until _ast has
    been imported: no node can exist before)."""
    w_ast = AST_CLASSES.by_name.get("AST", None)
    if w_ast is None:
        return False
    for w_t in w_obj.gettype().mro_w:
        if w_t is w_ast:
            return True
    return False


def compile_ast(w_src, filename, mode_s, flags, optimize=-1):
    from interpreter.runtime.dyncode import syntax_error
    from interpreter.runtime.dyncode import emit_frontend_warnings
    from interpreter.frontend.syntaxerror import PENDING
    PENDING.take()
    try:
        if is_ast_node(w_src):
            if flags & PyCF_ONLY_AST:
                return w_src        # as CPython: the tree itself
            w_res = _compile_tree(w_src, filename, mode_s, flags, optimize)
        else:
            if mode_s == "func_type" and not flags & PyCF_ONLY_AST:
                raise_value_error("compile() mode 'func_type' requires "
                                  "flag PyCF_ONLY_AST")
            w_res = _parse_to_w(w_src, filename, mode_s)
    except PySyntaxError as e:
        emit_frontend_warnings(filename, True)
        raise syntax_error(e, filename)
    emit_frontend_warnings(filename, True)
    return w_res


def _mode_error():
    raise_value_error("compile() mode must be 'exec', 'eval', 'single' or "
                      "'func_type'")


def _source(w_src):
    from interpreter.runtime.dyncode import source_text, _buffer_source
    if not isinstance(w_src, W_Str) and not isinstance(w_src, W_Bytes) \
            and _buffer_source(w_src) is None:
        raise_type_error("compile() arg 1 must be a string, bytes or AST "
                         "object")
    return source_text(w_src, "compile")


def _parse_to_w(w_src, filename, mode_s):
    from interpreter.frontend.parser import parse, parse_eval
    from interpreter.runtime.dyncode import check_single
    if mode_s != "exec" and mode_s != "eval" and mode_s != "single" and \
            mode_s != "func_type":
        _mode_error()
    source = _source(w_src)
    is_text = isinstance(w_src, W_Str)
    if not is_text:
        from interpreter.runtime.dyncode import decode_with_codec
        source, is_text = decode_with_codec(source)
    conv = Converter(source.split("\n"))
    if mode_s == "exec":
        return conv.convert(parse(source, filename, is_text))
    if mode_s == "eval":
        return _wrap(conv, "Expression", "body",
                     conv.convert(parse_eval(source, filename, is_text)))
    if mode_s == "single":
        tree = parse(source, filename, is_text)
        check_single(tree, source.split("\n"))
        return _wrap(conv, "Interactive", "body",
                     W_List([conv.convert(s) for s in tree.body]))
    return _func_type(conv, source, filename)


def _wrap(conv, name, field, w_value):
    w_obj = conv.classes.get(name).call(Arguments([]))
    setattr_w(w_obj, field, w_value)
    return w_obj


def _func_type(conv, source, filename):
    """A function type comment's signature `(T1, T2) -> R` (PEP 484)."""
    from interpreter.frontend.parser import parse_eval
    arrow = _top_level_arrow(source)
    if arrow < 0:
        raise PySyntaxError("invalid syntax", 1, 1, source)
    head = source[:arrow]
    w_obj = _wrap(conv, "FunctionType", "returns",
                  conv.convert(parse_eval(source[arrow + 2:], filename)))
    args = parse_eval(head, filename)
    argtypes = []
    if isinstance(args, A.Tuple) and _starts_with_paren(head):
        argtypes = [conv.convert(a) for a in args.elts]
    else:
        argtypes = [conv.convert(args)]
    setattr_w(w_obj, "argtypes", W_List(argtypes))
    return w_obj


def _starts_with_paren(s):
    for c in s:
        if c != " " and c != "\t":
            return c == "("
    return False


def _top_level_arrow(source):
    depth = 0
    i = 0
    while i < len(source) - 1:
        c = source[i]
        if c == "(" or c == "[" or c == "{":
            depth += 1
        elif c == ")" or c == "]" or c == "}":
            depth -= 1
        elif c == "-" and source[i + 1] == ">" and depth == 0:
            return i
        i += 1
    return -1


def _compile_tree(w_tree, filename, mode_s, flags, optimize):
    from interpreter.frontend import compiler
    from interpreter.runtime.dyncode import DISPLAYHOOK
    from objspace.modules.ast_fromw import TreeReader
    reader = TreeReader()
    if mode_s == "exec":
        module = reader.module(w_tree, "Module")
        return compiler.compile_module(module, filename, [], flags,
                                       optimize)
    if mode_s == "eval":
        expr = reader.expression(w_tree)
        return compiler.compile_eval(expr, filename, [], flags, optimize)
    if mode_s == "single":
        module = reader.module(w_tree, "Interactive")
        return compiler.compile_single(module, filename, [],
                                       DISPLAYHOOK.w_func, flags, optimize)
    if mode_s == "func_type":
        raise_type_error("expected Module node, got FunctionType")
    _mode_error()
    raise AssertionError
