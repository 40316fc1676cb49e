# more of re: anchors with pos/endpos, copies, str subclasses, modules using re
import re
import copy
import html
import difflib

p = re.compile(r'^\w+$', re.M)
print(p.findall('ab\ncd\n', 1), p.findall('ab\ncd\n', 0, 4), p.search('xx yy', 3), p.match('ab', 0, 1))
print(re.compile(r'\Aa|b\Z').findall('ab', 0, 1), re.compile(r'$').findall('a\n'), re.findall(r'\Z', 'a\n'))
print(copy.copy(p) is p, copy.deepcopy(p) is p, copy.copy(p.match('ab')).group())
print(type(p).__name__, type(p).__module__, type(p.match('a')).__name__, isinstance(p, re.Pattern))
print(re.compile('x') == re.compile('x'), re.compile('x') == re.compile('x', re.I), re.compile('x') != 'x')
print(repr(re.compile('a' * 300))[:30], len(repr(re.compile('a' * 300))))
print(repr(re.match('.*', 'é' * 80)))
print(re.compile(r'(?P<first>\w)(?P<second>\w)?').match('a').lastgroup,
      re.compile(r'(?P<first>\w)(\w)').match('ab').lastgroup)
m = re.match(r'(?P<a>.)(?P<b>.)(?P<c>.)?', 'xy')
print(m.group('a', 'b', 'c'), m.span('c'), m.start('b'), m.groupdict('?'), m.expand(r'\g<b>\g<a>\g<2>'))
print(re.sub(r'(?P<w>\w+)', r'[\g<w>]', 'a bc'), re.sub(r'a', r'\n', 'xax'), re.sub(b'a', br'\\', b'xa'))
print(re.subn(r'\s+', ' ', '  a   b \t c  ', count=2))
print(re.split(r'\b', 'a b'), re.split(r'(?=b)', 'abab'), re.split(r'(a)(x)?', 'bab'))
print(re.fullmatch(r'a|ab', 'ab'), re.fullmatch(r'a*?', 'aaa'), re.fullmatch(r'(a)*', 'aa').group(1))

print(html.escape('<a href="x">&\'</a>'), html.unescape('&lt;p&gt; &amp;amp; &#233; &#x41; &eacute; &notit; &bogus;'))
a = ['one\n', 'two\n', 'three\n', 'four\n']
b = ['one\n', 'too\n', 'three\n', 'four\n', 'five\n']
print(''.join(difflib.unified_diff(a, b, 'a', 'b')), end='')
print(difflib.get_close_matches('appel', ['ape', 'apple', 'peach', 'puppy']))
print(round(difflib.SequenceMatcher(None, 'abcd', 'bcde').ratio(), 3))

# re's cache, flags as RegexFlag, escape of every ASCII char
print(int(re.I | re.M), re.compile('a', re.I | re.X).flags & re.I == re.I, int(re.NOFLAG))
print(re.escape(''.join(chr(i) for i in range(32, 127))))
try:
    re.compile('a', re.I).match('a', flags=1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    re.compile(re.compile('a'), re.I)
except ValueError as e:
    print(type(e).__name__, e)
try:
    re.compile('(?i)a(?i)b')
except re.error as e:
    print(type(e).__name__, e)
for bad in [r'(?<=a|bc)x', '(?P<a>x)(?P=b)', '[z-a]', 'a{3,2}', '(?#unterminated', '\\', r'\8']:
    try:
        re.compile(bad)
    except re.error as e:
        print(type(e).__name__, e, e.pos, e.lineno, e.colno)

# loop: scanning with a compiled alternation, lastgroup steering, types changing
spec = [('NUM', r'\d+(?:\.\d*)?'), ('ID', r'[A-Za-z_]\w*'), ('OP', r'[+\-*/=()]'), ('WS', r'\s+'),
        ('ERR', r'.')]
tok = re.compile('|'.join('(?P<%s>%s)' % pair for pair in spec))
counts = {}
for i in range(150):
    src = 'x%d = (y + %d.5) * z' % (i, i) if i % 3 else ('bytes %d' % i).encode()
    if isinstance(src, bytes):
        counts['bytes'] = counts.get('bytes', 0) + len(re.findall(rb'\w+', src))
        continue
    for m in tok.finditer(src):
        counts[m.lastgroup] = counts.get(m.lastgroup, 0) + 1
print(sorted(counts.items()))
