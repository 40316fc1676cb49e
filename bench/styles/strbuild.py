# size: 200000
# text built piece by piece with += (bench/styles: the same algorithms in other styles)
import sys
def report(n):
    out = ""
    for i in range(n):
        out += "row " + str(i) + ": " + str(i * i % 97) + "\n"
    word = ""
    for ch in "abcdefghij" * (n // 10):
        word = word + ch
    html = "<ul>"
    for i in range(n // 10):
        html += f"<li>{i}</li>"
    html += "</ul>"
    return len(out), out[-12:], len(word), word.count("j"), len(html), html[-14:]
print(report(int(sys.argv[1])))
