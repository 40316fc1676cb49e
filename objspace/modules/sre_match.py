"""re.Match and _sre.SRE_Scanner objects (CPython 3.11's _sre.c
semantics and messages)."""

from objspace.model import W_Object, Arguments
from objspace.typeobject import W_TypeObject, w_object_type
from objspace.funcobject import W_BuiltinFunction
from objspace.intobject import W_Int, newint
from objspace.strobject import W_Str
from objspace.tupleobject import newtuple
from objspace.dictobject import W_Dict
from objspace.noneobject import W_None
from objspace.instances import W_Instance
from objspace.exceptions import raise_type_error, raise_index_error
from objspace.argcheck import check_args
from objspace.modules import sre_engine as E


class W_Match(W_Object):
    _attrs_ = ("w_pattern", "subj", "regs", "pos", "endpos", "lastindex")

    def __init__(self, w_pattern, subj, regs, pos, endpos, lastindex):
        self.w_pattern = w_pattern      # a mod_sre.W_Pattern
        self.subj = subj
        self.regs = regs                # flat [start, end] per group
        self.pos = pos
        self.endpos = endpos
        self.lastindex = lastindex      # -1: None

    def gettype(self):
        return w_match_type

    def ngroups(self):
        return len(self.regs) // 2 - 1

    def group_value(self, g, w_default):
        start = self.regs[2 * g]
        end = self.regs[2 * g + 1]
        if start < 0 or end < 0:
            return w_default
        return self.subj.slice(start, end)

    def index_of(self, w_g):
        """The group number named or numbered by w_g, else IndexError."""
        from objspace.builtinsub import unwrap
        w_x = unwrap(w_g)
        i = -1
        if isinstance(w_x, W_Int):
            i = w_x.intval
        elif isinstance(w_g, W_Instance) and \
                w_g.gettype().lookup("__index__") is not None:
            from objspace.listmethods import as_index
            i = as_index(w_g)
        else:
            w_index = self.w_pattern.w_groupindex
            if isinstance(w_index, W_Dict) and not \
                    isinstance(w_g, W_Instance):
                w_i = w_index.getitem(w_g)
                if isinstance(w_i, W_Int):
                    i = w_i.intval
        if i < 0 or i > self.ngroups():
            raise_index_error("no such group")
        return i

    def getitem_hook(self, w_key):
        return self.group_value(self.index_of(w_key), W_None)

    def repr_hook(self):
        from objspace.reprs import repr_w
        w_g = self.group_value(0, W_None)
        return "<re.Match object; span=(%d, %d), match=%s>" % (
            self.regs[0], self.regs[1], truncate(repr_w(w_g), 50))

    def getattr_hook(self, name):
        if name == "pos":
            return newint(self.pos)
        if name == "endpos":
            return newint(self.endpos)
        if name == "lastindex":
            if self.lastindex < 0:
                return W_None
            return newint(self.lastindex)
        if name == "lastgroup":
            w_ig = self.w_pattern.w_indexgroup
            from objspace.tupleobject import W_Tuple
            if (self.lastindex >= 0 and isinstance(w_ig, W_Tuple) and
                    self.lastindex < len(w_ig.items_w)):
                return w_ig.items_w[self.lastindex]
            return W_None
        if name == "re":
            return self.w_pattern
        if name == "string":
            return self.subj.w_obj
        if name == "regs":
            items_w = []
            for g in range(self.ngroups() + 1):
                items_w.append(newtuple([newint(self.regs[2 * g]),
                                         newint(self.regs[2 * g + 1])]))
            return newtuple(items_w)
        return None


def truncate(s, n):
    """The first n code points of the utf-8 string s (CPython's %.50R)."""
    count = 0
    pos = 0
    while pos < len(s):
        if (ord(s[pos]) & 0xC0) != 0x80:
            if count == n:
                return s[:pos]
            count += 1
        pos += 1
    return s


def _self(args, name):
    if not args.args_w or not isinstance(args.args_w[0], W_Match):
        raise_type_error("descriptor '%s' requires a 're.Match' object"
                         % name)
    w_m = args.args_w[0]
    assert isinstance(w_m, W_Match)
    return w_m


def _rest(args):
    return Arguments(args.args_w[1:], args.kw_names, args.kw_values_w)


def _default_arg(args, name):
    """The `default` argument of groups()/groupdict() (None if absent)."""
    w_default = args.get_kw("default")
    if args.has_kwargs():
        raise_type_error("'%s' is an invalid keyword argument for %s()"
                         % (args.kw_names[0], name))
    rest_w = args.args_w[1:]
    if len(rest_w) > 1 or (rest_w and w_default is not None):
        raise_type_error("%s() takes at most 1 argument (%d given)"
                         % (name, len(rest_w) + (w_default is not None)))
    if rest_w:
        return rest_w[0]
    if w_default is not None:
        return w_default
    return W_None


def m_group(args):
    w_m = _self(args, "group")
    if args.has_kwargs():
        raise_type_error("group() takes no keyword arguments")
    gs_w = args.args_w[1:]
    if not gs_w:
        return w_m.group_value(0, W_None)
    if len(gs_w) == 1:
        return w_m.group_value(w_m.index_of(gs_w[0]), W_None)
    items_w = []
    for w_g in gs_w:
        items_w.append(w_m.group_value(w_m.index_of(w_g), W_None))
    return newtuple(items_w)


def m_getitem(args):
    w_m = _self(args, "__getitem__")
    w_g = check_args(_rest(args), "__getitem__", 1, 1)[0]
    return w_m.group_value(w_m.index_of(w_g), W_None)


def m_groups(args):
    w_m = _self(args, "groups")
    w_default = _default_arg(args, "groups")
    items_w = []
    for g in range(1, w_m.ngroups() + 1):
        items_w.append(w_m.group_value(g, w_default))
    return newtuple(items_w)


def m_groupdict(args):
    w_m = _self(args, "groupdict")
    w_default = _default_arg(args, "groupdict")
    w_result = W_Dict()
    w_index = w_m.w_pattern.w_groupindex
    if isinstance(w_index, W_Dict):
        for w_name, w_v in w_index.data.items():
            w_result.setitem(w_name, w_m.group_value(w_m.index_of(w_name),
                                                     w_default))
    return w_result


def _group_arg(w_m, args, name):
    args_w = check_args(_rest(args), name, 0, 1)
    if not args_w:
        return 0
    return w_m.index_of(args_w[0])


def m_start(args):
    w_m = _self(args, "start")
    g = _group_arg(w_m, args, "start")
    return newint(w_m.regs[2 * g])


def m_end(args):
    w_m = _self(args, "end")
    g = _group_arg(w_m, args, "end")
    return newint(w_m.regs[2 * g + 1])


def m_span(args):
    w_m = _self(args, "span")
    g = _group_arg(w_m, args, "span")
    return newtuple([newint(w_m.regs[2 * g]), newint(w_m.regs[2 * g + 1])])


def m_expand(args):
    from objspace.modules.mod_sre import call_re
    w_m = _self(args, "expand")
    w_template = args.get_kw("template")
    if w_template is None:
        w_template = check_args(_rest(args), "expand", 1, 1)[0]
    else:
        check_args(_rest(args), "expand", 0, 0)
    return call_re("_expand", [w_m.w_pattern, w_m, w_template])


def m_copy(args):
    w_m = _self(args, "__copy__")
    check_args(_rest(args), "__copy__", 0, 0)
    return w_m


def m_deepcopy(args):
    w_m = _self(args, "__deepcopy__")
    check_args(_rest(args), "__deepcopy__", 1, 1)
    return w_m


def m_new(args):
    raise_type_error("cannot create 're.Match' instances")
    return None


w_match_type = W_TypeObject("Match", [w_object_type])
w_match_type.module = "re"
w_match_type.w_new = W_BuiltinFunction("Match", m_new)
for _name, _fn in [("group", m_group), ("__getitem__", m_getitem),
                   ("groups", m_groups), ("groupdict", m_groupdict),
                   ("start", m_start), ("end", m_end), ("span", m_span),
                   ("expand", m_expand), ("__copy__", m_copy),
                   ("__deepcopy__", m_deepcopy)]:
    w_match_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)


def new_match(w_pattern, subj, ctx, pos, endpos):
    regs, lastindex = E.flat_marks(ctx, w_pattern.groups)
    return W_Match(w_pattern, subj, regs, pos, endpos, lastindex)


# --- scanner ---

class W_Scanner(W_Object):
    _attrs_ = ("w_pattern", "subj", "start", "end", "pos", "must_advance",
               "done")

    def __init__(self, w_pattern, subj, pos, endpos):
        self.w_pattern = w_pattern
        self.subj = subj
        self.start = pos
        self.pos = pos
        self.end = endpos
        self.must_advance = False
        self.done = False

    def gettype(self):
        return w_scanner_type

    def getattr_hook(self, name):
        if name == "pattern":
            return self.w_pattern
        return None

    def next_match(self, search):
        if self.done or self.start > self.end:
            self.done = True
            return None
        w_p = self.w_pattern
        if search:
            ctx = E.search_at(w_p.code, self.subj, self.start, self.end,
                              w_p.flags, self.must_advance)
        else:
            ctx = E.match_at(w_p.code, self.subj, self.start, self.end,
                             w_p.flags, False, self.must_advance)
        if ctx is None:
            self.done = True
            return None
        w_m = new_match(w_p, self.subj, ctx, self.pos, self.end)
        self.must_advance = ctx.match_end == ctx.match_start
        self.start = ctx.match_end
        return w_m


def _scanner_self(args, name):
    if not args.args_w or not isinstance(args.args_w[0], W_Scanner):
        raise_type_error("descriptor '%s' requires a '_sre.SRE_Scanner' "
                         "object" % name)
    w_s = args.args_w[0]
    assert isinstance(w_s, W_Scanner)
    return w_s


def s_match(args):
    w_s = _scanner_self(args, "match")
    check_args(_rest(args), "match", 0, 0)
    w_m = w_s.next_match(False)
    return W_None if w_m is None else w_m


def s_search(args):
    w_s = _scanner_self(args, "search")
    check_args(_rest(args), "search", 0, 0)
    w_m = w_s.next_match(True)
    return W_None if w_m is None else w_m


def s_new(args):
    raise_type_error("cannot create '_sre.SRE_Scanner' instances")
    return None


w_scanner_type = W_TypeObject("SRE_Scanner", [w_object_type])
w_scanner_type.module = "_sre"
w_scanner_type.w_new = W_BuiltinFunction("SRE_Scanner", s_new)
for _name, _fn in [("match", s_match), ("search", s_search)]:
    w_scanner_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)


from objspace.iterobject import W_AbstractIterator


class W_FindIter(W_AbstractIterator):
    """finditer(): the scanner's search() until it gives None (CPython
    returns a callable_iterator over it)."""
    _attrs_ = ("w_scanner",)

    def __init__(self, w_scanner):
        self.w_scanner = w_scanner

    def next_w(self):
        return self.w_scanner.next_match(True)
