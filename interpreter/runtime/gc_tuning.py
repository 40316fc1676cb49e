"""Translation-time defaults of RPython's GC (incminimark), applied by
targetlbbv.target before annotation; PYPY_GC_* environment variables
still override them at run time.

- The shadow stack (the GC's copy of the roots on the C stack) is made
  deep enough for the C stack main.py allows: deep Python recursion ends
  in RecursionError, never a segfault.
- The nursery, where the machine's cache size is unknown or small (the
  GC reads /proc/cpuinfo's "cache size"; 2 MB or less counts as no L3
  there), is 4 MB instead of 1 MB. The first major collection waits
  for 8 nurseries of old objects, so a 1 MB nursery started major
  collections while a program's heap was still a few megabytes:
  pyperformance's float spent 19% of its instructions marking and
  copying. Measured with callgrind (session 24): float -12.5%,
  deltablue -5.9%, chaos -3.6%, go -2.2%, richards -1.2%, raytrace
  -0.6%; peak RSS grows by 8-20 MB. Where the reported cache is larger
  than 2 MB (an L3) the GC takes half of it, as PyPy does."""

NURSERY_WHERE_CACHE_UNKNOWN = 4 * 1024 * 1024
SHADOW_STACK_DEPTH = 1 << 21


def apply():
    from rpython.memory.gc import env
    from rpython.memory.gctransform.shadowstack import ShadowStackPool
    ShadowStackPool.root_stack_depth = SHADOW_STACK_DEPTH
    env.NURSERY_SIZE_UNKNOWN_CACHE = NURSERY_WHERE_CACHE_UNKNOWN
