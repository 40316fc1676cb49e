"""Untranslated runner: `python2.7 -m interpreter script.py ...` behaves
like ./lbbv-c, on top of Python 2.7 (slow; for debugging)."""

import sys

from interpreter.runtime.main import entry_point

if __name__ == "__main__":
    sys.setrecursionlimit(100000)
    sys.exit(entry_point([""] + sys.argv[1:]))
