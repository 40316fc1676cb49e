"""sqlite3's C API as rffi sees it (the machine's libsqlite3), for the
`_sqlite3` module (objspace/modules/mod_sqlite3.py and sqlite_*.py).

Handles (sqlite3*, sqlite3_stmt*, sqlite3_context*, sqlite3_value*,
sqlite3_blob*) are void pointers. Text and blobs are handed to sqlite
with SQLITE_TRANSIENT (sqlite copies them), through the small C wrappers
below, so no function-pointer constant has to be made in RPython. The
SQLITE_* constants are read from sqlite3.h when lbbv is built; a name the
header lacks is left out of the module, as CPython does."""

from rpython.rtyper.lltypesystem import lltype, rffi
from rpython.translator.tool.cbuild import ExternalCompilationInfo
from rpython.rtyper.tool import rffi_platform
# (re-exported: the modules using this one call capi.to_int, ...)
from objspace.modules.rffi_util import (to_int, c_int,  # noqa
                                       charp2str_or_none)

_C_HELPERS = r"""
#include <sqlite3.h>

RPY_EXTERN int lbbv_sqlite3_bind_text(sqlite3_stmt *st, int i,
                                      const char *s, int n)
{
    return sqlite3_bind_text(st, i, s, n, SQLITE_TRANSIENT);
}

RPY_EXTERN int lbbv_sqlite3_bind_blob(sqlite3_stmt *st, int i,
                                      const char *s, int n)
{
    return sqlite3_bind_blob(st, i, s, n, SQLITE_TRANSIENT);
}

RPY_EXTERN void lbbv_sqlite3_result_text(sqlite3_context *c,
                                         const char *s, int n)
{
    sqlite3_result_text(c, s, n, SQLITE_TRANSIENT);
}

RPY_EXTERN void lbbv_sqlite3_result_blob(sqlite3_context *c,
                                         const char *s, int n)
{
    sqlite3_result_blob(c, s, n, SQLITE_TRANSIENT);
}
"""

eci = ExternalCompilationInfo(
    includes=["sqlite3.h"], libraries=["sqlite3"],
    separate_module_sources=[_C_HELPERS],
    post_include_bits=[
        "RPY_EXTERN int lbbv_sqlite3_bind_text(sqlite3_stmt *, int, "
        "const char *, int);",
        "RPY_EXTERN int lbbv_sqlite3_bind_blob(sqlite3_stmt *, int, "
        "const char *, int);",
        "RPY_EXTERN void lbbv_sqlite3_result_text(sqlite3_context *, "
        "const char *, int);",
        "RPY_EXTERN void lbbv_sqlite3_result_blob(sqlite3_context *, "
        "const char *, int);"])

# The error codes (primary and extended), in the order of CPython's table
# of names (sqlite_errorname); every one is also a module constant.
ERROR_CODE_NAMES = [
    "SQLITE_ABORT", "SQLITE_AUTH", "SQLITE_BUSY", "SQLITE_CANTOPEN",
    "SQLITE_CONSTRAINT", "SQLITE_CORRUPT", "SQLITE_DONE", "SQLITE_EMPTY",
    "SQLITE_ERROR", "SQLITE_FORMAT", "SQLITE_FULL", "SQLITE_INTERNAL",
    "SQLITE_INTERRUPT", "SQLITE_IOERR", "SQLITE_LOCKED", "SQLITE_MISMATCH",
    "SQLITE_MISUSE", "SQLITE_NOLFS", "SQLITE_NOMEM", "SQLITE_NOTADB",
    "SQLITE_NOTFOUND", "SQLITE_OK", "SQLITE_PERM", "SQLITE_PROTOCOL",
    "SQLITE_RANGE", "SQLITE_READONLY", "SQLITE_ROW", "SQLITE_SCHEMA",
    "SQLITE_TOOBIG", "SQLITE_NOTICE", "SQLITE_WARNING",
    "SQLITE_ABORT_ROLLBACK", "SQLITE_BUSY_RECOVERY",
    "SQLITE_CANTOPEN_FULLPATH", "SQLITE_CANTOPEN_ISDIR",
    "SQLITE_CANTOPEN_NOTEMPDIR", "SQLITE_CORRUPT_VTAB",
    "SQLITE_IOERR_ACCESS", "SQLITE_IOERR_BLOCKED",
    "SQLITE_IOERR_CHECKRESERVEDLOCK", "SQLITE_IOERR_CLOSE",
    "SQLITE_IOERR_DELETE", "SQLITE_IOERR_DELETE_NOENT",
    "SQLITE_IOERR_DIR_CLOSE", "SQLITE_IOERR_DIR_FSYNC", "SQLITE_IOERR_FSTAT",
    "SQLITE_IOERR_FSYNC", "SQLITE_IOERR_LOCK", "SQLITE_IOERR_NOMEM",
    "SQLITE_IOERR_RDLOCK", "SQLITE_IOERR_READ", "SQLITE_IOERR_SEEK",
    "SQLITE_IOERR_SHMLOCK", "SQLITE_IOERR_SHMMAP", "SQLITE_IOERR_SHMOPEN",
    "SQLITE_IOERR_SHMSIZE", "SQLITE_IOERR_SHORT_READ",
    "SQLITE_IOERR_TRUNCATE", "SQLITE_IOERR_UNLOCK", "SQLITE_IOERR_WRITE",
    "SQLITE_LOCKED_SHAREDCACHE", "SQLITE_READONLY_CANTLOCK",
    "SQLITE_READONLY_RECOVERY", "SQLITE_CONSTRAINT_CHECK",
    "SQLITE_CONSTRAINT_COMMITHOOK", "SQLITE_CONSTRAINT_FOREIGNKEY",
    "SQLITE_CONSTRAINT_FUNCTION", "SQLITE_CONSTRAINT_NOTNULL",
    "SQLITE_CONSTRAINT_PRIMARYKEY", "SQLITE_CONSTRAINT_TRIGGER",
    "SQLITE_CONSTRAINT_UNIQUE", "SQLITE_CONSTRAINT_VTAB",
    "SQLITE_READONLY_ROLLBACK", "SQLITE_IOERR_MMAP",
    "SQLITE_NOTICE_RECOVER_ROLLBACK", "SQLITE_NOTICE_RECOVER_WAL",
    "SQLITE_BUSY_SNAPSHOT", "SQLITE_IOERR_GETTEMPPATH",
    "SQLITE_WARNING_AUTOINDEX", "SQLITE_CANTOPEN_CONVPATH",
    "SQLITE_IOERR_CONVPATH", "SQLITE_CONSTRAINT_ROWID",
    "SQLITE_READONLY_DBMOVED", "SQLITE_AUTH_USER", "SQLITE_OK_LOAD_PERMANENTLY",
    "SQLITE_IOERR_VNODE", "SQLITE_IOERR_AUTH", "SQLITE_IOERR_BEGIN_ATOMIC",
    "SQLITE_IOERR_COMMIT_ATOMIC", "SQLITE_IOERR_ROLLBACK_ATOMIC",
    "SQLITE_ERROR_MISSING_COLLSEQ", "SQLITE_ERROR_RETRY",
    "SQLITE_READONLY_CANTINIT", "SQLITE_READONLY_DIRECTORY",
    "SQLITE_CORRUPT_SEQUENCE", "SQLITE_LOCKED_VTAB",
    "SQLITE_CANTOPEN_DIRTYWAL", "SQLITE_ERROR_SNAPSHOT",
    "SQLITE_CANTOPEN_SYMLINK", "SQLITE_CONSTRAINT_PINNED",
    "SQLITE_OK_SYMLINK", "SQLITE_BUSY_TIMEOUT", "SQLITE_CORRUPT_INDEX",
    "SQLITE_IOERR_DATA", "SQLITE_IOERR_CORRUPTFS"]

# the other module constants: authorizer results and actions, limits
OTHER_CONSTANT_NAMES = [
    "SQLITE_DENY", "SQLITE_IGNORE",
    "SQLITE_CREATE_INDEX", "SQLITE_CREATE_TABLE", "SQLITE_CREATE_TEMP_INDEX",
    "SQLITE_CREATE_TEMP_TABLE", "SQLITE_CREATE_TEMP_TRIGGER",
    "SQLITE_CREATE_TEMP_VIEW", "SQLITE_CREATE_TRIGGER", "SQLITE_CREATE_VIEW",
    "SQLITE_DELETE", "SQLITE_DROP_INDEX", "SQLITE_DROP_TABLE",
    "SQLITE_DROP_TEMP_INDEX", "SQLITE_DROP_TEMP_TABLE",
    "SQLITE_DROP_TEMP_TRIGGER", "SQLITE_DROP_TEMP_VIEW",
    "SQLITE_DROP_TRIGGER", "SQLITE_DROP_VIEW", "SQLITE_INSERT",
    "SQLITE_PRAGMA", "SQLITE_READ", "SQLITE_SELECT", "SQLITE_TRANSACTION",
    "SQLITE_UPDATE", "SQLITE_ATTACH", "SQLITE_DETACH", "SQLITE_ALTER_TABLE",
    "SQLITE_REINDEX", "SQLITE_ANALYZE", "SQLITE_CREATE_VTABLE",
    "SQLITE_DROP_VTABLE", "SQLITE_FUNCTION", "SQLITE_SAVEPOINT",
    "SQLITE_RECURSIVE",
    "SQLITE_LIMIT_LENGTH", "SQLITE_LIMIT_SQL_LENGTH", "SQLITE_LIMIT_COLUMN",
    "SQLITE_LIMIT_EXPR_DEPTH", "SQLITE_LIMIT_COMPOUND_SELECT",
    "SQLITE_LIMIT_VDBE_OP", "SQLITE_LIMIT_FUNCTION_ARG",
    "SQLITE_LIMIT_ATTACHED", "SQLITE_LIMIT_LIKE_PATTERN_LENGTH",
    "SQLITE_LIMIT_VARIABLE_NUMBER", "SQLITE_LIMIT_TRIGGER_DEPTH",
    "SQLITE_LIMIT_WORKER_THREADS"]

# what the module's code itself uses
_USED = ["SQLITE_OPEN_READWRITE", "SQLITE_OPEN_CREATE", "SQLITE_OPEN_URI",
         "SQLITE_OPEN_READONLY", "SQLITE_INTEGER", "SQLITE_FLOAT",
         "SQLITE_TEXT", "SQLITE_BLOB", "SQLITE_NULL", "SQLITE_UTF8",
         "SQLITE_DETERMINISTIC", "SQLITE_TRACE_STMT",
         "SQLITE_VERSION_NUMBER", "SQLITE_LIMIT_SQL_LENGTH",
         "SQLITE_LIMIT_LENGTH", "SQLITE_SERIALIZE_NOCOPY",
         "SQLITE_DESERIALIZE_FREEONCLOSE", "SQLITE_DESERIALIZE_RESIZEABLE"]


class CConfig:
    _compilation_info_ = ExternalCompilationInfo(includes=["sqlite3.h"])


for _name in ERROR_CODE_NAMES + OTHER_CONSTANT_NAMES + _USED:
    setattr(CConfig, _name, rffi_platform.DefinedConstantInteger(_name))

_config = rffi_platform.configure(CConfig)


def _constants(names):
    result = []
    for name in names:
        value = _config[name]
        if value is not None:
            result.append((name, value))
    return result


# (name, value) of every constant the header defines, for the module
ERROR_CODES = _constants(ERROR_CODE_NAMES)
MODULE_CONSTANTS = ERROR_CODES + _constants(OTHER_CONSTANT_NAMES)

SQLITE_OK = _config["SQLITE_OK"]
SQLITE_ROW = _config["SQLITE_ROW"]
SQLITE_DONE = _config["SQLITE_DONE"]
SQLITE_DENY = _config["SQLITE_DENY"]
SQLITE_ERROR = _config["SQLITE_ERROR"]
SQLITE_INTERNAL = _config["SQLITE_INTERNAL"]
SQLITE_NOTFOUND = _config["SQLITE_NOTFOUND"]
SQLITE_NOMEM = _config["SQLITE_NOMEM"]
SQLITE_PERM = _config["SQLITE_PERM"]
SQLITE_ABORT = _config["SQLITE_ABORT"]
SQLITE_BUSY = _config["SQLITE_BUSY"]
SQLITE_LOCKED = _config["SQLITE_LOCKED"]
SQLITE_READONLY = _config["SQLITE_READONLY"]
SQLITE_INTERRUPT = _config["SQLITE_INTERRUPT"]
SQLITE_IOERR = _config["SQLITE_IOERR"]
SQLITE_FULL = _config["SQLITE_FULL"]
SQLITE_CANTOPEN = _config["SQLITE_CANTOPEN"]
SQLITE_PROTOCOL = _config["SQLITE_PROTOCOL"]
SQLITE_EMPTY = _config["SQLITE_EMPTY"]
SQLITE_SCHEMA = _config["SQLITE_SCHEMA"]
SQLITE_CORRUPT = _config["SQLITE_CORRUPT"]
SQLITE_TOOBIG = _config["SQLITE_TOOBIG"]
SQLITE_CONSTRAINT = _config["SQLITE_CONSTRAINT"]
SQLITE_MISMATCH = _config["SQLITE_MISMATCH"]
SQLITE_MISUSE = _config["SQLITE_MISUSE"]
SQLITE_RANGE = _config["SQLITE_RANGE"]
SQLITE_OPEN_READWRITE = _config["SQLITE_OPEN_READWRITE"]
SQLITE_OPEN_READONLY = _config["SQLITE_OPEN_READONLY"]
SQLITE_OPEN_CREATE = _config["SQLITE_OPEN_CREATE"]
SQLITE_OPEN_URI = _config["SQLITE_OPEN_URI"]
SQLITE_INTEGER = _config["SQLITE_INTEGER"]
SQLITE_FLOAT = _config["SQLITE_FLOAT"]
SQLITE_TEXT = _config["SQLITE_TEXT"]
SQLITE_BLOB = _config["SQLITE_BLOB"]
SQLITE_NULL = _config["SQLITE_NULL"]
SQLITE_UTF8 = _config["SQLITE_UTF8"]
SQLITE_DETERMINISTIC = _config["SQLITE_DETERMINISTIC"]
SQLITE_TRACE_STMT = _config["SQLITE_TRACE_STMT"]
SQLITE_LIMIT_LENGTH = _config["SQLITE_LIMIT_LENGTH"]
SQLITE_LIMIT_SQL_LENGTH = _config["SQLITE_LIMIT_SQL_LENGTH"]
SQLITE_VERSION_NUMBER = _config["SQLITE_VERSION_NUMBER"]

VOIDP = rffi.VOIDP
VOIDPP = rffi.VOIDPP
CCHARP = rffi.CCHARP
CCHARPP = rffi.CCHARPP
INT = rffi.INT
INT64 = rffi.LONGLONG
DOUBLE = rffi.DOUBLE


def _fn(args, result=lltype.Void):
    return lltype.Ptr(lltype.FuncType(args, result))


# the callbacks sqlite calls
XFUNC = _fn([VOIDP, INT, VOIDPP])                    # xFunc, xStep
XFINAL = _fn([VOIDP])                                # xFinal
XDESTROY = _fn([VOIDP])
XCOMPARE = _fn([VOIDP, INT, VOIDP, INT, VOIDP], INT)
XAUTH = _fn([VOIDP, INT, CCHARP, CCHARP, CCHARP, CCHARP], INT)
XPROGRESS = _fn([VOIDP], INT)
XTRACE = _fn([rffi.UINT, VOIDP, VOIDP, VOIDP], INT)


def _ext(name, args, result):
    return rffi.llexternal(name, args, result, compilation_info=eci,
                           releasegil=False)


# connections
open_v2 = _ext("sqlite3_open_v2", [CCHARP, VOIDPP, INT, CCHARP], INT)
close_v2 = _ext("sqlite3_close_v2", [VOIDP], INT)
errcode = _ext("sqlite3_errcode", [VOIDP], INT)
extended_errcode = _ext("sqlite3_extended_errcode", [VOIDP], INT)
errmsg = _ext("sqlite3_errmsg", [VOIDP], CCHARP)
errstr = _ext("sqlite3_errstr", [INT], CCHARP)
busy_timeout = _ext("sqlite3_busy_timeout", [VOIDP, INT], INT)
changes = _ext("sqlite3_changes", [VOIDP], INT)
total_changes = _ext("sqlite3_total_changes", [VOIDP], INT)
last_insert_rowid = _ext("sqlite3_last_insert_rowid", [VOIDP], INT64)
get_autocommit = _ext("sqlite3_get_autocommit", [VOIDP], INT)
interrupt = _ext("sqlite3_interrupt", [VOIDP], lltype.Void)
limit = _ext("sqlite3_limit", [VOIDP, INT, INT], INT)
libversion = _ext("sqlite3_libversion", [], CCHARP)
complete = _ext("sqlite3_complete", [CCHARP], INT)
enable_shared_cache = _ext("sqlite3_enable_shared_cache", [INT], INT)

# statements
prepare_v2 = _ext("sqlite3_prepare_v2", [VOIDP, CCHARP, INT, VOIDPP, CCHARPP],
                  INT)
step = _ext("sqlite3_step", [VOIDP], INT)
reset = _ext("sqlite3_reset", [VOIDP], INT)
finalize = _ext("sqlite3_finalize", [VOIDP], INT)
stmt_busy = _ext("sqlite3_stmt_busy", [VOIDP], INT)
bind_parameter_count = _ext("sqlite3_bind_parameter_count", [VOIDP], INT)
bind_parameter_name = _ext("sqlite3_bind_parameter_name", [VOIDP, INT],
                           CCHARP)
bind_null = _ext("sqlite3_bind_null", [VOIDP, INT], INT)
bind_int64 = _ext("sqlite3_bind_int64", [VOIDP, INT, INT64], INT)
bind_double = _ext("sqlite3_bind_double", [VOIDP, INT, DOUBLE], INT)
bind_text = _ext("lbbv_sqlite3_bind_text", [VOIDP, INT, CCHARP, INT], INT)
bind_blob = _ext("lbbv_sqlite3_bind_blob", [VOIDP, INT, CCHARP, INT], INT)
column_count = _ext("sqlite3_column_count", [VOIDP], INT)
data_count = _ext("sqlite3_data_count", [VOIDP], INT)
column_name = _ext("sqlite3_column_name", [VOIDP, INT], CCHARP)
column_decltype = _ext("sqlite3_column_decltype", [VOIDP, INT], CCHARP)
column_type = _ext("sqlite3_column_type", [VOIDP, INT], INT)
column_int64 = _ext("sqlite3_column_int64", [VOIDP, INT], INT64)
column_double = _ext("sqlite3_column_double", [VOIDP, INT], DOUBLE)
column_text = _ext("sqlite3_column_text", [VOIDP, INT], CCHARP)
column_blob = _ext("sqlite3_column_blob", [VOIDP, INT], CCHARP)
column_bytes = _ext("sqlite3_column_bytes", [VOIDP, INT], INT)
expanded_sql = _ext("sqlite3_expanded_sql", [VOIDP], CCHARP)
sql_of = _ext("sqlite3_sql", [VOIDP], CCHARP)
sqlite_free = _ext("sqlite3_free", [VOIDP], lltype.Void)

# user functions, aggregates, collations and hooks
create_function_v2 = _ext("sqlite3_create_function_v2",
                          [VOIDP, CCHARP, INT, INT, VOIDP, XFUNC, XFUNC,
                           XFINAL, XDESTROY], INT)
create_window_function = _ext("sqlite3_create_window_function",
                              [VOIDP, CCHARP, INT, INT, VOIDP, XFUNC, XFINAL,
                               XFINAL, XFUNC, XDESTROY], INT)
create_collation_v2 = _ext("sqlite3_create_collation_v2",
                           [VOIDP, CCHARP, INT, VOIDP, XCOMPARE, XDESTROY],
                           INT)
set_authorizer = _ext("sqlite3_set_authorizer", [VOIDP, XAUTH, VOIDP], INT)
progress_handler = _ext("sqlite3_progress_handler",
                        [VOIDP, INT, XPROGRESS, VOIDP], lltype.Void)
trace_v2 = _ext("sqlite3_trace_v2", [VOIDP, rffi.UINT, XTRACE, VOIDP], INT)
user_data = _ext("sqlite3_user_data", [VOIDP], VOIDP)
aggregate_context = _ext("sqlite3_aggregate_context", [VOIDP, INT], VOIDP)
value_type = _ext("sqlite3_value_type", [VOIDP], INT)
value_int64 = _ext("sqlite3_value_int64", [VOIDP], INT64)
value_double = _ext("sqlite3_value_double", [VOIDP], DOUBLE)
value_text = _ext("sqlite3_value_text", [VOIDP], CCHARP)
value_blob = _ext("sqlite3_value_blob", [VOIDP], CCHARP)
value_bytes = _ext("sqlite3_value_bytes", [VOIDP], INT)
result_null = _ext("sqlite3_result_null", [VOIDP], lltype.Void)
result_int64 = _ext("sqlite3_result_int64", [VOIDP, INT64], lltype.Void)
result_double = _ext("sqlite3_result_double", [VOIDP, DOUBLE], lltype.Void)
result_text = _ext("lbbv_sqlite3_result_text", [VOIDP, CCHARP, INT],
                   lltype.Void)
result_blob = _ext("lbbv_sqlite3_result_blob", [VOIDP, CCHARP, INT],
                   lltype.Void)
result_error = _ext("sqlite3_result_error", [VOIDP, CCHARP, INT],
                    lltype.Void)
result_error_toobig = _ext("sqlite3_result_error_toobig", [VOIDP],
                           lltype.Void)
result_error_nomem = _ext("sqlite3_result_error_nomem", [VOIDP], lltype.Void)

# serialize / deserialize (sqlite 3.23+ built with them: the flags tell)
SQLITE_SERIALIZE_NOCOPY = _config["SQLITE_SERIALIZE_NOCOPY"]
SQLITE_DESERIALIZE_FREEONCLOSE = _config["SQLITE_DESERIALIZE_FREEONCLOSE"]
SQLITE_DESERIALIZE_RESIZEABLE = _config["SQLITE_DESERIALIZE_RESIZEABLE"]
HAVE_SERIALIZE = SQLITE_SERIALIZE_NOCOPY is not None
if HAVE_SERIALIZE:
    serialize = _ext("sqlite3_serialize", [VOIDP, CCHARP, rffi.LONGLONGP,
                                           rffi.UINT], CCHARP)
    deserialize = _ext("sqlite3_deserialize", [VOIDP, CCHARP, CCHARP, INT64,
                                               INT64, rffi.UINT], INT)
    malloc64 = _ext("sqlite3_malloc64", [rffi.ULONGLONG], CCHARP)

# backups
backup_init = _ext("sqlite3_backup_init", [VOIDP, CCHARP, VOIDP, CCHARP], VOIDP)
backup_step = _ext("sqlite3_backup_step", [VOIDP, INT], INT)
backup_finish = _ext("sqlite3_backup_finish", [VOIDP], INT)
backup_remaining = _ext("sqlite3_backup_remaining", [VOIDP], INT)
backup_pagecount = _ext("sqlite3_backup_pagecount", [VOIDP], INT)
sqlite_sleep = _ext("sqlite3_sleep", [INT], INT)

# blobs
blob_open = _ext("sqlite3_blob_open", [VOIDP, CCHARP, CCHARP, CCHARP, INT64,
                                       INT, VOIDPP], INT)
blob_close = _ext("sqlite3_blob_close", [VOIDP], INT)
blob_bytes = _ext("sqlite3_blob_bytes", [VOIDP], INT)
blob_read = _ext("sqlite3_blob_read", [VOIDP, CCHARP, INT, INT], INT)
blob_write = _ext("sqlite3_blob_write", [VOIDP, CCHARP, INT, INT], INT)
