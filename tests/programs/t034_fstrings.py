# f-strings with expressions, conversions and format specs
name = "World"
n = 42
pi = 3.14159265
items = [1, 2, 3]
d = {"key": "val"}
print(f"Hello, {name}!", f"{n}", f"{n + 1}", f"{n * 2:5d}|", f"{pi:.2f}", f"{pi:10.4f}|")
print(f"{name!r}", f"{name!s}", f"{name:>10}|", f"{name:*^11}", f"{items}", f"{items[1]}", f"{d['key']}")
print(f"{n:x} {n:X} {n:o} {n:b} {n:#x} {n:08b} {n:+d} {-n: d}")
print(f"{1234567:,} {1234567.5:,.1f} {0.5:%} {0.125:.1%} {12345.6789:e} {12345.6789:.3g}")
w = 8
p = 3
print(f"{pi:{w}.{p}f}|", f"{name:{w}}|", f"{n:0{w}d}")
print(f"{'nested'}", f"{'a' + 'b'}", f'{"dq"}', f"{n if n > 40 else 0}", f"{[x * 2 for x in items]}")
print(f"{{braces}}", f"{{{n}}}", f"a{n}b{n}c")
class P:
    def __init__(self):
        self.x = 1.5
    def __repr__(self):
        return "P(x=%s)" % self.x
    def __str__(self):
        return "point"
pt = P()
print(f"{pt}", f"{pt!r}", f"{pt.x}", f"{pt.x:.3f}", f"{str(pt):>8}")
print(f"{len(items)} items, sum={sum(items)}, max={max(items)}")
print(f"{3.0}", f"{1e20}", f"{1/3}", f"{-0.0}", f"{True}", f"{None}", f"{(1, 2)}")
print(f"{'left':<8}|{'right':>8}|{'mid':^8}|")
for i in range(1, 4):
    print(f"{i:>2}: {i * i:>3} {i ** 0.5:.3f}")
s = f"multi" f"{n}" "plain"
print(s)
print(f"""triple {n}
quoted""")
print(f"{n!r:>6}", f"{'x'!r:5}|", f"{2**10}", f"{n//5}", f"{n%5}", f"{-n}")
val = 0.1 + 0.2
print(f"{val}", f"{val:.1f}", f"{val!r}", f"{val=}" if False else "")
