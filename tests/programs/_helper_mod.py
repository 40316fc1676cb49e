# helper module imported by t038/t039 (skipped by the runner)
GREETING = "hello from helper"
counter = 0
def add(a, b):
    return a + b
def bump():
    global counter
    counter += 1
    return counter
class Shape:
    def __init__(self, sides):
        self.sides = sides
    def describe(self):
        return "shape with %d sides" % self.sides
print("helper module executing, __name__ =", __name__)
if __name__ == "__main__":
    print("helper run as main")
