# sys.exit(0) and sys.exit() from within a function end the program normally
import sys
def finish():
    print("finishing")
    sys.exit(0)
finish()
print("never")
