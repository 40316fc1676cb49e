"""`pyexpat` on the system's libexpat (rffi, as PyPy's module): the
xmlparser type with its handlers, attributes and errors, and the `errors`
and `model` submodules, so that xml.parsers.expat, xml.etree.ElementTree,
xml.dom.minidom and xml.sax run on it.

Expat calls back into RPython (llhelper callbacks). A parser is found
from the callback's userData, an id looked up in ACTIVE, which holds the
parsers whose Parse() is running (callbacks only happen then), so the
table keeps no parser alive. An exception in a handler stops the parser
(XML_StopParser) and is raised again when XML_Parse returns. With
buffer_text, character data is collected and handed to the handler
before any other event and at the end of each Parse(), as CPython does.

Not supported, with an error naming it: GetInputContext()."""

from rpython.rtyper.lltypesystem import lltype, rffi
from rpython.rtyper.annlowlevel import llhelper
from rpython.rlib import rgc
from rpython.translator.tool.cbuild import ExternalCompilationInfo
from rpython.rtyper.tool import rffi_platform

from objspace.model import W_Object, Arguments, OperationError
from objspace.moduleobject import W_Module
from objspace.funcobject import W_BuiltinFunction, builtin_function
from objspace.typeobject import W_TypeObject, LAYOUT_EXCEPTION, w_object_type
from objspace.strobject import W_Str, newstr
from objspace.bytesobject import W_Bytes, W_AbstractBytes, buffer_of
from objspace.intobject import W_Int, newint, newbool
from objspace.noneobject import W_None
from objspace.listobject import W_List
from objspace.tupleobject import newtuple
from objspace.dictobject import W_Dict, newdict
from objspace.exceptions import (w_Exception, oefmt, raise_type_error,
                                 new_exception, w_AttributeError,
                                 w_ValueError, w_NotImplementedError)
from objspace.argcheck import check_args
from objspace import operations as ops

eci = ExternalCompilationInfo(includes=["expat.h"], libraries=["expat"])


class CConfig:
    _compilation_info_ = eci
    XML_MAJOR_VERSION = rffi_platform.ConstantInteger("XML_MAJOR_VERSION")
    XML_MINOR_VERSION = rffi_platform.ConstantInteger("XML_MINOR_VERSION")
    XML_MICRO_VERSION = rffi_platform.ConstantInteger("XML_MICRO_VERSION")
    XML_Content = rffi_platform.Struct("XML_Content", [
        ("type", rffi.INT), ("quant", rffi.INT), ("name", rffi.CCHARP),
        ("numchildren", rffi.UINT), ("children", rffi.VOIDP)])


config = rffi_platform.configure(CConfig)
VERSION_INFO = (config["XML_MAJOR_VERSION"], config["XML_MINOR_VERSION"],
                config["XML_MICRO_VERSION"])
XML_CONTENT = config["XML_Content"]
XML_CONTENTP = lltype.Ptr(XML_CONTENT)
XML_CONTENT_ARRAY = lltype.Ptr(rffi.CArray(XML_CONTENT))

VOIDP = rffi.VOIDP
CCHARP = rffi.CCHARP
INT = rffi.INT
XML_PARSER = rffi.VOIDP


def _external(name, args, result):
    return rffi.llexternal(name, args, result, compilation_info=eci,
                           releasegil=False)


def _fn(args, result=lltype.Void):
    return lltype.Ptr(lltype.FuncType(args, result))


H_START = _fn([VOIDP, CCHARP, rffi.CCHARPP])
H_STR = _fn([VOIDP, CCHARP])
H_STR2 = _fn([VOIDP, CCHARP, CCHARP])
H_DATA = _fn([VOIDP, CCHARP, INT])
H_NONE = _fn([VOIDP])
H_NONE_INT = _fn([VOIDP], INT)
H_STR4 = _fn([VOIDP, CCHARP, CCHARP, CCHARP, CCHARP])
H_STR5 = _fn([VOIDP, CCHARP, CCHARP, CCHARP, CCHARP, CCHARP])
H_EXTREF = _fn([VOIDP, CCHARP, CCHARP, CCHARP, CCHARP], INT)
H_DOCTYPE = _fn([VOIDP, CCHARP, CCHARP, CCHARP, INT])
H_ENTITY = _fn([VOIDP, CCHARP, INT, CCHARP, INT, CCHARP, CCHARP, CCHARP,
                CCHARP])
H_XMLDECL = _fn([VOIDP, CCHARP, CCHARP, INT])
H_ATTLIST = _fn([VOIDP, CCHARP, CCHARP, CCHARP, CCHARP, INT])
H_SKIPPED = _fn([VOIDP, CCHARP, INT])
H_ELDECL = _fn([VOIDP, CCHARP, XML_CONTENTP])

c_create = _external("XML_ParserCreate", [CCHARP], XML_PARSER)
c_create_ns = _external("XML_ParserCreateNS", [CCHARP, lltype.Char],
                        XML_PARSER)
c_ext_create = _external("XML_ExternalEntityParserCreate",
                         [XML_PARSER, CCHARP, CCHARP], XML_PARSER)
c_free = _external("XML_ParserFree", [XML_PARSER], lltype.Void)
c_set_user_data = _external("XML_SetUserData", [XML_PARSER, VOIDP],
                            lltype.Void)
c_set_extref_arg = _external("XML_SetExternalEntityRefHandlerArg",
                             [XML_PARSER, VOIDP], lltype.Void)
c_parse = _external("XML_Parse", [XML_PARSER, CCHARP, INT, INT], INT)
c_stop = _external("XML_StopParser", [XML_PARSER, INT], INT)
c_error_code = _external("XML_GetErrorCode", [XML_PARSER], INT)
c_error_string = _external("XML_ErrorString", [INT], CCHARP)
c_line = _external("XML_GetCurrentLineNumber", [XML_PARSER], rffi.ULONG)
c_column = _external("XML_GetCurrentColumnNumber", [XML_PARSER], rffi.ULONG)
c_byte_index = _external("XML_GetCurrentByteIndex", [XML_PARSER], rffi.LONG)
c_specified_count = _external("XML_GetSpecifiedAttributeCount",
                              [XML_PARSER], INT)
c_set_encoding = _external("XML_SetEncoding", [XML_PARSER, CCHARP], INT)
c_set_base = _external("XML_SetBase", [XML_PARSER, CCHARP], INT)
c_ns_triplet = _external("XML_SetReturnNSTriplet", [XML_PARSER, INT],
                         lltype.Void)
c_param_entity = _external("XML_SetParamEntityParsing", [XML_PARSER, INT],
                           INT)
c_foreign_dtd = _external("XML_UseForeignDTD", [XML_PARSER, lltype.Char],
                          INT)
c_free_content = _external("XML_FreeContentModel",
                           [XML_PARSER, XML_CONTENTP], lltype.Void)

c_set_start = _external("XML_SetStartElementHandler", [XML_PARSER, H_START],
                        lltype.Void)
c_set_end = _external("XML_SetEndElementHandler", [XML_PARSER, H_STR],
                      lltype.Void)
c_set_pi = _external("XML_SetProcessingInstructionHandler",
                     [XML_PARSER, H_STR2], lltype.Void)
c_set_chardata = _external("XML_SetCharacterDataHandler",
                           [XML_PARSER, H_DATA], lltype.Void)
c_set_unparsed = _external("XML_SetUnparsedEntityDeclHandler",
                           [XML_PARSER, H_STR5], lltype.Void)
c_set_notation = _external("XML_SetNotationDeclHandler", [XML_PARSER, H_STR4],
                           lltype.Void)
c_set_start_ns = _external("XML_SetStartNamespaceDeclHandler",
                           [XML_PARSER, H_STR2], lltype.Void)
c_set_end_ns = _external("XML_SetEndNamespaceDeclHandler",
                         [XML_PARSER, H_STR], lltype.Void)
c_set_comment = _external("XML_SetCommentHandler", [XML_PARSER, H_STR],
                          lltype.Void)
c_set_start_cdata = _external("XML_SetStartCdataSectionHandler",
                              [XML_PARSER, H_NONE], lltype.Void)
c_set_end_cdata = _external("XML_SetEndCdataSectionHandler",
                            [XML_PARSER, H_NONE], lltype.Void)
c_set_default = _external("XML_SetDefaultHandler", [XML_PARSER, H_DATA],
                          lltype.Void)
c_set_default_expand = _external("XML_SetDefaultHandlerExpand",
                                 [XML_PARSER, H_DATA], lltype.Void)
c_set_not_standalone = _external("XML_SetNotStandaloneHandler",
                                 [XML_PARSER, H_NONE_INT], lltype.Void)
c_set_extref = _external("XML_SetExternalEntityRefHandler",
                         [XML_PARSER, H_EXTREF], lltype.Void)
c_set_start_doctype = _external("XML_SetStartDoctypeDeclHandler",
                                [XML_PARSER, H_DOCTYPE], lltype.Void)
c_set_end_doctype = _external("XML_SetEndDoctypeDeclHandler",
                              [XML_PARSER, H_NONE], lltype.Void)
c_set_entity = _external("XML_SetEntityDeclHandler", [XML_PARSER, H_ENTITY],
                         lltype.Void)
c_set_xmldecl = _external("XML_SetXmlDeclHandler", [XML_PARSER, H_XMLDECL],
                          lltype.Void)
c_set_eldecl = _external("XML_SetElementDeclHandler", [XML_PARSER, H_ELDECL],
                         lltype.Void)
c_set_attlist = _external("XML_SetAttlistDeclHandler", [XML_PARSER, H_ATTLIST],
                          lltype.Void)
c_set_skipped = _external("XML_SetSkippedEntityHandler",
                          [XML_PARSER, H_SKIPPED], lltype.Void)

# the handler attributes, in CPython's order; the index is the handler's
HANDLERS = ["StartElementHandler", "EndElementHandler",
            "ProcessingInstructionHandler", "CharacterDataHandler",
            "UnparsedEntityDeclHandler", "NotationDeclHandler",
            "StartNamespaceDeclHandler", "EndNamespaceDeclHandler",
            "CommentHandler", "StartCdataSectionHandler",
            "EndCdataSectionHandler", "DefaultHandler",
            "DefaultHandlerExpand", "NotStandaloneHandler",
            "ExternalEntityRefHandler", "StartDoctypeDeclHandler",
            "EndDoctypeDeclHandler", "EntityDeclHandler", "XmlDeclHandler",
            "ElementDeclHandler", "AttlistDeclHandler",
            "SkippedEntityHandler"]
(START, END, PI, CHARDATA, UNPARSED, NOTATION, START_NS, END_NS, COMMENT,
 START_CDATA, END_CDATA, DEFAULT, DEFAULT_EXPAND, NOT_STANDALONE, EXTREF,
 START_DOCTYPE, END_DOCTYPE, ENTITY, XMLDECL, ELDECL, ATTLIST,
 SKIPPED) = range(len(HANDLERS))

# enum XML_Error, from code 1 (CPython's errors module lists these)
ERROR_NAMES = [
    "XML_ERROR_NO_MEMORY", "XML_ERROR_SYNTAX", "XML_ERROR_NO_ELEMENTS",
    "XML_ERROR_INVALID_TOKEN", "XML_ERROR_UNCLOSED_TOKEN",
    "XML_ERROR_PARTIAL_CHAR", "XML_ERROR_TAG_MISMATCH",
    "XML_ERROR_DUPLICATE_ATTRIBUTE", "XML_ERROR_JUNK_AFTER_DOC_ELEMENT",
    "XML_ERROR_PARAM_ENTITY_REF", "XML_ERROR_UNDEFINED_ENTITY",
    "XML_ERROR_RECURSIVE_ENTITY_REF", "XML_ERROR_ASYNC_ENTITY",
    "XML_ERROR_BAD_CHAR_REF", "XML_ERROR_BINARY_ENTITY_REF",
    "XML_ERROR_ATTRIBUTE_EXTERNAL_ENTITY_REF", "XML_ERROR_MISPLACED_XML_PI",
    "XML_ERROR_UNKNOWN_ENCODING", "XML_ERROR_INCORRECT_ENCODING",
    "XML_ERROR_UNCLOSED_CDATA_SECTION", "XML_ERROR_EXTERNAL_ENTITY_HANDLING",
    "XML_ERROR_NOT_STANDALONE", "XML_ERROR_UNEXPECTED_STATE",
    "XML_ERROR_ENTITY_DECLARED_IN_PE", "XML_ERROR_FEATURE_REQUIRES_XML_DTD",
    "XML_ERROR_CANT_CHANGE_FEATURE_ONCE_PARSING", "XML_ERROR_UNBOUND_PREFIX",
    "XML_ERROR_UNDECLARING_PREFIX", "XML_ERROR_INCOMPLETE_PE",
    "XML_ERROR_XML_DECL", "XML_ERROR_TEXT_DECL", "XML_ERROR_PUBLICID",
    "XML_ERROR_SUSPENDED", "XML_ERROR_NOT_SUSPENDED", "XML_ERROR_ABORTED",
    "XML_ERROR_FINISHED", "XML_ERROR_SUSPEND_PE",
    "XML_ERROR_RESERVED_PREFIX_XML", "XML_ERROR_RESERVED_PREFIX_XMLNS",
    "XML_ERROR_RESERVED_NAMESPACE_URI", "XML_ERROR_INVALID_ARGUMENT",
    "XML_ERROR_NO_BUFFER", "XML_ERROR_AMPLIFICATION_LIMIT_BREACH"]

w_expat_error = W_TypeObject("ExpatError", [w_Exception], LAYOUT_EXCEPTION)
w_expat_error.module = "xml.parsers.expat"


class Active(object):
    """The parsers whose Parse() is running, by the id expat hands back."""
    def __init__(self):
        self.parsers = {}
        self.next_id = 1


ACTIVE = Active()


class W_XMLParser(W_Object):
    _attrs_ = ("ptr", "id", "handlers_w", "w_intern", "buffer_text",
               "buffer_size", "text", "text_size", "ordered_attributes",
               "specified_attributes", "namespace_prefixes", "error",
               "w_base", "in_callback")

    def __init__(self, ptr, w_intern):
        self.ptr = ptr
        self.id = ACTIVE.next_id
        ACTIVE.next_id += 1
        self.handlers_w = [None] * len(HANDLERS)
        self.w_intern = w_intern
        self.buffer_text = False
        self.buffer_size = 8192
        self.text = []
        self.text_size = 0
        self.ordered_attributes = False
        self.specified_attributes = False
        self.namespace_prefixes = False
        self.error = None
        self.w_base = W_None
        self.in_callback = False
        c_set_user_data(ptr, rffi.cast(VOIDP, self.id))
        c_set_extref_arg(ptr, rffi.cast(VOIDP, self.id))

    def gettype(self):
        return w_xmlparser_type

    @rgc.must_be_light_finalizer
    def __del__(self):
        if self.ptr:
            c_free(self.ptr)

    # --- handlers ---

    def call_handler(self, index, args_w):
        """Calls handler `index` (flushing buffered text first, unless it
        is the character data handler); an exception stops the parser."""
        if self.error is not None:
            return None
        if index != CHARDATA and not self.flush_text():
            return None
        w_handler = self.handlers_w[index]
        if w_handler is None:
            return None
        try:
            return w_handler.call(Arguments(args_w))
        except OperationError as e:
            self.fail(e)
            return None

    def fail(self, e):
        self.error = e
        c_stop(self.ptr, 0)

    def character_data(self, s):
        if self.error is not None or self.handlers_w[CHARDATA] is None:
            return
        if not self.buffer_text:
            self.call_handler(CHARDATA, [newstr(s)])
            return
        if self.text_size + len(s) > self.buffer_size:
            if not self.flush_text():
                return
            if len(s) > self.buffer_size:
                self.call_handler(CHARDATA, [newstr(s)])
                return
        self.text.append(s)
        self.text_size += len(s)

    def flush_text(self):
        """Hands buffered character data to the handler; False if that
        raised."""
        if not self.text:
            return True
        s = "".join(self.text)
        self.text = []
        self.text_size = 0
        if self.handlers_w[CHARDATA] is None or self.error is not None:
            return self.error is None
        self.call_handler(CHARDATA, [newstr(s)])
        return self.error is None

    def name(self, p):
        """A name from expat, through the intern dict."""
        w_s = newstr(rffi.charp2str(p))
        w_intern = self.w_intern
        if isinstance(w_intern, W_Dict):
            w_old = w_intern.getitem(w_s)
            if w_old is not None:
                return w_old
            w_intern.setitem(w_s, w_s)
        return w_s

    def set_handler(self, index, w_value):
        if index == CHARDATA:
            self.flush_text()       # the text so far goes to the old one
            self._raise_pending()
        if w_value is W_None:
            self.handlers_w[index] = None
        else:
            self.handlers_w[index] = w_value
        _install(self.ptr, index, w_value is not W_None)

    # --- attributes ---

    def getattr_hook(self, name):
        for i in range(len(HANDLERS)):
            if HANDLERS[i] == name:
                w_h = self.handlers_w[i]
                return W_None if w_h is None else w_h
        if name == "buffer_text":
            return newbool(self.buffer_text)
        if name == "buffer_size":
            return newint(self.buffer_size)
        if name == "buffer_used":
            return newint(self.text_size)
        if name == "ordered_attributes":
            return newbool(self.ordered_attributes)
        if name == "specified_attributes":
            return newbool(self.specified_attributes)
        if name == "namespace_prefixes":
            return newbool(self.namespace_prefixes)
        if name == "intern":
            return self.w_intern
        if name == "ErrorCode":
            return newint(rffi.cast(lltype.Signed, c_error_code(self.ptr)))
        if name == "ErrorLineNumber" or name == "CurrentLineNumber":
            return newint(rffi.cast(lltype.Signed, c_line(self.ptr)))
        if name == "ErrorColumnNumber" or name == "CurrentColumnNumber":
            return newint(rffi.cast(lltype.Signed, c_column(self.ptr)))
        if name == "ErrorByteIndex" or name == "CurrentByteIndex":
            return newint(rffi.cast(lltype.Signed, c_byte_index(self.ptr)))
        return None

    def setattr_hook(self, name, w_value):
        for i in range(len(HANDLERS)):
            if HANDLERS[i] == name:
                self.set_handler(i, w_value)
                return True
        if name == "buffer_text":
            on = ops.is_true(w_value)
            if not on:
                self.flush_text()
                self._raise_pending()
            self.buffer_text = on
            return True
        if name == "buffer_size":
            if not isinstance(w_value, W_Int):
                raise_type_error("buffer_size must be an integer")
                raise AssertionError
            if w_value.intval <= 0:
                raise oefmt(w_ValueError,
                            "buffer_size must be greater than zero")
            self.flush_text()
            self._raise_pending()
            self.buffer_size = w_value.intval
            return True
        if name == "ordered_attributes":
            self.ordered_attributes = ops.is_true(w_value)
            return True
        if name == "specified_attributes":
            self.specified_attributes = ops.is_true(w_value)
            return True
        if name == "namespace_prefixes":
            self.namespace_prefixes = ops.is_true(w_value)
            c_ns_triplet(self.ptr, rffi.cast(INT, 1 if
                                             self.namespace_prefixes else 0))
            return True
        if name in ["buffer_used", "intern", "ErrorCode", "ErrorLineNumber",
                    "CurrentLineNumber", "ErrorColumnNumber",
                    "CurrentColumnNumber", "ErrorByteIndex",
                    "CurrentByteIndex"]:
            raise oefmt(w_AttributeError, "attribute '%s' of "
                        "'pyexpat.xmlparser' objects is not writable" % name)
        return False

    def _raise_pending(self):
        e = self.error
        if e is not None:
            self.error = None
            raise e

    # --- parsing ---

    def parse(self, data, is_final):
        # a handler may call Parse() of this parser again: the outer call
        # keeps the parser active
        was_active = self.id in ACTIVE.parsers
        ACTIVE.parsers[self.id] = self
        assert data is not None
        buf = rffi.str2charp(data)
        try:
            status = c_parse(self.ptr, buf, rffi.cast(INT, len(data)),
                             rffi.cast(INT, 1 if is_final else 0))
        finally:
            rffi.free_charp(buf)
            if not was_active and self.id in ACTIVE.parsers:
                del ACTIVE.parsers[self.id]
        self._raise_pending()
        if rffi.cast(lltype.Signed, status) == 0:
            raise OperationError(self.make_error())
        self.flush_text()
        self._raise_pending()
        return rffi.cast(lltype.Signed, status)

    def make_error(self):
        code = rffi.cast(lltype.Signed, c_error_code(self.ptr))
        line = rffi.cast(lltype.Signed, c_line(self.ptr))
        column = rffi.cast(lltype.Signed, c_column(self.ptr))
        message = "%s: line %d, column %d" % (error_string(code), line,
                                              column)
        w_exc = new_exception(w_expat_error, message)
        w_exc.setdictvalue("code", newint(code))
        w_exc.setdictvalue("lineno", newint(line))
        w_exc.setdictvalue("offset", newint(column))
        return w_exc


def error_string(code):
    p = c_error_string(rffi.cast(INT, code))
    if not p:
        return ""
    return rffi.charp2str(p)


def _install(ptr, index, on):
    """Points expat's handler `index` at its callback, or at nothing."""
    if index == START:
        c_set_start(ptr, llhelper(H_START, cb_start) if on
                    else lltype.nullptr(H_START.TO))
    elif index == END:
        c_set_end(ptr, llhelper(H_STR, cb_end) if on
                  else lltype.nullptr(H_STR.TO))
    elif index == PI:
        c_set_pi(ptr, llhelper(H_STR2, cb_pi) if on
                 else lltype.nullptr(H_STR2.TO))
    elif index == CHARDATA:
        c_set_chardata(ptr, llhelper(H_DATA, cb_chardata) if on
                       else lltype.nullptr(H_DATA.TO))
    elif index == UNPARSED:
        c_set_unparsed(ptr, llhelper(H_STR5, cb_unparsed) if on
                       else lltype.nullptr(H_STR5.TO))
    elif index == NOTATION:
        c_set_notation(ptr, llhelper(H_STR4, cb_notation) if on
                       else lltype.nullptr(H_STR4.TO))
    elif index == START_NS:
        c_set_start_ns(ptr, llhelper(H_STR2, cb_start_ns) if on
                       else lltype.nullptr(H_STR2.TO))
    elif index == END_NS:
        c_set_end_ns(ptr, llhelper(H_STR, cb_end_ns) if on
                     else lltype.nullptr(H_STR.TO))
    elif index == COMMENT:
        c_set_comment(ptr, llhelper(H_STR, cb_comment) if on
                      else lltype.nullptr(H_STR.TO))
    elif index == START_CDATA:
        c_set_start_cdata(ptr, llhelper(H_NONE, cb_start_cdata) if on
                          else lltype.nullptr(H_NONE.TO))
    elif index == END_CDATA:
        c_set_end_cdata(ptr, llhelper(H_NONE, cb_end_cdata) if on
                        else lltype.nullptr(H_NONE.TO))
    elif index == DEFAULT:
        c_set_default(ptr, llhelper(H_DATA, cb_default) if on
                      else lltype.nullptr(H_DATA.TO))
    elif index == DEFAULT_EXPAND:
        c_set_default_expand(ptr, llhelper(H_DATA, cb_default_expand) if on
                             else lltype.nullptr(H_DATA.TO))
    elif index == NOT_STANDALONE:
        c_set_not_standalone(ptr, llhelper(H_NONE_INT, cb_not_standalone)
                             if on else lltype.nullptr(H_NONE_INT.TO))
    elif index == EXTREF:
        c_set_extref(ptr, llhelper(H_EXTREF, cb_extref) if on
                     else lltype.nullptr(H_EXTREF.TO))
    elif index == START_DOCTYPE:
        c_set_start_doctype(ptr, llhelper(H_DOCTYPE, cb_start_doctype) if on
                            else lltype.nullptr(H_DOCTYPE.TO))
    elif index == END_DOCTYPE:
        c_set_end_doctype(ptr, llhelper(H_NONE, cb_end_doctype) if on
                          else lltype.nullptr(H_NONE.TO))
    elif index == ENTITY:
        c_set_entity(ptr, llhelper(H_ENTITY, cb_entity) if on
                     else lltype.nullptr(H_ENTITY.TO))
    elif index == XMLDECL:
        c_set_xmldecl(ptr, llhelper(H_XMLDECL, cb_xmldecl) if on
                      else lltype.nullptr(H_XMLDECL.TO))
    elif index == ELDECL:
        c_set_eldecl(ptr, llhelper(H_ELDECL, cb_eldecl) if on
                     else lltype.nullptr(H_ELDECL.TO))
    elif index == ATTLIST:
        c_set_attlist(ptr, llhelper(H_ATTLIST, cb_attlist) if on
                      else lltype.nullptr(H_ATTLIST.TO))
    elif index == SKIPPED:
        c_set_skipped(ptr, llhelper(H_SKIPPED, cb_skipped) if on
                      else lltype.nullptr(H_SKIPPED.TO))


# --- the callbacks expat calls ---

def _parser(userdata):
    return ACTIVE.parsers.get(rffi.cast(lltype.Signed, userdata), None)


def _str(p):
    if not p:
        return W_None
    return newstr(rffi.charp2str(p))


def _int(i):
    return newint(rffi.cast(lltype.Signed, i))


def cb_start(userdata, name, atts):
    p = _parser(userdata)
    if p is None or p.error is not None:
        return
    if not p.flush_text():
        return
    w_name = p.name(name)
    n = 0
    while atts[n]:
        n += 1
    if p.specified_attributes:
        n = rffi.cast(lltype.Signed, c_specified_count(p.ptr))
    if p.ordered_attributes:
        items_w = []
        for i in range(n):
            items_w.append(p.name(atts[i]) if i % 2 == 0
                           else newstr(rffi.charp2str(atts[i])))
        w_attrs = W_List(items_w)
    else:
        w_attrs = newdict()
        i = 0
        while i + 1 < n:
            w_attrs.setitem(p.name(atts[i]), newstr(rffi.charp2str(atts[i + 1])))
            i += 2
    p.call_handler(START, [w_name, w_attrs])


def cb_end(userdata, name):
    p = _parser(userdata)
    if p is not None and p.error is None:
        p.call_handler(END, [p.name(name)])


def cb_pi(userdata, target, data):
    p = _parser(userdata)
    if p is not None:
        p.call_handler(PI, [_str(target), _str(data)])


def cb_chardata(userdata, s, length):
    p = _parser(userdata)
    if p is not None:
        p.character_data(rffi.charpsize2str(s, rffi.cast(lltype.Signed,
                                                          length)))


def cb_unparsed(userdata, entity, base, system_id, public_id, notation):
    p = _parser(userdata)
    if p is not None:
        p.call_handler(UNPARSED, [_str(entity), _str(base), _str(system_id),
                          _str(public_id), _str(notation)])


def cb_notation(userdata, notation, base, system_id, public_id):
    p = _parser(userdata)
    if p is not None:
        p.call_handler(NOTATION, [_str(notation), _str(base), _str(system_id),
                          _str(public_id)])


def cb_start_ns(userdata, prefix, uri):
    p = _parser(userdata)
    if p is not None:
        p.call_handler(START_NS, [_str(prefix), _str(uri)])


def cb_end_ns(userdata, prefix):
    p = _parser(userdata)
    if p is not None:
        p.call_handler(END_NS, [_str(prefix)])


def cb_comment(userdata, data):
    p = _parser(userdata)
    if p is not None:
        p.call_handler(COMMENT, [_str(data)])


def cb_start_cdata(userdata):
    p = _parser(userdata)
    if p is not None:
        p.call_handler(START_CDATA, [])


def cb_end_cdata(userdata):
    p = _parser(userdata)
    if p is not None:
        p.call_handler(END_CDATA, [])


def cb_default(userdata, s, length):
    p = _parser(userdata)
    if p is not None:
        p.call_handler(DEFAULT, [newstr(rffi.charpsize2str(
            s, rffi.cast(lltype.Signed, length)))])


def cb_default_expand(userdata, s, length):
    p = _parser(userdata)
    if p is not None:
        p.call_handler(DEFAULT_EXPAND, [newstr(rffi.charpsize2str(
            s, rffi.cast(lltype.Signed, length)))])


def cb_not_standalone(userdata):
    p = _parser(userdata)
    if p is None:
        return rffi.cast(INT, 0)
    w_res = p.call_handler(NOT_STANDALONE, [])
    return rffi.cast(INT, _result_int(p, w_res))


def _result_int(p, w_res):
    if w_res is None or p.error is not None:
        return 0
    if isinstance(w_res, W_Int):
        return w_res.intval
    return 1 if ops.is_true(w_res) else 0


def cb_extref(userdata, context, base, system_id, public_id):
    p = _parser(userdata)
    if p is None:
        return rffi.cast(INT, 0)
    w_res = p.call_handler(EXTREF, [_str(context), _str(base), _str(system_id),
                            _str(public_id)])
    return rffi.cast(INT, _result_int(p, w_res))


def cb_start_doctype(userdata, name, system_id, public_id, has_internal):
    p = _parser(userdata)
    if p is not None:
        p.call_handler(START_DOCTYPE, [_str(name), _str(system_id), _str(public_id),
                               _int(has_internal)])


def cb_end_doctype(userdata):
    p = _parser(userdata)
    if p is not None:
        p.call_handler(END_DOCTYPE, [])


def cb_entity(userdata, name, is_param, value, value_length, base,
              system_id, public_id, notation):
    p = _parser(userdata)
    if p is None:
        return
    w_value = W_None
    if value:
        w_value = newstr(rffi.charpsize2str(
            value, rffi.cast(lltype.Signed, value_length)))
    p.call_handler(ENTITY, [_str(name), newbool(rffi.cast(lltype.Signed, is_param)
                                        != 0), w_value, _str(base),
                    _str(system_id), _str(public_id), _str(notation)])


def cb_xmldecl(userdata, version, encoding, standalone):
    p = _parser(userdata)
    if p is not None:
        p.call_handler(XMLDECL, [_str(version), _str(encoding), _int(standalone)])


def cb_eldecl(userdata, name, model):
    p = _parser(userdata)
    if p is None:
        return
    try:
        w_model = _content(rffi.cast(XML_CONTENT_ARRAY, model), 0)
    finally:
        c_free_content(p.ptr, model)
    p.call_handler(ELDECL, [_str(name), w_model])


def _content(array, i):
    """Item i of an XML_Content array as CPython's (type, quant, name,
    children) tuple."""
    children_w = []
    n = rffi.cast(lltype.Signed, array[i].c_numchildren)
    kids = rffi.cast(XML_CONTENT_ARRAY, array[i].c_children)
    for j in range(n):
        children_w.append(_content(kids, j))
    kind = rffi.cast(lltype.Signed, array[i].c_type)
    quant = rffi.cast(lltype.Signed, array[i].c_quant)
    return newtuple([newint(kind), newint(quant),
                     _str(array[i].c_name), newtuple(children_w)])


def cb_attlist(userdata, elname, attname, att_type, dflt, isrequired):
    p = _parser(userdata)
    if p is not None:
        p.call_handler(ATTLIST, [_str(elname), _str(attname), _str(att_type),
                         _str(dflt), _int(isrequired)])


def cb_skipped(userdata, name, is_param):
    p = _parser(userdata)
    if p is not None:
        p.call_handler(SKIPPED, [_str(name), _int(is_param)])


# --- the xmlparser methods ---

def _self(args, name):
    if not args.args_w or not isinstance(args.args_w[0], W_XMLParser):
        raise_type_error("descriptor '%s' requires a 'pyexpat.xmlparser' "
                         "object" % name)
    w_p = args.args_w[0]
    assert isinstance(w_p, W_XMLParser)
    return w_p


def _data_of(w_p, w_data):
    """The bytes to parse: a str is given to expat as UTF-8 (and expat is
    told so), as CPython does."""
    if isinstance(w_data, W_Str):
        buf = rffi.str2charp("utf-8")
        try:
            c_set_encoding(w_p.ptr, buf)
        finally:
            rffi.free_charp(buf)
        return w_data.utf8
    return buffer_of(w_data)


def xmlparser_parse(args):
    """Parse(data, isfinal=False)"""
    w_p = _self(args, "Parse")
    w_final = args.get_kw("isfinal")
    args_w = check_args(Arguments(args.args_w), "Parse", 2, 3)
    if len(args_w) == 3:
        w_final = args_w[2]
    is_final = w_final is not None and ops.is_true(w_final)
    data = _data_of(w_p, args_w[1])
    return newint(w_p.parse(data, is_final))


def xmlparser_parsefile(args):
    """ParseFile(file): reads file.read(2048) until it gives b''."""
    from objspace.attrs import getattr_or_none
    args_w = check_args(args, "ParseFile", 2, 2)
    w_p = _self(args, "ParseFile")
    w_read = getattr_or_none(args_w[1], "read")
    if w_read is None:
        raise_type_error("argument must have 'read' attribute")
        raise AssertionError
    while True:
        w_chunk = w_read.call(Arguments([newint(2048)]))
        if isinstance(w_chunk, W_Str):
            data = _data_of(w_p, w_chunk)
        elif isinstance(w_chunk, W_AbstractBytes):
            data = w_chunk.value
        else:
            raise_type_error("read() did not return a bytes object "
                             "(type=%s)" % w_chunk.gettype().name)
            raise AssertionError
        if not data:
            return newint(w_p.parse("", True))
        w_p.parse(data, False)


def xmlparser_setbase(args):
    args_w = check_args(args, "SetBase", 2, 2)
    w_p = _self(args, "SetBase")
    w_base = args_w[1]
    if not isinstance(w_base, W_Str):
        raise_type_error("SetBase() argument must be str, not %s"
                         % w_base.gettype().name)
        raise AssertionError
    base = w_base.utf8
    assert base is not None
    buf = rffi.str2charp(base)
    try:
        c_set_base(w_p.ptr, buf)
    finally:
        rffi.free_charp(buf)
    w_p.w_base = w_base
    return W_None


def xmlparser_getbase(args):
    check_args(args, "GetBase", 1, 1)
    return _self(args, "GetBase").w_base


def xmlparser_set_param_entity_parsing(args):
    args_w = check_args(args, "SetParamEntityParsing", 2, 2)
    w_p = _self(args, "SetParamEntityParsing")
    w_flag = args_w[1]
    if not isinstance(w_flag, W_Int):
        raise_type_error("an integer is required")
        raise AssertionError
    res = c_param_entity(w_p.ptr, rffi.cast(INT, w_flag.intval))
    return newint(rffi.cast(lltype.Signed, res))


def xmlparser_use_foreign_dtd(args):
    args_w = check_args(args, "UseForeignDTD", 1, 2)
    w_p = _self(args, "UseForeignDTD")
    flag = len(args_w) < 2 or ops.is_true(args_w[1])
    res = c_foreign_dtd(w_p.ptr, chr(1) if flag else chr(0))
    code = rffi.cast(lltype.Signed, res)
    if code != 0:
        w_exc = new_exception(w_expat_error, error_string(code))
        w_exc.setdictvalue("code", newint(code))
        raise OperationError(w_exc)
    return W_None


def xmlparser_external_entity_parser_create(args):
    """ExternalEntityParserCreate(context, encoding=None): a parser for an
    external entity, with this parser's handlers."""
    args_w = check_args(args, "ExternalEntityParserCreate", 2, 3)
    w_p = _self(args, "ExternalEntityParserCreate")
    context = _opt_str(args_w[1], "context")
    encoding = _opt_str(args_w[2], "encoding") if len(args_w) > 2 else None
    c_context = rffi.str2charp(context) if context is not None \
        else lltype.nullptr(CCHARP.TO)
    c_encoding = rffi.str2charp(encoding) if encoding is not None \
        else lltype.nullptr(CCHARP.TO)
    try:
        ptr = c_ext_create(w_p.ptr, c_context, c_encoding)
    finally:
        if c_context:
            rffi.free_charp(c_context)
        if c_encoding:
            rffi.free_charp(c_encoding)
    if not ptr:
        from objspace.intobject import raise_memory_error
        raise_memory_error()
    w_child = W_XMLParser(ptr, w_p.w_intern)
    w_child.buffer_text = w_p.buffer_text
    w_child.buffer_size = w_p.buffer_size
    w_child.ordered_attributes = w_p.ordered_attributes
    w_child.specified_attributes = w_p.specified_attributes
    for i in range(len(HANDLERS)):
        w_h = w_p.handlers_w[i]
        if w_h is not None:
            w_child.set_handler(i, w_h)
    return w_child


def _opt_str(w_x, what):
    if w_x is W_None:
        return None
    if not isinstance(w_x, W_Str):
        raise_type_error("%s must be str or None, not %s"
                         % (what, w_x.gettype().name))
        raise AssertionError
    return w_x.utf8


def xmlparser_get_input_context(args):
    raise oefmt(w_NotImplementedError, "lbbv: pyexpat's "
                "xmlparser.GetInputContext() is not supported")


w_xmlparser_type = W_TypeObject("xmlparser", [w_object_type])
w_xmlparser_type.module = "pyexpat"
for _name, _fn in [("Parse", xmlparser_parse),
                   ("ParseFile", xmlparser_parsefile),
                   ("SetBase", xmlparser_setbase),
                   ("GetBase", xmlparser_getbase),
                   ("SetParamEntityParsing",
                    xmlparser_set_param_entity_parsing),
                   ("UseForeignDTD", xmlparser_use_foreign_dtd),
                   ("ExternalEntityParserCreate",
                    xmlparser_external_entity_parser_create),
                   ("GetInputContext", xmlparser_get_input_context)]:
    w_xmlparser_type.dict_w[_name] = W_BuiltinFunction(_name, _fn)


# --- the module ---

def parser_create(args):
    """ParserCreate(encoding=None, namespace_separator=None, intern=<new
    dict>)"""
    names = ["encoding", "namespace_separator", "intern"]
    values_w = [None, None, None]
    if len(args.args_w) > 3:
        raise_type_error("ParserCreate() takes at most 3 arguments (%d given)"
                         % len(args.args_w))
    for i in range(len(args.args_w)):
        values_w[i] = args.args_w[i]
    if args.kw_names:
        for j in range(len(args.kw_names)):
            k = args.kw_names[j]
            if k not in names:
                raise_type_error("ParserCreate() got an unexpected keyword "
                                 "argument '%s'" % k)
            values_w[names.index(k)] = args.kw_values_w[j]
    encoding = None
    if values_w[0] is not None:
        encoding = _opt_str(values_w[0], "ParserCreate() argument "
                            "'encoding'")
    separator = None
    if values_w[1] is not None:
        separator = _opt_str(values_w[1], "ParserCreate() argument "
                             "'namespace_separator'")
        if separator is not None and len(separator) > 1:
            raise oefmt(w_ValueError, "namespace_separator must be at most "
                        "one character, omitted, or None")
    w_intern = values_w[2]
    if w_intern is None:
        w_intern = newdict()
    elif w_intern is not W_None and not isinstance(w_intern, W_Dict):
        raise_type_error("intern must be a dictionary")
    c_encoding = rffi.str2charp(encoding) if encoding is not None \
        else lltype.nullptr(CCHARP.TO)
    try:
        if separator is not None:
            sep = separator[0] if separator else chr(0)
            ptr = c_create_ns(c_encoding, sep)
        else:
            ptr = c_create(c_encoding)
    finally:
        if c_encoding:
            rffi.free_charp(c_encoding)
    if not ptr:
        from objspace.intobject import raise_memory_error
        raise_memory_error()
    return W_XMLParser(ptr, w_intern)


def pyexpat_error_string(args):
    args_w = check_args(args, "ErrorString", 1, 1)
    w_code = args_w[0]
    if not isinstance(w_code, W_Int):
        raise_type_error("an integer is required")
        raise AssertionError
    if w_code.intval < 0 or w_code.intval > 1000:
        return W_None
    s = error_string(w_code.intval)
    return newstr(s) if s else W_None


def _make_errors():
    w_mod = W_Module("pyexpat.errors")
    w_codes = newdict()
    w_messages = newdict()
    for i in range(len(ERROR_NAMES)):
        code = i + 1
        w_msg = newstr(error_string(code))
        w_mod.setitem(ERROR_NAMES[i], w_msg)
        w_codes.setitem(w_msg, newint(code))
        w_messages.setitem(newint(code), w_msg)
    w_mod.setitem("codes", w_codes)
    w_mod.setitem("messages", w_messages)
    return w_mod


def _make_model():
    w_mod = W_Module("pyexpat.model")
    for name, value in [("XML_CTYPE_EMPTY", 1), ("XML_CTYPE_ANY", 2),
                        ("XML_CTYPE_MIXED", 3), ("XML_CTYPE_NAME", 4),
                        ("XML_CTYPE_CHOICE", 5), ("XML_CTYPE_SEQ", 6),
                        ("XML_CQUANT_NONE", 0), ("XML_CQUANT_OPT", 1),
                        ("XML_CQUANT_REP", 2), ("XML_CQUANT_PLUS", 3)]:
        w_mod.setitem(name, newint(value))
    return w_mod


def make():
    w_mod = W_Module("pyexpat")
    w_mod.setitem("ParserCreate", builtin_function("ParserCreate",
                                                   parser_create))
    w_mod.setitem("ErrorString", builtin_function("ErrorString",
                                                  pyexpat_error_string))
    w_mod.setitem("ExpatError", w_expat_error)
    w_mod.setitem("error", w_expat_error)
    w_mod.setitem("XMLParserType", w_xmlparser_type)
    major, minor, micro = VERSION_INFO
    w_mod.setitem("version_info", newtuple([newint(major), newint(minor),
                                            newint(micro)]))
    w_mod.setitem("EXPAT_VERSION", newstr("expat_%d.%d.%d"
                                          % (major, minor, micro)))
    w_mod.setitem("native_encoding", newstr("UTF-8"))
    w_mod.setitem("features", W_List([
        newtuple([newstr("sizeof(XML_Char)"), newint(1)]),
        newtuple([newstr("sizeof(XML_LChar)"), newint(1)])]))
    for name, value in [("XML_PARAM_ENTITY_PARSING_NEVER", 0),
                        ("XML_PARAM_ENTITY_PARSING_UNLESS_STANDALONE", 1),
                        ("XML_PARAM_ENTITY_PARSING_ALWAYS", 2)]:
        w_mod.setitem(name, newint(value))
    w_mod.setitem("errors", _make_errors())
    w_mod.setitem("model", _make_model())
    return w_mod
