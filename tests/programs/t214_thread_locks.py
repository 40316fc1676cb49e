import _thread
print(_thread.TIMEOUT_MAX, _thread.LockType, _thread.RLock, _thread.error is RuntimeError)
print(_thread.allocate_lock is not None, type(_thread.allocate_lock()) is _thread.LockType)
l = _thread.allocate_lock()
print(repr(l).split(" at ")[0], l.locked())
print(l.acquire(), l.locked(), repr(l).split(" at ")[0])
for f in [lambda: l.acquire(False, 1), lambda: l.acquire(True, -2), lambda: l.acquire(True, 1e300),
          lambda: l.acquire(1, 2, 3), lambda: l.acquire(bogus=1), lambda: l.acquire(blocking=False, timeout=2)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print(l.acquire(timeout=0.01), l.acquire(blocking=False), l.acquire(0), l.acquire(False, -1))
l.release()
print(l.locked())
try:
    l.release()
except RuntimeError as e:
    print(type(e).__name__, e)
with l:
    print("inside", l.locked())
print("after", l.locked())
try:
    with l:
        raise ValueError("x")
except ValueError as e:
    print("caught", e, l.locked())
try:
    _thread.LockType()
except Exception as e:
    print(type(e).__name__, e)
r = _thread.RLock()
print(repr(r).split(" owner")[0], r._is_owned(), r._recursion_count())
print(r.acquire(), r.acquire(), r._is_owned(), r._recursion_count())
st = r._release_save()
print(st[0], st[1] == _thread.get_ident(), r._is_owned())
r._acquire_restore(st)
print(r._recursion_count())
r.release(); r.release()
try:
    r.release()
except Exception as e:
    print(type(e).__name__, e)
with r:
    with r:
        print("nested", r._recursion_count())
print(r._recursion_count())
print(type(_thread.get_ident()).__name__, _thread.get_ident() == _thread.get_ident(), type(_thread.get_native_id()).__name__)
print(_thread._count(), _thread.stack_size(), _thread.stack_size(65536), _thread.stack_size(0))
for bad in (100, -1):
    try:
        _thread.stack_size(bad)
    except Exception as e:
        print(type(e).__name__, e)
print(callable(_thread.start_new_thread), callable(_thread.start_new))
n = 0
locks = [_thread.allocate_lock(), _thread.RLock()]
for i in range(300):
    lk = locks[i % 2] if i < 150 else locks[(i // 7) % 2]
    if lk.acquire(False):
        n += 1
        lk.release()
    with lk:
        n += 2
print(n)
