print("never printed")
x = = 1
