"""The hash modules behind Lib/hashlib.py's built-in fallback: _md5,
_sha1, _sha256 (sha224, sha256) and _sha512 (sha384, sha512). One
object type per algorithm, as CPython's, with update, digest, hexdigest,
copy, name, digest_size and block_size. The algorithms are in sha2.py
(and rlib's rmd5/rsha)."""

from objspace.model import W_Object
from objspace.moduleobject import W_Module
from objspace.funcobject import W_BuiltinFunction, builtin_function
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.intobject import newint
from objspace.strobject import W_Str, newascii
from objspace.bytesobject import W_Bytes
from objspace.noneobject import W_None
from objspace.exceptions import raise_type_error
from objspace.argcheck import check_args
from objspace.modules import buffers
from objspace.modules import sha2
from objspace.modules import sha3
from objspace.modules import blake2


class HashKind(object):
    """One algorithm: its name, sizes, engine maker and Python type."""
    _attrs_ = _immutable_fields_ = ("name", "digest_size", "block_size",
                                    "maker", "w_type", "module")

    def __init__(self, module, name, digest_size, block_size, maker):
        self.module = module
        self.name = name
        self.digest_size = digest_size
        self.block_size = block_size
        self.maker = maker
        self.w_type = W_TypeObject(name, [w_object_type])
        self.w_type.module = module


class W_Hash(W_Object):
    _attrs_ = ("kind", "engine")

    def __init__(self, kind, engine):
        self.kind = kind
        self.engine = engine

    def gettype(self):
        return self.kind.w_type

    def getattr_hook(self, name):
        if name == "name":
            return newascii(self.kind.name)
        if name == "digest_size":
            engine = self.engine
            if isinstance(engine, blake2.Blake2Engine):
                return newint(engine.outlen)
            return newint(self.kind.digest_size)
        if name == "block_size":
            return newint(self.kind.block_size)
        engine = self.engine
        if isinstance(engine, sha3.KeccakEngine):
            if name == "_rate_bits":
                return newint(engine.rate * 8)
            if name == "_capacity_bits":
                return newint(1600 - engine.rate * 8)
            if name == "_suffix":
                return W_Bytes(chr(engine.suffix))
        return None

    def repr_hook(self):
        from objspace.reprs import address_of
        return "<%s.%s object at %s>" % (self.kind.module, self.kind.name,
                                        address_of(self))


def data_arg(w_data):
    if isinstance(w_data, W_Str):
        raise_type_error("Strings must be encoded before hashing")
    data = buffers.bytes_or_none(w_data)
    if data is None:
        raise_type_error("object supporting the buffer API required")
        return ""
    return data


def to_hex(s):
    from objspace.bytesobject import append_hex
    from rpython.rlib.rstring import StringBuilder
    b = StringBuilder(2 * len(s))
    for c in s:
        append_hex(b, ord(c))
    return b.build()


def _self(args, name):
    if len(args.args_w) == 0 or not isinstance(args.args_w[0], W_Hash):
        raise_type_error("descriptor '%s' needs a hash object" % name)
    w_h = args.args_w[0]
    assert isinstance(w_h, W_Hash)
    return w_h


def h_update(args):
    w_h = _self(args, "update")
    args_w = check_args(args, "update", 2, 2)
    w_h.engine.update(data_arg(args_w[1]))
    return W_None


def h_digest(args):
    w_h = _self(args, "digest")
    check_args(args, "digest", 1, 1)
    return W_Bytes(w_h.engine.digest())


def h_hexdigest(args):
    w_h = _self(args, "hexdigest")
    check_args(args, "hexdigest", 1, 1)
    return newascii(to_hex(w_h.engine.digest()))


def h_copy(args):
    w_h = _self(args, "copy")
    check_args(args, "copy", 1, 1)
    return W_Hash(w_h.kind, w_h.engine.copy())


METHODS = [("update", h_update), ("digest", h_digest),
           ("hexdigest", h_hexdigest), ("copy", h_copy)]


def _constructor_args(args, name):
    """(string=b'', *, usedforsecurity=True): the initial data or None."""
    w_data = None
    if not name.startswith("sha3_") and not name.startswith("shake_"):
        w_data = args.get_kw("string")
    args.get_kw("usedforsecurity")
    if args.has_kwargs():
        if name.startswith("sha3_") or name.startswith("shake_"):
            name = "sha3_224"       # CPython's _sha3 names one for all
        raise_type_error("'%s' is an invalid keyword argument for %s()"
                         % (args.kw_names[0], name))
    args_w = args.args_w
    if len(args_w) > 1:
        raise_type_error("%s() takes at most 1 argument (%d given)"
                         % (name, len(args_w)))
    if len(args_w) == 1:
        if w_data is not None:
            raise_type_error("argument for %s() given by name ('string') "
                             "and position (1)" % name)
        w_data = args_w[0]
    return w_data


def _shake_length(args, name):
    from objspace.modules.builtins_more import index_w
    from objspace.intobject import W_Int
    from objspace.exceptions import raise_value_error
    w_len = args.get_kw("length")
    args_w = check_args(args, name, 1, 2)
    if len(args_w) == 2:
        w_len = args_w[1]
    if w_len is None:
        w_h = args.args_w[0]
        assert isinstance(w_h, W_Hash)
        raise_type_error("%s.%s() takes exactly one argument (0 given)"
                         % (w_h.kind.name, name))
    w_i = index_w(w_len)
    if not isinstance(w_i, W_Int) or w_i.intval < 0:
        raise_value_error("length must be non-negative" if
                          isinstance(w_i, W_Int) else
                          "length is too large")
    assert isinstance(w_i, W_Int)
    return w_i.intval


def shake_digest(args):
    w_h = _self(args, "digest")
    n = _shake_length(args, "digest")
    engine = w_h.engine
    assert isinstance(engine, sha3.KeccakEngine)
    return W_Bytes(engine.squeeze(n))


def shake_hexdigest(args):
    w_h = _self(args, "hexdigest")
    n = _shake_length(args, "hexdigest")
    engine = w_h.engine
    assert isinstance(engine, sha3.KeccakEngine)
    return newascii(to_hex(engine.squeeze(n)))


SHAKE_METHODS = [("update", h_update), ("digest", shake_digest),
                 ("hexdigest", shake_hexdigest), ("copy", h_copy)]


def make_kind(module, name, digest_size, block_size, maker,
              methods=METHODS):
    kind = HashKind(module, name, digest_size, block_size, maker)
    for mname, fn in methods:
        kind.w_type.dict_w[mname] = W_BuiltinFunction(mname, fn)

    def new(args):
        w_data = _constructor_args(args, name)
        w_h = W_Hash(kind, kind.maker())
        if w_data is not None:
            w_h.engine.update(data_arg(w_data))
        return w_h
    new.__name__ = "new_" + name
    kind.w_type.w_new = W_BuiltinFunction(name, new)
    return kind, new


MD5, md5_new = make_kind("_md5", "md5", 16, 64, sha2.new_md5)
SHA1, sha1_new = make_kind("_sha1", "sha1", 20, 64, sha2.new_sha1)
SHA224, sha224_new = make_kind("_sha256", "sha224", 28, 64, sha2.new_sha224)
SHA256, sha256_new = make_kind("_sha256", "sha256", 32, 64, sha2.new_sha256)
SHA384, sha384_new = make_kind("_sha512", "sha384", 48, 128,
                               sha2.new_sha384)
SHA512, sha512_new = make_kind("_sha512", "sha512", 64, 128,
                               sha2.new_sha512)


def _sha3_maker(bits):
    def maker():
        return sha3.new_keccak(bits)
    maker.__name__ = "new_sha3_%d" % bits
    return maker


def _shake_maker(bits):
    def maker():
        return sha3.new_shake(bits)
    maker.__name__ = "new_shake_%d" % bits
    return maker


SHA3_KINDS = []
for _bits in [224, 256, 384, 512]:
    SHA3_KINDS.append(make_kind("_sha3", "sha3_%d" % _bits, _bits // 8,
                                200 - _bits // 4, _sha3_maker(_bits)))
for _bits in [128, 256]:
    SHA3_KINDS.append(make_kind("_sha3", "shake_%d" % _bits, 0,
                                200 - _bits // 4, _shake_maker(_bits),
                                SHAKE_METHODS))


def _module(name, entries):
    w_mod = W_Module(name)
    for fname, fn in entries:
        w_mod.setitem(fname, builtin_function(fname, fn))
    return w_mod


def make_md5():
    w_mod = _module("_md5", [("md5", md5_new)])
    w_mod.setitem("MD5Type", MD5.w_type)
    return w_mod


def make_sha1():
    w_mod = _module("_sha1", [("sha1", sha1_new)])
    w_mod.setitem("SHA1Type", SHA1.w_type)
    return w_mod


def make_sha256():
    w_mod = _module("_sha256", [("sha224", sha224_new),
                                ("sha256", sha256_new)])
    w_mod.setitem("SHA224Type", SHA224.w_type)
    w_mod.setitem("SHA256Type", SHA256.w_type)
    return w_mod


def make_sha512():
    w_mod = _module("_sha512", [("sha384", sha384_new),
                                ("sha512", sha512_new)])
    w_mod.setitem("SHA384Type", SHA384.w_type)
    w_mod.setitem("SHA512Type", SHA512.w_type)
    return w_mod


def make_sha3():
    w_mod = W_Module("_sha3")
    for kind, new in SHA3_KINDS:
        w_mod.setitem(kind.name, kind.w_type)
    w_mod.setitem("keccakopt", newint(64))
    w_mod.setitem("implementation", newascii("lbbv"))
    return w_mod


# ---------------------------------------------------------------- BLAKE2

BLAKE2_KEYWORDS = ["digest_size", "key", "salt", "person", "fanout",
                   "depth", "leaf_size", "node_offset", "node_depth",
                   "inner_size", "last_node", "usedforsecurity", "string"]


def _small_int(w_v, lo, hi, msg):
    from objspace.modules.builtins_more import index_w
    from objspace.intobject import W_Int
    from objspace.exceptions import raise_value_error
    w_i = index_w(w_v)
    if not isinstance(w_i, W_Int) or w_i.intval < lo or w_i.intval > hi:
        raise_value_error(msg)
    assert isinstance(w_i, W_Int)
    return w_i.intval


def _size_arg(w_v, limit_bits, name):
    """leaf_size / node_offset: non-negative, below 2**limit_bits."""
    from objspace.modules.builtins_more import index_w
    from objspace.intobject import W_Int
    from objspace.exceptions import raise_value_error, raise_overflow
    w_i = index_w(w_v)
    if not isinstance(w_i, W_Int):
        if w_i.as_bigint().sign < 0:
            raise_value_error("value must be positive")
        if limit_bits == 64:
            raise_overflow("int too big to convert")
        raise_overflow("%s is too large" % name)
        return 0
    v = w_i.intval
    if v < 0:
        raise_value_error("value must be positive")
    if limit_bits < 64 and v >= (1 << limit_bits):
        raise_overflow("%s is too large" % name)
    return v


def _blake2_bytes(w_v):
    from objspace.modules import buffers
    return buffers.bytes_of(w_v)


def _blake2_new(args, wide):
    from objspace import operations as ops
    from objspace.exceptions import raise_value_error
    name = "blake2b" if wide else "blake2s"
    maxd = 64 if wide else 32
    half = 16 if wide else 8
    given_w = [None] * len(BLAKE2_KEYWORDS)
    if args.kw_names is not None:
        for i in range(len(args.kw_names)):
            kw = args.kw_names[i]
            k = -1
            for j in range(len(BLAKE2_KEYWORDS) - 1):
                if BLAKE2_KEYWORDS[j] == kw:
                    k = j
            if k < 0:
                raise_type_error("'%s' is an invalid keyword argument for "
                                 "%s()" % (kw, name))
            given_w[k] = args.kw_values_w[i]
    if len(args.args_w) > 1:
        raise_type_error("%s() takes at most 1 positional argument (%d "
                         "given)" % (name, len(args.args_w)))
    digest_size = maxd
    if given_w[0] is not None:
        digest_size = _small_int(given_w[0], 1, maxd, "digest_size must be "
                                 "between 1 and %d bytes" % maxd)
    key = salt = person = ""
    if given_w[1] is not None:
        key = _blake2_bytes(given_w[1])
        if len(key) > maxd:
            raise_value_error("maximum key length is %d bytes" % maxd)
    if given_w[2] is not None:
        salt = _blake2_bytes(given_w[2])
        if len(salt) > half:
            raise_value_error("maximum salt length is %d bytes" % half)
    if given_w[3] is not None:
        person = _blake2_bytes(given_w[3])
        if len(person) > half:
            raise_value_error("maximum person length is %d bytes" % half)
    fanout = 1
    if given_w[4] is not None:
        fanout = _small_int(given_w[4], 0, 255, "fanout must be between 0 "
                            "and 255")
    depth = 1
    if given_w[5] is not None:
        depth = _small_int(given_w[5], 1, 255, "depth must be between 1 and "
                           "255")
    leaf_size = 0
    if given_w[6] is not None:
        leaf_size = _size_arg(given_w[6], 32, "leaf_size")
    node_offset = 0
    if given_w[7] is not None:
        node_offset = _size_arg(given_w[7], 64 if wide else 48,
                                "node_offset")
    node_depth = 0
    if given_w[8] is not None:
        node_depth = _small_int(given_w[8], 0, 255, "node_depth must be "
                                "between 0 and 255")
    inner_size = 0
    if given_w[9] is not None:
        inner_size = _small_int(given_w[9], 0, maxd, "inner_size must be "
                                "between 0 and is %d" % maxd)
    last_node = False
    if given_w[10] is not None:
        last_node = ops.is_true(given_w[10])
    engine = blake2.Blake2Engine(wide)
    engine.setup(digest_size, key, salt, person, fanout, depth, leaf_size,
                 node_offset, node_depth, inner_size, last_node)
    kind = BLAKE2B if wide else BLAKE2S
    w_h = W_Hash(kind, engine)
    if len(args.args_w) == 1:
        engine.update(data_arg(args.args_w[0]))
    return w_h


def blake2b_new(args):
    return _blake2_new(args, True)


def blake2s_new(args):
    return _blake2_new(args, False)


def _blake2b_engine():
    return blake2.Blake2Engine(True)


def _blake2s_engine():
    return blake2.Blake2Engine(False)


BLAKE2B = HashKind("_blake2", "blake2b", 64, 128, _blake2b_engine)
BLAKE2S = HashKind("_blake2", "blake2s", 32, 64, _blake2s_engine)
for _kind, _new, _sizes in [(BLAKE2B, blake2b_new, (16, 16, 64, 64)),
                            (BLAKE2S, blake2s_new, (8, 8, 32, 32))]:
    for _mname, _fn in METHODS:
        _kind.w_type.dict_w[_mname] = W_BuiltinFunction(_mname, _fn)
    _kind.w_type.w_new = W_BuiltinFunction(_kind.name, _new)
    for _cname, _cval in zip(["SALT_SIZE", "PERSON_SIZE", "MAX_KEY_SIZE",
                              "MAX_DIGEST_SIZE"], _sizes):
        _kind.w_type.dict_w[_cname] = newint(_cval)


def make_blake2():
    w_mod = W_Module("_blake2")
    w_mod.setitem("blake2b", BLAKE2B.w_type)
    w_mod.setitem("blake2s", BLAKE2S.w_type)
    for prefix, sizes in [("BLAKE2B_", (16, 16, 64, 64)),
                          ("BLAKE2S_", (8, 8, 32, 32))]:
        w_mod.setitem(prefix + "SALT_SIZE", newint(sizes[0]))
        w_mod.setitem(prefix + "PERSON_SIZE", newint(sizes[1]))
        w_mod.setitem(prefix + "MAX_KEY_SIZE", newint(sizes[2]))
        w_mod.setitem(prefix + "MAX_DIGEST_SIZE", newint(sizes[3]))
    return w_mod
