# stdlib modules built on re: string (Template, capwords), textwrap
import string
import textwrap

t = string.Template('$who likes ${what}; $$5 for $who')
print(t.substitute(who='tim', what='kung pao'))
print(t.safe_substitute(who='ann'))
print(t.substitute({'who': 'x', 'what': 'y'}, what='z'))
print(t.get_identifiers(), t.is_valid())
for bad in [string.Template('$who and $'), string.Template('${')]:
    try:
        bad.substitute(who='a')
    except ValueError as e:
        print(type(e).__name__, e)
try:
    t.substitute(who='a')
except KeyError as e:
    print(type(e).__name__, e)

class Pct(string.Template):
    delimiter = '%'
    idpattern = '[a-z]+'
print(Pct('%name is %{age}%% old').substitute(name='al', age=3))
print(string.capwords(' hello   big world '), string.capwords('a-b-c', '-'))
print(string.Formatter().format('{0}-{x!r:>5}', 1, x='y'))

text = ('The quick brown fox jumps over the lazy dog. ' * 4).strip()
print(textwrap.wrap(text, 30))
print(textwrap.fill(text, width=40, initial_indent='* ', subsequent_indent='  '))
print(textwrap.shorten(text, width=50, placeholder=' [...]'))
print(repr(textwrap.dedent('''\
    def f():
        return 1
    ''')))
print(textwrap.indent('a\n\nb\n', '> '), end='')
print(textwrap.indent('a\nb', '+ ', lambda line: True))
print(textwrap.wrap('supercalifragilisticexpialidocious is long', 10))
print(textwrap.wrap('a-very-hyphenated-word here', 8, break_on_hyphens=True))
print(textwrap.wrap('tab\there  spaces', 12, expand_tabs=True, replace_whitespace=True))
print(textwrap.TextWrapper(width=15, max_lines=2, placeholder='~').wrap(text))
try:
    textwrap.wrap('x', 0)
except ValueError as e:
    print(type(e).__name__, e)
out = []
for i in range(120):
    out.append(len(textwrap.wrap('word%d ' % i * (i % 9 + 1), 12 + i % 5)))
    out.append(string.Template('$a-$b').substitute(a=i, b=i * 2))
print(out[:6], sum(x for x in out if isinstance(x, int)))
