# uncaught exception raised inside a generator while iterating
def gen():
    for i in range(5):
        if i == 3:
            raise ValueError("generator failed at %d" % i)
        yield i
for v in gen():
    print("got", v)
