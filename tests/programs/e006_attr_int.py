# uncaught AttributeError on an int
n = 5
print(n.real)
n.foo
