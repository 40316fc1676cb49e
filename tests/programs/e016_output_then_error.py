# lots of output, then an uncaught exception from a method
class Account:
    def __init__(self, balance):
        self.balance = balance
    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError("insufficient funds")
        self.balance -= amount
        return self.balance
acct = Account(100)
for amt in [10, 20, 30, 50]:
    print("withdraw", amt, "->", acct.withdraw(amt))
