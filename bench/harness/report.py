"""Statistics, the machine description and the Markdown report."""

import math
import os
import platform
import statistics
import subprocess


def machine_info():
    u = platform.uname()
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.lower().startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    try:
        nproc = subprocess.run(["nproc"], stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL).stdout.decode().strip()
    except OSError:
        nproc = ""
    try:
        load = "%.2f %.2f %.2f" % os.getloadavg()
    except OSError:
        load = "?"
    return {
        "uname": " ".join([u.system, u.node, u.release, u.version, u.machine]),
        "cpu": cpu,
        "nproc": nproc or str(os.cpu_count()),
        "load": load,
    }


def summary(times):
    """(median, min, max) of a list of seconds."""
    return statistics.median(times), min(times), max(times)


def ms(t):
    v = t * 1000.0
    return "%.0f" % v if v >= 100 else "%.1f" % v


def time_cell(cell):
    if cell is None:
        return ""
    st = cell["status"]
    if st == "ok" and cell["times"]:
        med, lo, hi = summary(cell["times"])
        return "%s (%s-%s)" % (ms(med), ms(lo), ms(hi))
    if st == "ok":
        return "n/a"
    return {"mismatch": "WRONG OUTPUT", "error": "CRASH", "timeout": "TIMEOUT",
            "skipped": "-"}.get(st, st)


def median_of(cell):
    if cell and cell["status"] == "ok" and cell["times"]:
        return statistics.median(cell["times"])
    return None


def speedup(row, impl, base):
    """time(base) / time(impl): above 1 means impl is faster than base."""
    a = median_of(row["cells"].get(base))
    b = median_of(row["cells"].get(impl))
    if a is None or b is None or b <= 0:
        return None
    return a / b


def geomean(values):
    values = [v for v in values if v]
    if not values:
        return None
    return math.exp(sum(math.log(v) for v in values) / len(values))


def fmt_x(v):
    return "" if v is None else "%.2fx" % v


def table(header, rows):
    """A Markdown table padded so that it also reads well in a terminal."""
    widths = [len(h) for h in header]
    for r in rows:
        for i, c in enumerate(r):
            widths[i] = max(widths[i], len(c))
    def line(cells):
        out = []
        for i, c in enumerate(cells):
            out.append(c.ljust(widths[i]) if i == 0 else c.rjust(widths[i]))
        return "| " + " | ".join(out) + " |"
    sep = "|" + "|".join(("-" * (w + 1) + ":") if i else ("-" * (w + 2))
                         for i, w in enumerate(widths)) + "|"
    return "\n".join([line(header), sep] + [line(r) for r in rows])


def speedup_columns(res):
    """(header, impl, base) for each speedup column."""
    names = [i["name"] for i in res["impls"]]
    short = dict((i["name"], i["short"]) for i in res["impls"])
    cols = []
    for base in res["baselines"]:
        for n in names:
            if n != base:
                cols.append(("%s vs %s" % (short[n], short[base]), n, base))
    return cols


def main_table(res):
    names = [i["name"] for i in res["impls"]]
    cols = speedup_columns(res)
    header = ["benchmark", "size"] + [n + " ms" for n in names] + [c[0] for c in cols]
    rows = []
    for b in res["benchmarks"]:
        row = [b["name"], str(b["size"])]
        row += [time_cell(b["cells"].get(n)) for n in names]
        row += [fmt_x(speedup(b, impl, base)) for _, impl, base in cols]
        rows.append(row)
    if res["benchmarks"]:
        row = ["geomean", ""] + [""] * len(names)
        row += [fmt_x(geomean([speedup(b, impl, base) for b in res["benchmarks"]]))
                for _, impl, base in cols]
        rows.append(row)
    if res.get("startup"):
        s = res["startup"]
        row = ["startup (print hi)", ""] + [time_cell(s["cells"].get(n)) for n in names]
        row += [fmt_x(speedup(s, impl, base)) for _, impl, base in cols]
        rows.append(row)
    return table(header, rows)


def memory_table(res):
    names = [i["name"] for i in res["impls"]]
    floor = res.get("rss_floor_kb")
    rows = []
    entries = list(res["benchmarks"])
    if res.get("startup"):
        entries.append(dict(res["startup"], name="startup (print hi)"))
    for b in entries:
        row = [b["name"]]
        for n in names:
            c = b["cells"].get(n)
            if c and c["status"] == "ok" and c.get("maxrss_kb"):
                if floor and c["maxrss_kb"] <= floor:
                    row.append("<=%.1f" % (floor / 1024.0))
                else:
                    row.append("%.1f" % (c["maxrss_kb"] / 1024.0))
            else:
                row.append("")
        rows.append(row)
    return table(["peak RSS (MiB)"] + names, rows)


def failures(res):
    out = []
    entries = list(res["benchmarks"])
    if res.get("startup"):
        entries.append(res["startup"])
    for b in entries:
        for n, c in b["cells"].items():
            if c["status"] not in ("ok", "skipped") or (c["status"] == "ok" and c.get("detail")):
                out.append("- %s on %s: %s" % (b["name"], n, c.get("detail") or c["status"]))
    return out


def markdown(res, chart_file=None):
    m = res["machine"]
    parts = ["# lbbv benchmarks %s (%s mode)" % (res["date"], res["mode"]), ""]
    parts.append("- machine: `%s`" % m["uname"])
    parts.append("- CPU: %s; nproc: %s; load average at start: %s"
                 % (m["cpu"], m["nproc"], m["load"]))
    parts.append("- command: `%s`" % res["command"])
    parts.append("- timed runs per cell: %d (interleaved round-robin, after one "
                 "output-check run that is also the warm-up)" % res["repeat"])
    ref = res.get("reference")
    parts.append("- expected output: %s" % (ref or "none (no CPython found: outputs not checked)"))
    parts.append("")
    parts.append("## Implementations")
    parts.append("")
    for i in res["impls"]:
        build = i.get("build") or ""
        parts.append("- `%s`: `%s`%s%s" % (
            i["name"], i["command"],
            (" - " + i["version"]) if i["version"] else "",
            (" (%s)" % build) if build else ""))
    parts.append("")
    parts.append("## Wall time and speedups")
    parts.append("")
    parts.append("Times are the median wall time in ms with (min-max) of the timed runs. "
                 "`A vs B` is time(B) / time(A): above 1.00x, A is faster than B.")
    parts.append("")
    parts.append(main_table(res))
    parts.append("")
    parts.append("## Peak memory")
    parts.append("")
    if res.get("rss_floor_kb"):
        parts.append("Max RSS from wait4: GNU time (/usr/bin/time, Debian package `time`) "
                     "was not found, so a value cannot be told apart from the harness's "
                     "own size and `<=N` marks those.")
    else:
        parts.append("Max RSS of each program run, measured by GNU time; the largest "
                     "of the runs.")
    parts.append("")
    parts.append(memory_table(res))
    parts.append("")
    if chart_file:
        parts.append("Chart: `%s` (speedup vs %s, log scale)." % (chart_file, res["baselines"][0]))
        parts.append("")
    notes = res["notes"] + failures(res)
    if notes:
        parts.append("## Notes")
        parts.append("")
        for n in notes:
            parts.append(n if n.startswith("- ") else "- " + n)
        parts.append("")
    return "\n".join(parts)
