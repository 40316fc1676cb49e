# a tiny stack-based virtual machine interpreted in Python
PUSH, POP, ADD, SUB, MUL, DIV, JMP, JZ, LOAD, STORE, PRINT, HALT, DUP, LT = range(14)
NAMES = ["PUSH", "POP", "ADD", "SUB", "MUL", "DIV", "JMP", "JZ", "LOAD", "STORE", "PRINT", "HALT", "DUP", "LT"]
class VMError(Exception):
    pass
class VM:
    def __init__(self, code):
        self.code = code
        self.stack = []
        self.vars = {}
        self.pc = 0
        self.steps = 0
        self.out = []
    def pop(self):
        if not self.stack:
            raise VMError("stack underflow at pc=%d" % self.pc)
        return self.stack.pop()
    def run(self):
        while True:
            op, arg = self.code[self.pc]
            self.pc += 1
            self.steps += 1
            if op == PUSH:
                self.stack.append(arg)
            elif op == POP:
                self.pop()
            elif op == DUP:
                v = self.pop()
                self.stack.append(v)
                self.stack.append(v)
            elif op in (ADD, SUB, MUL, DIV, LT):
                b = self.pop()
                a = self.pop()
                if op == ADD:
                    self.stack.append(a + b)
                elif op == SUB:
                    self.stack.append(a - b)
                elif op == MUL:
                    self.stack.append(a * b)
                elif op == LT:
                    self.stack.append(1 if a < b else 0)
                else:
                    if b == 0:
                        raise VMError("division by zero at pc=%d" % (self.pc - 1))
                    self.stack.append(a // b)
            elif op == JMP:
                self.pc = arg
            elif op == JZ:
                if self.pop() == 0:
                    self.pc = arg
            elif op == LOAD:
                self.vars.setdefault(arg, 0)
                self.stack.append(self.vars[arg])
            elif op == STORE:
                self.vars[arg] = self.pop()
            elif op == PRINT:
                self.out.append(self.pop())
            elif op == HALT:
                return self.out
def disasm(code):
    return ["%02d %-5s %s" % (i, NAMES[op], "" if arg is None else arg) for i, (op, arg) in enumerate(code)]
# factorial of 20 via a loop
fact = [
    (PUSH, 1), (STORE, "acc"), (PUSH, 20), (STORE, "n"),
    (LOAD, "n"), (JZ, 15),
    (LOAD, "acc"), (LOAD, "n"), (MUL, None), (STORE, "acc"),
    (LOAD, "n"), (PUSH, 1), (SUB, None), (STORE, "n"), (JMP, 4),
    (LOAD, "acc"), (PRINT, None), (HALT, None),
]
print("\n".join(disasm(fact)))
vm = VM(fact)
print(vm.run(), vm.steps, sorted(vm.vars.items()))
# sum of squares below 50
sq = [
    (PUSH, 0), (STORE, "i"),
    (LOAD, "i"), (PUSH, 50), (LT, None), (JZ, 17),
    (LOAD, "s"), (LOAD, "i"), (DUP, None), (MUL, None), (ADD, None), (STORE, "s"),
    (LOAD, "i"), (PUSH, 1), (ADD, None), (STORE, "i"), (JMP, 2),
    (LOAD, "s"), (PRINT, None), (HALT, None),
]
vm = VM(sq)
print(vm.run(), vm.steps)
for bad in [[(POP, None), (HALT, None)], [(PUSH, 1), (PUSH, 0), (DIV, None), (HALT, None)]]:
    try:
        VM(bad).run()
    except VMError as e:
        print("VMError:", e)
