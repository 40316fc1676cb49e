# size: 1000000
# word counts: str(i), string concatenation, dict.get, sorted items (bench/styles: the same algorithms in other styles)
import sys
def run(n):
    words = ["alpha", "beta", "gamma", "delta", "eps", "zeta", "eta", "theta"]
    counts = {}
    text = []
    for i in range(n):
        text.append(words[(i * 7 + i // 3) % 8] + str(i % 13))
    for w in text:
        counts[w] = counts.get(w, 0) + 1
    s = 0
    for k, v in sorted(counts.items()):
        s += len(k) * v
    return s
print(run(int(sys.argv[1])))
