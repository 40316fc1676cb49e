# a loop whose body is empty (one jump to itself) in code already in tier
# 2: a signal still reaches it at the back edge
import _signal as signal
n = 0
for i in range(3000):
    n += i
print(n)
signal.signal(signal.SIGALRM, signal.default_int_handler)
for k in range(2):
    signal.alarm(1)
    try:
        while True:
            pass
    except KeyboardInterrupt:
        print("KeyboardInterrupt from an empty loop", k)
signal.signal(signal.SIGALRM, signal.SIG_DFL)
