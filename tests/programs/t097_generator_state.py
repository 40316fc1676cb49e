# generators as state machines; early termination; generators over user objects
def traffic_light():
    while True:
        yield "green"
        yield "yellow"
        yield "red"
tl = traffic_light()
print([next(tl) for _ in range(7)])
def parse_records(lines):
    record = None
    for line in lines:
        line = line.strip()
        if not line:
            continue
        if line.startswith("[") and line.endswith("]"):
            if record is not None:
                yield record
            record = {"name": line[1:-1], "fields": []}
        elif record is not None:
            key, _, value = line.partition("=")
            record["fields"].append((key.strip(), value.strip()))
    if record is not None:
        yield record
text = """
[alpha]
x = 1
y = two
[beta]

z=3
[empty]
"""
for rec in parse_records(text.splitlines()):
    print(rec["name"], rec["fields"])
def counter_gen(limit):
    n = 0
    while n < limit:
        n += 1
        if n % 4 == 0:
            continue
        yield n
print(list(counter_gen(12)))
def first_match(gen, pred):
    for v in gen:
        if pred(v):
            return v
    return None
print(first_match(counter_gen(100), lambda v: v * v > 200), first_match(counter_gen(3), lambda v: v > 10))
def tokens(s):
    i = 0
    while i < len(s):
        if s[i].isdigit():
            j = i
            while j < len(s) and s[j].isdigit():
                j += 1
            yield ("NUM", int(s[i:j]))
            i = j
        elif s[i] in "+-*/()":
            yield ("OP", s[i])
            i += 1
        else:
            i += 1
print(list(tokens("12 + 34*(5-678)")))
def gen_with_state():
    total = 0
    for i in range(1, 6):
        total += i
        yield i, total
for i, t in gen_with_state():
    print(i, t, end=" | ")
print()
g = gen_with_state()
print(next(g), next(g))
for pair in g:
    print("rest", pair)
print(next(g, "exhausted"))
def nested_gen(n):
    for i in range(n):
        yield [j for j in range(i)]
print(list(nested_gen(4)))
def evens_then_odds(xs):
    for x in xs:
        if x % 2 == 0:
            yield x
    for x in xs:
        if x % 2:
            yield x
print(list(evens_then_odds([5, 2, 8, 3, 1, 6])))
