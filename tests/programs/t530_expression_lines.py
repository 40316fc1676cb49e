# Each expression's instructions are on the expression's own line, as
# CPython's compiler puts them: a name, call or attribute on a
# continuation line of a multi-line expression reports its own line in
# tracebacks (tb_lineno, frame.f_lineno), a method call the line of its
# attribute name; the enclosing operator keeps the first line.
import sys


class O:
    pass


def name_on_second_line():
    x = (1 +
         undefined_name)
    return x


def call_in_list():
    return [1,
            2,
            missing_function(3)]


def method_chain(d):
    return (d
            .get("a")
            .upper())


def attribute_below(o):
    return (o
            .missing)


def operator_lines(a,
                   b):
    return (a
            + b)


def here():
    return sys._getframe(1).f_lineno


def lines_of_frames():
    seen = [here(),
            (here()
             ),
            [0,
             here()][1]]
    return seen


def deepest_line(fn):
    try:
        fn()
    except Exception as e:
        tb = e.__traceback__
        while tb.tb_next is not None:
            tb = tb.tb_next
        return "%s line %d" % (type(e).__name__, tb.tb_lineno)
    return "no error"


# warmed up first, so tier 1 and tier 2 report the lines too
for _ in range(300):
    operator_lines(1, 2)
    method_chain({"a": "x"})
for fn in (name_on_second_line, call_in_list,
           lambda: method_chain({}), lambda: attribute_below(O()),
           lambda: operator_lines(1, "s")):
    print(deepest_line(fn))
print(lines_of_frames())
x = (len("ab") +
     undefined_at_module_level)
