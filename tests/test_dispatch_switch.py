"""The dispatch loop's `if opcode == X` chain must stay one C switch
(docs/traps.md): RPython merges a chain of equality tests of one variable
against constants, and the first test of another shape ends the merged
switch, so every opcode after it pays a second switch. Only the
table-driven arms at the chain's end may test something else."""

import ast
import os

EVAL = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(
    __file__))), "interpreter", "runtime", "eval.py")

# the tail of the chain: arms tested by table lookups, after every switch
# case
TAIL = 2


def _is_opcode_eq(test):
    if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.Or):
        return all(_is_opcode_eq(v) for v in test.values)
    return (isinstance(test, ast.Compare) and len(test.ops) == 1 and
            isinstance(test.ops[0], ast.Eq) and
            isinstance(test.left, ast.Name) and test.left.id == "opcode" and
            isinstance(test.comparators[0], ast.Attribute) and
            isinstance(test.comparators[0].value, ast.Name) and
            test.comparators[0].value.id == "op")


def _chain():
    tree = ast.parse(open(EVAL).read())
    fn = [n for n in tree.body
          if isinstance(n, ast.FunctionDef) and n.name == "dispatch"][0]
    loop = [n for n in fn.body if isinstance(n, ast.While)][0]
    heads = [n for n in loop.body
             if isinstance(n, ast.If) and _is_opcode_eq(n.test)]
    assert len(heads) == 1
    arms = []
    node = heads[0]
    while True:
        arms.append(node)
        if len(node.orelse) == 1 and isinstance(node.orelse[0], ast.If):
            node = node.orelse[0]
        else:
            return arms


def test_dispatch_chain_is_one_switch():
    arms = _chain()
    assert len(arms) > 100
    odd = [(a.lineno, ast.dump(a.test)[:80]) for a in arms[:-TAIL]
           if not _is_opcode_eq(a.test)]
    assert odd == []
    # (the tail is what it says)
    assert not any(_is_opcode_eq(a.test) for a in arms[-TAIL:])
