# binary search tree with classes and recursion
class Node:
    def __init__(self, key, val):
        self.key = key
        self.val = val
        self.left = None
        self.right = None
class BST:
    def __init__(self):
        self.root = None
        self.size = 0
    def insert(self, key, val):
        def ins(node):
            if node is None:
                self.size += 1
                return Node(key, val)
            if key < node.key:
                node.left = ins(node.left)
            elif key > node.key:
                node.right = ins(node.right)
            else:
                node.val = val
            return node
        self.root = ins(self.root)
    def get(self, key, default=None):
        n = self.root
        while n is not None:
            if key == n.key:
                return n.val
            n = n.left if key < n.key else n.right
        return default
    def __contains__(self, key):
        return self.get(key, self) is not self
    def __len__(self):
        return self.size
    def __iter__(self):
        stack = []
        n = self.root
        while stack or n is not None:
            while n is not None:
                stack.append(n)
                n = n.left
            n = stack.pop()
            yield n.key
            n = n.right
    def height(self):
        def h(n):
            return 0 if n is None else 1 + max(h(n.left), h(n.right))
        return h(self.root)
    def delete(self, key):
        def rm(n, key):
            if n is None:
                raise KeyError(key)
            if key < n.key:
                n.left = rm(n.left, key)
            elif key > n.key:
                n.right = rm(n.right, key)
            else:
                if n.left is None:
                    return n.right
                if n.right is None:
                    return n.left
                s = n.right
                while s.left is not None:
                    s = s.left
                n.key, n.val = s.key, s.val
                n.right = rm(n.right, s.key)
            return n
        self.root = rm(self.root, key)
        self.size -= 1
t = BST()
for k in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65]:
    t.insert(k, "v%d" % k)
print(len(t), list(t), t.height())
print(t.get(40), t.get(99), t.get(99, "missing"), 65 in t, 66 in t)
t.insert(40, "updated")
print(t.get(40), len(t))
for k in [20, 30, 50]:
    t.delete(k)
    print("deleted", k, list(t), len(t))
try:
    t.delete(12345)
except KeyError as e:
    print("KeyError", e)
words = BST()
for w in "now is the time for all good men to come to the aid of the party".split():
    words.insert(w, words.get(w, 0) + 1)
print([(w, words.get(w)) for w in words])
print(sum(1 for _ in words), words.height())
