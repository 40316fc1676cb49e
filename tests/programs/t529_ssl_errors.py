# _ssl's errors as CPython's _ssl.c makes them: class, errno, library,
# reason and message (with CPython 3.11's _ssl.c line numbers) for a
# handshake on garbage, an EOF, reads and writes before the handshake,
# failed loads, bad arguments, and a failed certificate verification.
# The certificate is the self-signed one of t528 (see there why it is
# embedded).
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

fd, path = tempfile.mkstemp(suffix=".pem")
with os.fdopen(fd, "w") as f:
    f.write(KEYCERT)
sc = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
sc.load_cert_chain(path)
i, o = ssl.MemoryBIO(), ssl.MemoryBIO()
s = sc.wrap_bio(i, o, server_side=True)
i.write(b"GET / HTTP/1.0\r\n\r\n")
try:
    s.do_handshake()
except ssl.SSLError as e:
    print(type(e).__name__, e.errno, e.library, e.reason, repr(str(e)), e.args)
i2, o2 = ssl.MemoryBIO(), ssl.MemoryBIO()
s = sc.wrap_bio(i2, o2, server_side=True)
i2.write(b"\x16\x03\x01\x00\x05hello")
try:
    s.do_handshake()
except ssl.SSLError as e:
    print(type(e).__name__, e.errno, e.library, e.reason, repr(str(e)))
i3, o3 = ssl.MemoryBIO(), ssl.MemoryBIO()
s = sc.wrap_bio(i3, o3, server_side=True)
i3.write_eof()
for f in (s.do_handshake, lambda: s.read(5), lambda: s.write(b"x"), s.unwrap):
    try:
        f()
    except ssl.SSLError as e:
        print(type(e).__name__, e.errno, e.library, e.reason, repr(str(e)))
cc = ssl.create_default_context()
i4, o4 = ssl.MemoryBIO(), ssl.MemoryBIO()
c = cc.wrap_bio(i4, o4, server_hostname="localhost")
try:
    c.read(5)
except ssl.SSLError as e:
    print(type(e).__name__, e.errno, e.library, e.reason, repr(str(e)))
try:
    c.write(b"abc")
except ssl.SSLError as e:
    print(type(e).__name__, e.errno, e.library, e.reason, repr(str(e)))
try:
    c.unwrap()
except ssl.SSLError as e:
    print(type(e).__name__, e.errno, e.library, e.reason, repr(str(e)))
try:
    sc.load_cert_chain(__file__)
except ssl.SSLError as e:
    print(type(e).__name__, e.errno, e.library, e.reason, repr(str(e)))
try:
    sc.load_verify_locations(path + ".missing")
except OSError as e:
    print(type(e).__name__, e.errno)
try:
    sc.load_verify_locations()
except TypeError as e:
    print(type(e).__name__, e)
try:
    ssl._ssl._SSLContext(99)
except ValueError as e:
    print(type(e).__name__, e)
try:
    ssl._ssl.txt2obj("no.such.object.name")
except ValueError as e:
    print(type(e).__name__, e)
# a client that verifies the server's self-signed certificate
cc = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
ci, co = ssl.MemoryBIO(), ssl.MemoryBIO()
si, so = ssl.MemoryBIO(), ssl.MemoryBIO()
c = cc.wrap_bio(ci, co, server_hostname="localhost")
s = sc.wrap_bio(si, so, server_side=True)
for step in range(6):
    for obj in (c, s):
        try:
            obj.do_handshake()
        except ssl.SSLWantReadError:
            pass
        except ssl.SSLError as e:
            print(type(e).__name__, e.errno, e.library, e.reason,
                  repr(str(e)), isinstance(e, ValueError))
    si.write(co.read())
    ci.write(so.read())
os.unlink(path)
