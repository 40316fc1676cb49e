# user-defined exception classes
class AppError(Exception):
    pass
class NotFound(AppError):
    def __init__(self, name):
        super().__init__("not found: " + name)
        self.name = name
class Invalid(AppError):
    def __init__(self, field, value):
        self.field = field
        self.value = value
    def __str__(self):
        return "invalid %s=%r" % (self.field, self.value)
def lookup(db, key):
    if key not in db:
        raise NotFound(key)
    v = db[key]
    if v < 0:
        raise Invalid(key, v)
    return v
db = {"a": 1, "b": -5}
for k in ["a", "b", "c"]:
    try:
        print("value", lookup(db, k))
    except NotFound as e:
        print("NotFound:", e, "| name =", e.name, "| args =", e.args)
    except AppError as e:
        print(type(e).__name__ + ":", e, "| field =", e.field)
e = AppError("x", 1)
print(e.args, str(e), repr(e))
e = AppError()
print(e.args, repr(str(e)), repr(e))
print(issubclass(NotFound, AppError), issubclass(NotFound, Exception), isinstance(NotFound("q"), AppError))
class Retry(Exception):
    def __init__(self, attempts):
        Exception.__init__(self, attempts)
        self.attempts = attempts
def flaky(n):
    for i in range(n):
        try:
            if i < 3:
                raise Retry(i)
            return "succeeded after %d" % i
        except Retry as r:
            print("retrying after attempt", r.attempts, r)
print(flaky(5))
class ValidationError(ValueError):
    pass
try:
    raise ValidationError("bad input")
except ValueError as e:
    print("caught as ValueError:", type(e).__name__, e)
errors = []
for cls in [AppError, NotFound, ValidationError]:
    try:
        if cls is NotFound:
            raise cls("thing")
        raise cls("msg")
    except Exception as ex:
        errors.append((type(ex).__name__, str(ex)))
print(errors)
try:
    raise AppError
except AppError as ex:
    print("raised class:", repr(ex))
