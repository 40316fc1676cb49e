# select: select() and poll objects over socket pairs, in hot loops with
# registrations changing, and their errors
import select, _socket

print(select.POLLIN, select.POLLPRI, select.POLLOUT, select.POLLERR,
      select.POLLHUP, select.POLLNVAL, select.error is OSError)

a, b = _socket.socketpair()
c, d = _socket.socketpair()
for s in (a, b, c, d):
    s.setblocking(False)

class FD:
    """An object with fileno(), as select accepts."""
    def __init__(self, sock):
        self.sock = sock
    def fileno(self):
        return self.sock.fileno()

r, w, x = select.select([a, b], [a], [], 0)
print(r, w == [a], x)
b.send(b"1")
r, w, x = select.select([a, FD(c), b.fileno()], [], [a], 0.0)
print(r == [a], w, x)
print(a.recv(10))
print(select.select([], [], [], 0.001))

# poll: registration order, modify, unregister
p = select.poll()
p.register(a, select.POLLIN)
p.register(FD(c).fileno(), select.POLLIN | select.POLLOUT)
p.register(b)
res = p.poll(0)
print([(fd == c.fileno(), ev) for fd, ev in res])
p.modify(c, select.POLLIN)
print(p.poll(0) == [(b.fileno(), select.POLLOUT)])
p.unregister(b)
print(p.poll(0), p.poll(0.5 / 1000), p.poll(None if False else 0))

# hot loop: data goes back and forth, readiness seen each time
seen = 0
for i in range(200):
    src, dst = (a, b) if i % 2 else (c, d)
    src.send(bytes([i % 256]))
    if i % 3 == 0:
        ready = [fd for fd, ev in p.poll(0)]
    else:
        ready = [s.fileno() for s in select.select([b, d], [], [], 0)[0]]
    for s in (b, d):
        if s.fileno() in ready or s is b and i % 3 == 0 and i % 2:
            pass
    got = dst.recv(1)
    if got == bytes([i % 256]):
        seen += 1
    if i == 100:
        p.register(b, select.POLLIN)   # registrations change mid-loop
        p.register(d, select.POLLIN)
print(seen, p.poll(0))

# a closed peer reads as readable (EOF) and hangs up
d.close()
print([ev & select.POLLIN for fd, ev in select.poll().poll(0)])
q = select.poll()
q.register(c, select.POLLIN)
(fd, ev), = q.poll(0)
print(fd == c.fileno(), ev & select.POLLIN, c.recv(5))

for args in [([-1], [], []), ([5000], [], []), (["x"], [], []),
             ([], [], [], -1), ([], [], [], "a"), ([], []), (1, [], [])]:
    try:
        select.select(*args)
    except Exception as e:
        print(type(e).__name__, e)
try:
    p.unregister(99)
except KeyError as e:
    print("KeyError", e)
try:
    p.modify(99, select.POLLIN)
except OSError as e:
    print("OSError", e.args)
for bad in [-1, "x"]:
    try:
        p.register(bad)
    except Exception as e:
        print(type(e).__name__, e)
try:
    p.poll("x")
except Exception as e:
    print(type(e).__name__, e)
class Bad:
    def fileno(self):
        return "3"
try:
    select.select([Bad()], [], [], 0)
except Exception as e:
    print(type(e).__name__, e)
for s in (a, b, c):
    s.close()
print("done")
