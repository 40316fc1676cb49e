# a small object-oriented simulation with exceptions
class InsufficientFunds(Exception):
    def __init__(self, account, amount):
        super().__init__("%s cannot withdraw %d (balance %d)" % (account.owner, amount, account.balance))
        self.amount = amount
class Account:
    next_id = 1
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        self.history = []
        self.id = Account.next_id
        Account.next_id += 1
    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(("dep", amount))
    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(self, amount)
        self.balance -= amount
        self.history.append(("wd", amount))
    def __repr__(self):
        return "<%s #%d: %d>" % (self.owner, self.id, self.balance)
class Savings(Account):
    rate = 0.05
    def add_interest(self):
        interest = int(self.balance * self.rate)
        self.deposit(interest)
        return interest
    def withdraw(self, amount):
        if len([h for h in self.history if h[0] == "wd"]) >= 2:
            raise RuntimeError("withdrawal limit reached for " + self.owner)
        super().withdraw(amount)
class Bank:
    def __init__(self):
        self.accounts = {}
    def open(self, cls, owner, initial):
        acct = cls(owner, initial)
        self.accounts[owner] = acct
        return acct
    def transfer(self, src, dst, amount):
        a = self.accounts[src]
        b = self.accounts[dst]
        a.withdraw(amount)
        b.deposit(amount)
    def total(self):
        return sum(a.balance for a in self.accounts.values())
bank = Bank()
bank.open(Account, "ann", 100)
bank.open(Savings, "bob", 1000)
bank.open(Account, "cat", 0)
print(sorted(bank.accounts.values(), key=lambda a: a.id), bank.total())
ops = [("ann", "cat", 30), ("cat", "ann", 50), ("bob", "ann", 200), ("bob", "cat", 100), ("bob", "ann", 1), ("zed", "ann", 5), ("ann", "bob", 0)]
for src, dst, amt in ops:
    try:
        bank.transfer(src, dst, amt)
        print("ok", src, "->", dst, amt)
    except InsufficientFunds as e:
        print("InsufficientFunds:", e, e.amount)
    except KeyError as e:
        print("no such account", e)
    except (ValueError, RuntimeError) as e:
        print(type(e).__name__ + ":", e)
    finally:
        print("  total", bank.total())
print(bank.accounts["bob"].add_interest(), bank.accounts["bob"])
for name in sorted(bank.accounts):
    a = bank.accounts[name]
    print(name, type(a).__name__, a.balance, a.history)
print(isinstance(bank.accounts["bob"], Account), Savings.rate, Account.next_id)
