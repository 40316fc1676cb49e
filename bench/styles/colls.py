# size: 200000
# deque, defaultdict, Counter, heapq, bisect, namedtuple (bench/styles: the same algorithms in other styles)
import sys
from collections import deque, defaultdict, Counter, namedtuple
import heapq, bisect
P = namedtuple("P", "x y")
def run(n):
    dq = deque()
    dd = defaultdict(int)
    h = []
    srt = []
    t = 0
    for i in range(n):
        dq.append(i)
        if len(dq) > 10:
            t += dq.popleft()
        dd[i % 7] += 1
        heapq.heappush(h, (i * 7919) % 1000)
        if len(h) > 20:
            t += heapq.heappop(h)
        p = P(i, i + 1)
        t += p.x + p[1]
        if i % 100 == 0:
            bisect.insort(srt, i % 37)
    c = Counter(i % 13 for i in range(n // 10))
    return t + sum(dd.values()) + c.most_common(1)[0][1] + len(srt)
print(run(int(sys.argv[1])))
