# _sqlite3 under load: the pyperformance sqlite_synth pattern (inserts,
# a Python function called per row, rows unpacked in a loop) and a small
# bank-transfer workload with transactions, aggregates and a Row factory
import math
import sqlite3


def synth(n):
    conn = sqlite3.connect(":memory:")
    conn.execute("create table cos (x, y, z);")
    for i in range(n):
        cos_i = math.cos(i)
        conn.execute("insert into cos values (?, ?, ?)", [i, cos_i, str(i)])
    conn.create_function("cos", 1, math.cos)
    checked = 0
    for x, cosx1, cosx2 in conn.execute("select x, cos(x), y from cos"):
        assert math.isclose(cosx1, cosx2), (x, cosx1, cosx2)
        checked += 1
    conn.create_function("cos", 1, lambda x: math.cos(x) + 1.0)
    total = 0.0
    for (v,) in conn.execute("select cos(x) - y from cos"):
        total += v
    conn.close()
    return checked, round(total, 6)


print(synth(200))


class Median:
    def __init__(self):
        self.values = []

    def step(self, v):
        self.values.append(v)

    def finalize(self):
        vs = sorted(self.values)
        n = len(vs)
        return vs[n // 2] if n % 2 else (vs[n // 2 - 1] + vs[n // 2]) / 2


con = sqlite3.connect(":memory:")
con.row_factory = sqlite3.Row
con.create_aggregate("median", 1, Median)
con.execute("create table acct(id integer primary key, owner text, "
            "balance integer not null check (balance >= 0))")
con.executemany("insert into acct(owner, balance) values (?, ?)",
                [("owner%d" % i, 100 + i) for i in range(40)])
con.commit()
failed = 0
for step in range(300):
    src = step * 7 % 40 + 1
    dst = step * 11 % 40 + 1
    amount = step % 23 * 9
    try:
        with con:
            con.execute("update acct set balance = balance - ? where id = ?",
                        (amount, src))
            con.execute("update acct set balance = balance + ? where id = ?",
                        (amount, dst))
    except sqlite3.IntegrityError:
        failed += 1
row = con.execute("select count(*) as n, sum(balance) as total, "
                  "min(balance) as lo, max(balance) as hi, "
                  "median(balance) as med from acct").fetchone()
print(dict(zip(row.keys(), row)), failed)
top = [(r["owner"], r["balance"]) for r in
       con.execute("select owner, balance from acct order by balance desc, "
                   "id limit 3")]
print(top)
cur = con.cursor()
seen = 0
for r in cur.execute("select id, balance from acct"):
    seen += r[0] * 2 - r["balance"] % 3
print(seen, cur.rowcount)
print(con.execute("select group_concat(owner, '|') from (select owner from "
                  "acct where id % 13 = 0 order by id)").fetchone()[0])
con.close()
