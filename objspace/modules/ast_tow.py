"""The parser's tree (interpreter/frontend/astnodes.py) as `_ast` node
objects: what compile(..., PyCF_ONLY_AST) and so ast.parse return.

One table maps each parser node class to its `_ast` class and fields;
a converter per class is made from it at import (unrolled, so each
field read is a plain attribute read once translated). The few nodes
whose shape differs from CPython's (constants, arguments, annotated
assignments, singleton patterns) have their own functions below."""

from rpython.rlib.unroll import unrolling_iterable

from interpreter.frontend import astnodes as A
from interpreter.frontend import folding
from objspace.model import Arguments
from objspace.noneobject import W_None
from objspace.intobject import newint
from objspace.strobject import newstr
from objspace.listobject import W_List
from objspace.attrs import setattr_w, getattr_w
from objspace.modules.ast_state import AST_CLASSES
from objspace.modules.mod_ast import SPECS

# how a field's value is converted
K_NODE = 0          # a node or None
K_LIST = 1          # a list of nodes (an item may be None: Dict.keys)
K_STR = 2           # a str or None
K_STRS = 3          # a list of str
K_INT = 4
K_BOOL = 5          # a bool, as 0 or 1
K_BINOP = 6
K_UNOP = 7
K_BOOLOP = 8
K_CMPOPS = 9
K_CTX = 10
K_CONV = 11         # FormattedValue.conversion
K_EMPTY = 12        # always [] (type_ignores)
K_NONE = 13         # always None (type_comment)

BINOP_NAMES = ["Add", "BitAnd", "FloorDiv", "LShift", "MatMult", "Mult",
               "Mod", "BitOr", "Pow", "RShift", "Sub", "Div", "BitXor"]
UNOP_NAMES = ["Not", "Invert", "UAdd", "USub"]
BOOLOP_NAMES = ["And", "Or"]
CMPOP_NAMES = ["Lt", "LtE", "Eq", "NotEq", "Gt", "GtE", "Is", "IsNot", "In",
               "NotIn"]
CTX_NAMES = ["Load", "Store", "Del"]

# parser class, _ast class, [(field, parser attribute, kind)]
_TABLE = [
    (A.Module, "Module", [("body", "body", K_LIST),
                          ("type_ignores", "", K_EMPTY)]),
    (A.AsyncFunctionDef, "AsyncFunctionDef", [
        ("name", "name", K_STR), ("args", "args", K_NODE),
        ("body", "body", K_LIST), ("decorator_list", "decorators", K_LIST),
        ("returns", "returns", K_NODE), ("type_comment", "", K_NONE)]),
    (A.FunctionDef, "FunctionDef", [
        ("name", "name", K_STR), ("args", "args", K_NODE),
        ("body", "body", K_LIST), ("decorator_list", "decorators", K_LIST),
        ("returns", "returns", K_NODE), ("type_comment", "", K_NONE)]),
    (A.ClassDef, "ClassDef", [
        ("name", "name", K_STR), ("bases", "bases", K_LIST),
        ("keywords", "keywords", K_LIST), ("body", "body", K_LIST),
        ("decorator_list", "decorators", K_LIST)]),
    (A.Return, "Return", [("value", "value", K_NODE)]),
    (A.Delete, "Delete", [("targets", "targets", K_LIST)]),
    (A.AugAssign, "AugAssign", [("target", "target", K_NODE),
                                ("op", "op", K_BINOP),
                                ("value", "value", K_NODE)]),
    (A.AsyncFor, "AsyncFor", [
        ("target", "target", K_NODE), ("iter", "iter", K_NODE),
        ("body", "body", K_LIST), ("orelse", "orelse", K_LIST),
        ("type_comment", "", K_NONE)]),
    (A.For, "For", [
        ("target", "target", K_NODE), ("iter", "iter", K_NODE),
        ("body", "body", K_LIST), ("orelse", "orelse", K_LIST),
        ("type_comment", "", K_NONE)]),
    (A.While, "While", [("test", "test", K_NODE), ("body", "body", K_LIST),
                        ("orelse", "orelse", K_LIST)]),
    (A.If, "If", [("test", "test", K_NODE), ("body", "body", K_LIST),
                  ("orelse", "orelse", K_LIST)]),
    (A.AsyncWith, "AsyncWith", [("items", "items", K_LIST),
                                ("body", "body", K_LIST),
                                ("type_comment", "", K_NONE)]),
    (A.With, "With", [("items", "items", K_LIST), ("body", "body", K_LIST),
                      ("type_comment", "", K_NONE)]),
    (A.Match, "Match", [("subject", "subject", K_NODE),
                        ("cases", "cases", K_LIST)]),
    (A.Raise, "Raise", [("exc", "exc", K_NODE), ("cause", "cause", K_NODE)]),
    (A.TryStar, "TryStar", [
        ("body", "body", K_LIST), ("handlers", "handlers", K_LIST),
        ("orelse", "orelse", K_LIST), ("finalbody", "finalbody", K_LIST)]),
    (A.Try, "Try", [
        ("body", "body", K_LIST), ("handlers", "handlers", K_LIST),
        ("orelse", "orelse", K_LIST), ("finalbody", "finalbody", K_LIST)]),
    (A.Assert, "Assert", [("test", "test", K_NODE), ("msg", "msg", K_NODE)]),
    (A.Import, "Import", [("names", "names", K_LIST)]),
    (A.ImportFrom, "ImportFrom", [("module", "module", K_STR),
                                  ("names", "names", K_LIST),
                                  ("level", "level", K_INT)]),
    (A.Global, "Global", [("names", "names", K_STRS)]),
    (A.Nonlocal, "Nonlocal", [("names", "names", K_STRS)]),
    (A.ExprStmt, "Expr", [("value", "value", K_NODE)]),
    (A.Pass, "Pass", []),
    (A.Break, "Break", []),
    (A.Continue, "Continue", []),
    (A.BoolOp, "BoolOp", [("op", "op", K_BOOLOP),
                          ("values", "values", K_LIST)]),
    (A.NamedExpr, "NamedExpr", [("target", "target", K_NODE),
                                ("value", "value", K_NODE)]),
    (A.BinOp, "BinOp", [("left", "left", K_NODE), ("op", "op", K_BINOP),
                        ("right", "right", K_NODE)]),
    (A.UnaryOp, "UnaryOp", [("op", "op", K_UNOP),
                            ("operand", "operand", K_NODE)]),
    (A.Lambda, "Lambda", [("args", "args", K_NODE),
                          ("body", "body", K_NODE)]),
    (A.IfExp, "IfExp", [("test", "test", K_NODE), ("body", "body", K_NODE),
                        ("orelse", "orelse", K_NODE)]),
    (A.Dict, "Dict", [("keys", "keys", K_LIST), ("values", "values", K_LIST)]),
    (A.Set, "Set", [("elts", "elts", K_LIST)]),
    (A.ListComp, "ListComp", [("elt", "elt", K_NODE),
                              ("generators", "generators", K_LIST)]),
    (A.SetComp, "SetComp", [("elt", "elt", K_NODE),
                            ("generators", "generators", K_LIST)]),
    (A.GeneratorExp, "GeneratorExp", [("elt", "elt", K_NODE),
                                      ("generators", "generators", K_LIST)]),
    (A.DictComp, "DictComp", [("key", "key", K_NODE),
                              ("value", "value", K_NODE),
                              ("generators", "generators", K_LIST)]),
    (A.Await, "Await", [("value", "value", K_NODE)]),
    (A.Yield, "Yield", [("value", "value", K_NODE)]),
    (A.YieldFrom, "YieldFrom", [("value", "value", K_NODE)]),
    (A.Compare, "Compare", [("left", "left", K_NODE), ("ops", "ops", K_CMPOPS),
                            ("comparators", "comparators", K_LIST)]),
    (A.Call, "Call", [("func", "func", K_NODE), ("args", "args", K_LIST),
                      ("keywords", "keywords", K_LIST)]),
    (A.FormattedValue, "FormattedValue", [
        ("value", "value", K_NODE), ("conversion", "conversion", K_CONV),
        ("format_spec", "format_spec", K_NODE)]),
    (A.JoinedStr, "JoinedStr", [("values", "values", K_LIST)]),
    (A.Attribute, "Attribute", [("value", "value", K_NODE),
                                ("attr", "attr", K_STR),
                                ("ctx", "ctx", K_CTX)]),
    (A.Subscript, "Subscript", [("value", "value", K_NODE),
                                ("slice", "slice", K_NODE),
                                ("ctx", "ctx", K_CTX)]),
    (A.Starred, "Starred", [("value", "value", K_NODE),
                            ("ctx", "ctx", K_CTX)]),
    (A.Name, "Name", [("id", "id", K_STR), ("ctx", "ctx", K_CTX)]),
    (A.List, "List", [("elts", "elts", K_LIST), ("ctx", "ctx", K_CTX)]),
    (A.Tuple, "Tuple", [("elts", "elts", K_LIST), ("ctx", "ctx", K_CTX)]),
    (A.Slice, "Slice", [("lower", "lower", K_NODE),
                        ("upper", "upper", K_NODE),
                        ("step", "step", K_NODE)]),
    (A.Arg, "arg", [("arg", "arg", K_STR),
                    ("annotation", "annotation", K_NODE),
                    ("type_comment", "", K_NONE)]),
    (A.Keyword, "keyword", [("arg", "arg", K_STR),
                            ("value", "value", K_NODE)]),
    (A.Comprehension, "comprehension", [
        ("target", "target", K_NODE), ("iter", "iter", K_NODE),
        ("ifs", "ifs", K_LIST), ("is_async", "is_async", K_BOOL)]),
    (A.ExceptHandler, "ExceptHandler", [("type", "type", K_NODE),
                                        ("name", "name", K_STR),
                                        ("body", "body", K_LIST)]),
    (A.Alias, "alias", [("name", "name", K_STR),
                        ("asname", "asname", K_STR)]),
    (A.WithItem, "withitem", [("context_expr", "context_expr", K_NODE),
                              ("optional_vars", "optional_vars", K_NODE)]),
    (A.MatchCase, "match_case", [("pattern", "pattern", K_NODE),
                                 ("guard", "guard", K_NODE),
                                 ("body", "body", K_LIST)]),
    (A.MatchValue, "MatchValue", [("value", "value", K_NODE)]),
    (A.MatchSequence, "MatchSequence", [("patterns", "patterns", K_LIST)]),
    (A.MatchMapping, "MatchMapping", [("keys", "keys", K_LIST),
                                      ("patterns", "patterns", K_LIST),
                                      ("rest", "rest", K_STR)]),
    (A.MatchClass, "MatchClass", [
        ("cls", "cls", K_NODE), ("patterns", "patterns", K_LIST),
        ("kwd_attrs", "kwd_attrs", K_STRS),
        ("kwd_patterns", "kwd_patterns", K_LIST)]),
    (A.MatchStar, "MatchStar", [("name", "name", K_STR)]),
    (A.MatchAs, "MatchAs", [("pattern", "pattern", K_NODE),
                            ("name", "name", K_STR)]),
    (A.MatchOr, "MatchOr", [("patterns", "patterns", K_LIST)]),
]


def _has_position(name):
    """Whether instances of _ast class `name` carry lineno & co."""
    specs = {}
    for spec in SPECS:
        specs[spec.name] = spec
    spec = specs[name]
    while True:
        if "lineno" in spec.attributes:
            return True
        if spec.base == "AST":
            return False
        spec = specs[spec.base]


class Converter(object):
    """Frontend node -> _ast object, for one tree."""

    def __init__(self, lines=None):
        self.classes = AST_CLASSES
        self.lines = lines      # the source's lines, for Constant.kind

    def new(self, name, node, positioned):
        w_obj = self.classes.get(name).call(Arguments([]))
        if positioned:
            setattr_w(w_obj, "lineno", newint(node.lineno))
            setattr_w(w_obj, "col_offset", newint(node.col))
            setattr_w(w_obj, "end_lineno", newint(node.end_lineno or
                                                  node.lineno))
            setattr_w(w_obj, "end_col_offset", newint(node.end_col))
        return w_obj

    def convert(self, node):
        if node is None:
            return W_None
        if isinstance(node, A.Assign):
            return self.assign(node)
        if isinstance(node, A.AnnAssign):
            return self.annassign(node, None)
        if isinstance(node, A.Arguments):
            return self.arguments(node)
        if isinstance(node, A.MatchSingleton):
            w_obj = self.new("MatchSingleton", node, True)
            setattr_w(w_obj, "value", folding.name_constant(node.kind))
            return w_obj
        w_value = folding.leaf_constant(node)
        if w_value is not None:
            w_obj = self.new("Constant", node, True)
            setattr_w(w_obj, "value", w_value)
            setattr_w(w_obj, "kind", self.string_kind(node))
            return w_obj
        for cls, fn in _CONVERTERS:
            if isinstance(node, cls):
                return fn(self, node)
        raise AssertionError("no _ast class for a parser node")

    def string_kind(self, node):
        """Constant.kind: 'u' for a string literal written u"..."."""
        lines = self.lines
        if lines is None or not isinstance(node, A.StrConst):
            return W_None
        if 0 < node.lineno <= len(lines):
            line = lines[node.lineno - 1]
            if 0 <= node.col < len(line) and (line[node.col] == "u" or
                                              line[node.col] == "U"):
                return newstr("u")
        return W_None

    def assign(self, node):
        if node.annotation is not None:      # `x: T = v`
            return self.annassign(node, node.value)
        w_obj = self.new("Assign", node, True)
        setattr_w(w_obj, "targets",
                  W_List([self.convert(t) for t in node.targets]))
        setattr_w(w_obj, "value", self.convert(node.value))
        setattr_w(w_obj, "type_comment", W_None)
        return w_obj

    def annassign(self, node, value):
        w_obj = self.new("AnnAssign", node, True)
        if isinstance(node, A.Assign):
            target = node.targets[0]
            annotation = node.annotation
            simple = node.ann_simple
        else:
            assert isinstance(node, A.AnnAssign)
            target = node.target
            annotation = node.annotation
            simple = node.ann_simple
        setattr_w(w_obj, "target", self.convert(target))
        setattr_w(w_obj, "annotation", self.convert(annotation))
        setattr_w(w_obj, "value", self.convert(value))
        setattr_w(w_obj, "simple", newint(1 if simple else 0))
        return w_obj

    def arguments(self, node):
        w_obj = self.new("arguments", node, False)
        posonly = []
        args = []
        for i in range(len(node.args)):
            w_arg = self.convert(node.args[i])
            if i < node.posonly:
                posonly.append(w_arg)
            else:
                args.append(w_arg)
        setattr_w(w_obj, "posonlyargs", W_List(posonly))
        setattr_w(w_obj, "args", W_List(args))
        setattr_w(w_obj, "vararg", self.convert(node.vararg))
        setattr_w(w_obj, "kwonlyargs",
                  W_List([self.convert(a) for a in node.kwonlyargs]))
        setattr_w(w_obj, "kw_defaults",
                  W_List([self.convert(d) for d in node.kw_defaults]))
        setattr_w(w_obj, "kwarg", self.convert(node.kwarg))
        setattr_w(w_obj, "defaults",
                  W_List([self.convert(d) for d in node.defaults]))
        return w_obj


def _make_converter(cls, name, fields):
    unrolled = unrolling_iterable(fields)
    positioned = _has_position(name)

    def convert(conv, node):
        assert isinstance(node, cls)
        w_obj = conv.new(name, node, positioned)
        for field, attr, kind in unrolled:
            if kind == K_EMPTY:
                w_value = W_List([])
            elif kind == K_NONE:
                w_value = W_None
            elif kind == K_NODE:
                w_value = conv.convert(getattr(node, attr))
            elif kind == K_LIST:
                w_value = W_List([conv.convert(x)
                                  for x in getattr(node, attr)])
            elif kind == K_STR:
                s = getattr(node, attr)
                w_value = W_None if s is None else newstr(s)
            elif kind == K_STRS:
                w_value = W_List([newstr(s) for s in getattr(node, attr)])
            elif kind == K_INT:
                w_value = newint(getattr(node, attr))
            elif kind == K_BOOL:
                w_value = newint(1 if getattr(node, attr) else 0)
            elif kind == K_BINOP:
                w_value = conv.classes.singleton(
                    BINOP_NAMES[getattr(node, attr)])
            elif kind == K_UNOP:
                w_value = conv.classes.singleton(
                    UNOP_NAMES[getattr(node, attr)])
            elif kind == K_BOOLOP:
                w_value = conv.classes.singleton(
                    BOOLOP_NAMES[getattr(node, attr)])
            elif kind == K_CMPOPS:
                w_value = W_List([conv.classes.singleton(CMPOP_NAMES[o])
                                  for o in getattr(node, attr)])
            elif kind == K_CTX:
                w_value = conv.classes.singleton(
                    CTX_NAMES[getattr(node, attr)])
            elif kind == K_CONV:
                w_value = newint(_conversion(getattr(node, attr)))
            else:
                raise AssertionError("bad field kind")
            setattr_w(w_obj, field, w_value)
        if name == "arg":
            _arg_end(w_obj, node)
        elif name == "JoinedStr":
            _fstring_positions(w_obj, node)
        return w_obj
    convert.__name__ = "convert_" + name
    return convert


def _arg_end(w_obj, node):
    """An annotated parameter ends where its annotation does."""
    assert isinstance(node, A.Arg)
    ann = node.annotation
    if ann is not None:
        setattr_w(w_obj, "end_lineno", newint(ann.end_lineno or ann.lineno))
        setattr_w(w_obj, "end_col_offset", newint(ann.end_col))


def _fstring_positions(w_obj, node):
    """CPython 3.11 gives the pieces of an f-string the position of the
    whole string (all its concatenated literals); so too the pieces of
    a format spec with replacement fields (a spec of text only is one
    piece at the f-string literal's own position)."""
    values_w = _list_items(getattr_w(w_obj, "values"))
    for w_value in values_w:
        for name in _POS_NAMES:
            setattr_w(w_value, name, getattr_w(w_obj, name))
        if w_value.gettype().name == "FormattedValue":
            w_spec = getattr_w(w_value, "format_spec")
            if w_spec is W_None:
                continue
            pieces_w = _list_items(getattr_w(w_spec, "values"))
            fields = False
            for w_piece in pieces_w:
                if w_piece.gettype().name == "FormattedValue":
                    fields = True
            if fields:
                for w_piece in pieces_w:
                    for name in _POS_NAMES:
                        setattr_w(w_piece, name, getattr_w(w_obj, name))


_POS_NAMES = ["lineno", "col_offset", "end_lineno", "end_col_offset"]


def _list_items(w_list):
    assert isinstance(w_list, W_List)
    return w_list.items_w


def _conversion(c):
    if c == A.CONV_STR:
        return ord("s")
    if c == A.CONV_REPR:
        return ord("r")
    if c == A.CONV_ASCII:
        return ord("a")
    return -1


_CONVERTERS = unrolling_iterable([(cls, _make_converter(cls, name, fields))
                                  for cls, name, fields in _TABLE])


