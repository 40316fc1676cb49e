# _signal: handlers run at the eval loop's safe points (loops, calls) at
# every tier, default_int_handler, SIG_DFL/SIG_IGN, errors
import _signal as signal

print(signal.SIGINT, signal.SIGTERM, signal.SIGALRM, signal.SIGUSR1,
      signal.SIGCHLD, signal.NSIG, signal.SIG_DFL, signal.SIG_IGN,
      signal.SIG_BLOCK, signal.SIG_UNBLOCK, signal.SIG_SETMASK)
print(signal.getsignal(signal.SIGINT) is signal.default_int_handler)
print(signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGPIPE))
print(len(signal.valid_signals()), 9 in signal.valid_signals(),
      32 in signal.valid_signals())
print(signal.strsignal(signal.SIGINT), signal.strsignal(signal.SIGTERM),
      signal.strsignal(signal.SIGUSR1))

got = []
def handler(signum, frame):
    got.append(signum)

old = signal.signal(signal.SIGUSR1, handler)
print(old, signal.getsignal(signal.SIGUSR1) is handler)
signal.raise_signal(signal.SIGUSR1)
print(got)

# raised inside hot loops: the handler runs before the loop goes on
total = 0
for i in range(300):
    if i % 50 == 0:
        signal.raise_signal(signal.SIGUSR1)
    total += len(got)
print(len(got), total)

def work(n):
    return n + 1

# a handler that raises stops the loop that was running
class Stop(Exception):
    pass

def stopper(signum, frame):
    raise Stop(signum)

signal.signal(signal.SIGUSR2, stopper)
for kind in range(3):
    n = 0
    try:
        while True:
            n = work(n)
            if n == 150:
                signal.raise_signal(signal.SIGUSR2)
            if n > 1000:
                print("not stopped")
                break
    except Stop as e:
        print("stopped", kind, e.args, n)

# SIGINT's default handler raises KeyboardInterrupt
for i in range(3):
    try:
        signal.raise_signal(signal.SIGINT)
    except KeyboardInterrupt:
        print("KeyboardInterrupt", i)

# SIG_IGN: the signal is dropped; back to the handler afterwards
print(signal.signal(signal.SIGUSR1, signal.SIG_IGN) is handler)
before = len(got)
signal.raise_signal(signal.SIGUSR1)
print(len(got) == before, signal.getsignal(signal.SIGUSR1))
signal.signal(signal.SIGUSR1, handler)

# handlers may change type mid-loop: function, bound method, lambda
class Counter:
    def __init__(self):
        self.n = 0
    def hit(self, signum, frame):
        self.n += signum
c = Counter()
hs = [handler, c.hit, lambda s, f: got.append(-s)]
for i in range(120):
    signal.signal(signal.SIGUSR1, hs[i % 3])
    signal.raise_signal(signal.SIGUSR1)
print(len(got), c.n, got[-3:])

# the frame argument
frames = []
signal.signal(signal.SIGUSR1, lambda s, f: frames.append(f))
signal.raise_signal(signal.SIGUSR1)
print(type(frames[0]).__name__, frames[0].f_code.co_name)

# a signal from outside (SIGALRM after a second) seen by a running loop:
# a while loop, a loop of calls, a for loop over a generator
alarms = []
signal.signal(signal.SIGALRM, lambda s, f: alarms.append(s))
signal.alarm(1)
n = 0
while not alarms:
    n += 1
print("alarm in while loop", alarms)
def spin():
    return len(alarms)
signal.alarm(1)
while spin() < 2:
    pass
print("alarm in loop of calls", alarms)
def forever():
    while True:
        yield 1
signal.alarm(1)
for x in forever():
    if len(alarms) == 3:
        break
print("alarm in for loop", alarms)
signal.signal(signal.SIGALRM, signal.default_int_handler)
signal.alarm(1)
try:
    while True:
        pass
except KeyboardInterrupt:
    print("KeyboardInterrupt from an empty loop")
signal.signal(signal.SIGALRM, signal.SIG_DFL)

# alarm(0) cancels, pthread_sigmask reports the blocked set
print(signal.alarm(0))
print(signal.pthread_sigmask(signal.SIG_BLOCK, []))
print(sorted(signal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGUSR2])))
print(sorted(signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGUSR2])))
signal.siginterrupt(signal.SIGUSR1, False)
signal.siginterrupt(signal.SIGUSR1, True)

for args in [(0, handler), (65, handler), (signal.SIGKILL, handler),
             (signal.SIGSTOP, signal.SIG_DFL), (signal.SIGUSR1, 5),
             (signal.SIGUSR1, "x"), (1.5, handler)]:
    try:
        signal.signal(*args)
    except Exception as e:
        print(type(e).__name__, e.args)
for f in [signal.getsignal, signal.raise_signal, signal.strsignal]:
    try:
        f(100)
    except Exception as e:
        print(type(e).__name__, e.args)
try:
    signal.pthread_sigmask(signal.SIG_BLOCK, [0])
except Exception as e:
    print(type(e).__name__, e)
try:
    signal.set_wakeup_fd(1000)
except OSError as e:
    print("OSError", e.args)
import _socket
r, w = _socket.socketpair()
try:
    signal.set_wakeup_fd(w.fileno())
except ValueError as e:
    print("ValueError", str(e).replace(str(w.fileno()), "N"))
w.setblocking(False)
print(signal.set_wakeup_fd(w.fileno()))
signal.signal(signal.SIGUSR1, handler)
signal.raise_signal(signal.SIGUSR1)
r.setblocking(False)
print(r.recv(10))
print(signal.set_wakeup_fd(-1) == w.fileno(), signal.set_wakeup_fd(-1))
r.close(); w.close()
signal.signal(signal.SIGUSR1, signal.SIG_DFL)
signal.signal(signal.SIGUSR2, signal.SIG_DFL)
print("done")
