# fractions and statistics on lbbv
from fractions import Fraction as F
import statistics as st

print(F(1, 3) + F(1, 6), F(3, 4) * 2, F('3/7') ** 2, F(0.25), F('1.5'), F(-6, 4))
print(F(7, 3) // 1, F(7, 3) % 1, round(F(7, 2)), round(F(5, 2)), float(F(1, 8)))
print(F(1, 3) < 0.34, F(2, 4) == 0.5, hash(F(1, 2)) == hash(0.5), F(10, 4).limit_denominator(1))
print(F(3.141592653589793).limit_denominator(1000), F(5, 10).as_integer_ratio(), abs(F(-1, 2)))
try:
    F(1, 0)
except ZeroDivisionError as e:
    print('ZeroDivisionError', e)
print(sum(F(1, n) for n in range(1, 30)))
data = [2.5, 3.25, 5.5, 1.0, 7.75, 3.25, 9.0]
print(st.mean(data), st.median(data), st.mode(data), st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]))
print(round(st.stdev(data), 10), round(st.pvariance(data), 10), st.fmean([1, 2, 3, 4]))
print(st.mean([F(1, 2), F(1, 3)]), st.harmonic_mean([40, 60]), round(st.geometric_mean([2, 8]), 10))
print(st.quantiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], n=4), st.multimode('aabbbcc'))
print(round(st.correlation([1, 2, 3, 4], [2, 4, 5, 9]), 10), st.linear_regression([1, 2, 3], [2, 4, 6.5]))
nd = st.NormalDist(100, 15)
print(round(nd.cdf(115), 10), round(nd.inv_cdf(0.975), 6), nd.mean, nd.stdev)
try:
    st.mean([])
except st.StatisticsError as e:
    print('StatisticsError', e)
acc = F(0)
for i in range(1, 150):
    acc += F(1, i * (i + 1)) if i % 2 else F(i, 1000)
print(acc)
