"""bench/.venv: a pinned matplotlib used only to draw the chart. Created on
first use; later runs reuse it unless bench/requirements.txt changed."""

import hashlib
import os
import subprocess
import sys

BENCH = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.join(BENCH, ".venv")
REQ = os.path.join(BENCH, "requirements.txt")
STAMP = os.path.join(VENV, ".installed")
LOG = os.path.join(VENV, "install.log")
CHART = os.path.join(os.path.dirname(os.path.abspath(__file__)), "chart.py")


def req_hash():
    with open(REQ, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def venv_python():
    """The venv's python, creating/installing as needed; (path, None) or
    (None, reason)."""
    py = os.path.join(VENV, "bin", "python")
    want = req_hash()
    try:
        with open(STAMP) as f:
            if f.read().strip() == want and os.path.exists(py):
                return py, None
    except OSError:
        pass
    sys.stderr.write("chart: installing bench/requirements.txt into bench/.venv "
                     "(log: bench/.venv/install.log)\n")
    if not os.path.exists(py):
        p = subprocess.run([sys.executable, "-m", "venv", VENV],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        if p.returncode != 0 or not os.path.exists(py):
            return None, ("cannot create bench/.venv with %s -m venv (Debian: "
                          "apt-get install python3-venv): %s"
                          % (sys.executable, p.stdout.decode("utf-8", "replace")
                             .strip().splitlines()[-1:]))
    with open(LOG, "wb") as log:
        p = subprocess.run([py, "-m", "pip", "install", "-q",
                            "--disable-pip-version-check", "-r", REQ],
                           stdout=log, stderr=subprocess.STDOUT)
    if p.returncode != 0:
        return None, "pip could not install bench/requirements.txt (see bench/.venv/install.log)"
    with open(STAMP, "w") as f:
        f.write(want + "\n")
    return py, None


def draw(json_path, png_path):
    """Draw the chart; None on success, else the reason it was skipped."""
    py, why = venv_python()
    if py is None:
        return why
    p = subprocess.run([py, CHART, json_path, png_path],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if p.returncode != 0 or not os.path.exists(png_path):
        tail = p.stdout.decode("utf-8", "replace").strip().splitlines()[-1:]
        return "chart script failed: %s" % (tail[0] if tail else "no output")
    return None
