# user exception class raised uncaught with a message
class MyError(Exception):
    pass
def check(v):
    if v > 2:
        raise MyError("value too large: %d" % v)
    print("ok", v)
for i in range(5):
    check(i)
