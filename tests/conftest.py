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


def pytest_collection_modifyitems(config, items):
    # LBBV_SHARD=i/n keeps every n-th selected test from the i-th: `make
    # test` runs the untranslated tests as two shards, the second on the
    # core the translation frees (Makefile)
    shard = os.environ.get("LBBV_SHARD")
    if not shard:
        return
    i, n = [int(x) for x in shard.split("/")]
    kept = [item for k, item in enumerate(items) if k % n == i]
    dropped = [item for k, item in enumerate(items) if k % n != i]
    if dropped:
        config.hook.pytest_deselected(items=dropped)
    items[:] = kept
