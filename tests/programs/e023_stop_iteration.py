# uncaught StopIteration from next()
it = iter([1])
print(next(it))
print(next(it))
