# yield from and generator send
def count_up(n):
    i = 0
    while i < n:
        yield i
        i += 1
def delegating():
    yield "start"
    yield from count_up(3)
    yield from ["x", "y"]
    yield "end"
print(list(delegating()))
def send_gen():
    total = 0
    while True:
        v = yield total
        if v is None:
            break
        total += v
sg = send_gen()
print(next(sg), sg.send(5), sg.send(10))
