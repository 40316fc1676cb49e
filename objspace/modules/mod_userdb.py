"""The user and group databases: the `pwd` and `grp` modules on the C
library's getpwuid/getpwnam/getpwent and getgrgid/getgrnam/getgrent
(struct layouts read by rffi_platform), with struct_passwd and struct_group
and CPython's KeyError messages. Names are decoded as os.fsdecode does."""

from rpython.rtyper.lltypesystem import lltype, rffi
from rpython.rtyper.tool import rffi_platform
from rpython.translator.tool.cbuild import ExternalCompilationInfo
from rpython.rlib import rposix

from objspace.moduleobject import W_Module
from objspace.funcobject import builtin_function
from objspace.intobject import W_Int, newint
from objspace.strobject import W_Str
from objspace.listobject import W_List
from objspace.structseq import StructSeqType
from objspace.exceptions import TYPES, oefmt, raise_type_error
from objspace.argcheck import check_args

eci = ExternalCompilationInfo(includes=["pwd.h", "grp.h", "sys/types.h"])


class CConfig:
    _compilation_info_ = eci
    uid_t = rffi_platform.SimpleType("uid_t", rffi.UINT)
    gid_t = rffi_platform.SimpleType("gid_t", rffi.UINT)


config = rffi_platform.configure(CConfig)
UID_T = config["uid_t"]
GID_T = config["gid_t"]


class CConfig2:
    _compilation_info_ = eci
    passwd = rffi_platform.Struct("struct passwd", [
        ("pw_name", rffi.CCHARP), ("pw_passwd", rffi.CCHARP),
        ("pw_uid", UID_T), ("pw_gid", GID_T), ("pw_gecos", rffi.CCHARP),
        ("pw_dir", rffi.CCHARP), ("pw_shell", rffi.CCHARP)])
    group = rffi_platform.Struct("struct group", [
        ("gr_name", rffi.CCHARP), ("gr_passwd", rffi.CCHARP),
        ("gr_gid", GID_T), ("gr_mem", rffi.CCHARPP)])


config2 = rffi_platform.configure(CConfig2)
PASSWDP = lltype.Ptr(config2["passwd"])
GROUPP = lltype.Ptr(config2["group"])


def _external(name, args, result):
    return rffi.llexternal(name, args, result, compilation_info=eci,
                           releasegil=False)


c_getpwuid = _external("getpwuid", [UID_T], PASSWDP)
c_getpwnam = _external("getpwnam", [rffi.CCHARP], PASSWDP)
c_setpwent = _external("setpwent", [], lltype.Void)
c_getpwent = _external("getpwent", [], PASSWDP)
c_endpwent = _external("endpwent", [], lltype.Void)
c_getgrgid = _external("getgrgid", [GID_T], GROUPP)
c_getgrnam = _external("getgrnam", [rffi.CCHARP], GROUPP)
c_setgrent = _external("setgrent", [], lltype.Void)
c_getgrent = _external("getgrent", [], GROUPP)
c_endgrent = _external("endgrent", [], lltype.Void)

STRUCT_PASSWD = StructSeqType("pwd", "struct_passwd",
                              ["pw_name", "pw_passwd", "pw_uid", "pw_gid",
                               "pw_gecos", "pw_dir", "pw_shell"])
STRUCT_GROUP = StructSeqType("grp", "struct_group",
                             ["gr_name", "gr_passwd", "gr_gid", "gr_mem"])


def _text(p):
    from objspace.modules.posix_args import fsdecode
    if not p:
        return fsdecode("")
    return fsdecode(rffi.charp2str(p))


def _passwd(p):
    return STRUCT_PASSWD.make([
        _text(p.c_pw_name), _text(p.c_pw_passwd),
        newint(rffi.cast(lltype.Signed, p.c_pw_uid)),
        newint(rffi.cast(lltype.Signed, p.c_pw_gid)),
        _text(p.c_pw_gecos), _text(p.c_pw_dir), _text(p.c_pw_shell)])


def _group(p):
    members_w = []
    mem = p.c_gr_mem
    if mem:
        i = 0
        while mem[i]:
            members_w.append(_text(mem[i]))
            i += 1
    return STRUCT_GROUP.make([
        _text(p.c_gr_name), _text(p.c_gr_passwd),
        newint(rffi.cast(lltype.Signed, p.c_gr_gid)), W_List(members_w)])


def _id_arg(args_w):
    from objspace.modules.aio_util import c_int
    w_id = args_w[0]
    if not isinstance(w_id, W_Int):
        from objspace.modules.builtins_more import index_w
        w_id = index_w(w_id)
    return c_int(w_id)


def _name_arg(w_name, fn):
    if not isinstance(w_name, W_Str):
        raise_type_error("%s() argument must be str, not %s"
                         % (fn, w_name.gettype().name))
    assert isinstance(w_name, W_Str)
    if "\x00" in w_name.utf8:
        raise oefmt(TYPES.by_name["ValueError"], "embedded null character")
    return w_name.utf8


def _key_error(msg):
    return oefmt(TYPES.by_name["KeyError"], msg)


def pwd_getpwuid(args):
    args_w = check_args(args, "getpwuid", 1, 1)
    uid = _id_arg(args_w)
    if uid < -1 or uid > 0xFFFFFFFF:        # CPython's uid_t converter
        raise _key_error("getpwuid(): uid not found")
    if uid == 0xFFFFFFFF:
        uid = -1
    p = c_getpwuid(rffi.cast(UID_T, uid))
    if not p:
        raise _key_error("getpwuid(): uid not found: %d" % uid)
    return _passwd(p)


def pwd_getpwnam(args):
    from objspace.reprs import repr_w
    args_w = check_args(args, "getpwnam", 1, 1)
    name = _name_arg(args_w[0], "getpwnam")
    with rffi.scoped_str2charp(name) as c_name:
        p = c_getpwnam(c_name)
        if not p:
            raise _key_error("getpwnam(): name not found: %s"
                             % repr_w(args_w[0]))
        return _passwd(p)


def pwd_getpwall(args):
    check_args(args, "getpwall", 0, 0)
    items_w = []
    c_setpwent()
    while True:
        p = c_getpwent()
        if not p:
            break
        items_w.append(_passwd(p))
    c_endpwent()
    return W_List(items_w)


def grp_getgrgid(args):
    args_w = check_args(args, "getgrgid", 1, 1)
    gid = _id_arg(args_w)
    if gid < -1 or gid > 0xFFFFFFFF:        # (CPython says so for both)
        raise oefmt(TYPES.by_name["OverflowError"],
                    "gid is less than minimum")
    if gid == 0xFFFFFFFF:
        gid = -1
    p = c_getgrgid(rffi.cast(GID_T, gid))
    if not p:
        raise _key_error("getgrgid(): gid not found: %d" % gid)
    return _group(p)


def grp_getgrnam(args):
    from objspace.reprs import repr_w
    args_w = check_args(args, "getgrnam", 1, 1)
    name = _name_arg(args_w[0], "getgrnam")
    with rffi.scoped_str2charp(name) as c_name:
        p = c_getgrnam(c_name)
        if not p:
            raise _key_error("getgrnam(): name not found: %s"
                             % repr_w(args_w[0]))
        return _group(p)


def grp_getgrall(args):
    check_args(args, "getgrall", 0, 0)
    items_w = []
    c_setgrent()
    while True:
        p = c_getgrent()
        if not p:
            break
        items_w.append(_group(p))
    c_endgrent()
    return W_List(items_w)


def make_pwd():
    w_mod = W_Module("pwd")
    for name, fn in [("getpwuid", pwd_getpwuid), ("getpwnam", pwd_getpwnam),
                     ("getpwall", pwd_getpwall)]:
        w_mod.setitem(name, builtin_function(name, fn))
    w_mod.setitem("struct_passwd", STRUCT_PASSWD.w_type)
    return w_mod


def make_grp():
    w_mod = W_Module("grp")
    for name, fn in [("getgrgid", grp_getgrgid), ("getgrnam", grp_getgrnam),
                     ("getgrall", grp_getgrall)]:
        w_mod.setitem(name, builtin_function(name, fn))
    w_mod.setitem("struct_group", STRUCT_GROUP.w_type)
    return w_mod
