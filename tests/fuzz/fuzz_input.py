"""Input fuzzing: mutated corpus programs (bytes flipped, lines deleted or
duplicated, tokens swapped, brackets inserted, files truncated or spliced)
are fed to ./lbbv-c.  Any exit by a signal, `Fatal RPython error` or an
internal assertion is a bug; wrong output is not judged here (see
run_fuzz.py).  Crashing inputs are reduced by line deletion and written
to the output directory.

    python3 tests/fuzz/fuzz_input.py [-n N] [--seed S] [--lbbv PATH] [-j J]

Python 3 only.  Exit status 1 if any crash was found."""

import argparse
import io
import os
import random
import subprocess
import sys
import tempfile
import time
import tokenize
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PROGRAMS = os.path.join(ROOT, "tests", "programs")
sys.path.insert(0, HERE)
import gen_program  # noqa: E402

NOISE = [b"(", b")", b"[", b"]", b"{", b"}", b":", b",", b"\n", b" ",
         b"    ", b"\t", b"'", b'"', b'"""', b"\\", b"#", b"=", b"**",
         b"*", b"lambda", b"yield", b"not", b"-", b"@", b";", b"f'{",
         b"0x", b"1e", b"9" * 30, b".", b"\x00", b"\xff", b"\xc3",
         b"return", b"await", b"del", b"global x", b"nonlocal x",
         b"(" * 300, b"[" * 100, b"-" * 2000, b"not " * 500,
         b"+1" * 3000, b"\r", b"\x0c"]


def corpus():
    """(name, bytes) of the seed programs."""
    result = []
    for name in sorted(os.listdir(PROGRAMS)):
        if name.endswith(".py"):
            with open(os.path.join(PROGRAMS, name), "rb") as f:
                result.append((name, f.read()))
    for seed in range(20):
        result.append(("gen%d" % seed,
                       gen_program.generate(seed).encode()))
    return result


def token_spans(text):
    spans = []
    try:
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            if tok.type in (tokenize.ENCODING, tokenize.ENDMARKER,
                            tokenize.NEWLINE, tokenize.NL,
                            tokenize.INDENT, tokenize.DEDENT):
                continue
            spans.append((tok.start, tok.end))
    except (tokenize.TokenError, SyntaxError, ValueError):
        pass
    return spans


def offset_of(lines, pos):
    row, col = pos
    return sum(len(l) for l in lines[:row - 1]) + col


def mutate(r, src, others):
    kind = r.randrange(9)
    if kind == 0 and src:                        # flip / replace bytes
        b = bytearray(src)
        for _ in range(r.randint(1, 4)):
            i = r.randrange(len(b))
            if r.random() < 0.5:
                b[i] ^= 1 << r.randrange(8)
            else:
                b[i] = r.choice(b" ()[]{}:,.=+-*/%<>!'\"\\\n#0123456789abcz_")
        return bytes(b)
    lines = src.splitlines(True)
    if not lines:
        return src + r.choice(NOISE)
    if kind == 1:                                # delete lines
        i = r.randrange(len(lines))
        del lines[i:i + r.randint(1, 3)]
        return b"".join(lines)
    if kind == 2:                                # duplicate lines
        i = r.randrange(len(lines))
        j = min(len(lines), i + r.randint(1, 4))
        k = r.randrange(len(lines) + 1)
        return b"".join(lines[:k] + lines[i:j] + lines[k:])
    if kind == 3 or kind == 4:                   # swap or copy tokens
        text = src.decode("utf-8", "replace")
        text_lines = io.StringIO(text).readlines()
        spans = token_spans(text)
        if len(spans) < 2:
            return src[::-1]
        a, b = sorted(r.sample(spans, 2))
        if a[1] > b[0]:
            return src
        text = "".join(text_lines)
        a0, a1 = offset_of(text_lines, a[0]), offset_of(text_lines, a[1])
        b0, b1 = offset_of(text_lines, b[0]), offset_of(text_lines, b[1])
        if kind == 3:
            text = (text[:a0] + text[b0:b1] + text[a1:b0] + text[a0:a1]
                    + text[b1:])
        else:
            text = text[:b0] + text[a0:a1] + text[b1:]
        return text.encode("utf-8", "replace")
    if kind == 5:                                # insert noise
        i = r.randrange(len(src) + 1)
        return src[:i] + r.choice(NOISE) + src[i:]
    if kind == 6:                                # truncate
        return src[:r.randrange(len(src) + 1)]
    if kind == 7:                                # splice another program
        other = r.choice(others).splitlines(True)
        if not other:
            return src
        i = r.randrange(len(lines) + 1)
        s = r.randrange(len(other))
        return b"".join(lines[:i] + other[s:s + r.randint(1, 8)] + lines[i:])
    # change indentation of a few lines
    for _ in range(r.randint(1, 3)):
        i = r.randrange(len(lines))
        if r.random() < 0.5:
            lines[i] = b"    " + lines[i]
        else:
            lines[i] = lines[i].lstrip(b" ")
    return b"".join(lines)


def crash_kind(rc, err):
    """None, or a short description of an interpreter crash."""
    text = err.decode("utf-8", "replace")
    if "Fatal RPython error" in text:
        for l in text.splitlines():
            if "Fatal RPython error" in l:
                return l.strip()
    if isinstance(rc, int) and rc < 0:
        return "killed by signal %d" % -rc
    if rc == 134 or rc == 139:
        return "exit %d" % rc
    if "AssertionError" in text and "File \"" not in text:
        return "internal AssertionError"
    if "internal error" in text.lower() or "SystemError" in text:
        return text.strip().splitlines()[-1]
    return None


def limit_memory():
    import resource
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


MEMORY_LIMIT = 3 << 30


def run(cmd, data, workdir, timeout):
    fd, path = tempfile.mkstemp(suffix=".py", dir=workdir)
    with os.fdopen(fd, "wb") as f:
        f.write(data)
    try:
        p = subprocess.run(cmd + [path], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                           timeout=timeout, cwd=workdir,
                           preexec_fn=limit_memory)
        return p.returncode, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", b""
    finally:
        os.unlink(path)


def block_end(lines, i):
    ind = len(lines[i]) - len(lines[i].lstrip())
    j = i + 1
    while j < len(lines) and (not lines[j].strip() or
                              len(lines[j]) - len(lines[j].lstrip()) > ind):
        j += 1
    return j


def reduce(data, cmd, kind, workdir, timeout, budget=400):
    """Deletes statements with their indented bodies, then single lines,
    from the end, while the same crash remains."""
    lines = data.splitlines(True)
    trials = 0
    changed = True
    while changed and trials < budget:
        changed = False
        i = len(lines) - 1
        while i >= 0 and trials < budget:
            if i < len(lines):
                ends = [block_end(lines, i), i + 1]
                for e in ends[:1] if ends[0] == i + 1 else ends:
                    trial = lines[:i] + lines[e:]
                    trials += 1
                    rc, err = run(cmd, b"".join(trial), workdir, timeout)
                    if crash_kind(rc, err) == kind:
                        lines = trial
                        changed = True
                        break
            i -= 1
    return b"".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--lbbv", default=os.path.join(ROOT, "lbbv-c"))
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=5.0)
    ap.add_argument("--out", default=os.path.join(tempfile.gettempdir(),
                                                  "lbbv-fuzz-input"))
    ap.add_argument("--max-report", type=int, default=5)
    a = ap.parse_args(argv)
    lbbv = os.path.abspath(a.lbbv)
    progs = corpus()
    others = [p for _, p in progs]
    os.makedirs(a.out, exist_ok=True)
    workdir = tempfile.mkdtemp(prefix="fuzzin")
    t0 = time.time()
    timeouts = [0]

    def one(i):
        r = random.Random(a.seed * 1000003 + i)
        name, src = progs[r.randrange(len(progs))]
        data = src
        for _ in range(r.choice([1, 1, 1, 2, 3, 5])):
            data = mutate(r, data, others)
        cmd = [lbbv, "--tier", str(r.randrange(3))]
        rc, err = run(cmd, data, workdir, a.timeout)
        if rc == "timeout":
            timeouts[0] += 1
        kind = crash_kind(rc, err)
        if kind is None:
            return None
        return (i, name, cmd, data, kind)

    crashes = []
    done = 0
    with ThreadPoolExecutor(max_workers=a.j) as ex:
        for res in ex.map(one, range(a.n)):
            done += 1
            if res is not None:
                crashes.append(res)
                print("CRASH case %d (from %s, %s): %s"
                      % (res[0], res[1], " ".join(res[2][1:]), res[4]),
                      flush=True)
            if done % 1000 == 0:
                print("... %d inputs, %d crashes, %.0fs" %
                      (done, len(crashes), time.time() - t0), flush=True)
    print("%d mutated inputs (seed %d), %d timeouts (not bugs), %d crashes, "
          "%.0fs" % (a.n, a.seed, timeouts[0], len(crashes),
                     time.time() - t0))
    seen = set()
    reported = 0
    for i, name, cmd, data, kind in crashes:
        if reported >= a.max_report:
            break
        reported += 1
        small = reduce(data, cmd, kind, workdir, a.timeout)
        if small in seen:
            print("\n=== case %d: reduces to an input shown above" % i)
            continue
        seen.add(small)
        path = os.path.join(a.out, "crash_%d_%d.py" % (a.seed, i))
        with open(path, "wb") as f:
            f.write(small)
        print("\n=== %s\n--- case %d from %s, reduced to %d bytes: %s %s"
              % (kind, i, name, len(small), " ".join(cmd), path))
        print(small[:2000].decode("utf-8", "replace"))
    os.rmdir(workdir)
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())
