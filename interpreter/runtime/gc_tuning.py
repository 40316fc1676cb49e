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
  -0.6%; peak RSS grows by 8-20 MB.
- The nursery is 4 MB whatever cache the machine reports (session 28).
  RPython, as PyPy, takes half of the "cache size" /proc/cpuinfo gives
  when it is over 2 MB; the machines this project runs on report
  491520 KB (a virtual CPU's whole L3), so the nursery was 240 MB: no
  major collection ever ran, but every allocation touched memory no
  cache held. Measured there (CPU time, tier 2, pyperformance scripts
  one loop three runs, best of three, PGO=0 build), against 4 MB:
  chaos 0.36 s -> 0.25 s, nqueens 0.43 -> 0.28, fannkuch 1.27 -> 1.02,
  raytrace 0.90 -> 0.78, go 0.53 -> 0.46, spectral_norm 0.15 -> 0.12,
  float 0.20 -> 0.21, nbody and richards unchanged; 8, 16 and 32 MB were
  each slower than 4 MB on most of them; `heapq` pushes and pops on a
  200,000-item heap 0.33 s -> 0.14 s. Callgrind does not see this (it
  counts instructions: a smaller nursery runs more of them in
  collections and still takes less time). PYPY_GC_NURSERY overrides it
  at run time, as before."""

NURSERY_SIZE = 4 * 1024 * 1024
SHADOW_STACK_DEPTH = 1 << 21


def nursery_size():
    """The GC's nursery size when PYPY_GC_NURSERY is not set (in place of
    RPython's estimate from the reported cache size)."""
    return NURSERY_SIZE


def apply():
    from rpython.memory.gc import env
    from rpython.memory.gctransform.shadowstack import ShadowStackPool
    ShadowStackPool.root_stack_depth = SHADOW_STACK_DEPTH
    env.estimate_best_nursery_size = nursery_size
