# _operator._compare_digest, operator, bisect, heapq, numbers, sys.hash_info
import sys
import operator
import _operator
import bisect
import heapq
import numbers

for a, b in [('a', 'a'), (b'a', b'b'), ('é', 'é'), (1, 2), ('a', b'a'),
             (bytearray(b'x'), memoryview(b'x')), (b'abc', bytearray(b'abc'))]:
    try:
        print(_operator._compare_digest(a, b))
    except TypeError as e:
        print('TypeError', e)
print(operator.add(2, 3), operator.itemgetter(1, 0)('ab'),
      operator.attrgetter('real')(3), operator.methodcaller('upper')('x'),
      operator.index(7), operator.length_hint([1, 2]), operator.mul('a', 3))

a = [1, 3, 3, 5, 8]
print(bisect.bisect_left(a, 3), bisect.bisect_right(a, 3), bisect.bisect(a, 4))
bisect.insort(a, 4)
bisect.insort_left(a, 3)
print(a, bisect.bisect_left([(1, 'a'), (3, 'b')], 2, key=lambda t: t[0]))
h = []
for x in [5, 1, 8, 3, 9, 2]:
    heapq.heappush(h, x)
print([heapq.heappop(h) for _ in range(3)], heapq.nsmallest(2, [4, 1, 7]),
      heapq.nlargest(2, 'hello'))
print(heapq.heappushpop([1, 2], 0),
      heapq.heapreplace([1, 5], 3))
print(isinstance(3, numbers.Integral), isinstance(2.5, numbers.Real),
      isinstance(1j, numbers.Complex), isinstance('x', numbers.Number),
      issubclass(bool, numbers.Number))

M = sys.hash_info.modulus
print(sys.hash_info.width, M == 2**61 - 1, sys.hash_info.inf, sys.hash_info.imag,
      sys.int_info.bits_per_digit)
print(hash(float('inf')) == sys.hash_info.inf, hash(2**61) == 1,
      hash(-2**100) == -(2**100 % M), hash(0.5) == (pow(2, -1, M)),
      hash(complex(1, 2)) == hash(1.0) + sys.hash_info.imag * hash(2.0))
print(len.__reduce_ex__(2), len.__reduce__())

# hot loops
data = []
for i in range(300):
    bisect.insort(data, (i * 7919) % 1000)
print(data[:5], data[-3:], len(data))
heap = []
for i in range(300):
    heapq.heappush(heap, ((i * 31) % 97, i))
print([heapq.heappop(heap) for _ in range(4)])
same = 0
for i in range(200):
    x = str(i).encode() if i % 2 else str(i)
    y = str(i // 2 * 2).encode() if i % 2 else str(i)
    same += _operator._compare_digest(x, y)
print(same)

# type.__flags__: the heap-type and abstract bits the library tests
import abc


class Plain:
    pass


class Abstract(abc.ABC):
    @abc.abstractmethod
    def f(self):
        pass


class Concrete(Abstract):
    def f(self):
        return 1


print(int.__flags__ & (1 << 9), Plain.__flags__ & (1 << 9),
      bool(Abstract.__flags__ & (1 << 20)), Plain.__flags__ & (1 << 20),
      Concrete.__flags__ & (1 << 20), bool(object.__flags__ & (1 << 10)))
