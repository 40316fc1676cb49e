# raise the recursion limit and recurse 2500 deep successfully
import sys
sys.setrecursionlimit(3000)
print(sys.getrecursionlimit())
def depth(n):
    if n == 0:
        return 0
    return 1 + depth(n - 1)
print(depth(2500))
def sum_list(lst, i):
    if i == len(lst):
        return 0
    return lst[i] + sum_list(lst, i + 1)
print(sum_list(list(range(2400)), 0))
def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print(ackermann(2, 3), ackermann(3, 3))
def is_even(n):
    return True if n == 0 else is_odd(n - 1)
def is_odd(n):
    return False if n == 0 else is_even(n - 1)
print(is_even(2000), is_odd(1501))
