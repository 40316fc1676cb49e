# sys.exit with a string: message to stderr, exit code 1
import sys
print("about to exit")
sys.exit("fatal: something went wrong")
