import _imp_cyc_a
B = 2
try:
    from _imp_cyc_a import A
except ImportError as e:
    print("ImportError", str(e).split(" (/")[0])
