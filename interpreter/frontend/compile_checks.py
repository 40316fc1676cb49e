"""The SyntaxWarnings CPython 3.11's compiler gives for code that is valid
but almost surely a mistake: `x is 1`, `assert (x, "msg")`, and a call or
subscript of a literal where a comma is probably missing (`[(1, 2) (3,
4)]`). They go to interpreter/frontend/syntaxerror.py's pending list (the
runtime hands them to the warnings module); the positions are the node's,
as CPython's."""

from interpreter.frontend import astnodes as A
from interpreter.frontend.syntaxerror import frontend_warning


def is_constant(e):
    """An expression CPython's AST optimiser makes a Constant: a literal,
    a tuple of constants, a sign or ~ applied to a number."""
    if isinstance(e, A.IntConst) or isinstance(e, A.FloatConst) or \
            isinstance(e, A.ImagConst) or isinstance(e, A.StrConst) or \
            isinstance(e, A.BytesConst) or isinstance(e, A.NameConst) or \
            isinstance(e, A.WConst):
        return True
    if isinstance(e, A.Tuple):
        for elt in e.elts:
            if not is_constant(elt):
                return False
        return True
    if isinstance(e, A.UnaryOp) and e.op != A.NOT:
        operand = e.operand
        return isinstance(operand, A.IntConst) or \
            isinstance(operand, A.FloatConst) or \
            isinstance(operand, A.ImagConst)
    return False


def literal_type(e):
    """CPython's infer_type: the name of the type an expression has by its
    kind alone, or "" when its kind does not tell."""
    if isinstance(e, A.Tuple):
        return "tuple"
    if isinstance(e, A.List) or isinstance(e, A.ListComp):
        return "list"
    if isinstance(e, A.Dict) or isinstance(e, A.DictComp):
        return "dict"
    if isinstance(e, A.Set) or isinstance(e, A.SetComp):
        return "set"
    if isinstance(e, A.GeneratorExp):
        return "generator"
    if isinstance(e, A.Lambda):
        return "function"
    if isinstance(e, A.JoinedStr) or isinstance(e, A.FormattedValue) or \
            isinstance(e, A.StrConst):
        return "str"
    if isinstance(e, A.IntConst):
        return "int"
    if isinstance(e, A.FloatConst):
        return "float"
    if isinstance(e, A.ImagConst):
        return "complex"
    if isinstance(e, A.BytesConst):
        return "bytes"
    if isinstance(e, A.NameConst):
        if e.kind == A.CONST_NONE:
            return "NoneType"
        if e.kind == A.CONST_ELLIPSIS:
            return "ellipsis"
        return "bool"
    if isinstance(e, A.WConst):
        return e.w_value.gettype().name
    if isinstance(e, A.UnaryOp) and is_constant(e):
        if e.op == A.INVERT:
            return "int"
        return literal_type(e.operand)
    return ""


class CompileChecks(object):
    """Mixed into the code generator (compiler.py), which has filename
    and source_lines."""
    _mixin_ = True

    def syntax_warning(self, node, msg):
        text = None
        if not self.filename.startswith("<") and \
                0 < node.lineno <= len(self.source_lines):
            text = self.source_lines[node.lineno - 1]
        end = node.end_col + 1 if node.end_lineno == node.lineno else 0
        frontend_warning("SyntaxWarning", msg, node.lineno, node.col + 1,
                         text, end)

    def check_compare(self, node):
        left = node.left
        for i in range(len(node.ops)):
            right = node.comparators[i]
            o = node.ops[i]
            if (o == A.IS or o == A.ISNOT) and \
                    (not _is_arg_ok(left) or not _is_arg_ok(right)):
                if o == A.IS:
                    msg = '"is" with a literal. Did you mean "=="?'
                else:
                    msg = '"is not" with a literal. Did you mean "!="?'
                self.syntax_warning(node, msg)
                return
            left = right

    def check_assert(self, node):
        test = node.test
        if isinstance(test, A.Tuple) and len(test.elts) > 0:
            self.syntax_warning(node, "assertion is always true, perhaps "
                                "remove parentheses?")

    def check_caller(self, node):
        e = node.func
        if is_constant(e) or isinstance(e, A.Tuple) or \
                isinstance(e, A.List) or isinstance(e, A.ListComp) or \
                isinstance(e, A.Dict) or isinstance(e, A.DictComp) or \
                isinstance(e, A.Set) or isinstance(e, A.SetComp) or \
                isinstance(e, A.GeneratorExp) or \
                isinstance(e, A.JoinedStr) or \
                isinstance(e, A.FormattedValue):
            self.syntax_warning(node, "'%s' object is not callable; "
                                "perhaps you missed a comma?"
                                % literal_type(e))

    def check_subscript(self, node):
        e = node.value
        t = literal_type(e)
        warn = False
        if is_constant(e):
            warn = t == "NoneType" or t == "ellipsis" or t == "int" or \
                t == "bool" or t == "float" or t == "complex" or \
                t == "set" or t == "frozenset"
        elif isinstance(e, A.Set) or isinstance(e, A.SetComp) or \
                isinstance(e, A.GeneratorExp) or isinstance(e, A.Lambda):
            warn = True
        if warn:
            self.syntax_warning(node, "'%s' object is not subscriptable; "
                                "perhaps you missed a comma?" % t)
        index_t = literal_type(node.slice)
        if index_t == "" or index_t == "int" or index_t == "bool" or \
                isinstance(node.slice, A.Slice):
            return
        if is_constant(e):
            if not (t == "str" or t == "bytes" or t == "tuple"):
                return
        elif not (isinstance(e, A.Tuple) or isinstance(e, A.List) or
                  isinstance(e, A.ListComp) or isinstance(e, A.JoinedStr) or
                  isinstance(e, A.FormattedValue)):
            return
        self.syntax_warning(node, "%s indices must be integers or slices, "
                            "not %s; perhaps you missed a comma?"
                            % (t, index_t))


def _is_arg_ok(e):
    """CPython's check_is_arg: not a literal, or a singleton."""
    return not is_constant(e) or isinstance(e, A.NameConst)
