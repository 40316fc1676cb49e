# calling a non-callable
value = 3
print("calling")
value()
