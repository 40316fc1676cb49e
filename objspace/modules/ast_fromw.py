"""`_ast` node objects back to the parser's tree, for compile() of a tree
(made by ast.parse, edited by a NodeTransformer, or built by hand).

The readers of the node classes are made at import from the ASDL table
of mod_ast.py: a field's ASDL type says how it is read (`expr*` a list
of expressions, `identifier?` a str or None, ...). Like CPython this
checks what the compiler relies on, with CPython's messages: required
fields and positions (TypeError), the types of fields (TypeError),
expression contexts and empty bodies (ValueError), constant types."""

from rpython.rlib.unroll import unrolling_iterable
from rpython.rlib.objectmodel import instantiate
from rpython.rlib.rfloat import copysign

from interpreter.frontend import astnodes as A
from objspace.noneobject import W_None, W_Ellipsis
from objspace.intobject import W_Int, W_Long, W_Bool, W_True, W_False
from objspace.floatobject import W_Float
from objspace.strobject import W_Str
from objspace.bytesobject import W_Bytes
from objspace.listobject import W_List
from objspace.tupleobject import W_Tuple
from objspace.attrs import getattr_or_none
from objspace.exceptions import raise_type_error, raise_value_error
from objspace.modules.ast_state import AST_CLASSES
from objspace.modules.mod_ast import SPECS

# how a field is read
R_EXPR = 0          # an expression (Load context)
R_EXPR_OPT = 1
R_EXPRS = 2
R_STMTS = 3
R_STR = 4
R_STR_OPT = 5
R_STRS = 6
R_INT = 7
R_BOOL = 8          # an int, kept as 0 or 1
R_BINOP = 9
R_UNOP = 10
R_BOOLOP = 11
R_CMPOPS = 12
R_CTX = 13          # the node's own expression context
R_ARGUMENTS = 14
R_KEYWORDS = 15
R_ALIASES = 16
R_ITEMS = 17
R_HANDLERS = 18
R_COMPS = 19
R_CASES = 20
R_PATTERN = 21
R_PATTERN_OPT = 22
R_PATTERNS = 23
R_CONV = 24
R_TARGET = 25       # an expression in Store context
R_TARGETS = 26
R_DEL_TARGETS = 27
R_ELTS = 28         # List/Tuple elements: the context of the node
R_ELT = 29          # Starred.value: the context of the node
R_KEYS = 30         # Dict.keys: an item may be None (`**d`)
R_TARGET_OPT = 31   # withitem.optional_vars
R_SKIP = 32         # type_comment: not kept

_ASDL_KINDS = {
    "expr": R_EXPR, "expr?": R_EXPR_OPT, "expr*": R_EXPRS,
    "stmt*": R_STMTS, "identifier": R_STR, "identifier?": R_STR_OPT,
    "identifier*": R_STRS, "int": R_INT, "int?": R_INT,
    "operator": R_BINOP, "unaryop": R_UNOP, "boolop": R_BOOLOP,
    "cmpop*": R_CMPOPS, "expr_context": R_CTX, "arguments": R_ARGUMENTS,
    "keyword*": R_KEYWORDS, "alias*": R_ALIASES, "withitem*": R_ITEMS,
    "excepthandler*": R_HANDLERS, "comprehension*": R_COMPS,
    "match_case*": R_CASES, "pattern": R_PATTERN, "pattern?": R_PATTERN_OPT,
    "pattern*": R_PATTERNS, "string?": R_SKIP,
}

# where a field differs from what its ASDL type says
_OVERRIDES = {
    "Assign.targets": R_TARGETS, "AugAssign.target": R_TARGET,
    "For.target": R_TARGET, "AsyncFor.target": R_TARGET,
    "Delete.targets": R_DEL_TARGETS, "NamedExpr.target": R_TARGET,
    "comprehension.target": R_TARGET, "comprehension.is_async": R_BOOL,
    "withitem.optional_vars": R_TARGET_OPT, "List.elts": R_ELTS,
    "Tuple.elts": R_ELTS, "Starred.value": R_ELT, "Dict.keys": R_KEYS,
    "FormattedValue.conversion": R_CONV,
}

# the parser's attribute, where its name is not the field's
_ATTRS = {"decorator_list": "decorators"}

# the parser's class, where its name is not the _ast class's
_CLASSES = {"Expr": "ExprStmt", "arg": "Arg", "keyword": "Keyword",
            "alias": "Alias", "withitem": "WithItem",
            "comprehension": "Comprehension", "match_case": "MatchCase"}

# the fields a statement must not have empty
_NONEMPTY = ["FunctionDef.body", "AsyncFunctionDef.body", "ClassDef.body",
             "For.body", "AsyncFor.body", "While.body", "If.body",
             "With.body", "AsyncWith.body", "With.items", "AsyncWith.items",
             "Try.body", "TryStar.body", "Assign.targets", "Delete.targets",
             "Import.names", "ImportFrom.names", "Global.names",
             "Nonlocal.names", "ExceptHandler.body", "match_case.body",
             "Match.cases", "BoolOp.values"]

_CTX_NAMES = ["Load", "Store", "Del"]
_BINOPS = ["Add", "BitAnd", "FloorDiv", "LShift", "MatMult", "Mult", "Mod",
           "BitOr", "Pow", "RShift", "Sub", "Div", "BitXor"]
_UNOPS = ["Not", "Invert", "UAdd", "USub"]
_BOOLOPS = ["And", "Or"]
_CMPOPS = ["Lt", "LtE", "Eq", "NotEq", "Gt", "GtE", "Is", "IsNot", "In",
           "NotIn"]
# nodes that can be assignment or del targets (they have a ctx field)
_CTX_NODES = ["Attribute", "Subscript", "Starred", "Name", "List", "Tuple"]


def _type_name(w_obj):
    return w_obj.gettype().name


def ast_class_name(w_obj):
    """The name of the _ast class w_obj is an instance of (the first one
    in its MRO, so subclasses of node classes work), or ""."""
    AST_CLASSES.ensure()
    by_name = AST_CLASSES.by_name
    for w_t in w_obj.gettype().mro_w:
        w_known = by_name.get(w_t.name, None)
        if w_known is w_t:
            return w_t.name
    return ""


def _field(w_node, name, owner, required):
    w_value = getattr_or_none(w_node, name)
    if w_value is None or (required and w_value is W_None):
        if required:
            raise_type_error('required field "%s" missing from %s'
                             % (name, owner))
        return W_None
    return w_value


def _items(w_node, field, owner):
    w_value = _field(w_node, field, owner, True)
    if isinstance(w_value, W_List):
        return w_value.items_w
    raise_type_error('%s field "%s" must be a list, not a %s'
                     % (owner, field, _type_name(w_value)))
    raise AssertionError


def _identifier(w_value):
    if not isinstance(w_value, W_Str):
        raise_type_error("AST identifier must be of type str")
        raise AssertionError
    return w_value.utf8


def _int(w_value):
    if isinstance(w_value, W_Int):
        return w_value.intval
    raise_type_error("invalid integer value: %s" % _repr(w_value))
    raise AssertionError


def _repr(w_value):
    from objspace.reprs import repr_w
    return repr_w(w_value)


def _expected(what, w_value):
    raise_type_error("expected some sort of %s, but got %s"
                     % (what, _repr(w_value)))


def _singleton_index(w_value, names, what):
    name = ast_class_name(w_value)
    for i in range(len(names)):
        if names[i] == name:
            return i
    _expected(what, w_value)
    raise AssertionError


class TreeReader(object):
    """_ast objects -> parser nodes, for one compile()."""

    def module(self, w_tree, expected):
        name = ast_class_name(w_tree)
        if name != expected:
            raise_type_error("expected %s node, got %s"
                             % (expected, _type_name(w_tree)))
        if expected == "Module":
            _items(w_tree, "type_ignores", "Module")
        return A.Module(self.stmts(w_tree, "body", expected))

    def expression(self, w_tree):
        name = ast_class_name(w_tree)
        if name != "Expression":
            raise_type_error("expected Expression node, got %s"
                             % _type_name(w_tree))
        return self.expr(_field(w_tree, "body", "Expression", True),
                         A.LOAD)

    def stmts(self, w_node, field, owner):
        return [self.stmt(w) for w in _items(w_node, field, owner)]

    def exprs(self, w_node, field, owner, ctx):
        return [self.expr(w, ctx) for w in _items(w_node, field, owner)]

    def patterns(self, w_node, field, owner):
        return [self.pattern(w) for w in _items(w_node, field, owner)]

    def stmt(self, w_node):
        name = ast_class_name(w_node)
        if name == "AnnAssign":
            return self.annassign(w_node)
        for cname, reader in _STMT_READERS:
            if name == cname:
                node = reader(self, w_node, A.LOAD)
                assert isinstance(node, A.Stmt)
                return node
        _expected("stmt", w_node)
        raise AssertionError

    def expr(self, w_node, ctx):
        name = ast_class_name(w_node)
        if name == "Constant":
            return self.constant(w_node, ctx)
        if ctx != A.LOAD:
            known = False
            for n in _CTX_NODES:
                if n == name:
                    known = True
            if not known and name != "":
                raise_value_error("expression which can't be assigned to "
                                  "in %s context" % _CTX_NAMES[ctx])
        for cname, reader in _EXPR_READERS:
            if name == cname:
                node = reader(self, w_node, ctx)
                assert isinstance(node, A.Expr)
                return node
        _expected("expr", w_node)
        raise AssertionError

    def pattern(self, w_node):
        name = ast_class_name(w_node)
        if name == "MatchSingleton":
            w_value = _field(w_node, "value", "MatchSingleton", False)
            if w_value is W_None:
                kind = A.CONST_NONE
            elif w_value is W_True:
                kind = A.CONST_TRUE
            elif w_value is W_False:
                kind = A.CONST_FALSE
            else:
                raise_value_error("MatchSingleton can only contain True, "
                                  "False and None")
                raise AssertionError
            node = A.MatchSingleton(kind)
            _position(node, w_node, "pattern")
            return node
        for cname, reader in _PATTERN_READERS:
            if name == cname:
                node = reader(self, w_node, A.LOAD)
                assert isinstance(node, A.Pattern)
                return node
        _expected("pattern", w_node)
        raise AssertionError

    def aux(self, w_node, expected):
        """A node of a product type (arg, keyword, alias, ...)."""
        name = ast_class_name(w_node)
        if name != expected:
            _expected(expected, w_node)
        for cname, reader in _AUX_READERS:
            if name == cname:
                return reader(self, w_node, A.LOAD)
        raise AssertionError

    def arg(self, w_node):
        node = self.aux(w_node, "arg")
        assert isinstance(node, A.Arg)
        return node

    def arg_opt(self, w_node):
        if w_node is W_None:
            return None
        return self.arg(w_node)

    def arguments(self, w_node):
        if ast_class_name(w_node) != "arguments":
            _expected("arguments", w_node)
        posonly = [self.arg(w) for w in
                   _items(w_node, "posonlyargs", "arguments")]
        args = posonly + [self.arg(w) for w in
                          _items(w_node, "args", "arguments")]
        kwonly = [self.arg(w) for w in
                  _items(w_node, "kwonlyargs", "arguments")]
        kw_defaults = []
        for w in _items(w_node, "kw_defaults", "arguments"):
            kw_defaults.append(None if w is W_None else
                               self.expr(w, A.LOAD))
        defaults = self.exprs(w_node, "defaults", "arguments", A.LOAD)
        if len(kwonly) != len(kw_defaults):
            raise_value_error("length of kwonlyargs is not the same as "
                              "kw_defaults on arguments")
        if len(defaults) > len(args):
            raise_value_error("more positional defaults than args on "
                              "arguments")
        node = A.Arguments(args,
                           self.arg_opt(_field(w_node, "vararg",
                                               "arguments", False)),
                           kwonly, kw_defaults,
                           self.arg_opt(_field(w_node, "kwarg",
                                               "arguments", False)),
                           defaults)
        node.posonly = len(posonly)
        return node

    def annassign(self, w_node):
        owner = "AnnAssign"
        target = self.expr(_field(w_node, "target", owner, True), A.STORE)
        annotation = self.expr(_field(w_node, "annotation", owner, True),
                               A.LOAD)
        w_value = _field(w_node, "value", owner, False)
        simple = _int(_field(w_node, "simple", owner, True)) != 0
        if w_value is not W_None:
            node = A.Assign([target], self.expr(w_value, A.LOAD))
            node.annotation = annotation
            node.ann_simple = simple
        else:
            ann = A.AnnAssign(target, None)
            ann.annotation = annotation
            ann.ann_simple = simple
            node = ann
        _position(node, w_node, "stmt")
        return node

    def constant(self, w_node, ctx):
        if ctx != A.LOAD:
            raise_value_error("expression which can't be assigned to in %s "
                              "context" % _CTX_NAMES[ctx])
        w_value = _field(w_node, "value", "Constant", False)
        if getattr_or_none(w_node, "value") is None:
            raise_type_error('required field "value" missing from Constant')
        _check_constant(w_value)
        node = _constant_node(w_value)
        _position(node, w_node, "expr")
        return node


def _check_constant(w_value):
    if w_value is W_None or w_value is W_Ellipsis:
        return
    if isinstance(w_value, W_Int) or isinstance(w_value, W_Long) or \
            isinstance(w_value, W_Float) or isinstance(w_value, W_Str) or \
            isinstance(w_value, W_Bytes):
        return
    from objspace.complexobject import W_Complex
    if isinstance(w_value, W_Complex):
        return
    if isinstance(w_value, W_Tuple):
        for w_item in w_value.items_w:
            _check_constant(w_item)
        return
    from objspace.setobject import W_FrozenSet
    if isinstance(w_value, W_FrozenSet):
        from objspace.sequences import unpack_iterable
        for w_item in unpack_iterable(w_value):
            _check_constant(w_item)
        return
    raise_type_error("got an invalid type in Constant: %s"
                     % _type_name(w_value))


def _constant_node(w_value):
    if w_value is W_None:
        return A.NameConst(A.CONST_NONE)
    if w_value is W_True:
        return A.NameConst(A.CONST_TRUE)
    if w_value is W_False:
        return A.NameConst(A.CONST_FALSE)
    if w_value is W_Ellipsis:
        return A.NameConst(A.CONST_ELLIPSIS)
    if type(w_value) is W_Str:
        return A.StrConst(w_value.utf8)
    if type(w_value) is W_Bytes:
        return A.BytesConst(w_value.value)
    if type(w_value) is W_Float:
        return A.FloatConst(w_value.floatval)
    # the compiler knows the parser's number nodes (match patterns)
    if type(w_value) is W_Int and w_value.intval >= 0:
        return A.IntConst(str(w_value.intval), 10)
    if type(w_value) is W_Long and w_value.bigval.sign >= 0:
        return A.IntConst(w_value.bigval.str(), 10)
    from objspace.complexobject import W_Complex
    if type(w_value) is W_Complex and w_value.realval == 0.0 and \
            copysign(1.0, w_value.realval) > 0.0:
        return A.ImagConst(w_value.imagval)
    return A.WConst(w_value)


def _position(node, w_node, owner):
    node.lineno = _int(_field(w_node, "lineno", owner, True))
    node.col = _int(_field(w_node, "col_offset", owner, True))
    w_end = _field(w_node, "end_lineno", owner, False)
    node.end_lineno = node.lineno if w_end is W_None else _int(w_end)
    w_end = _field(w_node, "end_col_offset", owner, False)
    node.end_col = node.col if w_end is W_None else _int(w_end)


def _position_owner(name):
    """The ASDL type whose attributes a node's position is (for the
    messages), or "" for a node without a position."""
    specs = {}
    for spec in SPECS:
        specs[spec.name] = spec
    spec = specs[name]
    while True:
        if "lineno" in spec.attributes:
            return spec.name
        if spec.base == "AST":
            return ""
        spec = specs[spec.base]


def _make_reader(name, spec):
    cls = getattr(A, _CLASSES.get(name, name))
    fields = []
    for typed in spec.typed:
        asdl_type, field = typed.split(" ")
        kind = _OVERRIDES.get(name + "." + field,
                              _ASDL_KINDS.get(asdl_type, -1))
        assert kind >= 0, "no reader for %s.%s" % (name, field)
        fields.append((field, _ATTRS.get(field, field), kind,
                       (name + "." + field) in _NONEMPTY))
    unrolled = unrolling_iterable(fields)
    owner = _position_owner(name)

    def read(reader, w_node, ctx):
        node = instantiate(cls)
        for field, attr, kind, nonempty in unrolled:
            if kind == R_SKIP:
                pass
            elif kind == R_CTX:
                w_ctx = _field(w_node, field, name, True)
                actual = _singleton_index(w_ctx, _CTX_NAMES, "expr_context")
                if actual != ctx:
                    raise_value_error("expression must have %s context but "
                                      "has %s instead" % (_CTX_NAMES[ctx],
                                                          _CTX_NAMES[actual]))
                setattr(node, attr, actual)
            elif kind == R_EXPR:
                setattr(node, attr, reader.expr(
                    _field(w_node, field, name, True), A.LOAD))
            elif kind == R_TARGET:
                setattr(node, attr, reader.expr(
                    _field(w_node, field, name, True), A.STORE))
            elif kind == R_ELT:
                setattr(node, attr, reader.expr(
                    _field(w_node, field, name, True), ctx))
            elif kind == R_EXPR_OPT or kind == R_TARGET_OPT:
                w_value = _field(w_node, field, name, False)
                value = None
                if w_value is not W_None:
                    value = reader.expr(w_value, A.STORE
                                        if kind == R_TARGET_OPT else A.LOAD)
                setattr(node, attr, value)
            elif kind == R_EXPRS:
                setattr(node, attr, reader.exprs(w_node, field, name, A.LOAD))
            elif kind == R_TARGETS:
                setattr(node, attr, reader.exprs(w_node, field, name,
                                                 A.STORE))
            elif kind == R_DEL_TARGETS:
                setattr(node, attr, reader.exprs(w_node, field, name, A.DEL))
            elif kind == R_ELTS:
                setattr(node, attr, reader.exprs(w_node, field, name, ctx))
            elif kind == R_KEYS:
                keys = []
                for w in _items(w_node, field, name):
                    keys.append(None if w is W_None else
                                reader.expr(w, A.LOAD))
                setattr(node, attr, keys)
            elif kind == R_STMTS:
                setattr(node, attr, reader.stmts(w_node, field, name))
            elif kind == R_STR:
                setattr(node, attr, _identifier(
                    _field(w_node, field, name, True)))
            elif kind == R_STR_OPT:
                w_value = _field(w_node, field, name, False)
                setattr(node, attr, None if w_value is W_None
                        else _identifier(w_value))
            elif kind == R_STRS:
                setattr(node, attr, [_identifier(w) for w in
                                     _items(w_node, field, name)])
            elif kind == R_INT:
                w_value = _field(w_node, field, name, False)
                setattr(node, attr, 0 if w_value is W_None
                        else _int(w_value))
            elif kind == R_BOOL:
                flag = _int(_field(w_node, field, name, True)) != 0
                setattr(node, attr, 1 if flag else 0)
            elif kind == R_CONV:
                setattr(node, attr, _conversion(_int(
                    _field(w_node, field, name, False))))
            elif kind == R_BINOP:
                setattr(node, attr, _singleton_index(
                    _field(w_node, field, name, True), _BINOPS, "operator"))
            elif kind == R_UNOP:
                setattr(node, attr, _singleton_index(
                    _field(w_node, field, name, True), _UNOPS, "unaryop"))
            elif kind == R_BOOLOP:
                setattr(node, attr, _singleton_index(
                    _field(w_node, field, name, True), _BOOLOPS, "boolop"))
            elif kind == R_CMPOPS:
                setattr(node, attr, [_singleton_index(w, _CMPOPS, "cmpop")
                                     for w in _items(w_node, field, name)])
            elif kind == R_ARGUMENTS:
                setattr(node, attr, reader.arguments(
                    _field(w_node, field, name, True)))
            elif kind == R_KEYWORDS:
                setattr(node, attr, [_keyword(reader, w) for w in
                                     _items(w_node, field, name)])
            elif kind == R_ALIASES:
                setattr(node, attr, [_alias(reader, w) for w in
                                     _items(w_node, field, name)])
            elif kind == R_ITEMS:
                setattr(node, attr, [_withitem(reader, w) for w in
                                     _items(w_node, field, name)])
            elif kind == R_HANDLERS:
                setattr(node, attr, [_handler(reader, w) for w in
                                     _items(w_node, field, name)])
            elif kind == R_COMPS:
                setattr(node, attr, [_comprehension(reader, w) for w in
                                     _items(w_node, field, name)])
            elif kind == R_CASES:
                setattr(node, attr, [_match_case(reader, w) for w in
                                     _items(w_node, field, name)])
            elif kind == R_PATTERN:
                setattr(node, attr, reader.pattern(
                    _field(w_node, field, name, True)))
            elif kind == R_PATTERN_OPT:
                w_value = _field(w_node, field, name, False)
                setattr(node, attr, None if w_value is W_None
                        else reader.pattern(w_value))
            elif kind == R_PATTERNS:
                setattr(node, attr, reader.patterns(w_node, field, name))
            else:
                raise AssertionError("bad field kind")
            if nonempty:
                if not _items(w_node, field, name):
                    raise_value_error("empty %s on %s" % (field, name))
        if owner:
            _position(node, w_node, owner)
        return node
    read.__name__ = "read_" + name
    return read


def _conversion(c):
    if c == ord("s"):
        return A.CONV_STR
    if c == ord("r"):
        return A.CONV_REPR
    if c == ord("a"):
        return A.CONV_ASCII
    return A.CONV_NONE


def _keyword(reader, w):
    node = reader.aux(w, "keyword")
    assert isinstance(node, A.Keyword)
    return node


def _alias(reader, w):
    node = reader.aux(w, "alias")
    assert isinstance(node, A.Alias)
    return node


def _withitem(reader, w):
    node = reader.aux(w, "withitem")
    assert isinstance(node, A.WithItem)
    return node


def _handler(reader, w):
    node = reader.aux(w, "ExceptHandler")
    assert isinstance(node, A.ExceptHandler)
    return node


def _comprehension(reader, w):
    node = reader.aux(w, "comprehension")
    assert isinstance(node, A.Comprehension)
    return node


def _match_case(reader, w):
    node = reader.aux(w, "match_case")
    assert isinstance(node, A.MatchCase)
    return node


_MANUAL = ["Constant", "MatchSingleton", "AnnAssign", "arguments", "Module",
           "Interactive", "Expression", "FunctionType", "TypeIgnore"]


def _readers(sums, products):
    """The readers of the constructors of sum types `sums` and of the
    product types `products`."""
    out = []
    for spec in SPECS:
        if spec.name in _MANUAL:
            continue
        if spec.base in sums or spec.name in products:
            out.append((spec.name, _make_reader(spec.name, spec)))
    return unrolling_iterable(out)


_STMT_READERS = _readers(["stmt"], [])
_EXPR_READERS = _readers(["expr"], [])
_PATTERN_READERS = _readers(["pattern"], [])
_AUX_READERS = _readers(["excepthandler"], ["arg", "keyword", "alias",
                                            "withitem", "comprehension",
                                            "match_case"])
