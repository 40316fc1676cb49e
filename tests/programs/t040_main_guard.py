# if __name__ == "__main__": guard
def main():
    print("main running")
    return 0
print("module level, __name__ =", __name__)
if __name__ == "__main__":
    main()
    print("guard taken")
else:
    print("imported")
