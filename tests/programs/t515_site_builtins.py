# The names site puts into builtins (exit, quit, help, copyright,
# credits, license) and __main__'s __spec__; exit(5) ends the program.
import builtins
import sys

print(repr(exit))
print(repr(quit))
print(repr(license))
print(repr(credits))
print(type(help).__name__, repr(help).split(".")[0])
print(type(copyright).__name__, callable(exit), callable(help))
print(__spec__, __name__)
print(sorted(n for n in ("exit", "quit", "help", "copyright", "credits",
                         "license") if hasattr(builtins, n)))
try:
    quit(0)
except SystemExit as e:
    print("SystemExit", e.code)
try:
    exit()
except SystemExit as e:
    print("SystemExit", e.code)
print("before exit", flush=True)
exit(5)
print("not reached")
