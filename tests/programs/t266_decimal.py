# decimal (CPython's _pydecimal) on lbbv: arithmetic, contexts, rounding
import decimal
from decimal import Decimal as D, getcontext, localcontext, ROUND_HALF_UP

print(D('1.1') + D('2.2'), D(1) / D(7), D('10') ** 20, D(2).sqrt())
print(D('3.14159').quantize(D('0.01')), D('2.675').quantize(D('0.01'), rounding=ROUND_HALF_UP))
print(D(0.1), D('1e-30') * 3, -D('0.0'), D('NaN'), D('-Infinity'))
print(repr(D('1.50')), str(D('1.50').normalize()), D('123.456').as_tuple())
print(D(10) // D(3), D(-10) % D(3), divmod(D(17), D(5)), D('7.5').to_integral_value())
print(D('1.23E+5'), D(12345).scaleb(-2), D('0.000001').adjusted(), D(2).ln()[:0] if False else D(2).ln())
print(D(1).exp(), D(100).log10(), D('1.5').compare(D('2')), max(D(1), D('1.0')))
print(hash(D('1.5')) == hash(1.5), hash(D(2)) == hash(2), D('0.5') == 0.5, D(3) < 4.5)
print(float(D('2.5')), int(D('-7.9')), round(D('2.567'), 2), D('1e3').to_eng_string())
with localcontext() as ctx:
    ctx.prec = 5
    print(D(1) / D(3), getcontext().prec)
print(getcontext().prec, D(1) / D(3))
try:
    D(1) / D(0)
except decimal.DivisionByZero as e:
    print('DivisionByZero', type(e).__mro__[1].__name__)
try:
    D('abc')
except decimal.InvalidOperation as e:
    print('InvalidOperation')
ctx = decimal.Context(prec=10, traps=[])
print(ctx.divide(D(1), D(0)), bool(ctx.flags[decimal.DivisionByZero]))
print(sum(D(i) / 10 for i in range(100)), D(2) ** D('0.5'))
total = D(0)
for i in range(200):
    total += D(i) * D('1.01') if i % 3 else D(i) / 7
print(total, total.quantize(D('1.000')))
print(format(D('1234567.891'), ',.2f'), '{:e}'.format(D('0.00012')), f"{D('3.5'):>8}")
