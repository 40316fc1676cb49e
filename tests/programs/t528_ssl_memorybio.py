# _ssl under CPython's ssl.py: constants, SSLContext, and a TLS handshake,
# echo and shutdown between a client and a server SSLObject over
# MemoryBIOs in one thread (no sockets).
#
# The certificate: CPython's Lib/test PEM files are not installed with
# Debian's python3.11 (they are in a separate test-suite package), and a
# program must not depend on the openssl command line tool, so a
# self-signed P-256 certificate and its key (CN=localhost, valid until
# 2126), made once with `openssl req -x509`, are embedded below and
# written to a temporary file for load_cert_chain.
import os
import ssl
import tempfile

KEYCERT = """\
-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgvJZlI+Ns8OHV/DLk
YZkVmbwOlEqaeqbVNkWmmsK6c++hRANCAATNrvfJlYSFKKKkWiy1C9ZIneYyIiQc
aqMxMTIYrWxVF/1g9l0HB2N9Waan5zp40wE0rcnGtZ+4c3VwqC/WTdLx
-----END PRIVATE KEY-----
-----BEGIN CERTIFICATE-----
MIIBfzCCASWgAwIBAgIUbuuf7bNHJkCT0AzCWq8gLOtD3R0wCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyOTAzMDYxMloYDzIxMjYxMTA1
MDMwNjEyWjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAATNrvfJlYSFKKKkWiy1C9ZIneYyIiQcaqMxMTIYrWxVF/1g9l0HB2N9
Waan5zp40wE0rcnGtZ+4c3VwqC/WTdLxo1MwUTAdBgNVHQ4EFgQUTMKPeg+ZyLWr
AxTUPg8QcCfkfTYwHwYDVR0jBBgwFoAUTMKPeg+ZyLWrAxTUPg8QcCfkfTYwDwYD
VR0TAQH/BAUwAwEB/zAKBggqhkjOPQQDAgNIADBFAiAPIRevqXa090ItkJbpYIHO
c0vLeJPZy1sC0QfMWnNbtgIhANrT35IzTMcbCDWWDEkGz1QfXrzrKfagnw8c94bY
eA9f
-----END CERTIFICATE-----
"""

print(ssl.PROTOCOL_TLS_CLIENT, ssl.PROTOCOL_TLS_SERVER, ssl.CERT_NONE,
      ssl.CERT_REQUIRED)
print(ssl.SSLErrorNumber.SSL_ERROR_WANT_READ, ssl.TLSVersion.TLSv1_2)
print(ssl.Purpose.SERVER_AUTH, ssl.Purpose.SERVER_AUTH.oid)
print(ssl.HAS_ALPN, ssl.HAS_TLSv1_3, type(ssl.OPENSSL_VERSION).__name__,
      len(ssl.OPENSSL_VERSION_INFO))
print(issubclass(ssl.SSLWantReadError, ssl.SSLError),
      issubclass(ssl.SSLError, OSError),
      issubclass(ssl.SSLCertVerificationError, ValueError))
print(ssl.RAND_status(), len(ssl.RAND_bytes(16)))
print(ssl._ssl.txt2obj("1.3.6.1.5.5.7.3.2"))
print(ssl._ssl.nid2obj(129))
print(ssl.Options.OP_NO_SSLv3 in ssl.Options(ssl.OP_ALL | ssl.OP_NO_SSLv3))

fd, path = tempfile.mkstemp(suffix=".pem")
with os.fdopen(fd, "w") as f:
    f.write(KEYCERT)

server_ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
server_ctx.load_cert_chain(path)
client_ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
print(client_ctx.check_hostname, client_ctx.verify_mode)
client_ctx.check_hostname = False
client_ctx.verify_mode = ssl.CERT_NONE
print(client_ctx.check_hostname, client_ctx.verify_mode)
print(server_ctx.minimum_version, server_ctx.maximum_version)
print(server_ctx.protocol, bool(server_ctx.options & ssl.OP_NO_SSLv3))
server_ctx.set_alpn_protocols(["echo/1", "http/1.1"])
client_ctx.set_alpn_protocols(["echo/1"])

try:
    server_ctx.load_cert_chain(path + ".missing")
except OSError as e:
    print(type(e).__name__, e.errno)
try:
    client_ctx.set_ciphers("NO-SUCH-CIPHER")
except ssl.SSLError as e:
    print(type(e).__name__, e.args[0])
try:
    client_ctx.verify_mode = ssl.CERT_REQUIRED
    client_ctx.check_hostname = True
    client_ctx.verify_mode = ssl.CERT_NONE
except ValueError as e:
    print("ValueError", e)
client_ctx.check_hostname = False
client_ctx.verify_mode = ssl.CERT_NONE

c_in, c_out = ssl.MemoryBIO(), ssl.MemoryBIO()
s_in, s_out = ssl.MemoryBIO(), ssl.MemoryBIO()
client = client_ctx.wrap_bio(c_in, c_out, server_hostname="localhost")
server = server_ctx.wrap_bio(s_in, s_out, server_side=True)
print(client.server_side, server.server_side, client.server_hostname,
      server.server_hostname, client.context is client_ctx)
print(client.version(), client.cipher())
try:
    client.read(10)
except ssl.SSLError as e:
    print(type(e).__name__, e.errno, e.library, e.reason)


def pump():
    moved = 0
    data = c_out.read()
    if data:
        s_in.write(data)
        moved += len(data)
    data = s_out.read()
    if data:
        c_in.write(data)
        moved += len(data)
    return moved


done = {"client": False, "server": False}
wants = []
for step in range(20):
    for name, obj in (("client", client), ("server", server)):
        if done[name]:
            continue
        try:
            obj.do_handshake()
            done[name] = True
        except ssl.SSLWantReadError as e:
            wants.append((name, e.errno, e.args[1].split(" (")[0]))
    pump()
    if done["client"] and done["server"]:
        break
print("handshake", done, wants[:2])
print(client.version(), server.version())
print(client.cipher()[1], client.cipher() == server.cipher())
print(client.selected_alpn_protocol(), server.selected_alpn_protocol())
print(client.getpeercert(), server.getpeercert())
der = client.getpeercert(binary_form=True)
print(type(der).__name__, der == ssl.PEM_cert_to_DER_cert(
    KEYCERT[KEYCERT.index("-----BEGIN CERTIFICATE"):]))
print(client.compression(), client.pending(), c_out.pending)

for msg in [b"hello", b"x" * 20000, b""]:
    n = client.write(msg)
    pump()
    got = b""
    while True:
        try:
            chunk = server.read(65536)
        except ssl.SSLWantReadError:
            break
        got += chunk
        if len(got) >= len(msg):
            break
    server.write(got.upper())
    pump()
    back = bytearray(len(got) + 10)
    total = 0
    while total < len(got):
        try:
            total += client.read(len(back) - total, memoryview(back)[total:])
        except ssl.SSLWantReadError:
            pump()
    print(n, len(got), bytes(back[:total]) == msg.upper())

# shutdown: the client says close_notify, the server answers
try:
    client.unwrap()
except ssl.SSLWantReadError:
    print("client waits for the server's close_notify")
pump()
print("server reads", server.read(10))
server.unwrap()
pump()
client.unwrap()
print("closed", c_in.pending, s_in.pending)

bio = ssl.MemoryBIO()
bio.write(b"abc")
print(bio.pending, bio.read(2), bio.read(), bio.eof)
bio.write_eof()
print(bio.eof)
try:
    bio.write(b"x")
except ssl.SSLError as e:
    print(type(e).__name__, e.args)
os.unlink(path)
