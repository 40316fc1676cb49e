# json (its decoder and scanner run on re / _sre)
import json

d = {"a": [1, 2.5, None, True, False], "b": {"c": "é\n\"x\"\t/"}, "z": [], "n": -0.0,
     "big": 12345678901234567890, "e": 1e-7, "u": "日本😀"}
s = json.dumps(d)
print(s)
print(json.loads(s) == d, json.loads(s)['u'])
print(json.dumps(d, indent=2, sort_keys=True))
print(json.dumps(d, ensure_ascii=False, separators=(',', ':'), indent='\t')[:60])
print(json.dumps([1, (2, 3), 'x'], indent=0), json.dumps('\u2028\x00'), json.dumps(None))
print(json.loads('[1, 2, {"x": -3e5, "y": "\\u00e9\\ud83d\\ude00", "z": 0.5}]'))
print(json.loads('  {"k": [true, false, null, 1.5E+3, -0, "\\"\\\\\\/\\b\\f\\n\\r\\t"]}  '))
print(json.loads('"abc"'), json.loads('123'), json.loads('[]'), json.loads('{}'), json.loads(b'[1]'))
print(json.loads('[1.5, 2]', parse_float=lambda s: 'F' + s, parse_int=lambda s: 'I' + s))
print(json.loads('{"a": 1, "a": 2}'), json.loads('{"a": 1}', object_pairs_hook=list))
print(json.loads('{"x": 1}', object_hook=lambda o: sorted(o.items())))
print(json.loads('[NaN, Infinity, -Infinity]'), json.dumps(float('inf')))
for bad in ['{"a": }', '[1, 2', '{"a" 1}', '"abc', '[1,]', 'tru', '', '{"a": 1} x',
            '[1e5.3]', '{1: 2}']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(type(e).__name__, e, e.pos, e.lineno, e.colno)
for bad in [{1j: 2}, {(1, 2): 3}, object()]:
    try:
        print(json.dumps(bad, allow_nan=False))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(json.dumps({1: 'a', 2.5: 'b', True: 'c', None: 'd'}), json.dumps({'b': 1, 'a': 2}, sort_keys=True))

class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)
print(json.dumps({'s': {3, 1, 2}}, cls=Enc))
dec = json.JSONDecoder()
print(dec.raw_decode('{"a": 1} tail'), dec.decode(' [1] '))

total = 0
for i in range(150):
    obj = {"id": i, "name": "item%d" % i, "tags": ["t%d" % (i % 3)] * (i % 4), "v": i / 4}
    back = json.loads(json.dumps(obj))
    if back == obj:
        total += back["id"] + len(back["tags"])
    if i == 100:
        obj = [i, str(i), None]
        total += len(json.loads(json.dumps(obj, indent=1)))
print(total)
