import atexit
def later():
    print("runs after the traceback")
atexit.register(later)
atexit.register(lambda: print("lambda first"))
atexit._run_exitfuncs()
print("after explicit run", atexit._ncallbacks())
atexit.register(later)
atexit._clear()
atexit.register(later)
raise KeyError("uncaught")
