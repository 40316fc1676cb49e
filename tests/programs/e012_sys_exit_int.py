# sys.exit with an int code
import sys
print("exiting with 3")
sys.exit(3)
print("never")
