# gc.collect() after dropping reference cycles (pyperformance gc_collect):
# the result is CPython's count of unreachable objects or None (lbbv, as
# PyPy: the collector does not count), never a made-up number
import gc
import weakref


class Node:
    def __init__(self):
        self.next = None
        self.prev = None

    def link_next(self, nxt):
        self.next = nxt
        self.next.prev = self


def create_cycle(node, n_links):
    current = node
    for i in range(n_links):
        nxt = Node()
        current.link_next(nxt)
        current = nxt
    current.link_next(node)


def create_gc_cycles(n_cycles, n_links):
    cycles = []
    for _ in range(n_cycles):
        node = Node()
        cycles.append(node)
        create_cycle(node, n_links)
    return cycles


dead = []
for rnd in range(3):
    gc.collect()
    cycles = create_gc_cycles(100, 20)
    refs = [weakref.ref(c, lambda r: dead.append(1)) for c in cycles[:10]]
    alive = sum(1 for r in refs if r() is not None)
    del cycles
    collected = gc.collect()
    print(rnd, alive, collected is None or collected >= 100 * 21,
          # untranslated, the eval loop's own locals may hold the last one
          sum(1 for r in refs if r() is None) >= 9)
print(len(dead) >= 27)
print(gc.collect(0) is None or gc.collect(0) >= 0)
try:
    gc.collect(5)
except Exception as e:
    print(type(e).__name__, e)
