import sys
print("running", __name__, __package__, sys.argv[1:])
print("spec", __spec__.name, type(__loader__).__name__)
