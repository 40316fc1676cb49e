# user exception subclass with custom __init__ and __str__
class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(code, msg)
        self.code = code
        self.msg = msg
    def __str__(self):
        return "[%d] %s" % (self.code, self.msg)
try:
    raise AppError(1, "handled")
except AppError as e:
    print("caught", e, e.code)
raise AppError(42, "unhandled failure")
