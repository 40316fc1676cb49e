"""Abstract syntax tree: the contract between parser and compiler.

Node names and fields follow CPython's `ast` module so a reader can map
them one to one; the differences are RPython-driven: constants are split
by kind (IntConst keeps its digits so big literals survive), operators
are small ints, and every node dispatches through `accept(visitor)`.
"""

from rpython.rlib.unroll import unrolling_iterable

# expression contexts
LOAD, STORE, DEL = 0, 1, 2

# BinOp / AugAssign operators: CPython 3.12's NB_* numbering, which is also
# BINARY_OP's oparg (in-place forms are op + NB_INPLACE).
NB_ADD = 0
NB_AND = 1
NB_FLOOR_DIVIDE = 2
NB_LSHIFT = 3
NB_MATRIX_MULTIPLY = 4
NB_MULTIPLY = 5
NB_REMAINDER = 6
NB_OR = 7
NB_POWER = 8
NB_RSHIFT = 9
NB_SUBTRACT = 10
NB_TRUE_DIVIDE = 11
NB_XOR = 12
NB_INPLACE = 13
NB_SYMBOLS = ["+", "&", "//", "<<", "@", "*", "%", "|", "**", ">>", "-",
              "/", "^"]

# UnaryOp
NOT, INVERT, UADD, USUB = 0, 1, 2, 3

# BoolOp
AND, OR = 0, 1

# Compare: the first six are COMPARE_OP's index (CPython's Py_LT..Py_GE order)
LT, LE, EQ, NE, GT, GE = 0, 1, 2, 3, 4, 5
IS, ISNOT, IN, NOTIN = 6, 7, 8, 9
CMP_SYMBOLS = ["<", "<=", "==", "!=", ">", ">=", "is", "is not", "in",
               "not in"]

# NameConst kinds
CONST_NONE, CONST_TRUE, CONST_FALSE, CONST_ELLIPSIS = 0, 1, 2, 3

# FormattedValue conversions
CONV_NONE, CONV_STR, CONV_REPR, CONV_ASCII = -1, 0, 1, 2


class Node(object):
    lineno = 0
    col = 0
    end_lineno = 0      # (kept for the _ast module's end positions)
    end_col = 0

    def accept(self, visitor):
        raise NotImplementedError


def _node(name, fields, base):
    """Builds a node class at import time (before translation); the
    parser sets lineno/col after construction."""
    unrolled = unrolling_iterable(enumerate(fields))

    def __init__(self, *args):
        for i, field in unrolled:
            setattr(self, field, args[i])
    visit_name = "visit_" + name

    def accept(self, visitor):
        return getattr(visitor, visit_name)(self)
    cls = type(name, (base,), {"__init__": __init__, "accept": accept,
                               "_fields": tuple(fields)})
    return cls


class Stmt(Node):
    pass


class Expr(Node):
    # constant folding (frontend/folding.py): 0 not yet tried, 1 folded
    # to w_folded, 2 not a constant
    fold_state = 0
    w_folded = None


class Aux(Node):
    pass


class Pattern(Node):
    """A `case` pattern (PEP 634); positions like statements'."""
    pass


# --- helper nodes ---
Arg = _node("Arg", ["arg"], Aux)
# posonly args are folded into `args` (posonly count kept for errors)
Arguments = _node("Arguments", ["args", "vararg", "kwonlyargs", "kw_defaults",
                                "kwarg", "defaults"], Aux)
Keyword = _node("Keyword", ["arg", "value"], Aux)        # arg None: **value
Comprehension = _node("Comprehension", ["target", "iter", "ifs", "is_async"],
                      Aux)
ExceptHandler = _node("ExceptHandler", ["type", "name", "body"], Aux)
Alias = _node("Alias", ["name", "asname"], Aux)           # name may be dotted
WithItem = _node("WithItem", ["context_expr", "optional_vars"], Aux)

# --- statements ---
Module = _node("Module", ["body"], Aux)
FunctionDef = _node("FunctionDef", ["name", "args", "body", "decorators"], Stmt)
ClassDef = _node("ClassDef", ["name", "bases", "keywords", "body",
                              "decorators"], Stmt)
Return = _node("Return", ["value"], Stmt)
Delete = _node("Delete", ["targets"], Stmt)
Assign = _node("Assign", ["targets", "value"], Stmt)
AugAssign = _node("AugAssign", ["target", "op", "value"], Stmt)
# `x: T = v` is Assign; `x: T` alone is AnnAssign with value None (no-op).
AnnAssign = _node("AnnAssign", ["target", "value"], Stmt)
For = _node("For", ["target", "iter", "body", "orelse"], Stmt)
While = _node("While", ["test", "body", "orelse"], Stmt)
If = _node("If", ["test", "body", "orelse"], Stmt)
With = _node("With", ["items", "body"], Stmt)
Raise = _node("Raise", ["exc", "cause"], Stmt)
Try = _node("Try", ["body", "handlers", "orelse", "finalbody"], Stmt)
Assert = _node("Assert", ["test", "msg"], Stmt)
Import = _node("Import", ["names"], Stmt)
ImportFrom = _node("ImportFrom", ["module", "names", "level"], Stmt)
Global = _node("Global", ["names"], Stmt)
Nonlocal = _node("Nonlocal", ["names"], Stmt)
ExprStmt = _node("ExprStmt", ["value"], Stmt)
Pass = _node("Pass", [], Stmt)
Break = _node("Break", [], Stmt)
Continue = _node("Continue", [], Stmt)
Match = _node("Match", ["subject", "cases"], Stmt)
MatchCase = _node("MatchCase", ["pattern", "guard", "body"], Aux)

# --- patterns (names are str or None: None is the wildcard `_`) ---
MatchValue = _node("MatchValue", ["value"], Pattern)
MatchSingleton = _node("MatchSingleton", ["kind"], Pattern)   # CONST_*
MatchSequence = _node("MatchSequence", ["patterns"], Pattern)
MatchMapping = _node("MatchMapping", ["keys", "patterns", "rest"], Pattern)
MatchClass = _node("MatchClass", ["cls", "patterns", "kwd_attrs",
                                  "kwd_patterns"], Pattern)
MatchStar = _node("MatchStar", ["name"], Pattern)
MatchAs = _node("MatchAs", ["pattern", "name"], Pattern)
MatchOr = _node("MatchOr", ["patterns"], Pattern)
# the async forms are subclasses of the plain ones (same fields), so code
# shared by both reads the fields and tests isinstance for the difference
AsyncFunctionDef = _node("AsyncFunctionDef", ["name", "args", "body",
                                              "decorators"], FunctionDef)
AsyncFor = _node("AsyncFor", ["target", "iter", "body", "orelse"], For)
AsyncWith = _node("AsyncWith", ["items", "body"], With)
# try/except* (PEP 654): its handlers are except* clauses
TryStar = _node("TryStar", ["body", "handlers", "orelse", "finalbody"], Try)

# --- expressions ---
BoolOp = _node("BoolOp", ["op", "values"], Expr)
NamedExpr = _node("NamedExpr", ["target", "value"], Expr)
BinOp = _node("BinOp", ["left", "op", "right"], Expr)
UnaryOp = _node("UnaryOp", ["op", "operand"], Expr)
Lambda = _node("Lambda", ["args", "body"], Expr)
IfExp = _node("IfExp", ["test", "body", "orelse"], Expr)
Dict = _node("Dict", ["keys", "values"], Expr)           # key None: **value
Set = _node("Set", ["elts"], Expr)
ListComp = _node("ListComp", ["elt", "generators"], Expr)
SetComp = _node("SetComp", ["elt", "generators"], Expr)
DictComp = _node("DictComp", ["key", "value", "generators"], Expr)
GeneratorExp = _node("GeneratorExp", ["elt", "generators"], Expr)
Yield = _node("Yield", ["value"], Expr)
YieldFrom = _node("YieldFrom", ["value"], Expr)
Await = _node("Await", ["value"], Expr)
Compare = _node("Compare", ["left", "ops", "comparators"], Expr)
Call = _node("Call", ["func", "args", "keywords"], Expr)
FormattedValue = _node("FormattedValue", ["value", "conversion",
                                          "format_spec"], Expr)
JoinedStr = _node("JoinedStr", ["values"], Expr)
# digits without prefix or underscores, in `base` (2, 8, 10 or 16)
IntConst = _node("IntConst", ["digits", "base"], Expr)
FloatConst = _node("FloatConst", ["value"], Expr)
ImagConst = _node("ImagConst", ["value"], Expr)          # value * 1j
StrConst = _node("StrConst", ["value"], Expr)             # utf-8 bytes
BytesConst = _node("BytesConst", ["value"], Expr)
NameConst = _node("NameConst", ["kind"], Expr)
# a constant of any other type (a tuple, a frozenset, ...), only from an
# _ast tree given to compile(): its W_ object
WConst = _node("WConst", ["w_value"], Expr)
Attribute = _node("Attribute", ["value", "attr", "ctx"], Expr)
Subscript = _node("Subscript", ["value", "slice", "ctx"], Expr)
Starred = _node("Starred", ["value", "ctx"], Expr)
Name = _node("Name", ["id", "ctx"], Expr)
List = _node("List", ["elts", "ctx"], Expr)
Tuple = _node("Tuple", ["elts", "ctx"], Expr)
Slice = _node("Slice", ["lower", "upper", "step"], Expr)


# Annotations (PEP 3107/526) ride on these nodes as attributes outside
# their field lists (set by the parser after construction), so the AST
# dumps the parser tests compare stay CPython's shape without them.
Arg.annotation = None
ImportFrom.is_future = False    # one of the module's leading future imports
Arguments.posonly = 0           # the first `posonly` of `args` are before `/`
FunctionDef.returns = None
Assign.annotation = None        # `x: T = v` (parsed as an Assign)
AnnAssign.annotation = None
Assign.ann_simple = False       # the target a bare (unparenthesized) name
AnnAssign.ann_simple = False


class ASTVisitor(object):
    """Base visitor: every visit_X defaults to `default_visit`."""

    def default_visit(self, node):
        raise NotImplementedError(node.__class__.__name__)


def _install_defaults():
    for name, value in globals().items():
        if isinstance(value, type) and issubclass(value, Node) and \
                value not in (Node, Stmt, Expr, Aux, Pattern):
            meth = "visit_" + name
            if not hasattr(ASTVisitor, meth):
                setattr(ASTVisitor, meth,
                        lambda self, node: self.default_visit(node))


_install_defaults()
