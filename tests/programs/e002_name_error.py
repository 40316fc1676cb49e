# uncaught NameError
print("start")
print(x)
