# uncaught ValueError from int()
print(int("12"))
print(int("abc"))
