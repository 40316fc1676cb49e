"""Bar chart of speedups vs the reference CPython, per benchmark and
implementation. Run by the bench/.venv python: chart.py RESULTS.json OUT.png"""

import json
import math
import statistics
import sys

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


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
    fig, ax = plt.subplots(figsize=(max(8, 0.9 * len(labels) * max(1, len(impls)) * 0.35 + 3), 5.5))
    colors = plt.get_cmap("tab10")
    for k, n in enumerate(impls):
        xs = [x + (k - (len(impls) - 1) / 2.0) * width for x in range(len(labels))]
        # bars grow from 1.0: up when faster than the baseline, down when slower
        heights = [v - 1.0 if v else float("nan") for v in series[n]]
        bars = ax.bar(xs, heights, width, bottom=1.0, label=n, color=colors(k % 10))
        for bar, v in zip(bars, series[n]):
            if v is None:
                ax.text(bar.get_x() + bar.get_width() / 2, 1.0, "x", ha="center",
                        va="center", fontsize=7, color="red")
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.set_yscale("log")
    ax.set_xticks(range(len(labels)))
    ax.set_xticklabels(labels, rotation=35, ha="right")
    ax.set_ylabel("speedup vs %s (higher is faster)" % base)
    ax.set_title("lbbv benchmarks %s (%s mode): speedup vs %s" % (res["date"], res["mode"], base))
    ax.grid(axis="y", which="both", alpha=0.3)
    ax.legend(fontsize=8, ncol=min(4, max(1, len(impls))))
    fig.tight_layout()
    fig.savefig(out, dpi=110)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
