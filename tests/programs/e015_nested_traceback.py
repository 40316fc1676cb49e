# exception raised inside nested function calls
def level3(x):
    return x[10]
def level2(x):
    return level3(x) + 1
def level1():
    data = [1, 2, 3]
    print("level1 calling level2")
    return level2(data)
print("main")
level1()
