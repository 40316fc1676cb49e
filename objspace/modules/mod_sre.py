"""The `_sre` module under CPython 3.11's own `re` package: compile()
takes the code list re/_compiler.py emits (MAGIC 20220615), rewrites it
for rpython.rlib.rsre (sre_code.py) and gives a re.Pattern; matching
runs rsre's engine (sre_engine.py); Match and Scanner objects are in
sre_match.py. Replacement templates are parsed by re itself, as
CPython's C code does: sub() calls re._subx and Match.expand()
re._expand."""

from rpython.rlib.rsre import rsre_char
from rpython.rlib.rarithmetic import intmask

from objspace.model import W_Object, Arguments
from objspace.moduleobject import W_Module
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.funcobject import W_BuiltinFunction, builtin_function
from objspace.intobject import W_Int, newint, newbool
from objspace.strobject import W_Str, newascii
from objspace.bytesobject import W_Bytes, W_AbstractBytes
from objspace.listobject import W_List, newlist
from objspace.tupleobject import W_Tuple, newtuple
from objspace.dictobject import W_Dict
from objspace.noneobject import W_None
from objspace.exceptions import raise_type_error, raise_overflow
from objspace.argcheck import check_args
from objspace.listmethods import as_index
from objspace.modules import sre_code
from objspace.modules import sre_engine as E
from objspace.modules.sre_match import (W_Match, W_Scanner, W_FindIter,
                                        new_match, truncate)
from interpreter.frontend import astnodes as A

MAGIC = 20220615
CODESIZE = 4
MAXREPEAT = rsre_char.MAXREPEAT          # 2**32 - 1, as CPython's
MAXGROUPS = 1073741823                   # CPython 3.11 on 64 bits

FLAG_NAMES = ["re.TEMPLATE", "re.IGNORECASE", "re.LOCALE", "re.MULTILINE",
              "re.DOTALL", "re.UNICODE", "re.VERBOSE", "re.DEBUG",
              "re.ASCII"]
FLAG_LOCALE = 4
FLAG_UNICODE = 32
FLAG_ASCII = 256
MAXSIZE = 9223372036854775807


class W_Pattern(W_Object):
    _attrs_ = ("w_pattern", "flags", "code", "raw_code", "groups",
               "w_groupindex", "w_indexgroup", "is_bytes")

    def __init__(self, w_pattern, flags, code, raw_code, groups,
                 w_groupindex, w_indexgroup, is_bytes):
        self.w_pattern = w_pattern      # the source str/bytes (or None)
        self.flags = flags
        self.code = code                # rsre's code
        self.raw_code = raw_code        # CPython's, for == and hash
        self.groups = groups
        self.w_groupindex = w_groupindex
        self.w_indexgroup = w_indexgroup
        self.is_bytes = is_bytes        # -1: either (no source pattern)

    def gettype(self):
        return w_pattern_type

    def getattr_hook(self, name):
        if name == "pattern":
            return self.w_pattern
        if name == "flags":
            return newint(self.flags)
        if name == "groups":
            return newint(self.groups)
        if name == "groupindex":
            from objspace.mappingproxy import W_MappingProxy
            w_copy = W_Dict()
            w_index = self.w_groupindex
            if isinstance(w_index, W_Dict):
                for w_k, w_v in w_index.data.items():
                    w_copy.setitem(w_k, w_v)
            return W_MappingProxy(w_copy, None)
        return None

    def repr_hook(self):
        from objspace.reprs import repr_w
        flags = self.flags
        if (self.is_bytes == 0 and
                flags & (FLAG_LOCALE | FLAG_UNICODE | FLAG_ASCII) ==
                FLAG_UNICODE):
            flags &= ~FLAG_UNICODE
        parts = []
        for i in range(len(FLAG_NAMES)):
            if flags & (1 << i):
                parts.append(FLAG_NAMES[i])
                flags &= ~(1 << i)
        if flags:
            parts.append("0x%x" % flags)
        src = truncate(repr_w(self.w_pattern), 200)
        if parts:
            return "re.compile(%s, %s)" % (src, "|".join(parts))
        return "re.compile(%s)" % src

    def compare_hook(self, w_other, op):
        if op != A.EQ and op != A.NE:
            return None
        if not isinstance(w_other, W_Pattern):
            return None
        same = pattern_eq(self, w_other)
        return newbool(same if op == A.EQ else not same)

    def hash_value(self):
        from objspace.operations import hash_w
        h = hash_w(self.w_pattern)
        for x in self.raw_code:
            h = intmask(h * 1000003) ^ x
        if h == -1:
            h = -2
        return h

    def check_subject(self, subj):
        if self.is_bytes == 0 and subj.is_bytes:
            raise_type_error("cannot use a string pattern on a bytes-like "
                             "object")
        if self.is_bytes == 1 and not subj.is_bytes:
            raise_type_error("cannot use a bytes pattern on a string-like "
                             "object")

    def search(self, subj, start, end, must_advance):
        return E.search_at(self.code, subj, start, end, self.flags,
                           must_advance)


def pattern_eq(w_a, w_b):
    from objspace.operations import compare, is_true
    if w_a is w_b:
        return True
    if (w_a.flags != w_b.flags or w_a.is_bytes != w_b.is_bytes or
            len(w_a.raw_code) != len(w_b.raw_code)):
        return False
    for i in range(len(w_a.raw_code)):
        if w_a.raw_code[i] != w_b.raw_code[i]:
            return False
    return is_true(compare(w_a.w_pattern, w_b.w_pattern, A.EQ))


# --- arguments ---

def _parse(args, fname, names, nrequired):
    """args.args_w[0] is the pattern; the others, positional or by
    keyword, bind `names` (None where absent)."""
    given_w = args.args_w[1:]
    if len(given_w) > len(names):
        raise_type_error("%s() takes at most %d argument%s (%d given)"
                         % (fname, len(names),
                            "" if len(names) == 1 else "s", len(given_w)))
    values_w = [None] * len(names)
    for i in range(len(given_w)):
        values_w[i] = given_w[i]
    if args.kw_names is not None:
        for k in range(len(args.kw_names)):
            key = args.kw_names[k]
            found = -1
            for i in range(len(names)):
                if names[i] == key:
                    found = i
            if found < 0:
                raise_type_error("'%s' is an invalid keyword argument for "
                                 "%s()" % (key, fname))
            if values_w[found] is not None:
                raise_type_error("argument for %s() given by name ('%s') "
                                 "and position (%d)" % (fname, key,
                                                        found + 1))
            values_w[found] = args.kw_values_w[k]
    for i in range(nrequired):
        if values_w[i] is None:
            raise_type_error("%s() missing required argument '%s' "
                             "(pos %d)" % (fname, names[i], i + 1))
    return values_w


def _self(args, name):
    if not args.args_w or not isinstance(args.args_w[0], W_Pattern):
        raise_type_error("descriptor '%s' requires a 're.Pattern' object"
                         % name)
    w_p = args.args_w[0]
    assert isinstance(w_p, W_Pattern)
    return w_p


def _ssize(w_obj, default):
    if w_obj is None:
        return default
    from objspace.intobject import W_Long
    if isinstance(w_obj, W_Long):
        if w_obj.bigval.sign > 0:
            raise_overflow("Python int too large to convert to C ssize_t")
        raise_overflow("Python int too large to convert to C ssize_t")
    return as_index(w_obj)


_STRING_POS_ENDPOS = ["string", "pos", "endpos"]


def _subject_range(w_p, args, fname):
    values_w = _parse(args, fname, _STRING_POS_ENDPOS, 1)
    subj = E.subject_of(values_w[0])
    w_p.check_subject(subj)
    pos = E.clamp(_ssize(values_w[1], 0), subj.length)
    endpos = E.clamp(_ssize(values_w[2], MAXSIZE), subj.length)
    return subj, pos, endpos


def _match_common(args, fname, fullmatch):
    w_p = _self(args, fname)
    subj, pos, endpos = _subject_range(w_p, args, fname)
    ctx = E.match_at(w_p.code, subj, pos, endpos, w_p.flags, fullmatch,
                     False)
    if ctx is None:
        return W_None
    return new_match(w_p, subj, ctx, pos, endpos)


def p_match(args):
    return _match_common(args, "match", False)


def p_fullmatch(args):
    return _match_common(args, "fullmatch", True)


def p_search(args):
    w_p = _self(args, "search")
    subj, pos, endpos = _subject_range(w_p, args, "search")
    ctx = w_p.search(subj, pos, endpos, False)
    if ctx is None:
        return W_None
    return new_match(w_p, subj, ctx, pos, endpos)


def p_findall(args):
    w_p = _self(args, "findall")
    subj, pos, endpos = _subject_range(w_p, args, "findall")
    result_w = []
    start = pos
    must_advance = False
    while start <= endpos:
        ctx = w_p.search(subj, start, endpos, must_advance)
        if ctx is None:
            break
        if w_p.groups == 0:
            w_item = subj.slice(ctx.match_start, ctx.match_end)
        else:
            regs, lastindex = E.flat_marks(ctx, w_p.groups)
            items_w = []
            for g in range(1, w_p.groups + 1):
                if regs[2 * g] < 0:
                    items_w.append(subj.slice(0, 0))
                else:
                    items_w.append(subj.slice(regs[2 * g],
                                              regs[2 * g + 1]))
            if w_p.groups == 1:
                w_item = items_w[0]
            else:
                w_item = newtuple(items_w)
        result_w.append(w_item)
        must_advance = ctx.match_end == ctx.match_start
        start = ctx.match_end
    return newlist(result_w)


def p_scanner(args):
    w_p = _self(args, "scanner")
    subj, pos, endpos = _subject_range(w_p, args, "scanner")
    return W_Scanner(w_p, subj, pos, endpos)


def p_finditer(args):
    w_p = _self(args, "finditer")
    subj, pos, endpos = _subject_range(w_p, args, "finditer")
    return W_FindIter(W_Scanner(w_p, subj, pos, endpos))


_SPLIT_ARGS = ["string", "maxsplit"]


def p_split(args):
    w_p = _self(args, "split")
    values_w = _parse(args, "split", _SPLIT_ARGS, 1)
    subj = E.subject_of(values_w[0])
    w_p.check_subject(subj)
    maxsplit = _ssize(values_w[1], 0)
    result_w = []
    n = 0
    last = 0
    start = 0
    end = subj.length
    must_advance = False
    while maxsplit == 0 or n < maxsplit:
        ctx = w_p.search(subj, start, end, must_advance)
        if ctx is None:
            break
        result_w.append(subj.slice(last, ctx.match_start))
        if w_p.groups > 0:
            regs, lastindex = E.flat_marks(ctx, w_p.groups)
            for g in range(1, w_p.groups + 1):
                if regs[2 * g] < 0:
                    result_w.append(W_None)
                else:
                    result_w.append(subj.slice(regs[2 * g],
                                               regs[2 * g + 1]))
        n += 1
        must_advance = ctx.match_end == ctx.match_start
        last = start = ctx.match_end
    result_w.append(subj.slice(last, end))
    return newlist(result_w)


_SUB_ARGS = ["repl", "string", "count"]


def call_re(name, args_w):
    """re.<name>(*args_w): the helpers CPython's _sre calls back."""
    from interpreter.runtime.importing import import_dotted
    from objspace.attrs import getattr_w
    w_re = import_dotted("re")
    return getattr_w(w_re, name).call(Arguments(args_w))


def _has_backslash(w_repl):
    if isinstance(w_repl, W_Str):
        return w_repl.utf8.find("\\") >= 0
    if isinstance(w_repl, W_AbstractBytes):
        return w_repl.value.find("\\") >= 0
    return True


def _join(subj, pieces_w):
    from objspace.reprs import address_of
    if subj.is_bytes:
        parts = []
        for i in range(len(pieces_w)):
            w_x = pieces_w[i]
            if not isinstance(w_x, W_AbstractBytes):
                raise_type_error("sequence item %d: expected a bytes-like "
                                 "object, %s found"
                                 % (i, w_x.gettype().name))
            assert isinstance(w_x, W_AbstractBytes)
            parts.append(w_x.value)
        return W_Bytes("".join(parts))
    parts = []
    length = 0
    for i in range(len(pieces_w)):
        w_x = pieces_w[i]
        if not isinstance(w_x, W_Str):
            from objspace.builtinsub import unwrap
            w_u = unwrap(w_x)
            if not isinstance(w_u, W_Str):
                raise_type_error("sequence item %d: expected str instance, "
                                 "%s found" % (i, w_x.gettype().name))
            w_x = w_u
        assert isinstance(w_x, W_Str)
        parts.append(w_x.utf8)
        length += w_x.length
    return W_Str("".join(parts), length)


def _subx(args, fname, with_count):
    from objspace.modules.builtins_more import is_callable
    w_p = _self(args, fname)
    values_w = _parse(args, fname, _SUB_ARGS, 2)
    w_repl = values_w[0]
    subj = E.subject_of(values_w[1])
    w_p.check_subject(subj)
    count = _ssize(values_w[2], 0)
    w_filter = w_repl
    callable_filter = is_callable(w_repl)
    if not callable_filter and _has_backslash(w_repl):
        w_filter = call_re("_subx", [w_p, w_repl])
        callable_filter = is_callable(w_filter)
    pieces_w = []
    n = 0
    i = 0
    start = 0
    end = subj.length
    must_advance = False
    while count == 0 or n < count:
        ctx = w_p.search(subj, start, end, must_advance)
        if ctx is None:
            break
        b = ctx.match_start
        e = ctx.match_end
        if i < b:
            pieces_w.append(subj.slice(i, b))
        if callable_filter:
            w_m = new_match(w_p, subj, ctx, 0, end)
            w_item = w_filter.call(Arguments([w_m]))
            if w_item is not W_None:
                pieces_w.append(w_item)
        else:
            pieces_w.append(w_filter)
        i = e
        n += 1
        must_advance = e == b
        start = e
    if i < end:
        pieces_w.append(subj.slice(i, end))
    w_result = _join(subj, pieces_w)
    if with_count:
        return newtuple([w_result, newint(n)])
    return w_result


def p_sub(args):
    return _subx(args, "sub", False)


def p_subn(args):
    return _subx(args, "subn", True)


def p_copy(args):
    w_p = _self(args, "__copy__")
    check_args(Arguments(args.args_w[1:]), "__copy__", 0, 0)
    return w_p


def p_deepcopy(args):
    w_p = _self(args, "__deepcopy__")
    check_args(Arguments(args.args_w[1:]), "__deepcopy__", 1, 1)
    return w_p


def p_new(args):
    raise_type_error("cannot create 're.Pattern' instances")
    return None


w_pattern_type = W_TypeObject("Pattern", [w_object_type])
w_pattern_type.module = "re"
w_pattern_type.w_new = W_BuiltinFunction("Pattern", p_new)
for _name, _fn in [("match", p_match), ("fullmatch", p_fullmatch),
                   ("search", p_search), ("findall", p_findall),
                   ("finditer", p_finditer), ("scanner", p_scanner),
                   ("split", p_split), ("sub", p_sub), ("subn", p_subn),
                   ("__copy__", p_copy), ("__deepcopy__", p_deepcopy)]:
    w_pattern_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)


# --- module functions ---

def _int_arg(w_obj):
    from objspace.builtinsub import unwrap
    w_x = unwrap(w_obj)
    if isinstance(w_x, W_Int):
        return w_x.intval
    return as_index(w_obj)


def s_compile(args):
    args_w = check_args(args, "compile", 6, 6)
    w_pattern = args_w[0]
    flags = _int_arg(args_w[1])
    w_code = args_w[2]
    if not isinstance(w_code, W_List):
        raise_type_error("compile() argument 'code' must be list, not %s"
                         % w_code.gettype().name)
    assert isinstance(w_code, W_List)
    items_w = _list_items(w_code)
    raw = [0] * len(items_w)
    for i in range(len(items_w)):
        x = _int_arg(items_w[i])
        if x < 0 or x > 0xFFFFFFFF:
            raise_overflow("regular expression code size limit exceeded")
        raw[i] = x
    groups = _int_arg(args_w[3])
    if groups < 0 or groups > MAXGROUPS:
        raise_overflow("regular expression has too many groups")
    code, total_groups = sre_code.rewrite(raw, groups)
    from objspace.builtinsub import unwrap
    if isinstance(unwrap(w_pattern), W_Str):
        is_bytes = 0
    elif w_pattern is W_None:
        is_bytes = -1
    else:
        is_bytes = 1
    return W_Pattern(w_pattern, flags, code, raw, groups, args_w[4],
                     args_w[5], is_bytes)


def _list_items(w_list):
    from objspace import containers
    result_w = []
    w_it = containers.iter_w(w_list)
    while True:
        w_x = containers.next_w(w_it)
        if w_x is None:
            break
        result_w.append(w_x)
    return result_w


def _char_arg(args, name):
    w_x = check_args(args, name, 1, 1)[0]
    return _int_arg(w_x)


def s_getcodesize(args):
    check_args(args, "getcodesize", 0, 0)
    return newint(CODESIZE)


def s_ascii_iscased(args):
    return newbool(E.ascii_iscased(_char_arg(args, "ascii_iscased")))


def s_unicode_iscased(args):
    return newbool(E.unicode_iscased(_char_arg(args, "unicode_iscased")))


def s_ascii_tolower(args):
    return newint(E.ascii_tolower(_char_arg(args, "ascii_tolower")))


def s_unicode_tolower(args):
    return newint(E.unicode_tolower(_char_arg(args, "unicode_tolower")))


def make():
    w_mod = W_Module("_sre")
    w_mod.setitem("MAGIC", newint(MAGIC))
    w_mod.setitem("CODESIZE", newint(CODESIZE))
    w_mod.setitem("MAXREPEAT", newint(MAXREPEAT))
    w_mod.setitem("MAXGROUPS", newint(MAXGROUPS))
    w_mod.setitem("copyright", newascii(" SRE 2.2.2 Copyright (c) 1997-2002"
                                        " by Secret Labs AB "))
    for name, fn in [("compile", s_compile),
                     ("getcodesize", s_getcodesize),
                     ("ascii_iscased", s_ascii_iscased),
                     ("unicode_iscased", s_unicode_iscased),
                     ("ascii_tolower", s_ascii_tolower),
                     ("unicode_tolower", s_unicode_tolower)]:
        w_mod.setitem(name, builtin_function(name, fn))
    return w_mod
