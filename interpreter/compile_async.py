"""Coroutine syntax: `await`, `async for`, `async with` and the loops of
async comprehensions, shaped like CPython 3.12's bytecode. A mixin of
compiler.CodeGen (which provides emit, the assembler and the fblocks).

An await is `GET_AWAITABLE where; LOAD_CONST None; SEND; YIELD_VALUE;
JUMP_BACKWARD` (the `yield from` loop): the coroutine's frame yields
whatever the awaited iterator yields, up to the driver of the outermost
coroutine, and resumes it with what the driver sends."""

from annotator_rules import opcodes as op
from interpreter import symtable as S
from interpreter.assembler import Label
from objspace.noneobject import W_None

# CALL_INTRINSIC_1's oparg: wrap a value an async generator yields, so its
# __anext__ awaitable tells it from values an inner await passes through
INTRINSIC_ASYNC_GEN_WRAP = 1


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

    def visit_Await(self, node):
        if self.scope.kind != S.FUNCTION:
            self.error("'await' outside function", node)
        if not self.scope.is_coroutine:
            self.error("'await' outside async function", node)
        node.value.accept(self)
        self.emit_await(0)

    def check_async_stmt(self, node, what):
        if not (self.scope.kind == S.FUNCTION and self.scope.is_coroutine
                and not self.scope.is_comprehension):
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
        from interpreter.compiler import FBlock, FOR_LOOP
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
