# uncaught ZeroDivisionError after some output
print("before")
x = 10
y = x - 10
print(x / y)
print("never")
