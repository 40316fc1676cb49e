"""Coroutine syntax: `await`, `async for`, `async with` and the loops of
async comprehensions, and try/except* (PEP 654), shaped like CPython
3.12's bytecode. A mixin of compiler.CodeGen (which provides emit, the
assembler and the fblocks).

An await is `GET_AWAITABLE where; LOAD_CONST None; SEND; YIELD_VALUE;
JUMP_BACKWARD` (the `yield from` loop): the coroutine's frame yields
whatever the awaited iterator yields, up to the driver of the outermost
coroutine, and resumes it with what the driver sends."""

from annotator_rules import opcodes as op
from interpreter.frontend import astnodes as A
from interpreter.frontend import symtable as S
from interpreter.frontend.assembler import Label
from objspace.noneobject import W_None

# CALL_INTRINSIC_1's oparg: wrap a value an async generator yields, so its
# __anext__ awaitable tells it from values an inner await passes through
INTRINSIC_ASYNC_GEN_WRAP = 1
# CALL_INTRINSIC_2's oparg: (original exception, list of what the except*
# clauses left or raised) -> what the try raises, or None
INTRINSIC_PREP_RERAISE_STAR = 1


class AsyncMixin(object):
    _mixin_ = True

    def emit_await(self, where):
        self.emit(op.GET_AWAITABLE, where)
        self.emit(op.LOAD_CONST, self.add_const("None", W_None))
        top = Label()
        end = Label()
        self.asm.mark(top)
        self.asm.emit_jump(op.SEND, end)
        self.emit(op.YIELD_VALUE)
        self.asm.emit_jump(op.JUMP_BACKWARD, top)
        self.asm.mark(end)

    def top_level_await(self):
        """A module's code compiled with PyCF_ALLOW_TOP_LEVEL_AWAIT."""
        return self.scope.kind == S.MODULE and self.scope.is_coroutine

    def visit_Await(self, node):
        if self.scope.kind != S.FUNCTION and not self.top_level_await():
            self.error("'await' outside function", node)
        if not self.scope.is_coroutine:
            self.error("'await' outside async function", node)
        node.value.accept(self)
        self.emit_await(0)

    def check_async_stmt(self, node, what):
        if not (self.scope.kind == S.FUNCTION and self.scope.is_coroutine
                and not self.scope.is_comprehension) and \
                not self.top_level_await():
            self.error("'%s' outside async function" % what, node)

    def async_next(self, exhausted):
        """At the head of an async loop (the async iterator on the stack):
        awaits its __anext__(); StopAsyncIteration goes to `exhausted`,
        which must start with END_ASYNC_FOR."""
        self.asm.push_handler(exhausted)
        self.emit(op.GET_ANEXT)
        self.emit_await(0)
        self.asm.pop_handler()

    def visit_AsyncFor(self, node):
        from interpreter.frontend.compiler import FBlock, FOR_LOOP
        self.check_async_stmt(node, "async for")
        self.set_lineno(node)
        top = Label()
        exhausted = Label()
        end = Label()
        node.iter.accept(self)
        self.emit(op.GET_AITER)
        self.asm.mark(top)
        self.async_next(exhausted)
        self.store_target(node.target)
        self.fblocks.append(FBlock(FOR_LOOP, top, end))
        self.visit_stmts(node.body)
        self.fblocks.pop()
        self.set_lineno(node)
        self.asm.emit_jump(op.JUMP_BACKWARD, top)
        self.asm.mark(exhausted)
        self.emit(op.END_ASYNC_FOR)
        self.visit_stmts(node.orelse)
        self.asm.mark(end)

    def visit_AsyncWith(self, node):
        self.check_async_stmt(node, "async with")
        self.set_lineno(node)
        self.with_items(node, 0)

    def check_async_comprehension(self, scope, is_genexp, node):
        """Called by the enclosing scope before compiling a comprehension:
        one that must be awaited needs an async function around it."""
        if not scope.is_coroutine or self.scope.is_coroutine or is_genexp:
            return      # an async generator expression: fine anywhere
        self.error("asynchronous comprehension outside of an asynchronous "
                   "function", node)

    # --- try/except* ---
    def error_in_except_star(self, node):
        self.error("'break', 'continue' and 'return' cannot appear in an "
                   "except* block", node)

    def try_except_star(self, node):
        """The handler keeps `prev, orig, raised, rest` on the stack: each
        clause splits `rest` (CHECK_EG_MATCH) and runs on the part that
        matched; what a clause raises is appended to `raised`; at the end
        the unhandled rest joins them and PREP_RERAISE_STAR decides what,
        if anything, leaves the try."""
        from interpreter.frontend.compiler import FBlock, EXCEPT_STAR
        end = Label()
        handler_label = Label()
        cleanup = Label()
        reraise = Label()
        self.try_body_and_handler_entry(node, handler_label, cleanup, end)
        self.emit(op.COPY, 1)
        self.emit(op.BUILD_LIST, 0)
        self.emit(op.SWAP, 2)
        for eh in node.handlers:
            self.set_lineno(eh)
            next_handler = Label()
            no_match = Label()
            raised = Label()
            eh.type.accept(self)
            self.emit(op.CHECK_EG_MATCH)
            self.emit(op.COPY, 1)
            self.asm.emit_jump(op.POP_JUMP_IF_NONE, no_match)
            if eh.name is not None:
                self.name_op(eh.name, A.STORE)
            else:
                self.emit(op.POP_TOP)
            self.asm.push_handler(raised)
            self.fblocks.append(FBlock(EXCEPT_STAR, None, None))
            self.visit_stmts(eh.body)
            self.fblocks.pop()
            self.asm.pop_handler()
            if eh.name is not None:
                self.unbind_name(eh.name)
            self.asm.emit_jump(op.JUMP_FORWARD, next_handler)
            self.asm.mark(raised)
            if eh.name is not None:
                self.unbind_name(eh.name)
            self.emit(op.LIST_APPEND, 2)     # raised, under rest
            self.asm.emit_jump(op.JUMP_FORWARD, next_handler)
            self.asm.mark(no_match)
            self.emit(op.POP_TOP)
            self.asm.mark(next_handler)
        self.asm.pop_handler()
        self.emit(op.LIST_APPEND, 1)
        self.emit(op.CALL_INTRINSIC_2, INTRINSIC_PREP_RERAISE_STAR)
        self.emit(op.COPY, 1)
        self.asm.emit_jump(op.POP_JUMP_IF_NOT_NONE, reraise)
        self.emit(op.POP_TOP)
        self.emit(op.POP_EXCEPT)
        self.asm.emit_jump(op.JUMP_FORWARD, end)
        self.asm.mark(reraise)
        self.emit(op.SWAP, 2)
        self.emit(op.POP_EXCEPT)
        self.emit(op.RERAISE, 0)
        self.emit_cleanup(cleanup)
        self.asm.mark(end)
