# _json.make_scanner (the C scanner json.decoder uses): values, hooks,
# number parsing, the memo, every error message with its position, and
# deep nesting, as CPython's Modules/_json.c.
import decimal
import json
import json.decoder
import json.scanner
from collections import OrderedDict

print(json.scanner.make_scanner is json.scanner.c_make_scanner)
print(json.scanner.c_make_scanner is not None)
print(type(json.decoder.JSONDecoder().scan_once).__name__)


def show(label, f):
    try:
        print(label, repr(f()))
    except json.JSONDecodeError as e:
        print(label, "->", type(e).__name__, e, e.pos, e.lineno, e.colno)
    except RecursionError as e:
        print(label, "->", type(e).__name__)
    except Exception as e:
        print(label, "->", type(e).__name__, e)


# --- plain values, nesting, whitespace ---
for text in ['null', 'true', 'false', '0', '-0', '7', '-12', '"x"', '[]',
             '{}', '[[]]', '[{}]', '{"a": {}}', ' \t\n\r[ 1 , 2 ]\r\n\t ',
             '{ "a" : [ 1 , { "b" : null } ] , "c" : "d" }',
             '[1,[2,[3,[4,[5]]]]]', '{"a":{"b":{"c":{"d":[true,false]}}}}',
             '[null, true, false, "", "s", 0, 1.0, -1.5, [], {}]',
             '{"k": "v", "k": "w"}', '"\\"\\\\\\/\\b\\f\\n\\r\\t"',
             '["\\u00e9", "\\u2603", "\\ud834\\udd1e", "\\ud834", "\\udd1e"]',
             '["\\ud834\\u0041", "\\uD834\\uDD1E", "\\u0000"]',
             '"h\u00e9llo \u2603 \U0001d11e"', '{"\u00e9": ["\u2603", 1]}',
             '["a\u00e9", {"\u2603": "\U0001d11e"}, 3]']:
    show(repr(text), lambda: json.loads(text))

# --- numbers ---
for text in ['123456789012345678', '1234567890123456789',
             '-98765432109876543210987654321', '1' + '0' * 300,
             '1.5e-10', '1e400', '-1e400', '-0.0', '0.1', '1E5', '1e+5',
             '1e-5', '2.5E-3', '123.456e7', '5e-324', '1.7976931348623157e308',
             '[1e5, 1.0, 0e0, -0e-0]', '0.30000000000000004', '1.0e',
             '1.e5', '01', '-', '-x', '.5', '1.', '1e', '1e+', '[1e]',
             '[-]', '[1.5e+]', 'NaN', 'Infinity', '-Infinity',
             '[NaN, Infinity, -Infinity]', 'nan', 'inf', '-Inf', 'Nan',
             '-I', 'Infinit', '[Infinit]']:
    show(repr(text), lambda: json.loads(text))
show("int limit", lambda: json.loads("1" * 5000))
show("int limit neg", lambda: json.loads("[-" + "2" * 4301 + "]"))
show("int at limit", lambda: len(str(json.loads("3" * 4300))))
show("float rounding", lambda: json.loads("[1.0000000000000002, 9007199254740993.0, 0.1e1, 1e-400]"))
show("long float", lambda: json.loads("0." + "1" * 400))
show("lone surrogate text", lambda: json.loads('"\ud800x"'))
show("loads bytes", lambda: json.loads(b'{"a": [1, "\xc3\xa9"]}'))
show("loads utf-16", lambda: json.loads('{"a": 1}'.encode("utf-16")))
show("nested non-ascii error", lambda: json.loads('{"\u00e9\u00e9": ["\u2603", {"x": tru}]}'))
x = json.loads('[NaN]')[0]
print(x != x, type(x).__name__)

# --- hooks ---
show("object_hook", lambda: json.loads('{"a": {"b": 1}, "c": [{}]}',
                                       object_hook=lambda d: ("H", sorted(d.items()))))
show("pairs_hook", lambda: json.loads('{"b": 1, "a": {"y": 2, "x": 3}, "b": 4}',
                                      object_pairs_hook=lambda p: p))
show("pairs_hook OrderedDict", lambda: json.loads('{"z": 1, "a": 2}',
                                                  object_pairs_hook=OrderedDict))
show("both hooks", lambda: json.loads('{"a": 1}', object_hook=lambda d: "OH",
                                      object_pairs_hook=lambda p: "PH"))
show("empty pairs", lambda: json.loads('{}', object_pairs_hook=lambda p: p))
show("parse_float Decimal", lambda: json.loads('[1.1, 2.25e3, 3]',
                                               parse_float=decimal.Decimal))
show("parse_int float", lambda: json.loads('[1, -20, 3.5]', parse_int=float))
show("parse_int str", lambda: json.loads('[10, -0]', parse_int=str))
show("parse_constant", lambda: json.loads('[NaN, Infinity, -Infinity]',
                                          parse_constant=lambda c: "C:" + c))
show("parse_constant err", lambda: json.loads('[NaN]', parse_constant=int))
show("hook raises", lambda: json.loads('{"a": 1}', object_hook=lambda d: 1 / 0))
show("parse_float raises", lambda: json.loads('1.5', parse_float=int))
calls = []


def pf(s):
    calls.append(s)
    return len(s)


show("parse_float calls", lambda: json.loads('[1.0, 2e5, -3.25E+2, 4]',
                                             parse_float=pf))
print(calls)

# --- memo: repeated keys share one str object ---
objs = json.loads('[{"key_one": 1, "k2": 2}, {"key_one": 3, "k2": 4}]')
k1 = [k for k in objs[0]][0]
k2 = [k for k in objs[1]][0]
print(k1 == k2, k1 is k2)
pairs = json.loads('[{"abc": 1}, {"abc": 2}]', object_pairs_hook=lambda p: p)
print(pairs[0][0][0] is pairs[1][0][0])

# --- strict ---
show("strict ctrl", lambda: json.loads('"a\tb"'))
show("strict ctrl nl", lambda: json.loads('["ok", "a\nb"]'))
show("nonstrict ctrl", lambda: json.loads('"a\tb\x01\n"', strict=False))
show("nonstrict key", lambda: json.loads('{"a\x1fb": "\x00"}', strict=False))
dec = json.JSONDecoder(strict=False)
print(dec.scan_once.strict, json.JSONDecoder().scan_once.strict)

# --- errors ---
for text in ['', ' ', '[', '[1', '[1,', '[1,]', '[1 2]', '[1,,2]', '{',
             '{"a"', '{"a":', '{"a":1', '{"a":1,', '{"a":1,}', '{"a" 1}',
             '{"a":1 "b":2}', '{1: 2}', "{'a': 1}", '{"a":1}}', '[1]]',
             '"abc', '"abc\\', '"\\x"', '"\\u12"', '"\\u12zz"', '"\\uzzzz"',
             '"\\u1234', '"\\ud834\\udd1e', '"\\ud834\\u12"',
             '"\\ud834\\uzzzz"', '"\\ud834\\udd"', '"\u00e9\\q"',
             '["\u00e9\u2603", \u00e9]', '{"\u00e9": 1 "x": 2}',
             '\u2603', '[1, \u2603]', 'nul', 'tru', 'fals', 'null x',
             '[true false]', '{"a": [1, 2}', '\n\n  [\n  1,\n  }',
             '"a\x00"', '[-', '[--1]', '[+1]', '[0x10]', '[00]', '[1_000]',
             '\ufeff[1]', '[1]\x00']:
    show(repr(text), lambda: json.loads(text))

# --- raw_decode / the scanner called directly ---
d = json.JSONDecoder()
show("raw_decode", lambda: d.raw_decode('[1, 2] tail'))
show("raw_decode idx", lambda: d.raw_decode('xx{"a": "\u00e9"} yy', 2))
show("raw_decode non-ascii idx", lambda: d.raw_decode('\u00e9\u2603 "\u00e9" z', 3))
scan = json.scanner.make_scanner(d)
show("scan", lambda: scan('  [1, "\u00e9"] ', 2))
show("scan kw", lambda: scan(string='"ab"', idx=0))
show("scan end", lambda: scan('[1]', 3))
show("scan past end", lambda: scan('[1]', 10))
show("scan negative", lambda: scan('[1]', -1))
show("scan nothing", lambda: scan('  x', 2))
show("scan bytes", lambda: scan(b'[1]', 0))
show("scan idx str", lambda: scan('[1]', '0'))
show("scan nested stop", lambda: scan('[1, ', 0))
show("scan nested stop2", lambda: scan('{"a": ', 0))
show("scan nested stop3", lambda: scan('\u00e9\u00e9[[1, ', 2))
for name in ["strict", "object_hook", "object_pairs_hook", "parse_float",
             "parse_int", "parse_constant"]:
    print(name, getattr(scan, name) is getattr(d, name)
          if name != "strict" else getattr(scan, name))


class Ctx:
    strict = 0
    object_hook = None
    object_pairs_hook = None
    parse_float = float
    parse_int = int
    parse_constant = str


s2 = json.scanner.make_scanner(Ctx())
print(s2.strict, s2('{"a": [1.5, NaN]}', 0))
show("ctx missing", lambda: json.scanner.make_scanner(object()))


class Sub(str):
    pass


show("str subclass", lambda: json.loads(Sub('{"a": [1, "b"]}')))
show("str subclass err", lambda: json.loads(Sub('[1,')))

# --- deep nesting ---
show("deep arrays", lambda: json.loads('[' * 100000 + ']' * 100000))
show("deep objects", lambda: json.loads('{"a":' * 100000 + '1' + '}' * 100000))
show("ok nesting", lambda: len(json.dumps(json.loads('[' * 50 + ']' * 50))))

# --- a longer document, round trip ---
doc = {"users": [{"id": i, "name": "user%d" % i, "tags": ["t%d" % (i % 3), "\u00e9"],
                  "score": i * 1.25, "active": i % 2 == 0, "ref": None}
                 for i in range(30)],
       "meta": {"count": 30, "big": 2 ** 70, "neg": -2 ** 65, "\u2603": "snow"}}
text = json.dumps(doc)
back = json.loads(text)
print(back == doc, len(text))
print(json.loads(json.dumps(doc, indent=2)) == doc)
total = 0
for i in range(300):         # hot loop
    t = '{"k%d": [%d, %d.5, "v\\u00e9", {"n": null}]}' % (i, i, i)
    v = json.loads(t)
    total += v["k%d" % i][0] + len(v["k%d" % i][2])
print(total)
