#!/bin/sh
# Prints the path of a Python 2.7 that really runs (RPython needs one):
# $PY27 if set, else python2.7 on PATH, else pyenv's 2.7 install.
ok() { [ -n "$1" ] && "$1" -c 'import sys; assert sys.version_info[:2] == (2, 7)' >/dev/null 2>&1; }
if [ -n "$PY27" ]; then
    if ok "$PY27"; then echo "$PY27"; exit 0; fi
    echo "PY27=$PY27 is not a working Python 2.7" >&2; exit 1
fi
for c in python2.7 python2; do
    p=$(command -v $c 2>/dev/null)
    if ok "$p"; then echo "$p"; exit 0; fi
done
root=$(pyenv root 2>/dev/null || echo "$HOME/.pyenv")
for p in "$root"/versions/2.7*/bin/python2.7; do
    if ok "$p"; then echo "$p"; exit 0; fi
done
echo "no Python 2.7 found: install one (e.g. 'pyenv install 2.7.18') or run 'make PY27=/path/to/python2.7'" >&2
exit 1
