#!/bin/sh
# Compiles the C that `rpython --source` wrote into DIR (its testing_1
# directory) and copies the executable to ./lbbv-c. With PGO=1 (the
# default) it uses GCC's profile-guided optimisation: an instrumented
# build runs the conformance corpus (tests/programs, never bench/) at
# tiers 1 and 2, and the final build is laid out by that profile, so the
# hot handlers of the one big dispatch function are placed by how often
# they run rather than by where they happen to fall (docs/build.md).
# usage: sh scripts/pgo-build.sh DIR [PGO]
set -e
# the generated Makefile runs on its own -j, not a parent make's jobserver
unset MAKEFLAGS MFLAGS
pgo=${2:-1}
root=$(pwd)
# A position-dependent executable: the dispatch loop's switch jumps through
# an absolute table (one `jmp *table(,%reg,8)`) instead of PIE's
# load-add-jump of relative offsets, two instructions less per dispatch
# (GCC on Debian builds PIE by default).
nopie_c=-fno-pie
nopie_ld=-no-pie
jobs=$(nproc 2>/dev/null || echo 2)
if [ ! -f "$1/Makefile" ]; then
    echo "pgo-build: no generated C in $1" >&2
    exit 1
fi
dir=$(cd "$1" && pwd)
if [ "$pgo" = 0 ]; then
    make -C "$dir" -s clean >/dev/null
    make -C "$dir" -s -j"$jobs" CFLAGSEXTRA="$nopie_c" \
        LDFLAGSEXTRA="$nopie_ld" >/dev/null
else
    echo "pgo-build: instrumented build"
    make -C "$dir" -s clean >/dev/null      # objects and old profiles
    make -C "$dir" -s -j"$jobs" CFLAGSEXTRA="-fprofile-generate $nopie_c" \
        LDFLAGSEXTRA="-fprofile-generate $nopie_ld" >/dev/null
    echo "pgo-build: training on tests/programs"
    for f in "$root"/tests/programs/[te][0-9]*.py; do
        for opts in "--tier 1" "--tier 2" "--tier 2 --tier2-threshold 1"; do
            (cd "$root/tests/programs" &&
             timeout 60 "$dir/lbbv-c" $opts "$f" </dev/null >/dev/null 2>&1) \
                || true
        done
    done
    if ! ls "$dir"/*.gcda >/dev/null 2>&1; then
        echo "pgo-build: training wrote no profile" >&2
        exit 1
    fi
    echo "pgo-build: optimised build"
    make -C "$dir" -s clean_noprof >/dev/null
    make -C "$dir" -s -j"$jobs" \
        CFLAGSEXTRA="-fprofile-use -fprofile-correction $nopie_c" \
        LDFLAGSEXTRA="-fprofile-use $nopie_ld" >/dev/null
fi
cp "$dir/lbbv-c" "$root/lbbv-c"
