# a tokenizer and recursive-descent expression evaluator
class Token:
    def __init__(self, kind, text):
        self.kind = kind
        self.text = text
    def __repr__(self):
        return "%s:%s" % (self.kind, self.text)
def tokenize(src):
    toks = []
    i = 0
    while i < len(src):
        c = src[i]
        if c.isspace():
            i += 1
        elif c.isdigit() or c == ".":
            j = i
            while j < len(src) and (src[j].isdigit() or src[j] == "."):
                j += 1
            toks.append(Token("num", src[i:j]))
            i = j
        elif c.isalpha() or c == "_":
            j = i
            while j < len(src) and (src[j].isalnum() or src[j] == "_"):
                j += 1
            toks.append(Token("name", src[i:j]))
            i = j
        elif c in "+-*/()^%,":
            toks.append(Token("op", c))
            i += 1
        else:
            raise SyntaxError("bad character %r at %d" % (c, i))
    toks.append(Token("end", ""))
    return toks
class Parser:
    def __init__(self, toks, env):
        self.toks = toks
        self.pos = 0
        self.env = env
    def peek(self):
        return self.toks[self.pos]
    def take(self, text=None):
        t = self.toks[self.pos]
        if text is not None and t.text != text:
            raise SyntaxError("expected %r got %r" % (text, t.text))
        self.pos += 1
        return t
    def expr(self):
        v = self.term()
        while self.peek().text in ("+", "-"):
            op = self.take().text
            r = self.term()
            v = v + r if op == "+" else v - r
        return v
    def term(self):
        v = self.factor()
        while self.peek().text in ("*", "/", "%"):
            op = self.take().text
            r = self.factor()
            if op == "*":
                v *= r
            elif op == "/":
                v /= r
            else:
                v %= r
        return v
    def factor(self):
        base = self.unary()
        if self.peek().text == "^":
            self.take()
            return base ** self.factor()
        return base
    def unary(self):
        if self.peek().text == "-":
            self.take()
            return -self.unary()
        return self.atom()
    def atom(self):
        t = self.take()
        if t.kind == "num":
            return float(t.text) if "." in t.text else int(t.text)
        if t.kind == "name":
            if self.peek().text == "(":
                self.take("(")
                args = [self.expr()]
                while self.peek().text == ",":
                    self.take()
                    args.append(self.expr())
                self.take(")")
                return self.env[t.text](*args)
            if t.text not in self.env:
                raise NameError("unknown variable " + t.text)
            return self.env[t.text]
        if t.text == "(":
            v = self.expr()
            self.take(")")
            return v
        raise SyntaxError("unexpected " + repr(t))
env = {"x": 3, "y": 4.5, "max": max, "min": min, "abs": abs}
print(tokenize("x + 2*(y - 1)"))
for src in ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-2 ^ 2", "10 / 4", "10 % 3 + x", "max(1, x, 2) * min(y, 10)",
            "abs(-7) - -3", "2 ^ 100", "1.5 * 4", "((((x))))", "x + z", "1 +", "3 $ 4", "(1 + 2"]:
    try:
        p = Parser(tokenize(src), env)
        v = p.expr()
        p.take("")
        print(src, "=", v)
    except SyntaxError as e:
        print(src, "-> SyntaxError:", e)
    except NameError as e:
        print(src, "-> NameError:", e)
