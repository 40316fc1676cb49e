if True:
print("x")
