# finally runs before the uncaught exception terminates the program
try:
    print("in try")
    raise RuntimeError("boom")
finally:
    print("in finally")
