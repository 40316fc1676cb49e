"""Which implementations to benchmark: lbbv tiers, every CPython found on
PATH or in pyenv, PyPy3, and user-given NAME=CMD ones."""

import glob
import os
import shlex
import shutil
import subprocess

PROBE = ("import sys, platform; print(platform.python_implementation()); "
         "print('%d.%d.%d' % sys.version_info[:3]); print(sys.executable)")
CPYTHON_MINORS = (11, 12, 13, 14)
TIERS = (0, 1, 2)


class Impl(object):
    def __init__(self, name, argv, kind, version="", origin=""):
        self.name = name
        self.argv = argv          # command prefix; program path and size follow
        self.kind = kind          # "lbbv", "cpython", "pypy" or "custom"
        self.version = version
        self.origin = origin      # how it was found, for the report
        self.build = ""           # how it was compiled, for the report

    def command(self):
        return " ".join(shlex.quote(a) for a in self.argv)

    def short(self):
        """Short label for speedup column headers."""
        if self.kind == "lbbv" and self.name.startswith("lbbv-"):
            return self.name[len("lbbv-"):]
        if self.kind == "cpython" and self.name.startswith("cpython"):
            return "cpy" + self.name[len("cpython"):]
        return self.name


def probe(exe):
    """(implementation, version, sys.executable) or None if exe does not run
    (e.g. a pyenv shim for a version that is not selected)."""
    try:
        p = subprocess.run([exe, "-c", PROBE], stdin=subprocess.DEVNULL,
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                           timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None
    lines = p.stdout.decode("utf-8", "replace").split()
    if p.returncode != 0 or len(lines) != 3:
        return None
    return lines[0], lines[1], lines[2]


def pyenv_root():
    exe = shutil.which("pyenv")
    if exe:
        try:
            out = subprocess.run([exe, "root"], stdout=subprocess.PIPE,
                                 stderr=subprocess.DEVNULL, timeout=30).stdout
            root = out.decode().strip()
            if root and os.path.isdir(root):
                return root
        except (OSError, subprocess.SubprocessError):
            pass
    root = os.environ.get("PYENV_ROOT") or os.path.expanduser("~/.pyenv")
    return root if os.path.isdir(root) else None


def candidates(pyroot, names, pyenv_globs):
    """Executables to probe, in preference order: PATH names then pyenv."""
    found = []
    for n in names:
        exe = shutil.which(n)
        if exe:
            found.append((exe, "PATH: " + n))
    if pyroot:
        for pattern in pyenv_globs:
            for exe in sorted(glob.glob(os.path.join(pyroot, "versions", pattern))):
                if os.access(exe, os.X_OK):
                    found.append((exe, "pyenv"))
    return found


def detect_pythons(notes):
    """Every distinct CPython (python3.11+ and python3) and PyPy3 found."""
    pyroot = pyenv_root()
    cpy_names = ["python3.%d" % m for m in CPYTHON_MINORS] + ["python3"]
    cpy_globs = ["3.%d*/bin/python3.%d" % (m, m) for m in CPYTHON_MINORS]
    seen = set()
    cpythons = []
    pypys = []
    for exe, origin in (candidates(pyroot, cpy_names, cpy_globs) +
                        candidates(pyroot, ["pypy3"], ["pypy3*/bin/pypy3"])):
        info = probe(exe)
        if info is None:
            continue
        kind, version, real_exe = info
        key = (os.path.realpath(real_exe), version)
        if key in seen or os.path.realpath(exe) in seen:
            continue
        seen.add(key)
        seen.add(os.path.realpath(exe))
        # run sys.executable itself: a pyenv shim would add its own startup
        runnable = real_exe if os.access(real_exe, os.X_OK) else exe
        if kind == "CPython":
            minor = ".".join(version.split(".")[:2])
            impl = Impl("cpython" + minor, [runnable], "cpython",
                        "CPython " + version, origin)
            impl.build = cpython_build(runnable)
            cpythons.append(impl)
        elif kind == "PyPy":
            pypys.append(Impl("pypy3", [runnable], "pypy",
                              pypy_version(runnable) or "PyPy " + version, origin))
    cpythons.sort(key=lambda i: version_key(i.version))
    have = set(i.name for i in cpythons)
    for m in CPYTHON_MINORS[:-1]:
        if "cpython3.%d" % m not in have:
            notes.append((["cpython3.%d" % m],
                          "skip cpython3.%d: no working python3.%d on PATH or in pyenv"
                          % (m, m)))
    if not pypys:
        notes.append((["pypy3"], "skip pypy3: not installed (Debian: apt-get install pypy3)"))
    return uniquify(cpythons + pypys)


def cpython_build(exe):
    """Whether a CPython was built with PGO and LTO (its configure
    arguments), for the report: lbbv-c is built with PGO."""
    try:
        out = subprocess.run([exe, "-c", "import sysconfig; print(sysconfig."
                              "get_config_var('CONFIG_ARGS') or '')"],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                             timeout=30).stdout.decode()
    except (OSError, subprocess.SubprocessError):
        return ""
    pgo = "--enable-optimizations" in out
    lto = "--with-lto" in out
    if pgo or lto:
        return "built with " + " and ".join(
            n for n, on in (("PGO", pgo), ("LTO", lto)) if on)
    return "built without PGO or LTO"


def pypy_version(exe):
    try:
        out = subprocess.run([exe, "-c", "import sys; print(sys.version.split()[0], "
                              "'.'.join(map(str, sys.pypy_version_info[:3])))"],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                             timeout=30).stdout.decode().split()
        return "PyPy %s (Python %s)" % (out[1], out[0])
    except (OSError, subprocess.SubprocessError, IndexError):
        return None


def version_key(v):
    nums = []
    for part in v.split()[-1].split("."):
        nums.append(int(part) if part.isdigit() else 0)
    return nums


def uniquify(impls):
    """Two builds of one minor version get their full version in the name."""
    counts = {}
    for i in impls:
        counts[i.name] = counts.get(i.name, 0) + 1
    for i in impls:
        if counts[i.name] > 1:
            i.name = i.name + "-" + i.version.split()[-1]
    return impls


def lbbv_impls(binary, notes):
    if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
        names = ["lbbv-t%d" % t for t in TIERS]
        notes.append((names, "skip %s: %s not found (run `make lbbv-c`)"
                      % (", ".join(names), os.path.relpath(binary))))
        return []
    return [Impl("lbbv-t%d" % t, [binary, "--tier", str(t)], "lbbv",
                 "lbbv tier %d" % t, "built binary") for t in TIERS]


def parse_impl_args(values):
    """--impl values -> (names to keep or None for all, custom Impls).
    `NAME=CMD` defines one implementation; otherwise a comma list of names."""
    names = []
    custom = []
    for v in values or []:
        if "=" in v:
            name, cmd = v.split("=", 1)
            argv = shlex.split(cmd)
            if not name.strip() or not argv:
                raise ValueError("bad --impl %r: want NAME=COMMAND" % v)
            kind = "lbbv" if name.startswith("lbbv-") else "custom"
            custom.append(Impl(name.strip(), argv, kind, "", "--impl"))
            names.append(name.strip())
        else:
            names.extend(n.strip() for n in v.split(",") if n.strip())
    return (names or None), custom


def select(names, custom, lbbv, pythons, notes):
    """The implementations to run, in column order. `notes` holds
    (names, text) from detection; returns (impls, texts to show): a note
    is shown only when one of its names was wanted and is missing."""
    by_name = {}
    for i in lbbv + pythons:
        by_name[i.name] = i
    for i in custom:
        by_name[i.name] = i       # NAME=CMD overrides a detected one
    wanted = set(names) if names is not None else None
    shown = []
    for about, text in notes:
        if any((wanted is None or a in wanted) and a not in by_name for a in about):
            shown.append(text)
    if names is None:
        return lbbv + pythons, shown
    result = []
    for n in names:
        if n in by_name:
            if by_name[n] not in result:
                result.append(by_name[n])
        elif not any(n in about for about, _ in notes):
            shown.append("skip %s: unknown implementation (known: %s; or give NAME=COMMAND)"
                         % (n, ", ".join(sorted(by_name)) or "none"))
    return result, shown


def reference(pythons, preferred="cpython3.12"):
    """The CPython whose output is the expected output: 3.12, else the first."""
    cps = [i for i in pythons if i.kind == "cpython"]
    for i in cps:
        if i.name == preferred:
            return i
    return cps[0] if cps else None
