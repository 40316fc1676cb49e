# `make bench`: the benchmark harness (plain Python 3; code in bench/harness/).
# Usage: python3 bench/run.py [--quick] [--bench a,b] [--impl NAME|NAME=CMD] ...
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from harness.cli import main

if __name__ == "__main__":
    sys.exit(main())
