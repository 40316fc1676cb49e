# re on lbbv's _sre: Pattern and Match objects, str and bytes subjects
import re

p = re.compile(r'(?P<user>[\w.]+)@(?P<host>\w+)\.(com|org)')
s = 'write to bob.smith@example.com or alice@site.org today'
m = p.search(s)
print(m)
print(m.group(), m.group(1), m.group('host'), m.group(1, 'host', 3))
print(m.groups(), m.groupdict(), m.span(), m.start(2), m.end('user'))
print(m[0], m['user'], m[3], m.pos, m.endpos, m.lastindex, m.lastgroup)
print(m.regs, m.re is p, m.string is s)
print(m.expand(r'\g<host>:\1 [\3]'))
print(p.findall(s))
print([x.span() for x in p.finditer(s)])
print(p.pattern, p.flags, p.groups, dict(p.groupindex))
print(repr(p), p == re.compile(p.pattern), hash(p) == hash(re.compile(p.pattern)))
print(re.compile('a', re.I | re.M), re.compile(b'x', re.S), re.compile('x', re.A))

# match / fullmatch / search with pos and endpos
q = re.compile(r'\d+')
print(q.match('ab12cd'), q.match('ab12cd', 2), q.match('ab12cd', 2, 3))
print(q.fullmatch('123'), q.fullmatch('123x'), q.fullmatch('123x', 0, 3))
print(q.search('ab12cd', 3), q.search('ab12cd', -5, 100), q.search('ab12', 10))
print(re.match(r'^b', 'ab', ), re.compile(r'^b').search('ab', 1))

# groups that did not take part, defaults
m = re.match(r'(a)(b)?(c)?', 'ac')
print(m.groups(), m.groups('-'), m.groupdict(), m.group(2), m.span(2), m.lastindex)
m = re.match(r'(?P<a>x)|(?P<b>y)', 'y')
print(m.groupdict(), m.groupdict(default=0), m.lastgroup, m.lastindex)

# split, sub, subn
print(re.split(r'\W+', 'Words, words, words.'))
print(re.split(r'(\W+)', 'Words, words, words.'))
print(re.split(r'\W+', 'Words, words, words.', 1))
print(re.split(r'[a-f]+', '0a3B9', flags=re.IGNORECASE))
print(re.split(r'x*', 'axbc'), re.split(r'(|b)', 'ab'))
print(re.sub(r'(\w+) (\w+)', r'\2 \1', 'hello world, good day'))
print(re.sub(r'\d', lambda m: str(int(m.group()) * 2), 'a1b2c9'))
print(re.sub('a', 'b', 'aaa', count=2), re.subn('a', 'b', 'aaa'))
print(re.sub(r'(?P<x>\d)', r'<\g<x>\g<0>>', 'a1b2'))
print(re.sub('', '-', 'abc'), re.sub(r'x*', '-', 'abxd'), re.subn(r'\b', '|', 'hi yo'))
print(re.sub('a', lambda m: None, 'banana'))
print(re.findall(r'(\w)(\d)?', 'a1b'), re.findall(r'a??', 'aa'), re.findall('', 'ab'))

# bytes patterns and subjects
bp = re.compile(rb'(\d+)-(\d+)')
bm = bp.search(b'call 555-1234 now')
print(bm, bm.groups(), bm.span(1), bp.sub(rb'\2-\1', b'1-2 3-4'))
print(re.findall(rb'[a-z]+', bytearray(b'ab cd')), re.match(b'x', memoryview(b'xy')))
print(re.split(rb',', b'a,b,,c'), re.fullmatch(rb'(?i)ABC', b'abc'))

# flags and case folding
print(re.findall(r'(?i)straSSe', 'STRASSE strasse StraSSe'))
print(re.match(r'(?i)[a-z]+', 'HeLLo'), re.match(r'(?i)\u0130', 'i'), re.match(r'(?ai)k', '\u212a'))
print(re.match(r'(?i)k', '\u212a'), re.findall(r'(?i)[k-l]', 'K\u212aL'))
print(re.findall(r'^\w+$', 'one\ntwo\nthree', re.M), re.findall(r'.+', 'a\nb', re.S))
print(re.findall(r'''(?x) \d+  # digits
                   [a-z]?''', '12a 7 99z'))
print(re.findall(r'\w+', 'héllo wörld ñ_1'), re.findall(r'(?a)\w+', 'héllo wörld'))
print(re.findall(r'\d', '1٣x'), re.findall(r'(?a)\d', '1٣x'), re.findall(r'\s+', 'a\u2003b\tc'))
print(re.findall(r'\bfoo\b', 'foo foobar (foo)'), re.findall(r'\Bo\B', 'foo boo'))

# lookarounds, backreferences, conditionals, atomic and possessive
print(re.findall(r'(?<=-)\w+', 'a-b c-de'), re.findall(r'(?<!-)\b\w+', 'a-b c-de'))
print(re.findall(r'\w+(?=,)', 'x, y, z'), re.findall(r'\w+(?!,|\w)', 'x, y, z'))
print(re.match(r'(\w)\1', 'aa'), re.match(r'(?i)(\w)\1', 'aA'), re.match(r'(?P<c>.)(?P=c)', 'xx'))
print(re.findall(r'(<)?(\w+)(?(1)>|$)', '<a> b <c'), re.match(r'(a)?(?(1)b|c)', 'c'))
print(re.match(r'(?>a+)b', 'aaab'), re.match(r'(?>a+)a', 'aaa'), re.match(r'a++b', 'aab'))
print(re.match(r'a*+a', 'aa'), re.match(r'(?:ab)++c', 'ababc'), re.match(r'(?:a|ab)++c', 'abc'))
print(re.match(r'x{2,3}+x', 'xxxx'), re.match(r'(a)(?>(b)|c)', 'ab').groups(), re.match(r'a?+b', 'ab'))
print(re.fullmatch(r'(?>a|ab)', 'ab'), re.fullmatch(r'(?:a|ab)', 'ab'), re.match(r'(?>(a)|b)*', 'aba').groups())

# repeats and empty matches
print(re.match(r'(a|b)*', 'abab').groups(), re.match(r'(?:(a)|b)*', 'ab').groups())
print(re.match(r'(a*)*', 'aa').groups(), re.match(r'(a*)+', 'b').groups(), re.match(r'(a|)*b', 'aab').span())
print(re.match(r'a{2}', 'aaa'), re.match(r'a{2,}?', 'aaa'), re.match(r'(?:ab){1,2}?c', 'ababc'))
print(re.match(r'.*?(\d+)', 'abc 123 456').group(1), re.search(r'(\d+?)(\d*)$', 'x12345').groups())

# alternation and character classes
print(re.findall(r'cat|dog|bird', 'dog cat fish bird'), re.findall(r'[^aeiou\s]+', 'hello world'))
print(re.findall(r'[\d.-]+', 'v1.2-3 x'), re.findall(r'[]a]', 'a]b'))
print(re.findall(r'[α-ω]+', 'abc αβγ déf ω'), re.findall(r'[\u4e00-\u9fff]', '中文 text 字'))
print(re.findall(r'[^\x00-\x7f]', 'aé€😀'), re.findall('😀+', 'x😀😀y'), re.sub('é', 'E', 'éte'))

# escape, purge, Scanner
print(re.escape('a.b*c?(d)'), re.escape(b'1+1=2'))
sc = re.Scanner([(r'\d+', lambda s, t: ('NUM', int(t))), (r'[a-z]+', lambda s, t: ('ID', t)),
                 (r'\s+', None)])
print(sc.scan('abc 12 de 3 !'))
it = re.compile(r'\w').scanner('ab c')
print(it.match(), it.match(), it.match(), it.search(), it.search())
re.purge()

# errors
for pat in ['(', 'a)', '[a', '*a', 'a{2,1}', '(?P<1>x)', r'\1', '(?<=a*)b', '(?P<n>a)(?P<n>b)',
            'x**', r'\p', '(?z)', '[b-a]']:
    try:
        re.compile(pat)
    except re.error as e:
        print(type(e).__name__, e, e.pos)
try:
    re.match('a', b'a')
except Exception as e:
    print(type(e).__name__, e)
try:
    re.match(b'a', 'a')
except Exception as e:
    print(type(e).__name__, e)
try:
    re.match('a', 5)
except Exception as e:
    print(type(e).__name__, e)
m = re.match('(a)', 'a')
for g in [2, -1, 'x', 1.5]:
    try:
        m.group(g)
    except Exception as e:
        print(type(e).__name__, e)
try:
    re.sub('a', r'\2', 'a')
except Exception as e:
    print(type(e).__name__, e)
try:
    re.sub('a', lambda m: 5, 'a')
except Exception as e:
    print(type(e).__name__, e)
try:
    re.compile('a').match(string='a', pos=0, foo=1)
except Exception as e:
    print(type(e).__name__, e)
print(re.compile('a').match(string='xa', pos=1))
