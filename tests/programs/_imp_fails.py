print("running _imp_fails")
x = 1 / 0
