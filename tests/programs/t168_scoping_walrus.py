# scoping: deleting unbound cells, walrus in comprehensions, nonlocal in
# class bodies


def t(src):
    try:
        exec(compile(src, "s", "exec"), {})
    except Exception as e:
        print(type(e).__name__, e, getattr(e, "lineno", ""))


# empty cells: free variables are NameError, own cells UnboundLocalError
t("def f():\n x = 1\n def g(): return x\n del x\n return g()\nf()")
t("def f():\n def g(): return x\n print(g())\n x = 1\nf()")
t("def f():\n def g(): return x\n del x\n x = 1\nf()")
t("def f():\n x = 1\n def g():\n  nonlocal x\n  del x\n  del x\n g()\nf()")
t("def f():\n def g(): return x\n print(x)\n x = 1\nf()")
t("def f(x):\n def g(): return x\n del x\n del x\nf(1)")


def cells():
    out = []
    for i in range(200):
        v = i
        def get():
            return v
        if i % 50 == 0:
            del v
            try:
                get()
            except NameError as e:
                out.append(str(e)[:30])
        else:
            out.append(get())
    return len(out), out[0], out[1], out[-1]


print(cells())

# walrus rules
t("[i for i in (j := range(3))]")
t("[(i := 1) for i in range(3)]")
t("[[(j := 1) for i in range(2)] for j in range(3)]")
t("[x for x in (lambda: (y := 1))()]")
t("[x for x in range(3) for w in [(y := x)]]")
t("class C:\n [(y := 1) for i in range(3)]")
t("class C:\n nonlocal x")
t("nonlocal x")
t("def f():\n class C:\n  nonlocal x\n  x = 1\nf()")
t("def f():\n\n nonlocal q\n")
t("[(lambda: (z := 1)) for i in range(2)]; print('ok')")
t("def f():\n global q\n [(q := i) for i in range(3)]\nf(); print(q)")
t("def f():\n [(q := i) for i in range(3)]\n return q\nprint(f())")
t("def f():\n q = 0\n def g():\n  nonlocal q\n  [(q := i) for i in range(4)]\n g()\n return q\nprint(f())")
t("[(x := 1) for y in range(2) if (x := 2)]; print(x)")
t("print([k for k in range(3) if (last := k)], last)")
t("{(m := 1): 2 for i in range(1)}; print(m)")
t("def f():\n  yield [(w := 1) for i in range(2)]\n  print(w)\nlist(f())")
t("print([[(inner := j) for j in range(i)] for i in range(3)], inner)")

# at module level the target is a module global
print([(z := i * 2) for i in range(5)], z)
total = sum((acc := acc + i if "acc" in globals() else i) for i in range(150))
print(total, acc)
print(any((hit := n) > 120 for n in range(200)), hit)


def uses_global():
    global wg
    return [(wg := i) for i in range(130) if i % 3 == 0][-1]


print(uses_global(), wg)


def local_walrus():
    res = [(last := x * 1.5) for x in range(140)]
    return last, len(res)


print(local_walrus())


# nonlocal in a class body inside a function
def make():
    x = 1
    log = []

    class C:
        nonlocal x
        x = 2
        y = x

        def m(self):
            return x
    log.append((x, C.y, C().m(), hasattr(C, "x")))

    class D:
        nonlocal x
        for i in range(120):
            x += 1
    log.append(x)
    return log


print(make())


def counter():
    n = 0

    class K:
        def bump(self):
            nonlocal n
            n += 1
            return n
    k = K()
    for _ in range(150):
        k.bump()
    return n


print(counter())
