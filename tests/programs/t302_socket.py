# _socket: the socket type and a subclass as socket.py defines it,
# socketpair, TCP over 127.0.0.1, non-blocking I/O, timeouts, options,
# name and address helpers, errors
import _socket

print(_socket.AF_UNIX, _socket.AF_INET, _socket.AF_INET6, _socket.SOCK_STREAM,
      _socket.SOCK_DGRAM, _socket.SOCK_NONBLOCK, _socket.SOCK_CLOEXEC,
      _socket.SOL_SOCKET, _socket.SO_REUSEADDR, _socket.IPPROTO_TCP,
      _socket.TCP_NODELAY, _socket.SHUT_RDWR, _socket.has_ipv6)
print(_socket.error is OSError, issubclass(_socket.gaierror, OSError),
      issubclass(_socket.herror, OSError), _socket.SocketType is _socket.socket,
      hasattr(_socket, "socketpair"))

class socket(_socket.socket):
    """As socket.py: __slots__, __init__ calling the base, _accept."""
    __slots__ = ["__weakref__", "_io_refs", "_closed"]

    def __init__(self, family=-1, type=-1, proto=-1, fileno=None):
        if fileno is None:
            if family == -1:
                family = _socket.AF_INET
            if type == -1:
                type = _socket.SOCK_STREAM
            if proto == -1:
                proto = 0
        _socket.socket.__init__(self, family, type, proto, fileno)
        self._io_refs = 0
        self._closed = False

    def accept(self):
        fd, addr = self._accept()
        return socket(self.family, self.type, self.proto, fileno=fd), addr

    def close(self):
        self._closed = True
        super().close()

def pair():
    a, b = _socket.socketpair()
    return (socket(a.family, a.type, a.proto, a.detach()),
            socket(b.family, b.type, b.proto, b.detach()))

a, b = pair()
print(type(a).__name__, isinstance(a, _socket.socket), a.family, a.type,
      a.proto, a.timeout, a.gettimeout(), a.getblocking(), a._closed)
print(repr(a.getsockname()), repr(a.getpeername()))
a.sendall(b"hello")
print(b.recv(100))
print(a.send(memoryview(b"world")), b.recv(3), b.recv(100))

# non-blocking: nothing to read is an OSError with EAGAIN
b.setblocking(False)
print(b.getblocking(), b.gettimeout(), b.timeout)
try:
    b.recv(10)
except OSError as e:
    print("OSError", e.args)
b.settimeout(0.01)
try:
    b.recv(10)
except OSError as e:
    print("timeout", e.args)
b.settimeout(None)
print(b.gettimeout(), b.getblocking())

# recv_into a bytearray and a memoryview of one
buf = bytearray(8)
a.sendall(b"abcdefgh")
print(b.recv_into(buf, 3), buf)
print(b.recv_into(memoryview(buf)[4:]), buf)
a.sendall(b"xyz")
print(b.recv_into(buf, nbytes=2), buf, b.recv(1))

# hot loop over a pair: sizes, types and methods vary
total = 0
msgs = [b"a", b"bb", bytearray(b"ccc"), memoryview(b"dddd")]
for i in range(300):
    m = msgs[i % 4]
    if i % 2:
        a.sendall(m)
    else:
        a.send(m)
    if i % 3 == 0:
        data = b.recv(10)
    else:
        tmp = bytearray(10)
        n = b.recv_into(tmp)
        data = bytes(tmp[:n])
    total += len(data)
print(total)

# TCP on the loopback interface
srv = socket(_socket.AF_INET, _socket.SOCK_STREAM)
srv.setsockopt(_socket.SOL_SOCKET, _socket.SO_REUSEADDR, 1)
print(srv.getsockopt(_socket.SOL_SOCKET, _socket.SO_REUSEADDR) != 0,
      srv.getsockopt(_socket.SOL_SOCKET, _socket.SO_TYPE))
srv.bind(("127.0.0.1", 0))
srv.listen(5)
host, port = srv.getsockname()
print(host, 0 < port < 65536)
cli = socket()
cli.setsockopt(_socket.IPPROTO_TCP, _socket.TCP_NODELAY, 1)
print(cli.connect_ex(("127.0.0.1", port)))
conn, addr = srv.accept()
print(type(conn).__name__, addr[0], conn.getpeername() == cli.getsockname(),
      conn.getsockname() == (host, port))
for i in range(100):
    cli.sendall(str(i).encode() + b";")
cli.shutdown(_socket.SHUT_WR)
chunks = []
while True:
    data = conn.recv(64)
    if not data:
        break
    chunks.append(data)
print(len(b"".join(chunks).split(b";")), b"".join(chunks)[-8:])
conn.close()
cli.close()
print(cli._closed, cli.fileno())

# a non-blocking connect to a listening socket
nb = socket()
nb.setblocking(False)
err = nb.connect_ex(("127.0.0.1", port))
print(err in (0, 115))
c2, _ = srv.accept()
c2.close()
nb.close()
srv.close()

# datagrams
u1 = socket(_socket.AF_INET, _socket.SOCK_DGRAM)
u1.bind(("127.0.0.1", 0))
u2 = socket(_socket.AF_INET, _socket.SOCK_DGRAM)
u2.sendto(b"dgram", u1.getsockname())
data, frm = u1.recvfrom(100)
print(data, frm == u2.getsockname())
u1.close(); u2.close()

# detach and dup
x, y = pair()
fd = x.detach()
print(x.fileno(), fd > 2)
z = socket(fileno=fd)
print(z.family, z.type)
d = _socket.dup(z.fileno())
print(d != z.fileno())
_socket.close(d)
z.close(); y.close()

# helpers
print(_socket.htons(1), _socket.ntohs(256), _socket.htonl(1), _socket.ntohl(16777216))
print(_socket.inet_aton("10.0.0.1"), _socket.inet_ntoa(b"\x7f\x00\x00\x01"))
print(_socket.inet_pton(_socket.AF_INET6, "::1"),
      _socket.inet_ntop(_socket.AF_INET6, b"\x00" * 15 + b"\x01"),
      _socket.inet_ntop(_socket.AF_INET, b"\x01\x02\x03\x04"))
print(_socket.gethostbyname("127.0.0.1"), _socket.gethostbyname("localhost"))
print(_socket.getaddrinfo("127.0.0.1", 80, _socket.AF_INET, _socket.SOCK_STREAM))
print(_socket.getaddrinfo("::1", "8080", _socket.AF_INET6, _socket.SOCK_DGRAM))
print(_socket.getaddrinfo(None, 0, _socket.AF_INET, _socket.SOCK_STREAM, 0,
                          _socket.AI_PASSIVE))
print(type(_socket.gethostname()).__name__, _socket.getdefaulttimeout())
_socket.setdefaulttimeout(2.5)
s = _socket.socket()
print(s.gettimeout(), _socket.getdefaulttimeout())
s.close()
_socket.setdefaulttimeout(None)

# errors
def err(f, *args):
    try:
        f(*args)
    except Exception as e:
        print(type(e).__name__, e.args)
q = socket()
err(q.connect, "x")
err(q.connect, ("127.0.0.1",))
err(q.connect, ("127.0.0.1", 70000))
err(q.bind, (1, 2))
err(q.recv, -1)
err(q.settimeout, -1)
err(q.settimeout, "x")
err(q.getpeername)
err(_socket.inet_aton, "x.y")
err(_socket.inet_ntoa, b"12")
err(_socket.htons, -1)
err(_socket.htons, 70000)
err(socket, _socket.AF_INET, _socket.SOCK_STREAM, 0, -5)
err(_socket.getaddrinfo, "no-such-host", 80, 0, 0, 0, _socket.AI_NUMERICHOST)
q.close()
err(q.recv, 1)
print(q.fileno())
print("done")
