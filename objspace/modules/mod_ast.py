"""The `_ast` module: the node classes of Python's abstract syntax, as
CPython 3.11 declares them in Python.asdl, for Lib/ast.py and what
imports it (inspect, dataclasses, ...). The classes are ordinary heap
classes made at import from the table below (like CPython's, their
attributes can be set and they can be subclassed); AST.__init__ fills
`_fields` from positional and keyword arguments as CPython's does.
compile() with PyCF_ONLY_AST (ast.parse) converts the parser's tree to
these nodes (ast_tow.py), and compile() of such a tree converts it back
(ast_fromw.py)."""

from objspace.moduleobject import W_Module
from objspace.funcobject import W_BuiltinFunction
from objspace.typeobject import w_object_type, w_type_type
from objspace.dictobject import newdict
from objspace.strobject import newstr
from objspace.intobject import newint
from objspace.tupleobject import newtuple
from objspace.noneobject import W_None
from objspace.model import Arguments
from objspace.exceptions import raise_type_error
from objspace.sequences import unpack_iterable
from objspace.attrs import getattr_or_none, getattr_w, setattr_w
from objspace.modules.ast_state import AST_CLASSES

PyCF_ONLY_AST = 1024
PyCF_TYPE_COMMENTS = 4096
PyCF_ALLOW_TOP_LEVEL_AWAIT = 8192

# One line per type: `name(AST): typed fields | attributes` for product
# types and the bases of sum types, then their constructors indented as
# `Name: typed fields`. `?` marks an optional field or attribute: its
# class attribute is None, so an unset one reads as None.
ASDL = """
mod(AST):
  Module: stmt* body, type_ignore* type_ignores
  Interactive: stmt* body
  Expression: expr body
  FunctionType: expr* argtypes, expr returns
stmt(AST): | lineno col_offset end_lineno? end_col_offset?
  FunctionDef: identifier name, arguments args, stmt* body, expr* decorator_list, expr? returns, string? type_comment
  AsyncFunctionDef: identifier name, arguments args, stmt* body, expr* decorator_list, expr? returns, string? type_comment
  ClassDef: identifier name, expr* bases, keyword* keywords, stmt* body, expr* decorator_list
  Return: expr? value
  Delete: expr* targets
  Assign: expr* targets, expr value, string? type_comment
  AugAssign: expr target, operator op, expr value
  AnnAssign: expr target, expr annotation, expr? value, int simple
  For: expr target, expr iter, stmt* body, stmt* orelse, string? type_comment
  AsyncFor: expr target, expr iter, stmt* body, stmt* orelse, string? type_comment
  While: expr test, stmt* body, stmt* orelse
  If: expr test, stmt* body, stmt* orelse
  With: withitem* items, stmt* body, string? type_comment
  AsyncWith: withitem* items, stmt* body, string? type_comment
  Match: expr subject, match_case* cases
  Raise: expr? exc, expr? cause
  Try: stmt* body, excepthandler* handlers, stmt* orelse, stmt* finalbody
  TryStar: stmt* body, excepthandler* handlers, stmt* orelse, stmt* finalbody
  Assert: expr test, expr? msg
  Import: alias* names
  ImportFrom: identifier? module, alias* names, int? level
  Global: identifier* names
  Nonlocal: identifier* names
  Expr: expr value
  Pass: 
  Break: 
  Continue: 
expr(AST): | lineno col_offset end_lineno? end_col_offset?
  BoolOp: boolop op, expr* values
  NamedExpr: expr target, expr value
  BinOp: expr left, operator op, expr right
  UnaryOp: unaryop op, expr operand
  Lambda: arguments args, expr body
  IfExp: expr test, expr body, expr orelse
  Dict: expr* keys, expr* values
  Set: expr* elts
  ListComp: expr elt, comprehension* generators
  SetComp: expr elt, comprehension* generators
  DictComp: expr key, expr value, comprehension* generators
  GeneratorExp: expr elt, comprehension* generators
  Await: expr value
  Yield: expr? value
  YieldFrom: expr value
  Compare: expr left, cmpop* ops, expr* comparators
  Call: expr func, expr* args, keyword* keywords
  FormattedValue: expr value, int conversion, expr? format_spec
  JoinedStr: expr* values
  Constant: constant value, string? kind
  Attribute: expr value, identifier attr, expr_context ctx
  Subscript: expr value, expr slice, expr_context ctx
  Starred: expr value, expr_context ctx
  Name: identifier id, expr_context ctx
  List: expr* elts, expr_context ctx
  Tuple: expr* elts, expr_context ctx
  Slice: expr? lower, expr? upper, expr? step
expr_context(AST):
  Load: 
  Store: 
  Del: 
boolop(AST):
  And: 
  Or: 
operator(AST):
  Add: 
  Sub: 
  Mult: 
  MatMult: 
  Div: 
  Mod: 
  Pow: 
  LShift: 
  RShift: 
  BitOr: 
  BitXor: 
  BitAnd: 
  FloorDiv: 
unaryop(AST):
  Invert: 
  Not: 
  UAdd: 
  USub: 
cmpop(AST):
  Eq: 
  NotEq: 
  Lt: 
  LtE: 
  Gt: 
  GtE: 
  Is: 
  IsNot: 
  In: 
  NotIn: 
comprehension(AST): expr target, expr iter, expr* ifs, int is_async
excepthandler(AST): | lineno col_offset end_lineno? end_col_offset?
  ExceptHandler: expr? type, identifier? name, stmt* body
arguments(AST): arg* posonlyargs, arg* args, arg? vararg, arg* kwonlyargs, expr* kw_defaults, arg? kwarg, expr* defaults
arg(AST): identifier arg, expr? annotation, string? type_comment | lineno col_offset end_lineno? end_col_offset?
keyword(AST): identifier? arg, expr value | lineno col_offset end_lineno? end_col_offset?
alias(AST): identifier name, identifier? asname | lineno col_offset end_lineno? end_col_offset?
withitem(AST): expr context_expr, expr? optional_vars
match_case(AST): pattern pattern, expr? guard, stmt* body
pattern(AST): | lineno col_offset end_lineno end_col_offset
  MatchValue: expr value
  MatchSingleton: constant value
  MatchSequence: pattern* patterns
  MatchMapping: expr* keys, pattern* patterns, identifier? rest
  MatchClass: expr cls, pattern* patterns, identifier* kwd_attrs, pattern* kwd_patterns
  MatchStar: identifier? name
  MatchAs: pattern? pattern, identifier? name
  MatchOr: pattern* patterns
type_ignore(AST):
  TypeIgnore: int lineno, string tag
"""


class NodeSpec(object):
    def __init__(self, name, base, typed, attributes):
        self.name = name
        self.base = base
        self.typed = typed            # ["expr left", "operator op", ...]
        self.fields = [t.split(" ")[1] for t in typed]
        self.optional = [t.split(" ")[1] for t in typed
                         if t.split(" ")[0].endswith("?")]
        self.attributes = [a.rstrip("?") for a in attributes]
        self.optional_attributes = [a.rstrip("?") for a in attributes
                                    if a.endswith("?")]
        self.doc = ""


def _typed(text):
    text = text.strip()
    if not text:
        return []
    return [t.strip() for t in text.split(",")]


def _signature(spec):
    if not spec.typed:
        return spec.name
    return "%s(%s)" % (spec.name, ", ".join(spec.typed))


def _parse_asdl():
    specs = []
    base = None
    constructors = []
    for line in ASDL.strip().split("\n"):
        if line.startswith("  "):
            name, typed = line.strip().split(":", 1)
            spec = NodeSpec(name, base.name, _typed(typed), [])
            spec.doc = _signature(spec)
            constructors.append(spec)
            specs.append(spec)
            continue
        _finish_sum(base, constructors)
        constructors = []
        head, rest = line.split(":", 1)
        name = head[:head.index("(")]
        typed, attributes = rest, ""
        if "|" in rest:
            typed, attributes = rest.split("|")
        base = NodeSpec(name, "AST", _typed(typed), attributes.split())
        base.doc = _signature(base)
        specs.append(base)
    _finish_sum(base, constructors)
    return specs


def _finish_sum(base, constructors):
    """The doc of a sum type lists its constructors, as CPython's."""
    if base is None or not constructors:
        return
    sigs = [c.doc for c in constructors]
    simple = True
    for c in constructors:
        if c.typed:
            simple = False
    if simple:
        base.doc = "%s = %s" % (base.name, " | ".join(sigs))
    else:
        sep = "\n" + " " * (len(base.name) + 1) + "| "
        base.doc = "%s = %s" % (base.name, sep.join(sigs))


SPECS = _parse_asdl()


def ast_init(args):
    """AST.__init__: positional arguments fill _fields in order, keyword
    arguments set any attribute."""
    w_self = args.args_w[0]
    w_type = w_self.gettype()
    w_fields = getattr_or_none(w_type, "_fields")
    fields_w = [] if w_fields is None else unpack_iterable(w_fields)
    n = len(args.args_w) - 1
    if n > len(fields_w):
        raise_type_error("%s constructor takes at most %d positional "
                         "argument%s" % (w_type.name, len(fields_w),
                                         "" if len(fields_w) == 1 else "s"))
    for i in range(n):
        setattr_w(w_self, _attr_name(fields_w[i]), args.args_w[i + 1])
    if args.kw_names is not None:
        for i in range(len(args.kw_names)):
            setattr_w(w_self, args.kw_names[i], args.kw_values_w[i])
    return W_None


def _attr_name(w_name):
    from objspace.strobject import W_Str
    if not isinstance(w_name, W_Str):
        raise_type_error("attribute name must be string, not '%s'"
                         % w_name.gettype().name)
    return w_name.utf8


def ast_reduce(args):
    """AST.__reduce__: (type, (), the instance's __dict__)."""
    if len(args.args_w) != 1:
        raise_type_error("__reduce__() takes no arguments")
    w_self = args.args_w[0]
    return newtuple([w_self.gettype(), newtuple([]),
                     getattr_w(w_self, "__dict__")])


def _names(names):
    return newtuple([newstr(n) for n in names])


def _new_class(name, w_base, entries):
    from objspace.metaclass import new_class
    w_ns = newdict()
    w_ns.setitem(newstr("__module__"), newstr("ast"))
    for key, w_value in entries:
        w_ns.setitem(newstr(key), w_value)
    return new_class(w_type_type, name, [w_base], w_ns, Arguments([]))


def make():
    w_mod = W_Module("_ast")
    w_mod.setitem("PyCF_ONLY_AST", newint(PyCF_ONLY_AST))
    w_mod.setitem("PyCF_TYPE_COMMENTS", newint(PyCF_TYPE_COMMENTS))
    w_mod.setitem("PyCF_ALLOW_TOP_LEVEL_AWAIT",
                  newint(PyCF_ALLOW_TOP_LEVEL_AWAIT))
    w_ast = _new_class("AST", w_object_type, [
        ("__init__", W_BuiltinFunction("__init__", ast_init)),
        ("__reduce__", W_BuiltinFunction("__reduce__", ast_reduce)),
        ("_fields", newtuple([])), ("_attributes", newtuple([])),
        ("__match_args__", newtuple([]))])
    w_mod.setitem("AST", w_ast)
    AST_CLASSES.register("AST", w_ast)
    classes = {"AST": w_ast}
    for spec in SPECS:
        entries = [("__doc__", newstr(spec.doc)),
                   ("_fields", _names(spec.fields)),
                   ("__match_args__", _names(spec.fields))]
        if spec.attributes:
            entries.append(("_attributes", _names(spec.attributes)))
        for name in spec.optional:
            entries.append((name, W_None))
        for name in spec.optional_attributes:
            entries.append((name, W_None))
        w_cls = _new_class(spec.name, classes[spec.base], entries)
        classes[spec.name] = w_cls
        AST_CLASSES.register(spec.name, w_cls)
        w_mod.setitem(spec.name, w_cls)
    return w_mod
