"""Run one child process: wall time, exit status, peak RSS, stdout, and a
per-run timeout that kills the child's whole process group.

Peak RSS: Linux carries a process's max RSS across fork and exec, so the
wait4 value of a child of this harness is at least the harness's own size.
GNU time (/usr/bin/time) forks the program from a ~2 MiB process, so its %M
is exact; without it we fall back to wait4 and report that floor."""

import os
import resource
import signal
import subprocess
import tempfile
import threading
import time


class RunResult(object):
    def __init__(self, status, wall=None, rc=None, maxrss_kb=None,
                 cpu=None, stdout=b"", stderr=b"", detail=""):
        self.status = status      # "ok", "error" (rc != 0 / no start), "timeout"
        self.wall = wall          # seconds
        self.rc = rc
        self.maxrss_kb = maxrss_kb
        self.cpu = cpu            # user + sys seconds
        self.stdout = stdout
        self.stderr = stderr
        self.detail = detail

    def describe(self):
        """One line saying why a run failed."""
        if self.status == "timeout":
            return "timeout after %.0f s" % self.wall
        if self.detail:
            return self.detail
        return "exit code %s%s" % (self.rc, last_line_suffix(self.stderr))


def last_line_suffix(err):
    lines = [l for l in err.decode("utf-8", "replace").splitlines() if l.strip()]
    return (": " + lines[-1].strip()[:160]) if lines else ""


def child_env():
    env = dict(os.environ)
    env["PYTHONHASHSEED"] = "0"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    for var in ("PYTHONSTARTUP", "PYTHONINSPECT", "PYTHONPATH"):
        env.pop(var, None)
    return env


_ENV = child_env()


def find_gnu_time():
    exe = "/usr/bin/time"
    if not os.access(exe, os.X_OK):
        return None
    with tempfile.NamedTemporaryFile("r") as f:
        try:
            subprocess.run([exe, "-q", "-o", f.name, "-f", "%M", "true"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           timeout=10)
        except (OSError, subprocess.SubprocessError):
            return None
        return exe if f.read().strip().isdigit() else None


GNU_TIME = find_gnu_time()


def rss_floor_kb():
    """None when peak RSS is exact, else the harness's own max RSS (KiB)."""
    if GNU_TIME:
        return None
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def exit_code(status):
    if os.WIFSIGNALED(status):
        return -os.WTERMSIG(status)
    return os.WEXITSTATUS(status)


def run(argv, timeout, cwd=None, env=None):
    """Run argv to completion (or until `timeout` seconds) and measure it;
    `env` adds variables to the children's environment."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, \
            tempfile.NamedTemporaryFile("r") as rss:
        cmd = argv
        if GNU_TIME:
            cmd = [GNU_TIME, "-q", "-o", rss.name, "-f", "%M"] + list(argv)
        t0 = time.perf_counter()
        try:
            p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=out,
                                 stderr=err, cwd=cwd,
                                 env=dict(_ENV, **env) if env else _ENV,
                                 start_new_session=True)
        except OSError as e:
            return RunResult("error", detail="cannot start %s: %s" % (argv[0], e))
        box = {}

        def reap():
            # wait4 (not Popen.wait) because it returns the child's rusage.
            _, status, ru = os.wait4(p.pid, 0)
            box["t1"] = time.perf_counter()
            box["status"] = status
            box["ru"] = ru

        th = threading.Thread(target=reap)
        th.daemon = True
        th.start()
        timed_out = False
        try:
            th.join(timeout)
            if th.is_alive():
                timed_out = True
                kill_group(p.pid)
                th.join()
        except BaseException:
            kill_group(p.pid)
            th.join(5)
            raise
        status = box["status"]
        p.returncode = exit_code(status)  # already reaped: keep Popen quiet
        ru = box["ru"]
        out.seek(0)
        err.seek(0)
        maxrss = ru.ru_maxrss
        if GNU_TIME:
            text = rss.read().split()
            maxrss = int(text[-1]) if text and text[-1].isdigit() else None
        res = RunResult("ok", wall=box["t1"] - t0, rc=p.returncode,
                        maxrss_kb=maxrss, cpu=ru.ru_utime + ru.ru_stime,
                        stdout=out.read(), stderr=err.read())
    if timed_out:
        res.status = "timeout"
        res.wall = timeout
    elif res.rc != 0:
        res.status = "error"
        sig = -res.rc if res.rc < 0 else 0
        if GNU_TIME and res.rc > 128:     # GNU time exits 128+N on signal N
            sig = res.rc - 128
        if sig:
            try:
                name = signal.Signals(sig).name
            except ValueError:
                name = "signal %d" % sig
            res.detail = "killed by %s%s" % (name, last_line_suffix(res.stderr))
    return res


def kill_group(pid):
    try:
        os.killpg(pid, signal.SIGKILL)
    except OSError:
        pass
