# breakpoint() and sys.breakpointhook with $PYTHONBREAKPOINT (PEP 553)
import os
import sys
import warnings

print(sys.breakpointhook is sys.__breakpointhook__)
calls = []


def hook(*a, **k):
    calls.append((a, sorted(k.items())))
    return len(calls)


sys.breakpointhook = hook
print(breakpoint(1, 2, x=3))
for i in range(150):
    breakpoint(i)
print(len(calls), calls[-1])


def nohook():
    pass


sys.breakpointhook = nohook
try:
    breakpoint(1)
except Exception as e:
    print(type(e).__name__)
sys.breakpointhook = sys.__breakpointhook__
os.environ['PYTHONBREAKPOINT'] = 'builtins.len'
print(breakpoint([1, 2, 3]))
os.environ['PYTHONBREAKPOINT'] = 'int'
print(breakpoint('7'))
os.environ['PYTHONBREAKPOINT'] = '0'
print(breakpoint())
os.environ['PYTHONBREAKPOINT'] = 'math.floor'
print(sum(breakpoint(i + 0.5) for i in range(120)))
for env in ['.', '..', '.foo', 'foo.', '.int', 'int.', '.foo.bar',
            '..foo.bar', '/./', 'nosuchbuiltin',
            'nosuchmodule.nosuchcallable']:
    os.environ['PYTHONBREAKPOINT'] = env
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        print(repr(env), breakpoint(),
              [(x.category.__name__, str(x.message)) for x in w])
os.environ['PYTHONBREAKPOINT'] = 'nosuchbuiltin'
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        breakpoint()
    except RuntimeWarning as e:
        print("raised", e)
del sys.breakpointhook
try:
    breakpoint()
except Exception as e:
    print(type(e).__name__, e)
