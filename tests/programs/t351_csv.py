# _csv: reader state machine, writer quoting, dialects, errors
import csv, io

rows = [["name", "value", "note"], ["a", "1", "plain"], ["b,c", "2", 'has "quotes"'],
        ["multi\nline", "3.5", ""], ["", "", " lead space"], ["x\ry", None, 7]]
buf = io.StringIO(newline="")
w = csv.writer(buf)
for r in rows:
    print(w.writerow(r))
text = buf.getvalue()
print(repr(text))
for row in csv.reader(io.StringIO(text, newline="")):
    print(row)

for kw in [dict(quoting=csv.QUOTE_ALL), dict(quoting=csv.QUOTE_NONNUMERIC),
           dict(delimiter=";", quotechar="'"), dict(lineterminator="\n"),
           dict(escapechar="\\", doublequote=False),
           dict(quoting=csv.QUOTE_NONE, escapechar="\\")]:
    b = io.StringIO()
    w = csv.writer(b, **kw)
    w.writerows([["a b", 1, 2.5, 'q"q', "d;e,f", "back\\slash", None, True]])
    w.writerow([""])
    print(kw, repr(b.getvalue()))
    try:
        print(list(csv.reader(io.StringIO(b.getvalue()), **kw)))
    except Exception as e:
        print(type(e).__name__, e)

b = io.StringIO()
try:
    csv.writer(b, quoting=csv.QUOTE_NONE).writerow(["a,b"])
except csv.Error as e:
    print("Error", e)
try:
    csv.writer(b, quoting=csv.QUOTE_NONE).writerow([""])
except csv.Error as e:
    print("Error", e)
lines = ['a,b,c', '1,"2,3",4', '"x""y",z', '  s, t', '', 'e\\,f,g', '"open', 'quote"', 'a,"b"c']
print(list(csv.reader(lines)))
print(list(csv.reader(lines, skipinitialspace=True, escapechar="\\")))
print(list(csv.reader(['1,2.5,"x"', '3,-4e2,"y"'], quoting=csv.QUOTE_NONNUMERIC)))
try:
    list(csv.reader(['a,"b"c'], strict=True))
except csv.Error as e:
    print("Error", e)
try:
    list(csv.reader(['"unterminated'], strict=True))
except csv.Error as e:
    print("Error", e)
print(list(csv.reader(['"unterminated'])))
try:
    list(csv.reader(["a\rb"]))
except csv.Error as e:
    print("Error", e)
try:
    list(csv.reader([b"bytes"]))
except csv.Error as e:
    print("Error", e)
r = csv.reader(["a", "b", "c"])
next(r); next(r)
print(r.line_num, r.dialect.delimiter, repr(r.dialect.lineterminator), r.dialect.quoting)

for kw in [dict(delimiter=None), dict(delimiter=1), dict(delimiter="ab"), dict(quotechar=1),
           dict(quotechar="ab"), dict(quotechar=None), dict(lineterminator=None), dict(lineterminator=1),
           dict(quoting=7), dict(quoting="a"), dict(escapechar=5), dict(bogus=1),
           dict(quoting=csv.QUOTE_ALL, quotechar=None)]:
    try:
        d = csv.reader([], **kw).dialect
        print("ok", kw, d.quoting, d.quotechar)
    except Exception as e:
        print(type(e).__name__, e)

csv.register_dialect("pipes", delimiter="|", quoting=csv.QUOTE_ALL)
print(csv.list_dialects())
print(list(csv.reader(["a|b|'c'"], "pipes")), csv.get_dialect("pipes").delimiter)
b = io.StringIO(); csv.writer(b, "pipes").writerow([1, "x"]); print(repr(b.getvalue()))
csv.unregister_dialect("pipes")
try:
    csv.get_dialect("pipes")
except csv.Error as e:
    print("Error", e)

class semi(csv.excel):
    delimiter = ";"
print(list(csv.reader(["a;b"], semi)), list(csv.reader(["a;b"], dialect=semi())))
try:
    class bad(csv.Dialect):
        delimiter = ",,"
    bad()
except csv.Error as e:
    print("Error", e)

old = csv.field_size_limit(10)
try:
    list(csv.reader(["x" * 20]))
except csv.Error as e:
    print("Error", e)
print(csv.field_size_limit(old), csv.field_size_limit())

d = io.StringIO("id,name\n1,ann\n2,bob\n")
for row in csv.DictReader(d):
    print(row)
b = io.StringIO()
dw = csv.DictWriter(b, fieldnames=["k", "v"])
dw.writeheader()
dw.writerows([{"k": i, "v": i * i} for i in range(3)])
print(repr(b.getvalue()))
print(csv.Sniffer().sniff("a;b;c\n1;2;3\n").delimiter)

total = 0
for i in range(300):          # hot loop
    row = next(csv.reader(["%d,%d,\"%d\"" % (i, i * 2, i * 3)]))
    total += sum(int(x) for x in row)
    b = io.StringIO()
    csv.writer(b).writerow([i, "s,%d" % i])
    total += len(b.getvalue())
print(total)
try:
    csv.writer(io.StringIO()).writerow(5)
except csv.Error as e:
    print("Error", e)
