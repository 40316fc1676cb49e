import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)


def pytest_configure(config):
    # the untranslated corpus forks from a server that imported the
    # interpreter before any test ran code in-process (tests/forkrun.py)
    if sys.version_info[0] == 2 and not os.environ.get("LBBV_NO_FORK"):
        from tests import forkrun
        forkrun.start()
