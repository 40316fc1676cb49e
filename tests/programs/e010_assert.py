# AssertionError with message
def positive(n):
    assert n > 0, "n must be positive"
    return n
print(positive(3))
print(positive(-1))
