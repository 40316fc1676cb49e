# exception raised while handling another one
try:
    {}["k"]
except KeyError:
    print("handling")
    raise ValueError("while handling")
