# _json: scanstring and encode_basestring(_ascii) with the C messages
import json
from json.decoder import scanstring
from json.encoder import encode_basestring, encode_basestring_ascii
print(json.decoder.c_scanstring is scanstring, json.encoder.c_encode_basestring is not None)
for s, e in [("abc\"x", 0), ("a\\qb\"", 0), ("ab", 0), ("a\\", 0), ("a\\u12", 0), ("a\\u12zz\"", 0),
             ("a\x01\"", 0), ("\\ud834\\udd1e\"", 0), ("\\ud834x\"", 0), ("\\ud834\\u0041\"", 0),
             ("x\"", 5), ("x\"", -1), ("\\n\\t\\/\\\"\"", 0), ("\\ud834\\u12zz\"", 0),
             ("héllo ☃ 𝄞\"tail", 0), ("ab\"héllo\"", 3), ("\\u00e9\\u2603\"", 0)]:
    try:
        print(repr(scanstring(s, e)))
    except Exception as ex:
        print(type(ex).__name__, ex)
print(scanstring("a\x01\"", 0, False))
print(encode_basestring("a\"\\\n\x01é☃𝄞\x7f"), encode_basestring_ascii("a\"\\\n\x01é☃𝄞\x7f\b\f\r\t"))
try:
    encode_basestring(1)
except TypeError as e:
    print("TypeError", e)
doc = {"name": "wörld ☃", "list": [1, 2.5, None, True, "x\ny"], "nested": {"a": ["\u00e9", "𝄞"] * 3}}
for ensure in (True, False):
    text = json.dumps(doc, ensure_ascii=ensure, sort_keys=True)
    print(text)
    print(json.loads(text) == doc)
print(json.loads('["a", "b\\u00e9", {"k": "v"}]'))
for bad in ['"abc', '["a\\x"]', '{"a": "b\x01"}', '"\\u12"']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print("JSONDecodeError", e, e.pos, e.lineno, e.colno)
total = 0
for i in range(300):          # hot loop
    t = json.dumps({"k%d" % i: ["v" * (i % 7), i, "é" * (i % 3)]})
    total += len(t) + len(json.loads(t)["k%d" % i][0])
print(total)
