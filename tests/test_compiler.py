"""Compiler unit tests: the tier-0 bytecode of small programs, read back
through the disassembler (what `--dis` prints)."""

from annotator_rules import opcodes as op
from annotator_rules.opcodes import INSTRUCTIONS
from interpreter.runtime.main import compile_source
from interpreter.runtime.pycode import PyCode
from interpreter.runtime.dis import dis_code


def code_of(source, name=None):
    code = compile_source(source, "<test>")
    if name is None:
        return code
    for w_c in code.co_consts_w:
        if isinstance(w_c, PyCode) and w_c.co_name == name:
            return w_c
    raise KeyError(name)


def opnames(code):
    return [INSTRUCTIONS[code.co_code[2 * i]].name
            for i in range(code.n_tier0)]


def test_function_body():
    code = code_of("def f(a, b):\n    return a + b * 2\n", "f")
    assert opnames(code) == ["LOAD_FAST", "LOAD_FAST", "LOAD_CONST",
                             "BINARY_OP", "BINARY_OP", "RETURN_VALUE"]
    assert code.co_varnames == ["a", "b"]
    assert code.co_argcount == 2


def test_stack_size_of_nested_calls():
    code = code_of("def f(g, x):\n    return g(g(x, 1), g(x, 2))\n", "f")
    # callable + null + (callable + null + 2 args) for the innermost call
    assert code.co_stacksize == 7


def test_global_call_folds_null_into_load_global():
    code = code_of("def f(x):\n    return len(x)\n", "f")
    assert opnames(code)[:3] == ["LOAD_GLOBAL", "LOAD_FAST", "CALL"]
    assert code.co_code[1] & 1 == 1


def test_method_call_uses_load_attr_method_form():
    code = code_of("def f(xs):\n    xs.append(1)\n", "f")
    names = opnames(code)
    i = names.index("LOAD_ATTR")
    assert code.co_code[2 * i + 1] & 1 == 1
    assert names[i + 2] == "CALL"


def test_while_loop_jumps_backward():
    code = code_of("def f(n):\n    while n > 0:\n        n -= 1\n", "f")
    names = opnames(code)
    assert "JUMP_BACKWARD" in names
    assert "COMPARE_OP" in names and "POP_JUMP_IF_FALSE" in names


def test_for_loop_shape():
    code = code_of("def f(xs):\n    t = 0\n    for x in xs:\n"
                   "        t += x\n    return t\n", "f")
    names = opnames(code)
    i = names.index("GET_ITER")
    assert names[i + 1] == "FOR_ITER" and names[i + 2] == "STORE_FAST"


def test_try_except_exception_table():
    code = code_of("def f():\n    try:\n        g()\n"
                   "    except ValueError as e:\n        return e\n", "f")
    names = opnames(code)
    assert "PUSH_EXC_INFO" in names and "CHECK_EXC_MATCH" in names
    targets = [e.target for e in code.exception_table]
    assert names.index("PUSH_EXC_INFO") in targets
    # the body's entry unwinds to an empty stack
    assert code.exception_table[0].depth == 0


def test_closure_cells():
    code = code_of("def f():\n    x = 1\n    def g():\n        return x\n"
                   "    return g\n", "f")
    assert code.co_cellvars == ["x"]
    assert "MAKE_CELL" in opnames(code)
    g = [c for c in code.co_consts_w if isinstance(c, PyCode)][0]
    assert g.co_freevars == ["x"]
    assert opnames(g)[:2] == ["COPY_FREE_VARS", "LOAD_DEREF"]


def test_generator_starts_with_return_generator():
    code = code_of("def f():\n    yield 1\n", "f")
    assert opnames(code)[:2] == ["RETURN_GENERATOR", "POP_TOP"]


def test_dis_output_format():
    text = dis_code(code_of("x = 1\nprint(x)\n"))
    lines = text.splitlines()
    assert lines[0].split() == ["1", "0", "LOAD_CONST", "0", "(1)"]
    assert lines[1].split() == ["2", "STORE_NAME", "0", "(x)"]


def test_every_opcode_has_a_stack_effect():
    for instr in INSTRUCTIONS:
        for oparg in (0, 1, 2, 3, 9, 257):
            if instr.name in ("COPY", "SWAP", "LIST_APPEND", "SET_ADD",
                              "MAP_ADD", "LIST_EXTEND", "SET_UPDATE",
                              "DICT_UPDATE", "DICT_MERGE", "BUILD_SLICE") \
                    and oparg < 2:
                continue
            op.stack_effect(instr.opcode, oparg, False)
            op.stack_effect(instr.opcode, oparg, True)


ASYNC_ERRORS = [
    "await x", "def f(): await x", "class A: await x",
    "def f(): return [await x for x in y]",
    "def f(): return [x async for x in y]",
    "x = [z async for z in x]", "x = {await y: 1 for y in z}",
    "def f():\n  return [[z async for z in x] for x in y]",
    "async def f():\n  yield 1\n  return 2",
    "def f():\n  async for x in y: pass",
    "def f():\n  async with x: pass",
    "async with x: pass", "async for x in y: pass",
    "async def f():\n  yield from x",
    "lambda: await x", "async def f(): return lambda: await x",
    "async def f():\n  def g(): await x",
    "async def f():\n  class A:\n    await x",
]

ASYNC_ACCEPTED = [
    "def f(): return (x async for x in y)",
    "def f(): return (await x for x in y)",
    "x = (z async for z in x)",
    "async def f(): return [[await z for z in x] for x in y]",
    "async def f(): return [[z async for z in x] for x in y]",
    "async def f(): return (await x for x in y)",
    "async def f():\n  yield 1\n  return",
]


def _cpython_compile_errors(sources):
    import json
    import subprocess
    script = ("import json, sys\nout = []\n"
              "for src in json.load(sys.stdin):\n"
              "    try:\n"
              "        compile(src, 'x.py', 'exec')\n"
              "        out.append(None)\n"
              "    except SyntaxError as e:\n"
              "        out.append([e.msg, e.lineno])\n"
              "print(json.dumps(out))\n")
    p = subprocess.Popen(["python3", "-c", script], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE)
    out, _ = p.communicate(json.dumps(sources).encode("utf-8"))
    return json.loads(out.decode("utf-8"))


def test_async_syntax_errors_match_cpython():
    from interpreter.frontend.syntaxerror import PySyntaxError
    sources = ASYNC_ERRORS + ASYNC_ACCEPTED
    expected = _cpython_compile_errors(sources)
    failures = []
    for src, exp in zip(sources, expected):
        try:
            compile_source(src, "x.py")
            got = None
        except PySyntaxError as e:
            got = [e.msg, e.lineno]
        if got != exp:
            failures.append("%r: lbbv %r, CPython %r" % (src, got, exp))
    assert not failures, "\n".join(failures)
    assert expected[:len(ASYNC_ERRORS)].count(None) == 0


EXCEPT_STAR_ERRORS = [
    "for x in y:\n  try:\n    pass\n  except* E:\n    break",
    "def f():\n  try:\n    pass\n  except* E:\n    return 1",
    "for x in y:\n  try:\n    pass\n  except* E:\n    continue",
    "def f():\n  for x in y:\n    try:\n      pass\n    except* E:\n      "
    "for z in x:\n        return",
]

EXCEPT_STAR_ACCEPTED = [
    "try:\n  pass\nexcept* E:\n  for x in y:\n    break\n    continue",
    "def f():\n  try:\n    pass\n  except* E:\n    def g(): return 1",
    "def f():\n  try:\n    return 1\n  except* E:\n    pass",
]


def test_except_star_syntax_errors_match_cpython():
    from interpreter.frontend.syntaxerror import PySyntaxError
    sources = EXCEPT_STAR_ERRORS + EXCEPT_STAR_ACCEPTED
    expected = _cpython_compile_errors(sources)
    failures = []
    for src, exp in zip(sources, expected):
        try:
            compile_source(src, "x.py")
            got = None
        except PySyntaxError as e:
            got = [e.msg, e.lineno]
        if got != exp:
            failures.append("%r: lbbv %r, CPython %r" % (src, got, exp))
    assert not failures, "\n".join(failures)
    assert expected[:len(EXCEPT_STAR_ERRORS)].count(None) == 0


def test_fused_forms_match_the_instructions_they_replace():
    # annotator_rules.table checks at import every form declared with
    # `replaces` (its parts' composed effect, for each variant) or
    # `heads` (its fallback's effect); a form whose declared effect
    # disagrees with its parts is refused
    from annotator_rules.table import check_fused, check_head, TABLE, \
        variant
    fused = [i for i in INSTRUCTIONS if i.replaces is not None]
    heads = [i for i in INSTRUCTIONS if i.heads is not None]
    names = [i.name for i in fused]
    for name in ["BINARY_SUBSCR_FLOAT_LIST_KEEP", "RETURN_LOCAL",
                 "BINARY_OP_RAW_INT_OPERANDS", "BB_TEST_COMPARE",
                 "BINARY_OP_RAW_FLOAT_OPERANDS", "SUBSCR_AUGMENTED"]:
        assert name in names
    for instr in fused:
        check_fused(instr, instr.replaces)
    for instr in heads:
        check_head(instr, instr.heads)

    def refused(instr, parts, message):
        try:
            check_fused(instr, parts)
        except AssertionError as e:
            assert message in str(e), str(e)
        else:
            raise AssertionError("a wrong composition passed")
    read = TABLE.by_name["BINARY_SUBSCR_FLOAT_LIST"]
    refused(read, [("COPY", 2), ("BINARY_SUBSCR_FLOAT_LIST", None)],
            "declared 2 -- 1, its parts 2 -- 2")
    # a variant is checked at its own oparg: the OPERANDS form that
    # stores its result (bits 32-) pushes nothing, and says so
    operands = TABLE.by_name["BINARY_OP_RAW_FLOAT_OPERANDS"]
    assert operands.stack_effect(0, False) == 1
    assert operands.stack_effect(5 << 32, False) == 0
    refused(operands, [variant(1 << 32, ("LOAD_FAST_RAW_FLOAT", 0),
                               ("LOAD_FAST_RAW_FLOAT", 1),
                               ("BINARY_OP_ADD_RAW_FLOAT", 0))],
            "declared 0 -- 0, its parts 0 -- 1")
    # a head's fallback is its first part
    try:
        check_head(TABLE.by_name["LOAD_ATTR_AUGMENT_FLOAT"],
                   [("LOAD_ATTR_INSTANCE_LOCAL", 0)])
    except AssertionError as e:
        assert "declared 0 -- 2, its parts 0 -- 1" in str(e), str(e)
    else:
        raise AssertionError("a wrong head passed")


def _consts(code):
    from objspace.reprs import repr_w
    return [repr_w(w) for w in code.co_consts_w if not isinstance(w, PyCode)]


def test_constant_folding():
    # frontend/folding.py, as CPython's AST optimiser: operators on
    # constants are their value, a tuple of constants is one constant
    code = code_of("def f(x):\n    return x * (2 * 3) + -1, (1, (2, 'a')),"
                   " 'ab' * 2, not 0\n", "f")
    names = opnames(code)
    assert "UNARY_NEGATIVE" not in names and "UNARY_NOT" not in names
    assert names.count("BINARY_OP") == 2      # x * 6, then + -1
    assert names.count("BUILD_TUPLE") == 1    # the returned tuple only
    consts = _consts(code)
    for value in ["6", "-1", "(1, (2, 'a'))", "'abab'", "True"]:
        assert value in consts, (value, consts)
    # equal constants are one constant of the code (CPython's identity)
    code = code_of("def f(x):\n    a = (1, 2.0)\n    b = (1, 2.0)\n"
                   "    return a, b, x, -0.0, 0.0\n", "f")
    assert _consts(code).count("(1, 2.0)") == 1
    assert "-0.0" in _consts(code) and "0.0" in _consts(code)


def test_folding_leaves_errors_and_big_values_to_run_time():
    code = code_of("def f():\n    return 1 / 0, 'a' - 1, 2 ** 200, "
                   "'ab' * 3000, '%s' % 1, (1,) * 300\n", "f")
    # none of the six folds: each is LOAD_CONST, LOAD_CONST, BINARY_OP
    assert opnames(code).count("BINARY_OP") == 6


def test_in_and_for_take_tuples_and_frozensets():
    code = code_of("def f(x):\n    for i in [1, 2]:\n        x in {3, 4}\n"
                   "    return not x in [x, 5]\n", "f")
    names = opnames(code)
    assert "BUILD_LIST" not in names and "BUILD_SET" not in names
    assert "UNARY_NOT" not in names
    assert names.count("BUILD_TUPLE") == 1    # (x, 5)
    consts = _consts(code)
    assert "(1, 2)" in consts and "frozenset({3, 4})" in consts
    i = names.index("CONTAINS_OP", names.index("BUILD_TUPLE"))
    assert code.co_code[2 * i + 1] == 1       # `not in`
