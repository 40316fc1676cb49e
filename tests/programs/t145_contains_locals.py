# `x in s` / `x not in s` on locals in hot loops (tier 2 reads both from
# their locals): sets, lists, dicts, strings, ranges, a class with
# __contains__, items of other types, unbound locals, a raising __contains__.


class Evens:
    def __contains__(self, x):
        if x == 13:
            raise KeyError(x)
        return x % 2 == 0


def count(n, s):
    hits = 0
    for c in range(n):
        if c in s:
            hits += 1
        if c not in s:
            hits += 100
    return hits


def words(text, vowels):
    k = 0
    for ch in text:
        if ch in vowels:
            k += 1
    return k


def unbound(n, late):
    seen = 0
    for c in range(n):
        if c == late:
            del c
            try:
                if c in (1, 2):
                    seen += 1
            except UnboundLocalError as e:
                return seen, str(e)
        seen += 1
    return seen, None


def container_unbound(n):
    out = []
    for c in range(n):
        if c == 81:
            del box
            try:
                if c in box:
                    out.append(c)
            except UnboundLocalError as e:
                return len(out), str(e)
        else:
            box = {c, c + 1}
            if c in box:
                out.append(c)
    return len(out), None


print(count(200, {1, 5, 7, 199}), count(200, [3, 4, 5]), count(200, {3: 4, 9: 1}))
print(count(200, range(50, 150, 3)), count(200, (1.0, 2.5, True)), count(200, frozenset({0})))
print(words("the quick brown fox jumps over the lazy dog" * 20, "aeiou"))
print(words(["a", "b", "e"] * 100, {"a", "e"}))
print(unbound(150, 120), container_unbound(100))
try:
    count(200, Evens())
except KeyError as e:
    print("KeyError", e)
print(count(100, "abc"))
