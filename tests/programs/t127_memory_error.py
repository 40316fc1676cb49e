# A failed allocation inside a builtin method is a catchable MemoryError
# at the instruction that called it, and output before it is kept (it
# used to abort the binary with a fatal RPython error)
print("before")
for make in [lambda: "1".zfill(10 ** 11),
             lambda: "{:>100000000000}".format(1),
             lambda: "ab" * (10 ** 11)]:
    try:
        make()
        print("no error")
    except MemoryError:
        print("caught")
x = "{:>100000000000}".format(2)
print("not reached")
