"""exec, eval, compile, globals, locals, vars: the tokenizer, parser and
compiler are in the binary, so source given at run time is compiled like
a module. A dict used as globals is bound to a module object made for it
(W_Module.w_dict / W_Dict.w_module keep the two in step), so functions
defined by exec'd code see later changes to the dict and the tier-1
global caches keep working."""

from objspace.model import OperationError
from objspace.dictobject import W_Dict
from objspace.moduleobject import W_Module
from objspace.strobject import W_Str, newstr
from objspace.bytesobject import W_Bytes
from objspace.intobject import newint
from objspace.floatobject import newfloat
from objspace.noneobject import W_None
from objspace.funcobject import W_BuiltinFunction
from objspace.argcheck import check_args
from objspace.exceptions import (TYPES, W_BaseException, oefmt,
                                 raise_type_error, raise_value_error,
                                 w_NotImplementedError)
from objspace import containers
from objspace import operations as ops
from interpreter.runtime.pycode import PyCode
from interpreter.frontend.syntaxerror import PySyntaxError, PENDING
from objspace.warn import warn_explicit
from interpreter.runtime.state import STATE
from interpreter.frontend.future import CO_FUTURE_ANNOTATIONS


# --- the calling frame ---

def caller_frame(name):
    frame = STATE.topframe
    if frame is None:
        raise_type_error("%s(): no current frame" % name)
    return frame


def _raw_local(frame, slot):
    """A local that tier 2 keeps raw at the frame's current instruction
    (its object slot then holds None or a stale object), boxed; else
    None."""
    code = frame.code
    t2 = code.t2
    i = frame.pc - code.n_tier0
    if t2 is None or i < 0 or i >= len(t2.raw_at):
        return None
    slots = t2.raw_at[i]
    if slots is None:
        return None
    for k in slots:
        if k >> 1 == slot:
            if k & 1:
                return newint(frame.raw_i[slot])
            return newfloat(frame.raw_f[slot])
    return None


def frame_locals(frame):
    """locals(): the module's dict (kept in step) at module level, the
    exec locals mapping if there is one, else a snapshot of the local
    variables, cells and free variables."""
    from interpreter.runtime.function import W_Cell
    d = frame.locals_dict
    if d is not None and d is frame.w_globals.dict_w:
        return frame.w_globals.get_w_dict()
    if frame.w_locals is not None:
        return frame.w_locals
    if d is not None:
        return class_body_dict(frame, d)
    w_res = W_Dict()
    code = frame.code
    for i in range(code.co_nlocals):
        w_v = _raw_local(frame, i)     # (its object slot may be stale)
        if w_v is None:
            w_v = frame.locals_w[i]
        if w_v is not None:
            w_res.setitem(newstr(code.co_varnames[i]), w_v)
    n_cells = len(code.co_cellvars)
    for k in range(n_cells + len(code.co_freevars)):
        w_cell = frame.locals_w[code.co_nlocals + k]
        if not isinstance(w_cell, W_Cell) or w_cell.w_value is None:
            continue
        if k < n_cells:
            name = code.co_cellvars[k]
        else:
            name = code.co_freevars[k - n_cells]
        w_res.setitem(newstr(name), w_cell.w_value)
    return w_res


def class_body_dict(frame, d):
    """locals() in a class body: the namespace as a dict kept in step
    with it (a module object wraps the body's own RPython dict; stores
    by the body update the dict through frame.w_locals, see
    ops_misc.store_name)."""
    w_mod = W_Module("?")
    w_mod.dict_w = d
    w_dict = w_mod.get_w_dict()
    frame.w_locals = w_dict
    return w_dict


def b_globals(args):
    check_args(args, "globals", 0, 0)
    return caller_frame("globals").w_globals.get_w_dict()


def b_locals(args):
    check_args(args, "locals", 0, 0)
    return frame_locals(caller_frame("locals"))


def b_vars(args):
    args_w = check_args(args, "vars", 0, 1)
    if len(args_w) == 0:
        return frame_locals(caller_frame("vars"))
    from objspace import attrs
    w_obj = args_w[0]
    w_d = attrs.getattr_or_none(w_obj, "__dict__")
    if w_d is None:
        raise_type_error("vars() argument must have __dict__ attribute")
    return w_d


# --- globals dicts and modules ---

def module_for_globals(w_given, fname):
    """The module that runs code with the dict w_given (or the dict of a
    dict subclass instance) as globals; its builtins are those the dict's
    __builtins__ names."""
    from objspace.metaclass import dict_of
    w_globals = dict_of(w_given)
    if w_globals is None:
        raise_type_error("%s() globals must be a dict, not %s"
                         % (fname, w_given.gettype().name))
    assert isinstance(w_globals, W_Dict)
    from interpreter.runtime.module import builtins_module
    w_builtins = builtins_module()
    w_key = newstr("__builtins__")
    w_b = w_globals.data.get(w_key, None)
    w_map = None
    if w_b is None:
        # the builtins of the running code: exec and eval store them in
        # the globals, a function made by FunctionType only uses them
        frame = STATE.topframe
        if frame is not None:
            w_map = frame.w_globals.w_builtins_map
        if fname != "function":
            w_globals.setitem(w_key, w_map if w_map is not None
                              else w_builtins.get_w_dict())
    elif w_b is not w_builtins and w_b is not w_builtins.w_dict:
        w_map = w_b.get_w_dict() if isinstance(w_b, W_Module) else w_b
    w_mod = w_globals.w_module
    if w_mod is not None:
        w_mod.w_builtins_map = w_map
        return w_mod
    w_mod = _new_globals_module(w_globals)
    w_mod.w_builtins_map = w_map
    return w_mod


def _new_globals_module(w_globals):
    w_mod = W_Module("?")
    del w_mod.dict_w["__name__"]
    del w_mod.dict_w["__doc__"]
    w_name = w_globals.data.get(newstr("__name__"), None)
    if isinstance(w_name, W_Str):
        w_mod.name = w_name.utf8
    for w_k, w_v in w_globals.data.items():
        if isinstance(w_k, W_Str):
            w_mod.dict_w[w_k.utf8] = w_v
    w_mod.w_dict = w_globals
    w_globals.w_module = w_mod
    return w_mod


def _check_locals(w_locals):
    if ops.is_none(w_locals):
        return None
    if isinstance(w_locals, W_Dict):
        return w_locals
    if w_locals.gettype().lookup("__getitem__") is None:
        raise_type_error("locals must be a mapping or None, not %s"
                         % w_locals.gettype().name)
    return w_locals


# --- compiling ---

MODE_EXEC, MODE_EVAL, MODE_SINGLE = 0, 1, 2


def syntax_error(e, filename):
    """The Python SyntaxError (or subclass) for a front-end error, with
    CPython's attributes."""
    w_type = TYPES.by_name.get(e.kind, None)
    if w_type is None:
        w_type = TYPES.by_name["SyntaxError"]
    from objspace.tupleobject import newtuple
    text = e.text
    if text is not None and not text.endswith("\n"):
        text += "\n"       # CPython's text is the whole source line
    w_text = newstr(text) if text is not None else W_None
    # args as CPython's: (msg, (filename, lineno, offset, text,
    # end_lineno, end_offset)); str() is SyntaxError.__str__
    info_w = [newstr(filename), newint(e.lineno), newint(e.offset), w_text,
              newint(e.end_lineno), newint(e.end_offset)]
    w_exc = W_BaseException(w_type, [newstr(e.msg), newtuple(info_w)])
    w_exc.setdictvalue("msg", newstr(e.msg))
    w_exc.setdictvalue("filename", info_w[0])
    w_exc.setdictvalue("lineno", info_w[1])
    w_exc.setdictvalue("offset", info_w[2])
    w_exc.setdictvalue("text", w_text)
    w_exc.setdictvalue("end_lineno", info_w[4])
    w_exc.setdictvalue("end_offset", info_w[5])
    return OperationError(w_exc)


def _buffer_source(w_src):
    """The bytes of a bytearray or memoryview source, else None."""
    from objspace.bytesobject import W_ByteArray
    from objspace.memoryview import W_MemoryView
    if isinstance(w_src, W_ByteArray):
        return w_src.value
    if isinstance(w_src, W_MemoryView):
        return w_src.data()
    return None


def source_text(w_src, fname):
    """The source string of exec/eval/compile's first argument, or None
    for a code object."""
    if isinstance(w_src, W_Str):
        source = w_src.utf8
    elif isinstance(w_src, W_Bytes):
        source = w_src.value
    else:
        source = _buffer_source(w_src)
    if source is not None:
        if "\x00" in source:
            raise oefmt(TYPES.by_name["SyntaxError"], "source code string "
                        "cannot contain null bytes")
        return source
    raise_type_error("%s() arg 1 must be a string, bytes or code object"
                     % fname)
    raise AssertionError


def decode_with_codec(source, unknown="unknown encoding: "):
    """(text, True) for bytes whose PEP 263 encoding the frontend does not
    decode itself (latin9, cp437, ...): decoded by the codec registry;
    else (source, False). An unknown encoding is a SyntaxError."""
    from interpreter.frontend.parser import native_encoding, coding_cookie
    if native_encoding(source):
        return source, False
    enc = coding_cookie(source)
    from interpreter.runtime.importing import import_dotted
    from objspace import attrs
    from objspace.model import Arguments
    w_decode = attrs.getattr_w(import_dotted("codecs"), "decode")
    try:
        w_text = w_decode.call(Arguments([W_Bytes(source), newstr(enc)]))
    except OperationError as e:
        if e.w_value.gettype().issubtype(TYPES.by_name["LookupError"]):
            raise PySyntaxError(unknown + enc, 0, 0, None)
        raise
    if not isinstance(w_text, W_Str):
        raise PySyntaxError("encoding problem: " + enc, 0, 0, None)
    return w_text.utf8, True


def compile_text(source, filename, mode, flags=0, is_text=False,
                 optimize=-1):
    PENDING.take()
    try:
        if not is_text:
            source, is_text = decode_with_codec(source)
        code = _compile_text(source, filename, mode, flags, is_text,
                             optimize)
    except PySyntaxError as e:
        emit_frontend_warnings(filename, True)
        raise syntax_error(e, filename)
    emit_frontend_warnings(filename, True)
    return code


def emit_frontend_warnings(filename, as_operror):
    """The warnings the tokenizer, parser and compiler gave for the source
    just compiled, through the warnings module in the order met; one the
    filters make an error becomes a SyntaxError at its place (CPython
    3.11: a SyntaxWarning, or an invalid escape's DeprecationWarning),
    raised as a PySyntaxError, or as the Python exception if as_operror."""
    items = PENDING.take()
    for i in range(len(items)):
        item = items[i]
        try:
            warn_explicit(item.category, item.msg, filename, item.lineno)
        except OperationError as e:
            if not e.w_value.gettype().issubtype(
                    TYPES.by_name[item.category]):
                raise
            err = PySyntaxError(item.msg, item.lineno, item.offset,
                                item.text, "SyntaxError", item.end_offset)
            if as_operror:
                raise syntax_error(err, filename)
            raise err


def _compile_text(source, filename, mode, flags, is_text, optimize):
    from interpreter.frontend.parser import parse, parse_eval
    from interpreter.frontend import compiler
    lines = source.split("\n")
    if mode == MODE_EVAL:
        return compiler.compile_eval(parse_eval(source, filename, is_text),
                                     filename, lines, flags, optimize)
    tree = parse(source, filename, is_text)
    if mode == MODE_SINGLE:
        check_single(tree, lines)
        return compiler.compile_single(tree, filename, lines,
                                       DISPLAYHOOK.w_print_expr, flags,
                                       optimize)
    return compiler.compile_module(tree, filename, lines, flags, optimize)


def check_single(tree, lines):
    """'single' mode takes one statement, or simple statements on one
    line (`x = 1; y = 2`)."""
    if len(tree.body) > 1:
        stmt = tree.body[0]
        if tree.body[1].lineno > max(stmt.end_lineno, stmt.lineno):
            raise PySyntaxError("multiple statements found while "
                                "compiling a single statement",
                                stmt.lineno, stmt.col + 1,
                                lines[stmt.lineno - 1]
                                if 0 < stmt.lineno <= len(lines)
                                else "")


def _displayhook(args):
    """sys.displayhook for compile(..., 'single'): the repr of a value
    that is not None, which also becomes builtins._"""
    args_w = check_args(args, "displayhook", 1, 1)
    w_v = args_w[0]
    if ops.is_none(w_v):
        return W_None
    from interpreter.runtime.module import builtins_module
    from objspace.reprs import repr_w
    from objspace.stdio import OUTPUT
    builtins_module().setitem("_", W_None)
    from objspace.modules.mod_sys import replaced_stdout
    w_file = replaced_stdout()
    if w_file is not None:
        # doctest and code.InteractiveConsole capture sys.stdout
        from objspace import attrs
        from objspace.model import Arguments
        attrs.getattr_w(w_file, "write").call(
            Arguments([newstr(repr_w(w_v) + "\n")]))
    else:
        OUTPUT.write_stdout(repr_w(w_v) + "\n")
    builtins_module().setitem("_", w_v)
    return W_None


def _print_expr(args):
    """What an expression statement of 'single' code calls: the current
    sys.displayhook (CPython's PRINT_EXPR)."""
    from objspace.modules.mod_sys import SYSREF
    from objspace.model import Arguments
    w_v = check_args(args, "displayhook", 1, 1)[0]
    w_sys = SYSREF.w_sys
    if w_sys is None:           # sys not made yet: nobody replaced the hook
        return _displayhook(args)
    w_hook = w_sys.dict_w.get("displayhook", None)
    if w_hook is None:
        raise oefmt(TYPES.by_name["RuntimeError"], "lost sys.displayhook")
    return w_hook.call(Arguments([w_v]))


class _Hook(object):
    def __init__(self):
        self.w_func = W_BuiltinFunction("displayhook", _displayhook)
        self.w_print_expr = W_BuiltinFunction("displayhook", _print_expr)


DISPLAYHOOK = _Hook()


def b_compile(args):
    w_flags = args.get_kw("flags")
    w_dont = args.get_kw("dont_inherit")
    w_opt = args.get_kw("optimize")
    w_src = args.get_kw("source")
    w_file = args.get_kw("filename")
    w_mode = args.get_kw("mode")
    # ast.parse passes it; lbbv parses 3.11's grammar whatever it asks
    args.get_kw("_feature_version")
    if args.has_kwargs():
        raise_type_error("compile() got an unexpected keyword argument '%s'"
                         % args.kw_names[0])
    args_w = args.args_w
    if len(args_w) > 6:
        raise_type_error("compile() takes at most 6 arguments (%d given)"
                         % len(args_w))
    given = [w_src, w_file, w_mode, w_flags, w_dont, w_opt]
    for i in range(len(args_w)):
        given[i] = args_w[i]
    w_src, w_file, w_mode = given[0], given[1], given[2]
    w_flags, w_dont, w_opt = given[3], given[4], given[5]
    if w_src is None or w_file is None or w_mode is None:
        raise_type_error("compile() missing required argument 'source' "
                         "(pos 1)" if w_src is None else
                         "compile() missing required argument 'filename' "
                         "(pos 2)" if w_file is None else
                         "compile() missing required argument 'mode' "
                         "(pos 3)")
        raise AssertionError
    if not isinstance(w_mode, W_Str):
        raise_type_error("compile() argument 'mode' must be str, not %s"
                         % w_mode.gettype().name)
        raise AssertionError
    mode_s = w_mode.utf8
    flags = _compile_flags(w_flags)
    optimize = -1       # the interpreter's -O level
    if w_opt is not None:
        from objspace.modules.aio_util import c_int32
        optimize = c_int32(w_opt)
        if optimize < -1 or optimize > 2:
            raise_value_error("compile(): invalid optimize value")
    from objspace.modules.ast_compile import compile_ast, is_ast_node
    if flags & PyCF_ONLY_AST or mode_s == "func_type" or \
            is_ast_node(w_src):
        # ast.parse, or compile() of an _ast tree
        if w_dont is None or not ops.is_true(w_dont):
            flags |= inherited_flags("compile")
        return compile_ast(w_src, _filename(w_file), mode_s, flags,
                           optimize)
    if mode_s == "exec":
        mode = MODE_EXEC
    elif mode_s == "eval":
        mode = MODE_EVAL
    elif mode_s == "single":
        mode = MODE_SINGLE
    else:
        raise_value_error("compile() mode must be 'exec', 'eval' or "
                          "'single'")
        raise AssertionError
    if w_dont is None or not ops.is_true(w_dont):
        flags |= inherited_flags("compile")
    filename = _filename(w_file)
    if isinstance(w_src, PyCode):
        return w_src
    if not isinstance(w_src, W_Str) and not isinstance(w_src, W_Bytes) \
            and _buffer_source(w_src) is None:
        raise_type_error("compile() arg 1 must be a string, bytes or AST "
                         "object")
    source = source_text(w_src, "compile")
    return compile_text(source, filename, mode, flags,
                        isinstance(w_src, W_Str), optimize)


def _filename(w_file):
    if isinstance(w_file, W_Str):
        return w_file.utf8
    elif isinstance(w_file, W_Bytes):
        return w_file.value
    raise_type_error("compile() argument 'filename' must be str, bytes "
                     "or os.PathLike, not %s" % w_file.gettype().name)
    raise AssertionError


PyCF_ONLY_AST = 0x400
PyCF_TYPE_COMMENTS = 0x1000     # accepted; type comments are not kept


def _compile_flags(w_flags):
    """compile()'s `flags`: the future features (those of Python 2 change
    nothing; `annotations` does), or an error naming what lbbv lacks."""
    from interpreter.frontend.future import (NO_OP_FLAGS,
                                             CO_FUTURE_ANNOTATIONS)
    from objspace.intobject import W_Int
    if w_flags is None:
        return 0
    if not isinstance(w_flags, W_Int):
        raise_type_error("'%s' object cannot be interpreted as an integer"
                         % w_flags.gettype().name)
        raise AssertionError
    flags = w_flags.intval
    if flags & ~(_FUTURE_MASK | CO_NESTED_OBSOLETE | _COMPILE_MASK):
        raise_value_error("compile(): unrecognised flags")
    rest = flags & ~(NO_OP_FLAGS | CO_FUTURE_ANNOTATIONS | PyCF_ONLY_AST |
                     PyCF_TYPE_COMMENTS | PyCF_ALLOW_TOP_LEVEL_AWAIT |
                     CO_NESTED_OBSOLETE)
    if rest:
        raise oefmt(w_NotImplementedError, "lbbv: compile() flags 0x%x are "
                    "not supported" % rest)
    return flags & (CO_FUTURE_ANNOTATIONS | PyCF_ONLY_AST |
                    PyCF_ALLOW_TOP_LEVEL_AWAIT)


PyCF_ALLOW_TOP_LEVEL_AWAIT = 0x2000
CO_NESTED_OBSOLETE = 0x10
# CPython's PyCF_MASK (the __future__ features) and PyCF_COMPILE_MASK
_FUTURE_MASK = 0x1fe0000
_COMPILE_MASK = 0x400 | 0x2000 | 0x1000 | 0x200 | 0x4000


def inherited_flags(fname):
    """The future flags of the code calling compile/exec/eval, which the
    code they compile inherits (as CPython's PyEval_MergeCompilerFlags)."""
    from interpreter.frontend.future import CO_FUTURE_ANNOTATIONS
    frame = STATE.topframe
    if frame is None:
        return 0
    return frame.code.co_flags & CO_FUTURE_ANNOTATIONS


# --- exec and eval ---

def _run(args, fname, mode):
    from interpreter.runtime.frame import Frame
    from interpreter.runtime.eval import run_frame
    w_globals = None
    w_locals = None
    w_closure = None
    if mode == MODE_EXEC:
        w_closure = args.get_kw("closure")
        if w_closure is not None and ops.is_none(w_closure):
            w_closure = None
        if args.kw_names is not None:
            for kw in args.kw_names:
                if kw != "closure":
                    raise_type_error("'%s' is an invalid keyword argument "
                                     "for exec()" % kw)
    elif args.has_kwargs():
        raise_type_error("eval() takes no keyword arguments")
    args_w = args.args_w
    n = len(args_w)
    if n < 1 or n > 3:
        if mode == MODE_EXEC:       # (argument clinic's messages)
            if n > 3:
                raise_type_error("exec() takes at most 3 positional "
                                 "arguments (%d given)" % n)
            raise_type_error("exec() takes at least 1 positional argument "
                             "(0 given)")
        raise_type_error("eval expected at most 3 arguments, got %d" % n
                         if n > 3 else
                         "eval expected at least 1 argument, got 0")
    if len(args_w) > 1:
        w_globals = args_w[1]
    if len(args_w) > 2:
        w_locals = args_w[2]
    w_src = args_w[0]
    caller = caller_frame(fname)
    if w_globals is not None and ops.is_none(w_globals):
        w_globals = None
    if w_locals is not None:
        w_locals = _check_locals(w_locals)
    if w_globals is None:
        w_mod = caller.w_globals
        locals_dict = None
        if w_locals is None:
            # the caller's namespaces: a class body's and the module's
            # are live, a function's locals a snapshot
            d = caller.locals_dict
            if d is not None:
                locals_dict = d
                w_locals = caller.w_locals   # a class body's locals()
            elif caller.w_locals is not None:
                w_locals = caller.w_locals
            else:
                w_locals = frame_locals(caller)
    else:
        w_mod = module_for_globals(w_globals, fname)
        locals_dict = None
        if w_locals is None or w_locals is w_globals:
            w_locals = None
            locals_dict = w_mod.dict_w
    closure = None
    if isinstance(w_src, PyCode):
        code = w_src
        closure = _exec_closure(code, w_closure, fname)
    else:
        if w_closure is not None:
            raise_type_error("closure can only be used when source is a "
                             "code object")
        source = source_text(w_src, fname)
        flags = caller.code.co_flags & CO_FUTURE_ANNOTATIONS
        is_text = isinstance(w_src, W_Str)
        if mode == MODE_EVAL:
            # eval() strips leading spaces and tabs (parse_eval does)
            code = compile_text(source, "<string>", MODE_EVAL, flags,
                                is_text)
        else:
            code = compile_text(source, "<string>", MODE_EXEC, flags,
                                is_text)
    frame = Frame(code, w_mod, closure)
    if locals_dict is not None and w_globals is not None and \
            not isinstance(w_globals, W_Dict):
        # a dict subclass as the namespace: its own __getitem__ and
        # __setitem__ serve the module's names (CPython's LOAD_NAME)
        locals_dict = None
        w_locals = w_globals
    frame.locals_dict = locals_dict
    frame.w_locals = w_locals
    w_res = run_frame(frame)
    if mode == MODE_EVAL:
        return w_res
    return W_None


def _exec_closure(code, w_closure, fname):
    """exec(code, globals, closure=cells): the cells of the code's free
    variables (checked as CPython 3.11 does), or None."""
    from objspace.tupleobject import W_Tuple
    from interpreter.runtime.function import W_Cell
    nfree = len(code.co_freevars)
    if nfree == 0:
        if w_closure is not None:
            raise_type_error("cannot use a closure with this code object")
        return None
    if fname == "eval":
        raise_type_error("code object passed to eval() may not contain "
                         "free variables")
    closure = []
    if isinstance(w_closure, W_Tuple) and len(w_closure.items_w) == nfree:
        for w_c in w_closure.items_w:
            if isinstance(w_c, W_Cell):
                closure.append(w_c)
    if len(closure) != nfree:
        raise_type_error("code object requires a closure of exactly length "
                         "%d" % nfree)
    return closure


def b_exec(args):
    _run(args, "exec", MODE_EXEC)
    return W_None


def b_eval(args):
    return _run(args, "eval", MODE_EVAL)


def b_dir(args):
    """dir([obj]): the sorted names of the caller's scope, or of obj (its
    type's __dir__ if it defines one, else object's, objspace/
    objectslots.py)."""
    from objspace.objectslots import dir_names
    from objspace.sequences import unpack_iterable
    from objspace.listobject import W_List
    from objspace.model import Arguments
    args_w = check_args(args, "dir", 0, 1)
    if len(args_w) == 0:
        w_names = frame_locals(caller_frame("dir"))
        if not isinstance(w_names, W_Dict):
            # a mapping given as eval's locals: its keys()
            from objspace import attrs
            w_names = attrs.getattr_w(w_names, "keys").call(Arguments([]))
        items_w = unpack_iterable(w_names)
    else:
        w_obj = args_w[0]
        w_meth = w_obj.gettype().lookup("__dir__")
        if w_meth is not None:
            from objspace.funcobject import special_binding
            items_w = unpack_iterable(special_binding(w_meth).call(
                Arguments([w_obj])))
        else:
            items_w = [newstr(n) for n in dir_names(w_obj)]
    from objspace.listmethods import sort_items
    sort_items(items_w, None, False)
    return W_List(items_w)


FUNCTIONS = [("globals", b_globals), ("locals", b_locals), ("vars", b_vars),
             ("dir", b_dir),
             ("compile", b_compile), ("exec", b_exec), ("eval", b_eval)]
