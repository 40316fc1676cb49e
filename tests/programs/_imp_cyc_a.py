import _imp_cyc_b
A = 1


def fa():
    return _imp_cyc_b.B + A
