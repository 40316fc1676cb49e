"""Expressions, assignment targets and conditional jumps; a base class of
compiler.CodeGen, which provides emit/name_op/add_const and the tables."""

from rpython.rlib.rbigint import rbigint

from annotator_rules import opcodes as op
from interpreter.frontend import astnodes as A
from interpreter.frontend import symtable as S
from interpreter.frontend.assembler import Label
from objspace.noneobject import W_None, W_Ellipsis
from objspace.intobject import W_True, W_False, newlong
from objspace.floatobject import newfloat, float_repr
from objspace.strobject import newstr, const_str
from objspace.tupleobject import newtuple
from objspace.exceptions import oefmt, w_RecursionError
from interpreter.frontend.compile_async import INTRINSIC_ASYNC_GEN_WRAP
from interpreter.frontend import folding

MAX_BINOP_NESTING = 2998
# is, is not, in, not in: the test `not` of it is
INVERTED_TEST = [A.ISNOT, A.IS, A.NOTIN, A.IN]


class ExprCompiler(A.ASTVisitor):

    def default_visit(self, node):
        self.error("unsupported syntax", node)

    # --- constants ---
    def visit_IntConst(self, node):
        key = "i%d:%s" % (node.base, node.digits)
        big = rbigint.fromstr(node.digits, node.base)
        self.emit(op.LOAD_CONST, self.add_const(key, newlong(big)))

    def visit_FloatConst(self, node):
        key = "f:" + float_repr(node.value)
        self.emit(op.LOAD_CONST, self.add_const(key, newfloat(node.value)))

    def visit_ImagConst(self, node):
        from objspace.complexobject import newcomplex
        key = "j:" + float_repr(node.value)
        self.emit(op.LOAD_CONST, self.add_const(key,
                                                newcomplex(0.0, node.value)))

    def visit_StrConst(self, node):
        self.emit(op.LOAD_CONST, self.add_const("s:" + node.value,
                                                const_str(node.value)))

    def visit_BytesConst(self, node):
        from objspace.bytesobject import W_Bytes
        self.emit(op.LOAD_CONST, self.add_const("b:" + node.value,
                                                W_Bytes(node.value)))

    def visit_WConst(self, node):
        self.emit(op.LOAD_CONST, self.add_const(None, node.w_value))

    def visit_NameConst(self, node):
        k = node.kind
        if k == A.CONST_NONE:
            self.emit(op.LOAD_CONST, self.add_const("None", W_None))
        elif k == A.CONST_TRUE:
            self.emit(op.LOAD_CONST, self.add_const("True", W_True))
        elif k == A.CONST_FALSE:
            self.emit(op.LOAD_CONST, self.add_const("False", W_False))
        else:
            self.emit(op.LOAD_CONST, self.add_const("...", W_Ellipsis))

    def fold(self, node, budget=-1):
        """Emits the constant `node` folds to (frontend/folding.py); False
        when it is not one. `budget`: the operator nesting left."""
        w_value = folding.constant_of(node, self.builder.optimize, budget)
        if w_value is None:
            return False
        self.emit(op.LOAD_CONST, self.add_const(folding.const_key(w_value),
                                                w_value))
        return True

    def iterable(self, node):
        """The iterable of a `for` or of a comprehension, or the container
        of `in`: a list display is built as a tuple (a constant one when
        its items are constants) and a set display of constants is a
        constant frozenset, as CPython's optimiser makes them."""
        if isinstance(node, A.List) and not self.has_starred(node.elts):
            w_value = folding.tuple_of(node.elts, self.builder.optimize)
            if w_value is None:
                self.build_sequence(node.elts, op.BUILD_TUPLE, 0, 0)
                return
        elif isinstance(node, A.Set) and not self.has_starred(node.elts):
            w_value = folding.frozenset_of(node.elts, self.builder.optimize)
            if w_value is None:
                node.accept(self)
                return
        else:
            node.accept(self)
            return
        self.emit(op.LOAD_CONST, self.add_const(folding.const_key(w_value),
                                                w_value))

    def load_str_const(self, s):
        self.emit(op.LOAD_CONST, self.add_const("s:" + s, const_str(s)))

    # --- names, attributes, subscripts ---
    def visit_Name(self, node):
        if node.id == "__debug__" and node.ctx == A.LOAD:
            # a constant, as CPython's compiler makes it: False under -O
            if self.builder.optimize > 0:
                self.emit(op.LOAD_CONST, self.add_const("False", W_False))
            else:
                self.emit(op.LOAD_CONST, self.add_const("True", W_True))
            return
        self.name_op(node.id, node.ctx)

    def visit_Attribute(self, node):
        node.value.accept(self)
        self.set_attr_line(node)
        self.emit(op.LOAD_ATTR, self.attr_index(node.attr) << 1)

    def set_attr_line(self, node):
        """An attribute's load (and a method call's load and call) are on
        the line of the attribute's name, the node's last line, as CPython
        3.11's update_start_location_to_match_attr puts them (`(d` /
        `.upper())` fails on the second line)."""
        if node.end_lineno > 0:
            self.asm.lineno = node.end_lineno

    def visit_Subscript(self, node):
        self.check_subscript(node)
        if node.ctx == A.LOAD and self.fold(node):
            return
        node.value.accept(self)
        if self.is_two_part_slice(node.slice):
            self.slice_parts(node.slice)
            self.emit(op.BINARY_SLICE)
        else:
            node.slice.accept(self)
            self.emit(op.BINARY_SUBSCR)

    def is_two_part_slice(self, node):
        return isinstance(node, A.Slice) and node.step is None

    def slice_parts(self, node):
        assert isinstance(node, A.Slice)
        self.load_opt(node.lower)
        self.load_opt(node.upper)

    def load_opt(self, node):
        if node is None:
            self.emit(op.LOAD_CONST, self.add_const("None", W_None))
        else:
            node.accept(self)

    def visit_Slice(self, node):
        self.load_opt(node.lower)
        self.load_opt(node.upper)
        if node.step is not None:
            node.step.accept(self)
            self.emit(op.BUILD_SLICE, 3)
        else:
            self.emit(op.BUILD_SLICE, 2)

    def visit_Starred(self, node):
        self.error("can't use starred expression here", node)

    # --- assignment targets ---
    def store_target(self, t):
        if isinstance(t, A.Name):
            self.name_op(t.id, A.STORE)
        elif isinstance(t, A.Attribute):
            t.value.accept(self)
            self.emit(op.STORE_ATTR, self.attr_index(t.attr))
        elif isinstance(t, A.Subscript):
            if self.is_two_part_slice(t.slice):
                t.value.accept(self)
                self.slice_parts(t.slice)
                self.emit(op.STORE_SLICE)
            else:
                t.value.accept(self)
                t.slice.accept(self)
                self.emit(op.STORE_SUBSCR)
        elif isinstance(t, A.Tuple):
            self.unpack_into(t.elts, t)
        elif isinstance(t, A.List):
            self.unpack_into(t.elts, t)
        elif isinstance(t, A.Starred):
            self.error("starred assignment target must be in a list or "
                       "tuple", t)
        else:
            self.error("cannot assign to %s" % describe(t), t)

    def unpack_into(self, elts, node):
        star = -1
        for i in range(len(elts)):
            if isinstance(elts[i], A.Starred):
                if star >= 0:
                    self.error("multiple starred expressions in assignment",
                               node)
                if i >= (1 << 8) or len(elts) - i - 1 >= (0x7fffffff >> 8):
                    # UNPACK_EX's argument holds 8 bits before the star
                    self.error("too many expressions in star-unpacking "
                               "assignment", node)
                star = i
        if star < 0:
            self.emit(op.UNPACK_SEQUENCE, len(elts))
        else:
            self.emit(op.UNPACK_EX, star | ((len(elts) - star - 1) << 8))
        for e in elts:
            if isinstance(e, A.Starred):
                self.store_target(e.value)
            else:
                self.store_target(e)

    # --- operators ---
    def visit_BinOp(self, node):
        # CPython 3.11 gives up on expressions nested 3000 deep (its limit
        # counts the module and the statement too); our own limit would be
        # wherever the C stack ends, which moves with the build
        self.binop_nesting += 1
        if self.binop_nesting > MAX_BINOP_NESTING:
            raise oefmt(w_RecursionError, "maximum recursion depth exceeded "
                        "during compilation")
        if self.fold(node, MAX_BINOP_NESTING - self.binop_nesting + 1):
            self.binop_nesting -= 1
            return
        node.left.accept(self)
        node.right.accept(self)
        self.binop_nesting -= 1
        self.set_lineno(node)
        self.emit(op.BINARY_OP, node.op)

    def visit_UnaryOp(self, node):
        if self.fold(node):
            return
        k = node.op
        operand = node.operand
        if k == A.NOT and isinstance(operand, A.Compare) and \
                len(operand.ops) == 1 and operand.ops[0] >= A.IS:
            # `not a is b` is `a is not b`, `not a in b` `a not in b`
            # (CPython's optimiser): one instruction, the same bool
            self.check_compare(operand)
            operand.left.accept(self)
            self.comparator(operand.ops[0], operand.comparators[0])
            self.set_lineno(operand)
            self.emit_compare(INVERTED_TEST[operand.ops[0] - A.IS])
            return
        operand.accept(self)
        if k == A.NOT:
            self.emit(op.UNARY_NOT)
        elif k == A.USUB:
            self.emit(op.UNARY_NEGATIVE)
        elif k == A.UADD:
            self.emit(op.UNARY_POSITIVE)
        else:
            self.emit(op.UNARY_INVERT)

    def visit_BoolOp(self, node):
        end = Label()
        cond = node.op != A.AND     # the truth that ends the chain
        n = len(node.values)
        for i in range(n - 1):
            self.value_or_jump(node.values[i], end, cond)
        node.values[n - 1].accept(self)
        self.asm.mark(end)

    def value_or_jump(self, node, end, cond):
        """node's value kept and a jump to `end` when its truth is `cond`,
        else nothing kept (CPython's JUMP_IF_*_OR_POP). A BoolOp inside is
        laid out as CPython's jump threading leaves it, so each operand's
        truth is asked once: `(a and c) or b` tests a, then c, then gives
        b (a false: a test that pops, not a value tested twice)."""
        if isinstance(node, A.BoolOp):
            n = len(node.values)
            if (node.op != A.AND) == cond:      # `(a or b) or c`: flat
                for v in node.values:
                    self.value_or_jump(v, end, cond)
                return
            # `(a and b) or c`: a false ends the inner chain with a falsy
            # value, which the outer one drops: a test that pops
            done = Label()
            for i in range(n - 1):
                self.jump_if(node.values[i], done, not cond)
            self.value_or_jump(node.values[n - 1], end, cond)
            self.asm.mark(done)
            return
        node.accept(self)
        self.emit(op.COPY, 1)
        self.asm.emit_jump(op.POP_JUMP_IF_TRUE if cond
                           else op.POP_JUMP_IF_FALSE, end)
        self.emit(op.POP_TOP)

    def emit_compare(self, cmpop):
        if cmpop <= A.GE:
            self.emit(op.COMPARE_OP, cmpop << 4)
        elif cmpop == A.IS:
            self.emit(op.IS_OP, 0)
        elif cmpop == A.ISNOT:
            self.emit(op.IS_OP, 1)
        elif cmpop == A.IN:
            self.emit(op.CONTAINS_OP, 0)
        else:
            self.emit(op.CONTAINS_OP, 1)

    def comparator(self, cmpop, node):
        """The right operand of a comparison: of `in`, a list or set
        display is a tuple or a frozenset (self.iterable)."""
        if cmpop == A.IN or cmpop == A.NOTIN:
            self.iterable(node)
        else:
            node.accept(self)

    def visit_Compare(self, node):
        self.check_compare(node)
        node.left.accept(self)
        n = len(node.ops)
        if n == 1:
            self.comparator(node.ops[0], node.comparators[0])
            self.set_lineno(node)
            self.emit_compare(node.ops[0])
            return
        cleanup = Label()
        end = Label()
        for i in range(n - 1):
            node.comparators[i].accept(self)
            self.emit(op.SWAP, 2)
            self.emit(op.COPY, 2)
            self.emit_compare(node.ops[i])
            self.emit(op.COPY, 1)
            self.asm.emit_jump(op.POP_JUMP_IF_FALSE, cleanup)
            self.emit(op.POP_TOP)
        self.comparator(node.ops[n - 1], node.comparators[n - 1])
        self.emit_compare(node.ops[n - 1])
        self.asm.emit_jump(op.JUMP_FORWARD, end)
        self.asm.mark(cleanup)
        self.emit(op.SWAP, 2)
        self.emit(op.POP_TOP)
        self.asm.mark(end)

    def jump_if(self, node, label, cond):
        """Jumps to label when truth(node) == cond, else falls through."""
        if isinstance(node, A.UnaryOp) and node.op == A.NOT:
            self.jump_if(node.operand, label, not cond)
            return
        if isinstance(node, A.BoolOp):
            is_and = node.op == A.AND
            if is_and != cond:
                # all must fail (or) / any failing jumps (and)
                for v in node.values:
                    self.jump_if(v, label, cond)
            else:
                skip = Label()
                n = len(node.values)
                for i in range(n - 1):
                    self.jump_if(node.values[i], skip, not cond)
                self.jump_if(node.values[n - 1], label, cond)
                self.asm.mark(skip)
            return
        if isinstance(node, A.Compare) and len(node.ops) == 1 and \
                node.ops[0] == A.IS and isinstance(node.comparators[0],
                                                   A.NameConst) and \
                node.comparators[0].kind == A.CONST_NONE:
            node.left.accept(self)
            self.asm.emit_jump(op.POP_JUMP_IF_NONE if cond
                               else op.POP_JUMP_IF_NOT_NONE, label)
            return
        if isinstance(node, A.Compare) and len(node.ops) == 1 and \
                node.ops[0] == A.ISNOT and isinstance(node.comparators[0],
                                                      A.NameConst) and \
                node.comparators[0].kind == A.CONST_NONE:
            node.left.accept(self)
            self.asm.emit_jump(op.POP_JUMP_IF_NOT_NONE if cond
                               else op.POP_JUMP_IF_NONE, label)
            return
        if isinstance(node, A.Compare) and len(node.ops) > 1:
            self.jump_if_chain(node, label, cond)
            return
        node.accept(self)
        self.asm.emit_jump(op.POP_JUMP_IF_TRUE if cond
                           else op.POP_JUMP_IF_FALSE, label)

    def jump_if_chain(self, node, label, cond):
        """`a < b < c` tested (CPython 3.12's compiler_jump_if): each
        comparison but the last jumps to a cleanup that drops the kept
        operand, no bool is kept and tested again."""
        self.check_compare(node)
        node.left.accept(self)
        cleanup = Label()
        end = Label()
        n = len(node.ops)
        for i in range(n - 1):
            node.comparators[i].accept(self)
            self.emit(op.SWAP, 2)
            self.emit(op.COPY, 2)
            self.emit_compare(node.ops[i])
            self.asm.emit_jump(op.POP_JUMP_IF_FALSE, cleanup)
        self.comparator(node.ops[n - 1], node.comparators[n - 1])
        self.emit_compare(node.ops[n - 1])
        self.asm.emit_jump(op.POP_JUMP_IF_TRUE if cond
                           else op.POP_JUMP_IF_FALSE, label)
        self.asm.emit_jump(op.JUMP_FORWARD, end)
        self.asm.mark(cleanup)
        self.emit(op.POP_TOP)
        if not cond:
            self.asm.emit_jump(op.JUMP_FORWARD, label)
        self.asm.mark(end)

    def visit_IfExp(self, node):
        orelse = Label()
        end = Label()
        self.jump_if(node.test, orelse, False)
        node.body.accept(self)
        self.asm.emit_jump(op.JUMP_FORWARD, end)
        self.asm.mark(orelse)
        node.orelse.accept(self)
        self.asm.mark(end)

    def visit_NamedExpr(self, node):
        node.value.accept(self)
        self.emit(op.COPY, 1)
        self.store_target(node.target)

    # --- displays ---
    def has_starred(self, elts):
        for e in elts:
            if isinstance(e, A.Starred):
                return True
        return False

    def build_sequence(self, elts, build_op, extend_op, add_op):
        if not self.has_starred(elts):
            for e in elts:
                e.accept(self)
            self.emit(build_op, len(elts))
            return
        self.emit(build_op, 0)
        for e in elts:
            if isinstance(e, A.Starred):
                e.value.accept(self)
                self.emit(extend_op, 1)
            else:
                e.accept(self)
                self.emit(add_op, 1)

    def visit_List(self, node):
        if node.ctx != A.LOAD:
            self.store_target(node)
            return
        self.build_sequence(node.elts, op.BUILD_LIST, op.LIST_EXTEND,
                            op.LIST_APPEND)

    def visit_Tuple(self, node):
        if node.ctx != A.LOAD:
            self.store_target(node)
            return
        if self.has_starred(node.elts):
            self.build_sequence(node.elts, op.BUILD_LIST, op.LIST_EXTEND,
                                op.LIST_APPEND)
            self.emit(op.LIST_TO_TUPLE)
        elif not self.fold(node):
            self.build_sequence(node.elts, op.BUILD_TUPLE, 0, 0)

    def visit_Set(self, node):
        self.build_sequence(node.elts, op.BUILD_SET, op.SET_UPDATE,
                            op.SET_ADD)

    def visit_Dict(self, node):
        n = 0
        started = False
        for i in range(len(node.keys)):
            k = node.keys[i]
            if k is None:
                if not started:
                    self.emit(op.BUILD_MAP, n)
                    started = True
                elif n:
                    self.emit(op.BUILD_MAP, n)
                    self.emit(op.DICT_UPDATE, 1)
                n = 0
                node.values[i].accept(self)
                self.emit(op.DICT_UPDATE, 1)
            else:
                k.accept(self)
                node.values[i].accept(self)
                n += 1
        if not started:
            self.emit(op.BUILD_MAP, n)
        elif n:
            self.emit(op.BUILD_MAP, n)
            self.emit(op.DICT_UPDATE, 1)

    def visit_JoinedStr(self, node):
        if len(node.values) == 1 and isinstance(node.values[0], A.StrConst):
            node.values[0].accept(self)
            return
        for v in node.values:
            v.accept(self)
        self.emit(op.BUILD_STRING, len(node.values))

    def visit_FormattedValue(self, node):
        node.value.accept(self)
        flags = node.conversion + 1     # 0 none, 1 str, 2 repr, 3 ascii
        if node.format_spec is not None:
            node.format_spec.accept(self)
            flags |= 4
        self.emit(op.FORMAT_VALUE, flags)

    # --- calls ---
    def emit_kw_names(self, names):
        names_w = [newstr(n) for n in names]
        self.emit(op.KW_NAMES, self.add_const(None, newtuple(names_w)))

    def visit_Call(self, node):
        self.check_caller(node)
        simple = not self.has_starred(node.args)
        for kw in node.keywords:
            if kw.arg is None:
                simple = False
        func = node.func
        if simple and isinstance(func, A.Attribute):
            func.value.accept(self)
            self.set_attr_line(func)
            self.emit(op.LOAD_ATTR, (self.attr_index(func.attr) << 1) | 1)
        elif isinstance(func, A.Name) and self.scope.kind == S.FUNCTION \
                and self.is_global_name(func.id):
            self.emit(op.LOAD_GLOBAL, (self.add_name(func.id) << 1) | 1)
        else:
            func.accept(self)
            self.emit(op.PUSH_NULL)
        if simple:
            for a in node.args:
                a.accept(self)
            names = []
            for kw in node.keywords:
                kw.value.accept(self)
                names.append(kw.arg)
            if isinstance(func, A.Attribute):
                self.set_attr_line(func)
            else:
                self.set_lineno(node)
            if names:
                self.emit_kw_names(names)
            self.emit(op.CALL, len(node.args) + len(names))
            return
        self.build_sequence(node.args, op.BUILD_LIST, op.LIST_EXTEND,
                            op.LIST_APPEND)
        self.emit(op.LIST_TO_TUPLE)
        flags = 0
        if node.keywords:
            flags = 1
            self.emit_ex_keywords(node.keywords)
        self.set_lineno(node)
        self.emit(op.CALL_FUNCTION_EX, flags)

    def emit_ex_keywords(self, keywords):
        """The keyword arguments as one dict, for CALL_FUNCTION_EX."""
        self.emit(op.BUILD_MAP, 0)
        for kw in keywords:
            if kw.arg is None:
                kw.value.accept(self)
            else:
                self.load_str_const(kw.arg)
                kw.value.accept(self)
                self.emit(op.BUILD_MAP, 1)
            self.emit(op.DICT_MERGE, 1)

    def is_global_name(self, name):
        kind = self.scope.lookup(name)
        return kind == S.GLOBAL_IMPLICIT or kind == S.GLOBAL_EXPLICIT

    # --- functions, comprehensions, generators ---
    def visit_Lambda(self, node):
        self.make_function(node, "<lambda>", node.args, [], True)

    def visit_Yield(self, node):
        if self.scope.kind != S.FUNCTION:
            self.error("'yield' outside function", node)
        self.load_opt(node.value)
        self.emit_yield()

    def emit_yield(self):
        if self.scope.is_coroutine:     # an async generator
            self.emit(op.CALL_INTRINSIC_1, INTRINSIC_ASYNC_GEN_WRAP)
        self.emit(op.YIELD_VALUE)

    def visit_YieldFrom(self, node):
        if self.scope.kind != S.FUNCTION:
            self.error("'yield' outside function", node)
        if self.scope.is_coroutine:
            self.error("'yield from' inside async function", node)
        node.value.accept(self)
        self.emit(op.GET_YIELD_FROM_ITER)
        self.emit(op.LOAD_CONST, self.add_const("None", W_None))
        top = Label()
        end = Label()
        self.asm.mark(top)
        self.asm.emit_jump(op.SEND, end)
        self.emit(op.YIELD_VALUE)
        self.asm.emit_jump(op.JUMP_BACKWARD, top)
        self.asm.mark(end)

    def visit_ListComp(self, node):
        self.comprehension(node, "<listcomp>", node.generators, op.BUILD_LIST)

    def visit_SetComp(self, node):
        self.comprehension(node, "<setcomp>", node.generators, op.BUILD_SET)

    def visit_DictComp(self, node):
        self.comprehension(node, "<dictcomp>", node.generators, op.BUILD_MAP)

    def visit_GeneratorExp(self, node):
        self.comprehension(node, "<genexpr>", node.generators, -1)

    def comprehension(self, node, name, generators, build_op):
        scope = self.builder.scopes[node]
        self.check_async_comprehension(scope, build_op < 0, node)
        cg = self.child_codegen(scope, name, node.lineno)
        cg.asm.lineno = node.lineno
        cg.compile_body([], False)
        if build_op >= 0:
            cg.emit(build_op, 0)
        cg.emit(op.LOAD_FAST, 0)
        cg.comprehension_level(node, generators, 0, build_op)
        if build_op < 0:
            cg.emit(op.RETURN_CONST, cg.add_const("None", W_None))
        else:
            cg.emit(op.RETURN_VALUE)
        code = cg.make_code(1, 0, 0, 0)
        self.emit_make_function(code, scope, 0)
        self.emit(op.PUSH_NULL)
        self.iterable(generators[0].iter)
        self.emit(op.GET_AITER if generators[0].is_async else op.GET_ITER)
        self.emit(op.CALL, 1)
        if scope.is_coroutine and build_op >= 0:
            self.emit_await(0)

    def comprehension_level(self, node, generators, k, build_op):
        gen = generators[k]
        top = Label()
        skip = Label()
        exhausted = Label()
        if k > 0:
            self.iterable(gen.iter)
            self.emit(op.GET_AITER if gen.is_async else op.GET_ITER)
        self.asm.mark(top)
        if gen.is_async:
            self.async_next(exhausted)
        else:
            self.asm.emit_jump(op.FOR_ITER, exhausted)
        self.store_target(gen.target)
        for cond in gen.ifs:
            self.jump_if(cond, skip, False)
        if k + 1 < len(generators):
            self.comprehension_level(node, generators, k + 1, build_op)
        else:
            depth = len(generators) + 1
            if isinstance(node, A.ListComp):
                node.elt.accept(self)
                self.emit(op.LIST_APPEND, depth)
            elif isinstance(node, A.SetComp):
                node.elt.accept(self)
                self.emit(op.SET_ADD, depth)
            elif isinstance(node, A.DictComp):
                node.key.accept(self)
                node.value.accept(self)
                self.emit(op.MAP_ADD, depth)
            else:
                assert isinstance(node, A.GeneratorExp)
                node.elt.accept(self)
                self.emit_yield()
                self.emit(op.POP_TOP)
        self.asm.mark(skip)
        self.asm.emit_jump(op.JUMP_BACKWARD, top)
        self.asm.mark(exhausted)
        if gen.is_async:
            self.emit(op.END_ASYNC_FOR)


def describe(node):
    if isinstance(node, A.Call):
        return "function call"
    if isinstance(node, A.IntConst) or isinstance(node, A.FloatConst) or \
            isinstance(node, A.ImagConst) or \
            isinstance(node, A.StrConst) or isinstance(node, A.NameConst):
        return "literal"
    if isinstance(node, A.BinOp) or isinstance(node, A.UnaryOp):
        return "expression"
    if isinstance(node, A.Compare):
        return "comparison"
    if isinstance(node, A.Lambda):
        return "lambda"
    return "expression"


def expressions_at_their_lines(cls):
    """Each expression's instructions get the expression's own line, as
    CPython's compiler_visit_expr does: the line is set to the node's
    before its visit_* runs and set back after it, so the parent's own
    instructions keep the parent's line. (`x = (1 +` / `y)`: the load of y
    is on the second line, where its NameError is reported.) Applied to
    the final code generator class at import, to every visit_* of an
    expression node (mixins included); runs before translation."""
    for name in dir(A):
        node_cls = getattr(A, name)
        if not (isinstance(node_cls, type) and issubclass(node_cls, A.Expr)
                and node_cls is not A.Expr):
            continue
        meth_name = "visit_" + name
        meth = getattr(cls, meth_name, None)
        if meth is not None:
            setattr(cls, meth_name, _at_own_line(meth.im_func
                                                 if hasattr(meth, "im_func")
                                                 else meth))


def _at_own_line(visit):
    def visit_at_line(self, node):
        saved = self.asm.lineno
        self.set_lineno(node)
        result = visit(self, node)
        self.asm.lineno = saved
        return result
    visit_at_line.__name__ = visit.__name__
    return visit_at_line

