"""AST -> tier-0 bytecode (CPython 3.12-shaped), one CodeGen per scope.

Statements live here; expressions in compile_expr.py. Exception handling
follows CPython 3.11+: protected ranges go into the exception table
(assembler.py), handlers begin with PUSH_EXC_INFO, and a cleanup handler
restores the previously handled exception when a handler itself raises.
"""

from annotator_rules import opcodes as op
from interpreter.frontend import astnodes as A
from interpreter.frontend import symtable as S
from interpreter.frontend.assembler import Assembler, Label
from interpreter.frontend.compile_expr import (ExprCompiler,
                                               expressions_at_their_lines)
from interpreter.frontend.compile_match import MatchCompiler
from interpreter.frontend.compile_async import AsyncMixin
from interpreter.frontend.compile_checks import CompileChecks
from interpreter.runtime.pycode import (PyCode, CO_VARARGS, CO_VARKEYWORDS,
                                CO_GENERATOR, CO_NESTED, CO_COROUTINE,
                                CO_ASYNC_GENERATOR)
from interpreter.frontend.syntaxerror import PySyntaxError
from objspace.noneobject import W_None
from interpreter.frontend.future import (future_flags, is_future_import,
                                          CO_FUTURE_ANNOTATIONS)
from interpreter.frontend.unparse import unparse_annotation

# fblock kinds: what break/continue/return must undo when leaving them
FOR_LOOP, WHILE_LOOP, TRY_EXCEPT, FINALLY_TRY, FINALLY_END, \
    HANDLER_CLEANUP, WITH, POP_VALUE = range(8)
ASYNC_WITH = 8
EXCEPT_STAR = 9     # an except* body: break/continue/return may not leave


class FBlock(object):
    def __init__(self, kind, start, exit, handler=None, finalbody=None,
                 name=None):
        self.kind = kind
        self.start = start          # continue target (loops)
        self.exit = exit            # break target (loops)
        self.handler = handler      # assembler Handler to pop when leaving
        self.finalbody = finalbody  # FINALLY_TRY: statements to inline
        self.name = name            # HANDLER_CLEANUP: `except E as name`


def optimize_level(optimize):
    """compile()'s optimize argument: -1 is the interpreter's -O level."""
    if optimize < 0:
        from interpreter.runtime.state import STATE
        return STATE.cmd_flags[3]       # (sys.flags.optimize)
    return optimize


def _builder(module, source_lines, flags, optimize=-1):
    """The symbol tables, with the future flags of the module's future
    statements and those inherited (`flags`, from compile() or exec)."""
    builder = S.SymtableBuilder()
    builder.optimize = optimize_level(optimize)
    builder.future_flags = (future_flags(module, source_lines) |
                            (flags & CO_FUTURE_ANNOTATIONS))
    builder.top_level_await = (flags & PyCF_ALLOW_TOP_LEVEL_AWAIT) != 0
    return builder


PyCF_ALLOW_TOP_LEVEL_AWAIT = 0x2000


def compile_module(module, filename, source_lines, flags=0, optimize=-1):
    builder = _builder(module, source_lines, flags, optimize)
    top = builder.build(module)
    cg = CodeGen(builder, top, filename, "<module>", "<module>", 1,
                 source_lines)
    if module.body:
        w_doc = cg.docstring(module.body[0])
        if w_doc is not None:
            cg.emit(op.LOAD_CONST, cg.add_const(None, w_doc))
            cg.name_op("__doc__", A.STORE)
    cg.compile_body(module.body, True)
    return cg.make_code(0, 0, 0, 0)


def compile_eval(expr, filename, source_lines, flags=0, optimize=-1):
    """eval()'s code: the expression's value is returned."""
    module = A.Module([A.ExprStmt(expr)])
    builder = S.SymtableBuilder()
    builder.optimize = optimize_level(optimize)
    builder.future_flags = flags & CO_FUTURE_ANNOTATIONS
    builder.top_level_await = (flags & PyCF_ALLOW_TOP_LEVEL_AWAIT) != 0
    top = builder.build(module)
    cg = CodeGen(builder, top, filename, "<module>", "<module>", 1,
                 source_lines)
    expr.accept(cg)
    cg.emit(op.RETURN_VALUE)
    return cg.make_code(0, 0, 0, 0)


def compile_single(module, filename, source_lines, w_displayhook, flags=0,
                   optimize=-1):
    """compile(..., 'single'): the values of expression statements at the
    top level go to w_displayhook (which prints their repr)."""
    builder = _builder(module, source_lines, flags, optimize)
    top = builder.build(module)
    cg = CodeGen(builder, top, filename, "<module>", "<module>", 1,
                 source_lines)
    cg.w_displayhook = w_displayhook
    cg.compile_body(module.body, True)
    return cg.make_code(0, 0, 0, 0)


class CodeGen(MatchCompiler, AsyncMixin, CompileChecks, ExprCompiler):
    def __init__(self, builder, scope, filename, name, qualname,
                 firstlineno, source_lines):
        self.builder = builder
        self.scope = scope
        self.filename = filename
        self.name = name
        self.qualname = qualname
        self.firstlineno = firstlineno
        self.source_lines = source_lines
        self.asm = Assembler()
        self.asm.lineno = firstlineno
        self.binop_nesting = 0
        self.consts_w = []
        self.const_keys = {}
        self.names = []
        self.name_index = {}
        self.fblocks = []
        self.in_loop_else = 0
        self.w_displayhook = None   # 'single' mode (compile_single)
        self.private = None     # the enclosing class's name, for mangling

    # --- tables ---
    def add_const(self, key, w_value):
        if key is not None:
            i = self.const_keys.get(key, -1)
            if i >= 0:
                return i
            self.const_keys[key] = len(self.consts_w)
        self.consts_w.append(w_value)
        return len(self.consts_w) - 1

    def mangle(self, name):
        """Private name mangling (symtable.mangle) by the enclosing class:
        attributes, and every name of a class body or a function in it."""
        return S.mangle(self.private, name)

    def attr_index(self, name):
        """The names index of an attribute name, mangled."""
        return self.add_name(self.mangle(name))

    def add_name(self, name):
        i = self.name_index.get(name, -1)
        if i < 0:
            i = len(self.names)
            self.names.append(name)
            self.name_index[name] = i
        return i

    def local_index(self, name):
        for i in range(len(self.scope.varnames)):
            if self.scope.varnames[i] == name:
                return i
        raise AssertionError("not a local: " + name)

    def deref_index(self, name, free=False):
        """The slot of a cell or free variable; `free` looks in the free
        variables only (a class body's own __class__ is a cell for its
        methods, while the body itself may read an enclosing __class__)."""
        base = len(self.scope.varnames)
        for i in range(len(self.scope.cellvars)):
            if self.scope.cellvars[i] == name and not free:
                return base + i
        base += len(self.scope.cellvars)
        for i in range(len(self.scope.freevars)):
            if self.scope.freevars[i] == name:
                return base + i
        raise AssertionError("not a cell: " + name)

    def emit(self, opcode, arg=0):
        return self.asm.emit(opcode, arg)

    def set_lineno(self, node):
        if node.lineno > 0:
            self.asm.lineno = node.lineno

    def error(self, msg, node):
        text = ""
        if 0 < node.lineno <= len(self.source_lines):
            text = self.source_lines[node.lineno - 1]
        raise PySyntaxError(msg, node.lineno, node.col + 1, text)

    def make_code(self, argcount, posonly, kwonly, flags):
        asm = self.asm
        if (asm.last_op() != op.RETURN_VALUE and
                asm.last_op() != op.RETURN_CONST) or asm.label_at_end():
            # a label at the end (`if x: return 1` last) needs a target
            asm.emit(op.RETURN_CONST, self.add_const("None", W_None))
        asm.resolve_jumps()
        stacksize = asm.compute_stacksize()
        if self.scope.is_generator or self.scope.is_coroutine:
            # coroutines run on the generator machinery too
            flags |= CO_GENERATOR
        if self.scope.is_coroutine:
            flags |= CO_ASYNC_GENERATOR if self.scope.is_generator \
                else CO_COROUTINE
        flags |= self.builder.future_flags
        return PyCode(self.name, self.qualname, self.filename,
                      self.firstlineno, asm.code_list(), self.consts_w,
                      self.names, self.scope.varnames, self.scope.cellvars,
                      self.scope.freevars, stacksize, argcount, posonly,
                      kwonly, flags, asm.lines, asm.exception_table())

    def compile_body(self, body, is_module):
        if self.scope.kind == S.FUNCTION or self.scope.kind == S.CLASS:
            for i in range(len(self.scope.cellvars)):
                self.emit(op.MAKE_CELL, len(self.scope.varnames) + i)
            if self.scope.freevars:
                self.emit(op.COPY_FREE_VARS, len(self.scope.freevars))
        if self.scope.is_generator or self.scope.is_coroutine:
            self.emit(op.RETURN_GENERATOR)
            self.emit(op.POP_TOP)
        if self.scope.kind != S.FUNCTION and S.has_annotations(body):
            # a fresh __annotations__ dict unless the namespace has one
            self.emit(op.SETUP_ANNOTATIONS)
        for stmt in body:
            stmt.accept(self)

    # --- names ---
    def name_op(self, name, ctx):
        scope = self.scope
        name = self.mangle(name)
        kind = scope.lookup(name)
        if scope.kind == S.FUNCTION:
            if kind == S.LOCAL:
                i = self.local_index(name)
                self.emit([op.LOAD_FAST, op.STORE_FAST, op.DELETE_FAST][ctx],
                          i)
                return
        if kind == S.CELL or kind == S.FREE:
            i = self.deref_index(name, kind == S.FREE)
            if ctx == A.LOAD and scope.kind == S.CLASS:
                self.emit(op.LOAD_CLASSDEREF, i)
            else:
                self.emit([op.LOAD_DEREF, op.STORE_DEREF,
                           op.DELETE_DEREF][ctx], i)
            return
        i = self.add_name(name)
        if kind == S.GLOBAL_EXPLICIT or (kind == S.GLOBAL_IMPLICIT and
                                         scope.kind == S.FUNCTION):
            if ctx == A.LOAD:
                self.emit(op.LOAD_GLOBAL, i << 1)
            else:
                self.emit([0, op.STORE_GLOBAL, op.DELETE_GLOBAL][ctx], i)
            return
        self.emit([op.LOAD_NAME, op.STORE_NAME, op.DELETE_NAME][ctx], i)

    # --- simple statements ---
    def visit_ExprStmt(self, node):
        self.set_lineno(node)
        if self.w_displayhook is not None and self.scope.kind == S.MODULE:
            self.emit(op.LOAD_CONST, self.add_const(None, self.w_displayhook))
            self.emit(op.PUSH_NULL)
            node.value.accept(self)
            self.set_lineno(node)
            self.emit(op.CALL, 1)
            self.emit(op.POP_TOP)
            return
        node.value.accept(self)
        self.emit(op.POP_TOP)

    def visit_Pass(self, node):
        self.set_lineno(node)
        self.emit(op.NOP)

    def visit_Assign(self, node):
        self.set_lineno(node)
        if self.swap_assign(node):
            return
        node.value.accept(self)
        for i in range(len(node.targets)):
            if i < len(node.targets) - 1:
                self.emit(op.COPY, 1)
            self.store_target(node.targets[i])
        if node.annotation is not None:
            self.annotate(node.targets[0], node.annotation, node.ann_simple)

    def annotate(self, target, annotation, simple):
        """After `target: annotation [= value]`: in a module or class body
        a simple name's annotation goes into __annotations__, another
        target's is evaluated; a function evaluates none (PEP 526)."""
        if self.scope.kind == S.FUNCTION:
            if self.future_annotations():   # checked, never evaluated
                unparse_annotation(annotation, self.source_lines)
            return
        is_name = simple and isinstance(target, A.Name)
        if not is_name and self.future_annotations():
            return      # PEP 563: a complex target's annotation is not run
        self.annotation_value(annotation)
        if is_name:
            self.name_op("__annotations__", A.LOAD)
            self.emit(op.LOAD_CONST, self.add_const(None,
                                                    wrap_str(target.id)))
            self.emit(op.STORE_SUBSCR)
        else:
            self.emit(op.POP_TOP)

    def future_annotations(self):
        return (self.builder.future_flags & CO_FUTURE_ANNOTATIONS) != 0

    def annotation_value(self, annotation):
        """Pushes an annotation's value: the expression, or under `from
        __future__ import annotations` its source text (PEP 563)."""
        if self.future_annotations():
            text = unparse_annotation(annotation, self.source_lines)
            self.emit(op.LOAD_CONST, self.add_const("s:" + text,
                                                    wrap_str(text)))
        else:
            annotation.accept(self)

    def swap_assign(self, node):
        """`a, b = b, a` (two or three names, no starred items) compiles as
        CPython 3.12's does: the values, a SWAP instead of building and
        unpacking a tuple, the stores."""
        if len(node.targets) != 1:
            return False
        t = node.targets[0]
        v = node.value
        if not (isinstance(t, A.Tuple) or isinstance(t, A.List)) or \
                not isinstance(v, A.Tuple):
            return False
        n = len(v.elts)
        if n < 2 or n > 3 or len(t.elts) != n:
            return False
        for e in t.elts + v.elts:
            if isinstance(e, A.Starred):
                return False
        for e in v.elts:
            e.accept(self)
        self.emit(op.SWAP, n)
        for e in t.elts:
            self.store_target(e)
        return True

    def visit_AnnAssign(self, node):
        self.set_lineno(node)
        target = node.target
        if node.value is not None:
            node.value.accept(self)
            self.store_target(target)
        elif isinstance(target, A.Attribute):
            target.value.accept(self)      # evaluated, as CPython does
            self.emit(op.POP_TOP)
        elif isinstance(target, A.Subscript):
            target.value.accept(self)
            self.emit(op.POP_TOP)
            target.slice.accept(self)
            self.emit(op.POP_TOP)
        if node.annotation is not None:
            self.annotate(target, node.annotation, node.ann_simple)

    def visit_AugAssign(self, node):
        self.set_lineno(node)
        t = node.target
        if isinstance(t, A.Name):
            self.name_op(t.id, A.LOAD)
            node.value.accept(self)
            self.emit(op.BINARY_OP, node.op + A.NB_INPLACE)
            self.name_op(t.id, A.STORE)
        elif isinstance(t, A.Attribute):
            t.value.accept(self)
            self.emit(op.COPY, 1)
            self.emit(op.LOAD_ATTR, self.attr_index(t.attr) << 1)
            node.value.accept(self)
            self.emit(op.BINARY_OP, node.op + A.NB_INPLACE)
            self.emit(op.SWAP, 2)
            self.emit(op.STORE_ATTR, self.attr_index(t.attr))
        elif isinstance(t, A.Subscript):
            t.value.accept(self)
            t.slice.accept(self)
            self.emit(op.COPY, 2)
            self.emit(op.COPY, 2)
            self.emit(op.BINARY_SUBSCR)
            node.value.accept(self)
            self.emit(op.BINARY_OP, node.op + A.NB_INPLACE)
            self.emit(op.SWAP, 3)
            self.emit(op.SWAP, 2)
            self.emit(op.STORE_SUBSCR)
        else:
            self.error("'%s' is an illegal expression for augmented "
                       "assignment" % "expression", node)

    def visit_Delete(self, node):
        self.set_lineno(node)
        for t in node.targets:
            self.delete_target(t)

    def delete_target(self, t):
        if isinstance(t, A.Name):
            self.name_op(t.id, A.DEL)
        elif isinstance(t, A.Attribute):
            t.value.accept(self)
            self.emit(op.DELETE_ATTR, self.attr_index(t.attr))
        elif isinstance(t, A.Subscript):
            t.value.accept(self)
            t.slice.accept(self)
            self.emit(op.DELETE_SUBSCR)
        elif isinstance(t, A.Tuple):
            for e in t.elts:
                self.delete_target(e)
        elif isinstance(t, A.List):
            for e in t.elts:
                self.delete_target(e)
        else:
            self.error("cannot delete expression", t)

    def docstring(self, stmt):
        """The docstring a body starting with stmt has, or None (always
        under -OO)."""
        if self.builder.optimize >= 2:
            return None
        return docstring_of(stmt)

    def visit_Global(self, node):
        self.set_lineno(node)

    def visit_Nonlocal(self, node):
        self.set_lineno(node)

    def visit_Assert(self, node):
        self.set_lineno(node)
        self.check_assert(node)
        if self.builder.optimize > 0:
            return          # -O (after the warning, as CPython)
        end = Label()
        self.jump_if(node.test, end, True)
        self.emit(op.LOAD_ASSERTION_ERROR)
        if node.msg is not None:
            self.emit(op.PUSH_NULL)
            node.msg.accept(self)
            self.emit(op.CALL, 1)
        self.emit(op.RAISE_VARARGS, 1)
        self.asm.mark(end)

    def visit_Raise(self, node):
        self.set_lineno(node)
        n = 0
        if node.exc is not None:
            node.exc.accept(self)
            n = 1
            if node.cause is not None:
                node.cause.accept(self)
                n = 2
        self.emit(op.RAISE_VARARGS, n)

    def visit_Return(self, node):
        self.set_lineno(node)
        if self.scope.kind != S.FUNCTION:
            self.error("'return' outside function", node)
        for fb in self.fblocks:
            if fb.kind == EXCEPT_STAR:
                self.error_in_except_star(node)
        if node.value is not None and self.scope.is_coroutine and \
                self.scope.is_generator:
            self.error("'return' with value in async generator", node)
        if node.value is not None:
            node.value.accept(self)
            self.unwind_fblocks(True, -1)
            self.emit(op.RETURN_VALUE)
        else:
            self.unwind_fblocks(False, -1)
            self.emit(op.RETURN_CONST, self.add_const("None", W_None))

    def visit_Break(self, node):
        self.set_lineno(node)
        loop = self.unwind_to_loop(node, "'break' outside loop", True)
        self.asm.emit_jump(op.JUMP_FORWARD, loop.exit)
        self.restore_handlers()

    def visit_Continue(self, node):
        self.set_lineno(node)
        loop = self.unwind_to_loop(node, "'continue' not properly in loop",
                                   False)
        self.asm.emit_jump(op.JUMP_BACKWARD, loop.start)
        self.restore_handlers()

    # --- unwinding for break / continue / return ---
    def unwind_to_loop(self, node, msg, is_break):
        saved = list(self.asm.handler_stack)
        self.saved_handlers = saved
        for k in range(len(self.fblocks) - 1, -1, -1):
            fb = self.fblocks[k]
            if fb.kind == EXCEPT_STAR:
                self.error_in_except_star(node)
            if fb.kind == WHILE_LOOP or fb.kind == FOR_LOOP:
                if is_break and fb.kind == FOR_LOOP:
                    self.emit(op.POP_TOP)
                return fb
            self.unwind_one(fb, False, k)
        self.asm.handler_stack = saved
        self.error(msg, node)
        raise AssertionError

    def unwind_fblocks(self, preserve_tos, stop):
        self.saved_handlers = list(self.asm.handler_stack)
        for k in range(len(self.fblocks) - 1, stop, -1):
            fb = self.fblocks[k]
            if fb.kind == FOR_LOOP:
                if preserve_tos:
                    self.emit(op.SWAP, 2)
                self.emit(op.POP_TOP)
            else:
                self.unwind_one(fb, preserve_tos, k)
        saved = self.saved_handlers
        self.asm.handler_stack = saved

    def restore_handlers(self):
        self.asm.handler_stack = self.saved_handlers

    def unwind_one(self, fb, preserve_tos, k):
        if fb.kind == TRY_EXCEPT:
            self._drop_handler(fb.handler)
        elif fb.kind == FINALLY_TRY:
            self._drop_handler(fb.handler)
            # the finally body runs here, under the blocks outside it
            saved_blocks = self.fblocks
            saved_handlers = self.saved_handlers
            self.fblocks = saved_blocks[:k]
            if preserve_tos:
                self.fblocks.append(FBlock(POP_VALUE, None, None))
            for stmt in fb.finalbody:
                stmt.accept(self)
            self.fblocks = saved_blocks
            self.saved_handlers = saved_handlers
        elif fb.kind == FINALLY_END:
            self._drop_handler(fb.handler)
            if preserve_tos:
                self.emit(op.SWAP, 2)
            self.emit(op.POP_TOP)
            if preserve_tos:
                self.emit(op.SWAP, 2)
            self.emit(op.POP_EXCEPT)
        elif fb.kind == HANDLER_CLEANUP:
            self._drop_handler(fb.handler)
            if preserve_tos:
                self.emit(op.SWAP, 2)
            self.emit(op.POP_EXCEPT)
            if fb.name is not None:
                self.unbind_name(fb.name)
        elif fb.kind == WITH or fb.kind == ASYNC_WITH:
            self._drop_handler(fb.handler)
            if preserve_tos:
                self.emit(op.SWAP, 2)
            self.call_exit_none(fb.kind == ASYNC_WITH)
        elif fb.kind == POP_VALUE:
            if preserve_tos:
                self.emit(op.SWAP, 2)
            self.emit(op.POP_TOP)

    def _drop_handler(self, handler):
        stack = self.asm.handler_stack
        for i in range(len(stack) - 1, -1, -1):
            if stack[i] is handler:
                self.asm.handler_stack = stack[:i]
                return

    def unbind_name(self, name):
        self.emit(op.LOAD_CONST, self.add_const("None", W_None))
        self.name_op(name, A.STORE)
        self.name_op(name, A.DEL)

    def call_exit_none(self, is_async):
        """exit is on top of the stack: exit(None, None, None), awaited
        for `async with`."""
        none = self.add_const("None", W_None)
        self.emit(op.PUSH_NULL)
        self.emit(op.LOAD_CONST, none)
        self.emit(op.LOAD_CONST, none)
        self.emit(op.LOAD_CONST, none)
        self.emit(op.CALL, 3)
        if is_async:
            self.emit_await(2)
        self.emit(op.POP_TOP)

    # --- compound statements ---
    def visit_If(self, node):
        self.set_lineno(node)
        end = Label()
        if node.orelse:
            orelse = Label()
            self.jump_if(node.test, orelse, False)
            self.visit_stmts(node.body)
            if not self.ends_with_jump():
                self.asm.emit_jump(op.JUMP_FORWARD, end)
            self.asm.mark(orelse)
            self.visit_stmts(node.orelse)
        else:
            self.jump_if(node.test, end, False)
            self.visit_stmts(node.body)
        self.asm.mark(end)

    def ends_with_jump(self):
        """True when the last instruction emitted ends the flow and no
        label points past it (a nested block's end label would)."""
        last = self.asm.last_op()
        if not (last == op.RETURN_VALUE or last == op.RETURN_CONST or
                last == op.RAISE_VARARGS or last == op.RERAISE):
            return False
        return not self.asm.label_at_end()

    def visit_stmts(self, body):
        for stmt in body:
            stmt.accept(self)

    def visit_While(self, node):
        self.set_lineno(node)
        top = Label()
        orelse = Label()
        end = Label()
        self.emit(op.NOP)
        self.asm.mark(top)
        if not is_constant_true(node.test):
            self.jump_if(node.test, orelse, False)
        self.fblocks.append(FBlock(WHILE_LOOP, top, end))
        self.visit_stmts(node.body)
        self.fblocks.pop()
        self.set_lineno(node)
        self.asm.emit_jump(op.JUMP_BACKWARD, top)
        self.asm.mark(orelse)
        self.visit_stmts(node.orelse)
        self.asm.mark(end)

    def visit_For(self, node):
        self.set_lineno(node)
        top = Label()
        exhausted = Label()
        end = Label()
        self.iterable(node.iter)
        self.emit(op.GET_ITER)
        self.asm.mark(top)
        self.asm.emit_jump(op.FOR_ITER, exhausted)
        self.store_target(node.target)
        self.fblocks.append(FBlock(FOR_LOOP, top, end))
        self.visit_stmts(node.body)
        self.fblocks.pop()
        self.set_lineno(node)
        self.asm.emit_jump(op.JUMP_BACKWARD, top)
        self.asm.mark(exhausted)
        self.visit_stmts(node.orelse)
        self.asm.mark(end)

    def visit_Try(self, node):
        self.set_lineno(node)
        if node.finalbody:
            self.try_finally(node)
        else:
            self.try_except(node)

    visit_TryStar = visit_Try

    def emit_cleanup(self, label):
        """Handler that restores the previously handled exception and
        re-raises: stack is prev_exc, exc."""
        self.asm.mark(label)
        self.emit(op.SWAP, 2)
        self.emit(op.POP_EXCEPT)
        self.emit(op.RERAISE, 1)    # (the frame reports where it raised)

    def try_finally(self, node):
        end = Label()
        exc = Label()
        cleanup = Label()
        h = self.asm.push_handler(exc)
        self.fblocks.append(FBlock(FINALLY_TRY, None, None, h,
                                   node.finalbody))
        if node.handlers:
            self.try_except(node)
        else:
            self.visit_stmts(node.body)
        self.fblocks.pop()
        self.asm.pop_handler()
        self.visit_stmts(node.finalbody)
        self.asm.emit_jump(op.JUMP_FORWARD, end)
        # exceptional path: run the finally body, then re-raise
        self.asm.mark(exc)
        self.emit(op.PUSH_EXC_INFO)
        hc = self.asm.push_handler(cleanup)
        hc_adjust(hc)
        self.fblocks.append(FBlock(FINALLY_END, None, None, hc))
        self.visit_stmts(node.finalbody)
        self.fblocks.pop()
        self.emit(op.RERAISE, 0)
        self.asm.pop_handler()
        self.emit_cleanup(cleanup)
        self.asm.mark(end)

    def try_body_and_handler_entry(self, node, handler_label, cleanup, end):
        """What try/except and try/except* share: the protected body, the
        else clause and the jump to `end`, then the handler's entry (stack:
        exc) with PUSH_EXC_INFO and the cleanup handler pushed."""
        h = self.asm.push_handler(handler_label)
        self.fblocks.append(FBlock(TRY_EXCEPT, None, None, h))
        self.visit_stmts(node.body)
        self.fblocks.pop()
        self.asm.pop_handler()
        self.emit(op.NOP)
        self.visit_stmts(node.orelse)
        self.asm.emit_jump(op.JUMP_FORWARD, end)
        self.asm.mark(handler_label)
        self.emit(op.PUSH_EXC_INFO)
        hc = self.asm.push_handler(cleanup)
        hc_adjust(hc)
        return hc

    def try_except(self, node):
        if isinstance(node, A.TryStar):
            self.try_except_star(node)
            return
        end = Label()
        handler_label = Label()
        cleanup = Label()
        hc = self.try_body_and_handler_entry(node, handler_label, cleanup, end)
        for k in range(len(node.handlers)):
            eh = node.handlers[k]
            self.set_lineno(eh)
            next_handler = Label()
            if eh.type is None:
                if k != len(node.handlers) - 1:
                    self.error("default 'except:' must be last", eh)
            else:
                eh.type.accept(self)
                self.emit(op.CHECK_EXC_MATCH)
                self.asm.emit_jump(op.POP_JUMP_IF_FALSE, next_handler)
            if eh.name is not None:
                self.name_op(eh.name, A.STORE)
                name_cleanup = Label()
                hn = self.asm.push_handler(name_cleanup)
                self.fblocks.append(FBlock(HANDLER_CLEANUP, None, None, hc,
                                           None, eh.name))
                self.visit_stmts(eh.body)
                self.fblocks.pop()
                self.asm.pop_handler()
                self.emit(op.POP_EXCEPT)
                self.unbind_name(eh.name)
                self.asm.emit_jump(op.JUMP_FORWARD, end)
                # the body raised: unbind the name, re-raise to cleanup
                self.asm.mark(name_cleanup)
                self.unbind_name(eh.name)
                self.emit(op.RERAISE, 1)
            else:
                self.emit(op.POP_TOP)
                self.fblocks.append(FBlock(HANDLER_CLEANUP, None, None, hc))
                self.visit_stmts(eh.body)
                self.fblocks.pop()
                self.emit(op.POP_EXCEPT)
                self.asm.emit_jump(op.JUMP_FORWARD, end)
            self.asm.mark(next_handler)
        # no handler matched: at the last `except` line (CPython gives it
        # the line of the jump that leads there)
        self.set_lineno(node.handlers[len(node.handlers) - 1])
        self.emit(op.RERAISE, 0)
        self.asm.pop_handler()
        self.emit_cleanup(cleanup)
        self.asm.mark(end)

    def visit_With(self, node):
        self.set_lineno(node)
        self.with_items(node, 0)

    def with_items(self, node, k):
        item = node.items[k]
        end = Label()
        exc = Label()
        cleanup = Label()
        suppress = Label()
        is_async = isinstance(node, A.AsyncWith)
        item.context_expr.accept(self)
        if is_async:
            self.emit(op.BEFORE_ASYNC_WITH)
            self.emit_await(1)
        else:
            self.emit(op.BEFORE_WITH)
        h = self.asm.push_handler(exc)
        hc_adjust(h)
        if item.optional_vars is not None:
            self.store_target(item.optional_vars)
        else:
            self.emit(op.POP_TOP)
        self.fblocks.append(FBlock(ASYNC_WITH if is_async else WITH, None,
                                   None, h))
        if k + 1 < len(node.items):
            self.with_items(node, k + 1)
        else:
            self.visit_stmts(node.body)
        self.fblocks.pop()
        self.asm.pop_handler()
        self.set_lineno(node)
        self.call_exit_none(is_async)
        self.asm.emit_jump(op.JUMP_FORWARD, end)
        # exceptional exit: stack is exit, exc
        self.asm.mark(exc)
        self.emit(op.PUSH_EXC_INFO)
        hc = self.asm.push_handler(cleanup)
        hc_adjust(hc)
        self.emit(op.WITH_EXCEPT_START)
        if is_async:
            self.emit_await(2)
        self.asm.emit_jump(op.POP_JUMP_IF_TRUE, suppress)
        self.emit(op.RERAISE, 2)
        self.asm.mark(suppress)
        self.asm.pop_handler()
        self.emit(op.POP_TOP)
        self.emit(op.POP_EXCEPT)
        self.emit(op.POP_TOP)
        self.asm.emit_jump(op.JUMP_FORWARD, end)
        self.emit_cleanup(cleanup)
        self.asm.mark(end)

    # --- definitions ---
    def visit_FunctionDef(self, node):
        self.set_lineno(node)
        for d in node.decorators:
            d.accept(self)
            self.emit(op.PUSH_NULL)
        self.make_function(node, node.name, node.args, node.body, False)
        for d in node.decorators:
            self.emit(op.CALL, 1)
        self.name_op(node.name, A.STORE)

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_ClassDef(self, node):
        self.set_lineno(node)
        for d in node.decorators:
            d.accept(self)
            self.emit(op.PUSH_NULL)
        self.emit(op.LOAD_BUILD_CLASS)
        self.emit(op.PUSH_NULL)
        scope = self.builder.scopes[node]
        cg = self.child_codegen(scope, node.name, node.lineno)
        cg.private = node.name
        cg.name_op("__name__", A.LOAD)
        cg.name_op("__module__", A.STORE)
        cg.emit(op.LOAD_CONST, cg.add_const(None, wrap_str(cg.qualname)))
        cg.name_op("__qualname__", A.STORE)
        # only a docstring goes into the namespace; type_new gives the
        # others __doc__ None (after __slots__, which may name __doc__)
        w_doc = self.docstring(node.body[0]) if node.body else None
        if w_doc is not None:
            cg.emit(op.LOAD_CONST, cg.add_const(None, w_doc))
            cg.name_op("__doc__", A.STORE)
        cg.compile_body(node.body, False)
        if scope.needs_class_cell:
            cg.emit(op.LOAD_CLOSURE, cg.deref_index("__class__"))
            cg.emit(op.RETURN_VALUE)
        code = cg.make_code(0, 0, 0, 0)
        self.emit_make_function(code, scope, 0)
        self.emit(op.LOAD_CONST, self.add_const(None, wrap_str(node.name)))
        simple = not self.has_starred(node.bases)
        for kw in node.keywords:
            if kw.arg is None:
                simple = False
        if not simple:
            # class C(*bases, **kw): the arguments as CALL_FUNCTION_EX's
            # tuple (function, name, bases...) and dict, as a call's
            self.emit(op.BUILD_LIST, 2)
            for b in node.bases:
                if isinstance(b, A.Starred):
                    b.value.accept(self)
                    self.emit(op.LIST_EXTEND, 1)
                else:
                    b.accept(self)
                    self.emit(op.LIST_APPEND, 1)
            self.emit(op.LIST_TO_TUPLE)
            if node.keywords:
                self.emit_ex_keywords(node.keywords)
            self.emit(op.CALL_FUNCTION_EX, 1 if node.keywords else 0)
            for d in node.decorators:
                self.emit(op.CALL, 1)
            self.name_op(node.name, A.STORE)
            return
        n = 2
        for b in node.bases:
            b.accept(self)
            n += 1
        names = []
        for kw in node.keywords:
            kw.value.accept(self)
            names.append(kw.arg)
            n += 1
        if names:
            self.emit_kw_names(names)
        self.emit(op.CALL, n)
        for d in node.decorators:
            self.emit(op.CALL, 1)
        self.name_op(node.name, A.STORE)

    def child_codegen(self, scope, name, lineno):
        if self.scope.kind == S.MODULE:
            qualname = name
        elif self.scope.lookup(self.mangle(name)) == S.GLOBAL_EXPLICIT:
            qualname = name     # `global name` in the enclosing scope
        elif self.scope.kind == S.CLASS:
            qualname = self.qualname + "." + name
        else:
            qualname = self.qualname + ".<locals>." + name
        cg = CodeGen(self.builder, scope, self.filename, name, qualname,
                     lineno, self.source_lines)
        cg.private = self.private
        return cg

    def make_function(self, node, name, args, body, is_lambda):
        """Pushes a new function object for a def or lambda."""
        flags = 0
        if args.defaults:
            for d in args.defaults:
                d.accept(self)
            self.emit(op.BUILD_TUPLE, len(args.defaults))
            flags |= 1
        kw_names = []
        for i in range(len(args.kwonlyargs)):
            d = args.kw_defaults[i]
            if d is not None:
                self.emit(op.LOAD_CONST, self.add_const(
                    None, wrap_str(self.mangle(args.kwonlyargs[i].arg))))
                d.accept(self)
                kw_names.append(args.kwonlyargs[i].arg)
        if kw_names:
            self.emit(op.BUILD_MAP, len(kw_names))
            flags |= 2
        if not is_lambda:
            assert isinstance(node, A.FunctionDef)
            annotated = S.annotated_args(args)
            for a in annotated:
                self.emit(op.LOAD_CONST, self.add_const(
                    None, wrap_str(self.mangle(a.arg))))
                self.annotation_value(a.annotation)
            n = len(annotated)
            if node.returns is not None:
                self.emit(op.LOAD_CONST, self.add_const(None,
                                                        wrap_str("return")))
                self.annotation_value(node.returns)
                n += 1
            if n > 0:
                self.emit(op.BUILD_MAP, n)      # __annotations__
                flags |= 4
        scope = self.builder.scopes[node]
        cg = self.child_codegen(scope, name, node.lineno)
        if is_lambda:
            cg.compile_body([], False)
            assert isinstance(node, A.Lambda)
            node.body.accept(cg)
            # a generator lambda returns its body's value too (3.8+:
            # `lambda: (yield 1)` gives StopIteration(sent value))
            cg.emit(op.RETURN_VALUE)
        else:
            cg.compile_body(body, False)
        cflags = CO_NESTED
        if args.vararg is not None:
            cflags |= CO_VARARGS
        if args.kwarg is not None:
            cflags |= CO_VARKEYWORDS
        code = cg.make_code(len(args.args), args.posonly, len(args.kwonlyargs),
                            cflags)
        if not is_lambda and body:
            code.w_doc = self.docstring(body[0])     # __doc__
        self.emit_make_function(code, scope, flags)

    def emit_make_function(self, code, scope, flags):
        if scope.freevars:
            for name in scope.freevars:
                self.emit(op.LOAD_CLOSURE, self.deref_index(name))
            self.emit(op.BUILD_TUPLE, len(scope.freevars))
            flags |= 8
        self.emit(op.LOAD_CONST, self.add_const(None, code))
        self.emit(op.MAKE_FUNCTION, flags)

    # --- imports ---
    def visit_Import(self, node):
        self.set_lineno(node)
        for alias in node.names:
            self.emit(op.LOAD_CONST, self.add_const(None, wrap_int(0)))
            self.emit(op.LOAD_CONST, self.add_const("None", W_None))
            self.emit(op.IMPORT_NAME, self.add_name(alias.name))
            if alias.asname is not None:
                parts = alias.name.split(".")
                for i in range(1, len(parts)):
                    self.emit(op.IMPORT_FROM, self.add_name(parts[i]))
                    self.emit(op.SWAP, 2)
                    self.emit(op.POP_TOP)
                self.name_op(alias.asname, A.STORE)
            else:
                first = alias.name.split(".")[0]
                self.name_op(first, A.STORE)

    def visit_ImportFrom(self, node):
        self.set_lineno(node)
        if is_future_import(node) and not node.is_future:
            self.error("from __future__ imports must occur at the beginning "
                       "of the file", node)
        from objspace.tupleobject import newtuple
        names_w = [wrap_str(a.name) for a in node.names]
        self.emit(op.LOAD_CONST, self.add_const(None, wrap_int(node.level)))
        self.emit(op.LOAD_CONST, self.add_const(None, newtuple(names_w)))
        modname = node.module if node.module is not None else ""
        self.emit(op.IMPORT_NAME, self.add_name(modname))
        if len(node.names) == 1 and node.names[0].name == "*":
            if self.scope.kind != S.MODULE:
                self.error("import * only allowed at module level", node)
            self.emit(op.IMPORT_STAR)
            return
        for alias in node.names:
            self.emit(op.IMPORT_FROM, self.add_name(alias.name))
            store = alias.asname if alias.asname is not None else alias.name
            self.name_op(store, A.STORE)
        self.emit(op.POP_TOP)


expressions_at_their_lines(CodeGen)


def hc_adjust(handler):
    """Handlers set up after a value that the handler does not keep (the
    exception in PUSH_EXC_INFO's pair, the enter result of a with) unwind
    to one below the setup depth."""
    handler.adjust = -1


def is_constant_true(node):
    return isinstance(node, A.NameConst) and node.kind == A.CONST_TRUE


def docstring_of(stmt):
    """The docstring a body starting with stmt has, or None."""
    if isinstance(stmt, A.ExprStmt):
        value = stmt.value
        if isinstance(value, A.StrConst):
            return wrap_str(value.value)
    return None


def wrap_str(s):
    from objspace.strobject import newstr
    return newstr(s)


def wrap_int(i):
    from objspace.intobject import newint
    return newint(i)
