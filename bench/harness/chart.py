"""Bar chart of speedups vs the reference CPython, per benchmark and
implementation. Run by the bench/.venv python: chart.py RESULTS.json OUT.png"""

import json
import math
import statistics
import sys

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.ticker import FuncFormatter, NullFormatter  # noqa: E402


def median(cell):
    if cell and cell["status"] == "ok" and cell["times"]:
        return statistics.median(cell["times"])
    return None


def main(src, out):
    with open(src) as f:
        res = json.load(f)
    base = res["baselines"][0]
    impls = [i["name"] for i in res["impls"] if i["name"] != base]
    labels = [b["name"] for b in res["benchmarks"]]
    series = {}
    for n in impls:
        vals = []
        for b in res["benchmarks"]:
            a, t = median(b["cells"].get(base)), median(b["cells"].get(n))
            vals.append(a / t if a and t else None)
        ok = [v for v in vals if v]
        vals.append(math.exp(sum(math.log(v) for v in ok) / len(ok)) if ok else None)
        series[n] = vals
    labels.append("geomean")

    width = 0.8 / max(1, len(impls))
    nbars = len(labels) * max(1, len(impls))
    fig, ax = plt.subplots(figsize=(min(18, max(8, 3 + 0.15 * nbars)), 6))
    colors = plt.get_cmap("tab10")
    known = [v for n in impls for v in series[n] if v] + [1.0]
    lo, hi = min(known) / 1.25, max(known) * 1.25
    for k, n in enumerate(impls):
        xs = [x + (k - (len(impls) - 1) / 2.0) * width for x in range(len(labels))]
        # bars grow from 1.0: up when faster than the baseline, down when slower
        heights = [v - 1.0 if v else float("nan") for v in series[n]]
        ax.bar(xs, heights, width, bottom=1.0, label=n, color=colors(k % 10))
        for x, v in zip(xs, series[n]):
            if v is None:
                ax.text(x, 1.0, "n/a", ha="center", va="bottom", fontsize=6,
                        rotation=90, color="gray")
            elif nbars <= 120:
                label = ("%.2f" if v < 10 else "%.0f") % v
                ax.text(x, v, label, ha="center", va="bottom" if v >= 1 else "top",
                        fontsize=6, rotation=90)
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.set_yscale("log")
    fmt = FuncFormatter(lambda v, _: "%gx" % float("%.2g" % v))
    ax.yaxis.set_major_formatter(fmt)
    ax.yaxis.set_minor_formatter(fmt if hi / lo < 30 else NullFormatter())
    ax.tick_params(axis="y", which="both", labelsize=8)
    ax.set_ylim(lo, hi)
    ax.set_xlim(-0.6, len(labels) - 0.4)
    ax.set_xticks(range(len(labels)))
    ax.set_xticklabels(labels, rotation=35, ha="right")
    ax.set_ylabel("speedup vs %s (higher is faster)" % base)
    ax.set_title("lbbv benchmarks %s (%s mode): speedup vs %s" % (res["date"], res["mode"], base))
    ax.grid(axis="y", which="both", alpha=0.3)
    ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.0, 1.0))
    fig.tight_layout()
    fig.savefig(out, dpi=110)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
