"""RPython translation target: `rpython --batch -O2 targetlbbv.py`.
The entry point lives in interpreter/runtime/main.py."""

from interpreter.runtime.main import entry_point


def target(driver, args):
    driver.exe_name = "lbbv-c"
    # deep Python recursion must end in RecursionError, never a segfault:
    # give the GC shadow stack room for the C stack we allow (main.py)
    from rpython.memory.gctransform.shadowstack import ShadowStackPool
    ShadowStackPool.root_stack_depth = 1 << 21
    return entry_point, None
