# Regression: an if/else whose body ends with a nested if that returns must
# still jump over the else when the nested condition is false.
def add(queue, item, prio):
    if queue is None:
        queue = [item]
        if prio > 10:
            return "early"
    else:
        queue.append(item)
    return queue


print(add(None, 1, 20), add(None, 2, 5), add([0], 3, 50))


def classify(n):
    if n > 0:
        if n > 100:
            return "big"
    elif n < 0:
        return "negative"
    else:
        raise ValueError("zero")
    return "small"


for n in (500, 7, -3):
    print(n, classify(n))
try:
    classify(0)
except ValueError as e:
    print("error", e)
