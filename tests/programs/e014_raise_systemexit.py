# raise SystemExit(5)
print("raising SystemExit")
raise SystemExit(5)
