# pwd and grp on the C library's user and group databases
import pwd, grp, os
me = pwd.getpwuid(os.getuid())
print(type(me).__name__, me.pw_uid == os.getuid(), me == pwd.getpwnam(me.pw_name), len(me), me[0] == me.pw_name)
root = pwd.getpwuid(0)
print(root.pw_name, root.pw_uid, root.pw_gid, root.pw_dir, repr(root)[:30])
print(any(p.pw_name == "root" for p in pwd.getpwall()))
g = grp.getgrgid(0)
print(type(g).__name__, g.gr_name, g.gr_gid, isinstance(g.gr_mem, list), grp.getgrnam(g.gr_name) == g)
print(any(x.gr_gid == 0 for x in grp.getgrall()))
for f, a in ((pwd.getpwuid, 987654), (pwd.getpwnam, "no-such-user-x"), (grp.getgrgid, 987654),
             (grp.getgrnam, "no-such-group-x"), (pwd.getpwuid, -5)):
    try:
        f(a)
    except KeyError as e:
        print("KeyError", e)
try:
    pwd.getpwnam(5)
except TypeError as e:
    print("TypeError", e)
print(os.path.expanduser("~root"), pwd.struct_passwd.__name__)
n = 0
for i in range(200):          # hot loop
    n += pwd.getpwuid(0).pw_uid + len(grp.getgrgid(0).gr_name)
print(n)
for f, a in ((pwd.getpwuid, -5), (grp.getgrgid, -5), (pwd.getpwuid, 2**40), (grp.getgrgid, 2**40), (pwd.getpwuid, 4294967295)):
    try:
        f(a)
    except Exception as e:
        print(type(e).__name__, e)
