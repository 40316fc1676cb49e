# threading and _thread on the main thread (no thread is started)
import threading
import _thread
import time

print(threading.current_thread().name, threading.main_thread() is threading.current_thread())
print(threading.active_count(), [t.name for t in threading.enumerate()])
print(threading.current_thread().daemon, threading.current_thread().is_alive())
print(threading.get_ident() == threading.current_thread().ident,
      isinstance(threading.get_native_id(), int),
      threading.get_ident() == _thread.get_ident())
lock = threading.Lock()
print(type(lock).__name__, lock.acquire(), lock.locked(), lock.acquire(False),
      lock.acquire(timeout=0.01), lock.acquire(blocking=False))
lock.release()
try:
    lock.release()
except RuntimeError as e:
    print("RuntimeError", e)
with lock:
    print("in lock", lock.locked())
print(lock.locked())
try:
    lock.acquire(False, 1)
except ValueError as e:
    print("ValueError", e)
try:
    lock.acquire(timeout=-5)
except ValueError as e:
    print("ValueError", e)
r = threading.RLock()
with r:
    with r:
        print("rlock nested", r._is_owned())
print(r._is_owned())
try:
    r.release()
except RuntimeError as e:
    print("RuntimeError", e)
ev = threading.Event()
print(ev.is_set(), ev.wait(0.01))
ev.set()
print(ev.is_set(), ev.wait(), ev.wait(1))
ev.clear()
print(ev.is_set())
cond = threading.Condition()
with cond:
    print(cond.wait(0.01))
    cond.notify_all()
    cond.notify()
    print(cond.wait_for(lambda: True, 0.01), cond.wait_for(lambda: 0, 0.001))
try:
    cond.notify()
except RuntimeError as e:
    print("RuntimeError", e)
sem = threading.Semaphore(2)
print(sem.acquire(), sem.acquire(), sem.acquire(blocking=False),
      sem.acquire(timeout=0.001))
sem.release()
sem.release(1)
bs = threading.BoundedSemaphore(1)
bs.acquire()
bs.release()
try:
    bs.release()
except ValueError as e:
    print("ValueError", e)
b = threading.Barrier(1)
print(b.wait(), b.parties, b.n_waiting, b.broken)
loc = threading.local()
loc.x = 5
print(loc.x, getattr(loc, "y", None), hasattr(loc, "x"))


class MyLocal(threading.local):
    def __init__(self, v):
        self.v = v


ml = MyLocal(7)
print(ml.v, isinstance(ml, threading.local))
try:
    threading.local(1)
except TypeError as e:
    print("TypeError", e)
t = threading.Thread(target=print, args=("hi",), name="worker")
print(t.name, t.is_alive(), t.daemon, t.ident, repr(t).startswith("<Thread(worker, initial"))
tm = threading.Timer(1, print)
print(type(tm).__name__, threading.TIMEOUT_MAX > 1000, _thread.TIMEOUT_MAX > 1000)
print(threading.stack_size(), _thread._count(), threading.excepthook is threading.__excepthook__)
print(isinstance(threading.Lock(), _thread.LockType), _thread.error is RuntimeError)
ea = _thread._ExceptHookArgs((ValueError, ValueError("v"), None, None))
print(ea.exc_type.__name__, ea.exc_value, ea.thread)
start = time.monotonic()
time.sleep(0.01)
print(time.monotonic() - start >= 0.009, time.perf_counter() > 0)

# hot loop: locks, rlocks and events used with the object kind changing
total = 0
objs = [threading.Lock(), threading.RLock(), threading.Semaphore(3),
        threading.Condition()]
for i in range(200):
    o = objs[i % 4]
    with o:
        total += 1
    if o.acquire(False):
        total += 10
        o.release()
    if i % 50 == 0:
        ev = threading.Event()
    if i % 3 == 0:
        ev.set()
    else:
        ev.clear()
    total += ev.is_set()
print(total)
