import sys
print("running", __name__, __package__, sys.argv[1:])
