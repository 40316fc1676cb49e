"""Scope analysis: which names are local, cell, free or global in each
function, class and module body (CPython's symtable.c, simplified)."""

from interpreter.frontend import astnodes as A
from interpreter.frontend.syntaxerror import PySyntaxError

MODULE, FUNCTION, CLASS = 0, 1, 2
LOCAL, CELL, FREE, GLOBAL_EXPLICIT, GLOBAL_IMPLICIT = 0, 1, 2, 3, 4


def mangle(private, name):
    """Private name mangling: inside class C (its body and every function
    in it), the name __x is _C__x; not dunder names, dotted names, or
    when the class name is all underscores. A scope records its names
    mangled and the compiler looks them up mangled (CPython's
    _Py_Mangle); call keywords and the names of defs and classes as
    values (`__name__`) are not mangled."""
    if private is None or len(name) < 3 or name[0] != "_" or \
            name[1] != "_" or name.endswith("__") or "." in name:
        return name
    start = 0
    while start < len(private) and private[start] == "_":
        start += 1
    if start == len(private):
        return name
    return "_" + private[start:] + name


class Scope(object):
    def __init__(self, kind, name, parent):
        self.kind = kind
        self.name = name
        self.parent = parent
        # the class whose name mangles this scope's private names
        if kind == CLASS:
            self.private = name
        elif parent is not None:
            self.private = parent.private
        else:
            self.private = None
        self.defs = {}
        self.def_order = []
        self.uses = {}
        self.globals = {}
        self.nonlocals = {}
        self.nonlocal_lines = {}    # name -> line of its nonlocal statement
        self.global_lines = {}      # name -> line of its global statement
        self.iter_names = {}        # a comprehension's iteration variables
        self.annotated = {}         # names of `x: T` statements
        self.params = []
        self.children = []
        self.resolved = {}
        self.varnames = []
        self.cellvars = []
        self.freevars = []
        self.is_generator = False
        self.is_comprehension = False
        self.is_coroutine = False       # async def, async comprehension
        self.has_await = False
        self.needs_class_cell = False

    def add_def(self, name):
        name = mangle(self.private, name)
        if name not in self.defs:
            self.defs[name] = True
            self.def_order.append(name)

    def add_use(self, name):
        self.uses[mangle(self.private, name)] = True

    def lookup(self, name):
        return self.resolved.get(mangle(self.private, name), GLOBAL_IMPLICIT)

    def mangled(self, name):
        return mangle(self.private, name)

    def _add_cell(self, name):
        if name not in self.cellvars:
            self.cellvars.append(name)
        self.resolved[name] = CELL

    def _add_free(self, name):
        if name not in self.freevars:
            self.freevars.append(name)
        self.resolved[name] = FREE


class SymtableBuilder(A.ASTVisitor):
    def __init__(self):
        self.scopes = {}            # AST node -> Scope
        self.scope = None
        self.top = None
        self.top_level_await = False    # PyCF_ALLOW_TOP_LEVEL_AWAIT
        self.future_flags = 0       # CO_FUTURE_* (frontend/future.py)
        # -O level (sys.flags.optimize, or compile()'s optimize): 1 drops
        # assert statements and makes __debug__ False, 2 also docstrings
        self.optimize = 0
        self.in_comp_iter = 0

    def build(self, module):
        top = Scope(MODULE, "<module>", None)
        self.top = top
        self.scopes[module] = top
        self.scope = top
        self.visit_list(module.body)
        if self.top_level_await and top.has_await:
            # compile(..., flags=PyCF_ALLOW_TOP_LEVEL_AWAIT): the module's
            # code is a coroutine
            top.is_coroutine = True
        _analyze(top, {})
        return top

    def stringified_annotations(self):
        """`from __future__ import annotations`: annotations are strings,
        so the names in them are not uses (PEP 563)."""
        return (self.future_flags & 0x1000000) != 0

    def visit_list(self, nodes):
        for node in nodes:
            node.accept(self)

    def visit_opt(self, node):
        if node is not None:
            node.accept(self)

    def new_scope(self, kind, name, node):
        s = Scope(kind, name, self.scope)
        self.scope.children.append(s)
        self.scopes[node] = s
        return s

    def default_visit(self, node):
        raise AssertionError("symtable: unhandled node")

    # --- scopes ---
    def _visit_arguments_defaults(self, args):
        self.visit_list(args.defaults)
        for d in args.kw_defaults:
            self.visit_opt(d)

    def _enter_function(self, s, args):
        outer = self.scope
        self.scope = s
        for a in args.args:
            self._arg_param(a)
        for a in args.kwonlyargs:
            self._arg_param(a)
        if args.vararg is not None:
            self._arg_param(args.vararg)
        if args.kwarg is not None:
            self._arg_param(args.kwarg)
        return outer

    def _arg_param(self, a):
        if self.scope.mangled(a.arg) in self.scope.params:
            raise PySyntaxError("duplicate argument '%s' in function "
                                "definition" % a.arg, a.lineno, a.col + 1,
                                "")
        self._param(a.arg)

    def _param(self, name):
        self.scope.params.append(self.scope.mangled(name))
        self.scope.add_def(name)

    def visit_FunctionDef(self, node):
        self.visit_list(node.decorators)
        self._visit_arguments_defaults(node.args)
        if not self.stringified_annotations():   # evaluated at def time
            for arg in annotated_args(node.args):
                arg.annotation.accept(self)
            self.visit_opt(node.returns)
        self.scope.add_def(node.name)
        s = self.new_scope(FUNCTION, node.name, node)
        s.is_coroutine = isinstance(node, A.AsyncFunctionDef)
        outer = self._enter_function(s, node.args)
        self.visit_list(node.body)
        self.scope = outer

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Lambda(self, node):
        self._visit_arguments_defaults(node.args)
        s = self.new_scope(FUNCTION, "<lambda>", node)
        outer = self._enter_function(s, node.args)
        node.body.accept(self)
        self.scope = outer

    def visit_ClassDef(self, node):
        self.visit_list(node.decorators)
        self.visit_list(node.bases)
        for kw in node.keywords:
            kw.value.accept(self)
        self.scope.add_def(node.name)
        s = self.new_scope(CLASS, node.name, node)
        outer = self.scope
        self.scope = s
        self.visit_list(node.body)
        self.scope = outer

    def _comprehension(self, node, name, generators):
        self._comp_iter(generators[0].iter)
        s = self.new_scope(FUNCTION, name, node)
        s.is_comprehension = True
        outer = self.scope
        self.scope = s
        self._param(".0")
        for gen in generators:
            _target_names(gen.target, s.iter_names, s.private)
        for i in range(len(generators)):
            gen = generators[i]
            gen.target.accept(self)
            if i > 0:
                self._comp_iter(gen.iter)
            self.visit_list(gen.ifs)
            if gen.is_async:
                s.is_coroutine = True
        return outer

    def _end_comprehension(self, outer):
        """An `await` makes a comprehension a coroutine (a genexp an async
        generator); a list/set/dict one makes an enclosing comprehension
        one too, since it is awaited there."""
        s = self.scope
        if s.has_await:
            s.is_coroutine = True
        self.scope = outer
        if s.is_coroutine and not s.is_generator and outer.kind == MODULE:
            outer.has_await = True      # awaited at the top level
        if s.is_coroutine and not s.is_generator and outer.is_comprehension:
            outer.is_coroutine = True
    def _comp_iter(self, node):
        """A comprehension's iterable: no assignment expression there."""
        self.in_comp_iter += 1
        node.accept(self)
        self.in_comp_iter -= 1

    def visit_ListComp(self, node):
        outer = self._comprehension(node, "<listcomp>", node.generators)
        node.elt.accept(self)
        self._end_comprehension(outer)

    def visit_SetComp(self, node):
        outer = self._comprehension(node, "<setcomp>", node.generators)
        node.elt.accept(self)
        self._end_comprehension(outer)

    def visit_GeneratorExp(self, node):
        outer = self._comprehension(node, "<genexpr>", node.generators)
        self.scope.is_generator = True
        node.elt.accept(self)
        self._end_comprehension(outer)

    def visit_DictComp(self, node):
        outer = self._comprehension(node, "<dictcomp>", node.generators)
        node.key.accept(self)
        node.value.accept(self)
        self._end_comprehension(outer)

    # --- names ---
    def visit_Name(self, node):
        if node.ctx == A.LOAD:
            self.scope.add_use(node.id)
            if node.id == "super" and self.scope.kind == FUNCTION:
                self.scope.add_use("__class__")
        else:
            self.scope.add_def(node.id)

    def _check_declaration(self, name, kind, node):
        """CPython's errors for a global/nonlocal declaration coming after
        the name was a parameter, used or assigned in the scope."""
        s = self.scope
        msg = None
        raw = name
        name = s.mangled(name)
        if name in s.params:
            msg = "name '%s' is parameter and %s" % (raw, kind)
        elif name in s.uses:
            msg = "name '%s' is used prior to %s declaration" % (raw, kind)
        elif name in s.annotated:
            msg = "annotated name '%s' can't be %s" % (raw, kind)
        elif name in s.defs:
            msg = "name '%s' is assigned to before %s declaration" % (raw,
                                                                     kind)
        if msg is not None:
            raise PySyntaxError(msg, node.lineno, node.col + 1, "")

    def visit_Global(self, node):
        for raw in node.names:
            self._check_declaration(raw, "global", node)
            name = self.scope.mangled(raw)
            if name in self.scope.nonlocals:
                self._error("name '%s' is nonlocal and global" % raw, node)
            self.scope.globals[name] = True
            self.scope.global_lines[name] = node.lineno
            # as CPython's symtable: a name declared global anywhere is a
            # global of the module's own code too (exec with separate
            # globals and locals stores it in the globals)
            self.top.globals[name] = True

    def visit_Nonlocal(self, node):
        for raw in node.names:
            if self.scope.kind == MODULE:
                raise PySyntaxError("nonlocal declaration not allowed at "
                                    "module level", node.lineno,
                                    node.col + 1, "")
            self._check_declaration(raw, "nonlocal", node)
            name = self.scope.mangled(raw)
            if name in self.scope.globals:
                raise PySyntaxError("name '%s' is nonlocal and global"
                                    % raw, self.scope.global_lines.get(
                                        name, node.lineno), 1, "")
            self.scope.nonlocals[name] = True
            self.scope.nonlocal_lines[name] = node.lineno

    def visit_Import(self, node):
        for alias in node.names:
            if alias.asname is not None:
                self.scope.add_def(alias.asname)
            else:
                name = alias.name
                dot = name.find(".")
                if dot >= 0:
                    name = name[:dot]
                self.scope.add_def(name)

    def visit_ImportFrom(self, node):
        for alias in node.names:
            if alias.name == "*":
                continue
            self.scope.add_def(alias.asname if alias.asname is not None
                               else alias.name)

    # --- statements ---
    def visit_Return(self, node):
        self.visit_opt(node.value)

    def visit_Delete(self, node):
        self.visit_list(node.targets)

    def _annotated(self, node, t, simple):
        """`x: T`: x may not be declared global or nonlocal (CPython's
        symtable, either order)."""
        if not (isinstance(t, A.Name) and simple):
            return
        s = self.scope
        name = s.mangled(t.id)
        if s.kind != MODULE and (name in s.globals or name in s.nonlocals):
            raise PySyntaxError("annotated name '%s' can't be %s" % (
                t.id, "global" if name in s.globals else "nonlocal"),
                node.lineno, node.col + 1, "")
        s.annotated[name] = True

    def visit_Assign(self, node):
        node.value.accept(self)
        if node.annotation is not None:
            self._annotated(node, node.targets[0], node.ann_simple)
        self.visit_list(node.targets)
        if node.annotation is not None and self.scope.kind != FUNCTION and \
                not self.stringified_annotations():
            node.annotation.accept(self)

    def visit_AugAssign(self, node):
        node.value.accept(self)
        if isinstance(node.target, A.Name):
            self.scope.add_use(node.target.id)
        node.target.accept(self)

    def visit_AnnAssign(self, node):
        # `x: T` makes x local to a function even without a value; `(x): T`
        # does not (its target is not a simple name: PEP 526)
        self.visit_opt(node.value)
        self._annotated(node, node.target, node.ann_simple)
        if node.value is not None or node.ann_simple or \
                not isinstance(node.target, A.Name):
            node.target.accept(self)
        if node.annotation is not None and self.scope.kind != FUNCTION and \
                not self.stringified_annotations():
            node.annotation.accept(self)

    def visit_For(self, node):
        node.iter.accept(self)
        node.target.accept(self)
        self.visit_list(node.body)
        self.visit_list(node.orelse)

    def visit_AsyncFor(self, node):
        if self.scope.kind == MODULE:
            self.scope.has_await = True
        self.visit_For(node)

    def visit_While(self, node):
        node.test.accept(self)
        self.visit_list(node.body)
        self.visit_list(node.orelse)

    def visit_If(self, node):
        node.test.accept(self)
        self.visit_list(node.body)
        self.visit_list(node.orelse)

    def visit_With(self, node):
        for item in node.items:
            item.context_expr.accept(self)
            self.visit_opt(item.optional_vars)
        self.visit_list(node.body)

    def visit_AsyncWith(self, node):
        if self.scope.kind == MODULE:
            self.scope.has_await = True
        self.visit_With(node)

    def visit_Raise(self, node):
        self.visit_opt(node.exc)
        self.visit_opt(node.cause)

    def visit_TryStar(self, node):
        self.visit_Try(node)

    def visit_Try(self, node):
        self.visit_list(node.body)
        for h in node.handlers:
            self.visit_opt(h.type)
            if h.name is not None:
                self.scope.add_def(h.name)
            self.visit_list(h.body)
        self.visit_list(node.orelse)
        self.visit_list(node.finalbody)

    def visit_Match(self, node):
        node.subject.accept(self)
        for c in node.cases:
            c.pattern.accept(self)
            self.visit_opt(c.guard)
            self.visit_list(c.body)

    # patterns: captures bind, values and classes are loads
    def visit_MatchValue(self, node):
        node.value.accept(self)

    def visit_MatchSingleton(self, node):
        pass

    def visit_MatchSequence(self, node):
        for p in node.patterns:
            p.accept(self)

    def visit_MatchMapping(self, node):
        for k in node.keys:
            k.accept(self)
        for p in node.patterns:
            p.accept(self)
        if node.rest is not None:
            self.scope.add_def(node.rest)

    def visit_MatchClass(self, node):
        node.cls.accept(self)
        for p in node.patterns:
            p.accept(self)
        for p in node.kwd_patterns:
            p.accept(self)

    def visit_MatchStar(self, node):
        if node.name is not None:
            self.scope.add_def(node.name)

    def visit_MatchAs(self, node):
        if node.pattern is not None:
            node.pattern.accept(self)
        if node.name is not None:
            self.scope.add_def(node.name)

    def visit_MatchOr(self, node):
        for p in node.patterns:
            p.accept(self)

    def visit_Assert(self, node):
        node.test.accept(self)
        self.visit_opt(node.msg)

    def visit_ExprStmt(self, node):
        node.value.accept(self)

    def visit_Pass(self, node):
        pass

    def visit_Break(self, node):
        pass

    def visit_Continue(self, node):
        pass

    # --- expressions ---
    def visit_BoolOp(self, node):
        self.visit_list(node.values)

    def visit_NamedExpr(self, node):
        node.value.accept(self)
        # the target binds in the nearest enclosing non-comprehension scope
        # (CPython's rules and messages, symtable.c)
        raw = node.target.id
        s = self.scope
        name = s.mangled(raw)
        if self.in_comp_iter > 0:
            self._error("assignment expression cannot be used in a "
                        "comprehension iterable expression", node)
        if s.is_comprehension:
            c = s
            while c.is_comprehension:
                if name in c.iter_names:
                    self._error("assignment expression cannot rebind "
                                "comprehension iteration variable '%s'"
                                % raw, node)
                c = c.parent
            if c.kind == CLASS:
                self._error("assignment expression within a comprehension "
                            "cannot be used in a class body", node)
            as_global = c.kind == MODULE or name in c.globals
            while s.is_comprehension:
                if as_global:
                    s.globals[name] = True
                else:
                    s.nonlocals[name] = True
                s = s.parent
        s.add_def(name)

    def _error(self, msg, node):
        raise PySyntaxError(msg, node.lineno, node.col + 1, "")

    def visit_BinOp(self, node):
        node.left.accept(self)
        node.right.accept(self)

    def visit_UnaryOp(self, node):
        node.operand.accept(self)

    def visit_IfExp(self, node):
        node.test.accept(self)
        node.body.accept(self)
        node.orelse.accept(self)

    def visit_Dict(self, node):
        for k in node.keys:
            self.visit_opt(k)
        self.visit_list(node.values)

    def visit_Set(self, node):
        self.visit_list(node.elts)

    def visit_Yield(self, node):
        self._check_yield(node)
        self.scope.is_generator = True
        self.visit_opt(node.value)

    def visit_Await(self, node):
        self.scope.has_await = True
        node.value.accept(self)

    def visit_YieldFrom(self, node):
        self._check_yield(node)
        self.scope.is_generator = True
        node.value.accept(self)

    def _check_yield(self, node):
        s = self.scope
        if not s.is_comprehension:
            return
        if s.name == "<listcomp>":
            what = "list comprehension"
        elif s.name == "<setcomp>":
            what = "set comprehension"
        elif s.name == "<dictcomp>":
            what = "dict comprehension"
        else:
            what = "generator expression"
        self._error("'yield' inside %s" % what, node)

    def visit_Compare(self, node):
        node.left.accept(self)
        self.visit_list(node.comparators)

    def visit_Call(self, node):
        node.func.accept(self)
        self.visit_list(node.args)
        for kw in node.keywords:
            kw.value.accept(self)

    def visit_FormattedValue(self, node):
        node.value.accept(self)
        self.visit_opt(node.format_spec)

    def visit_JoinedStr(self, node):
        self.visit_list(node.values)

    def visit_IntConst(self, node):
        pass

    def visit_FloatConst(self, node):
        pass

    def visit_ImagConst(self, node):
        pass

    def visit_StrConst(self, node):
        pass

    def visit_BytesConst(self, node):
        pass

    def visit_NameConst(self, node):
        pass

    def visit_WConst(self, node):
        pass

    def visit_Attribute(self, node):
        node.value.accept(self)

    def visit_Subscript(self, node):
        node.value.accept(self)
        node.slice.accept(self)

    def visit_Starred(self, node):
        node.value.accept(self)

    def visit_List(self, node):
        self.visit_list(node.elts)

    def visit_Tuple(self, node):
        self.visit_list(node.elts)

    def visit_Slice(self, node):
        self.visit_opt(node.lower)
        self.visit_opt(node.upper)
        self.visit_opt(node.step)


def annotated_args(args):
    """The parameters with an annotation, in CPython's order."""
    result = []
    for a in args.args:
        if a.annotation is not None:
            result.append(a)
    if args.vararg is not None and args.vararg.annotation is not None:
        result.append(args.vararg)
    for a in args.kwonlyargs:
        if a.annotation is not None:
            result.append(a)
    if args.kwarg is not None and args.kwarg.annotation is not None:
        result.append(args.kwarg)
    return result


def has_annotations(body):
    """Whether a module or class body has annotated assignments (CPython's
    find_ann: not looking into nested functions and classes)."""
    for stmt in body:
        if isinstance(stmt, A.AnnAssign):
            return True
        if isinstance(stmt, A.Assign) and stmt.annotation is not None:
            return True
        if isinstance(stmt, A.For) or isinstance(stmt, A.While) or \
                isinstance(stmt, A.If):
            if has_annotations(stmt.body) or has_annotations(stmt.orelse):
                return True
        elif isinstance(stmt, A.With):
            if has_annotations(stmt.body):
                return True
        elif isinstance(stmt, A.Try):
            if has_annotations(stmt.body) or has_annotations(stmt.orelse) \
                    or has_annotations(stmt.finalbody):
                return True
            for h in stmt.handlers:
                if has_annotations(h.body):
                    return True
    return False


def _target_names(node, names, private):
    if isinstance(node, A.Name):
        names[mangle(private, node.id)] = True
    elif isinstance(node, A.Tuple) or isinstance(node, A.List):
        for e in node.elts:
            _target_names(e, names, private)
    elif isinstance(node, A.Starred):
        _target_names(node.value, names, private)


def _sort_names(names):
    """Insertion sort (RPython lists have no sort())."""
    for i in range(1, len(names)):
        name = names[i]
        j = i - 1
        while j >= 0 and names[j] > name:
            names[j + 1] = names[j]
            j -= 1
        names[j + 1] = name


def _analyze(scope, enclosing):
    """Resolves scope's names; `enclosing` maps names bound in enclosing
    function scopes. Returns nothing; fills resolved/varnames/cells."""
    if scope.kind == FUNCTION:
        for name in scope.params:
            if name not in scope.varnames:
                scope.varnames.append(name)
    for name in scope.def_order:
        if name in scope.globals:
            scope.resolved[name] = GLOBAL_EXPLICIT
        elif name in scope.nonlocals:
            pass
        elif scope.kind != MODULE:
            scope.resolved[name] = LOCAL
            if scope.kind == FUNCTION and name not in scope.varnames:
                scope.varnames.append(name)
    for name in scope.globals:
        scope.resolved[name] = GLOBAL_EXPLICIT
    for name in scope.nonlocals:
        if name not in enclosing:
            raise PySyntaxError("no binding for nonlocal '%s' found" % name,
                                scope.nonlocal_lines.get(name, 1), 1, "")
        scope._add_free(name)
    for name in scope.uses:
        if name in scope.resolved:
            continue
        if name in scope.defs and scope.kind != CLASS:
            continue
        if name in enclosing and scope.kind != MODULE and \
                not (scope.kind == CLASS and name in scope.defs):
            scope._add_free(name)
    child_enclosing = {}
    for name in enclosing:
        child_enclosing[name] = True
    if scope.kind == FUNCTION:
        for name in scope.resolved:
            r = scope.resolved[name]
            if r == LOCAL or r == FREE:
                child_enclosing[name] = True
            elif name in child_enclosing:
                del child_enclosing[name]
    elif scope.kind == CLASS:
        child_enclosing["__class__"] = True
    for child in scope.children:
        _analyze(child, child_enclosing)
        for name in child.freevars:
            if scope.kind == CLASS and name == "__class__":
                scope.needs_class_cell = True
                if "__class__" not in scope.cellvars:
                    scope.cellvars.append("__class__")
                continue
            r = scope.resolved.get(name, -1)
            if scope.kind == FUNCTION and (r == LOCAL or r == CELL):
                scope._add_cell(name)
            elif scope.kind == CLASS and r == LOCAL:
                # the class body's own name stays in its namespace; the
                # enclosing function's cell passes through to the method
                if name not in scope.freevars:
                    scope.freevars.append(name)
            elif r != FREE:
                scope._add_free(name)
    # CPython orders both by name (co_cellvars, co_freevars, __closure__)
    _sort_names(scope.cellvars)
    _sort_names(scope.freevars)
    if scope.kind == FUNCTION:
        # a cell lives in its own slot, not in varnames, unless it is a
        # parameter (then both exist and the frame copies the argument)
        kept = []
        for name in scope.varnames:
            if name not in scope.cellvars or name in scope.params:
                kept.append(name)
        scope.varnames = kept
