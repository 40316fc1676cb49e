# pyexpat on libexpat: handlers, buffering, errors, namespaces; and the
# standard library on it: ElementTree, minidom, sax, plistlib
import pyexpat, io
from xml.parsers import expat

print(expat.version_info >= (2, 0, 0), expat.native_encoding,
      expat.errors.XML_ERROR_SYNTAX, expat.errors.codes["syntax error"],
      expat.errors.messages[3], expat.model.XML_CTYPE_SEQ, expat.ErrorString(4))
print(expat.ExpatError is expat.error, expat.ExpatError.__module__,
      type(expat.ParserCreate()).__name__)

events = []
p = expat.ParserCreate()
p.StartElementHandler = lambda name, attrs: events.append(("start", name, attrs))
p.EndElementHandler = lambda name: events.append(("end", name))
p.CharacterDataHandler = lambda data: events.append(("data", data))
p.ProcessingInstructionHandler = lambda t, d: events.append(("pi", t, d))
p.CommentHandler = lambda d: events.append(("comment", d))
p.StartCdataSectionHandler = lambda: events.append(("cdata-start",))
p.EndCdataSectionHandler = lambda: events.append(("cdata-end",))
p.XmlDeclHandler = lambda v, e, s: events.append(("xmldecl", v, e, s))
doc = (b"<?xml version='1.0' encoding='utf-8'?>\n<?app go?>"
       b"<root a='1' b=\"two\"><item>x &lt; y &#233;</item><!--note-->"
       b"<![CDATA[raw <stuff>]]><e/></root>")
print(p.Parse(doc, True))
for e in events:
    print(e)
print(p.CurrentLineNumber, p.ErrorCode, p.buffer_text, p.buffer_size)

# buffer_text joins character data; ordered_attributes gives a list
events = []
p = expat.ParserCreate()
p.buffer_text = True
p.ordered_attributes = True
p.StartElementHandler = lambda name, attrs: events.append(("start", name, attrs))
p.CharacterDataHandler = lambda data: events.append(("data", data))
p.Parse("<r z='1' a='2'>one &amp; two\nthree</r>", True)
print(events)

# fed in pieces
events = []
p = expat.ParserCreate()
p.CharacterDataHandler = events.append
p.buffer_text = True
for piece in [b"<a>he", b"llo", b" wor", b"ld</a>"]:
    p.Parse(piece, False)
p.Parse(b"", True)
print(events)

# namespaces
events = []
p = expat.ParserCreate(namespace_separator="}")
p.StartElementHandler = lambda name, attrs: events.append((name, attrs))
p.StartNamespaceDeclHandler = lambda prefix, uri: events.append(("ns", prefix, uri))
p.EndNamespaceDeclHandler = lambda prefix: events.append(("end-ns", prefix))
p.Parse(b"<x:a xmlns:x='urn:x' xmlns='urn:d'><b x:k='v'/></x:a>", True)
print(events)

# errors
for bad in [b"<a><b></a>", b"<a>", b"<a x='1' x='2'/>", b"junk", b"<a/><b/>",
            b"<a>&undefined;</a>"]:
    p = expat.ParserCreate()
    try:
        p.Parse(bad, True)
    except expat.ExpatError as e:
        print("ExpatError", e, e.code, e.lineno, e.offset,
              expat.ErrorString(e.code) == str(e).split(":")[0])

# an exception in a handler stops parsing and propagates
p = expat.ParserCreate()
def boom(name, attrs):
    if name == "b":
        raise ValueError("no b")
    seen.append(name)
seen = []
p.StartElementHandler = boom
try:
    p.Parse(b"<a><b/><c/></a>", True)
except ValueError as e:
    print("ValueError", e, seen)

# attribute checks
p = expat.ParserCreate()
try:
    p.buffer_size = 0
except ValueError as e:
    print("ValueError", e)
try:
    p.ErrorCode = 3
except AttributeError as e:
    print("AttributeError", e)
print(p.StartElementHandler)
try:
    expat.ParserCreate(namespace_separator="ab")
except ValueError as e:
    print("ValueError", e)

# ParseFile
events = []
p = expat.ParserCreate()
p.EndElementHandler = events.append
p.ParseFile(io.BytesIO(b"<doc>" + b"<i/>" * 1000 + b"</doc>"))
print(len(events), events[-1])

# ElementTree
import xml.etree.ElementTree as ET
root = ET.fromstring("<data><country name='Liechtenstein'><rank>1</rank>"
                     "<year>2008</year></country><country name='Panama'>"
                     "<rank>68</rank></country></data>")
print(root.tag, len(root), [c.get("name") for c in root],
      [r.text for r in root.iter("rank")], root.find("country/year").text)
print(ET.tostring(root, encoding="unicode")[:60])
ns = ET.fromstring("<a xmlns='urn:q'><b/></a>")
print(ns.tag, [c.tag for c in ns])
tree = ET.parse(io.BytesIO(b"<?xml version='1.0'?><top><x>1</x><x>2</x></top>"))
print([x.text for x in tree.getroot()])
print([(ev, el.tag) for ev, el in ET.iterparse(io.BytesIO(b"<a><b/><c/></a>"),
                                                events=("start", "end"))])
try:
    ET.fromstring("<a><b></a>")
except ET.ParseError as e:
    print("ParseError", e, e.code, e.position)
parser = ET.XMLPullParser(["start", "end"])
parser.feed("<r><s>t")
print([(ev, el.tag) for ev, el in parser.read_events()])
parser.feed("</s></r>")
print([(ev, el.tag) for ev, el in parser.read_events()])

# minidom, sax, plistlib
from xml.dom import minidom
d = minidom.parseString("<a><b k='v'>text</b><!--c--></a>")
print(d.documentElement.tagName, d.getElementsByTagName("b")[0].getAttribute("k"),
      d.toxml())
import xml.sax
class H(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.out = []
    def startElement(self, name, attrs):
        self.out.append(("s", name, dict(attrs)))
    def characters(self, content):
        self.out.append(("c", content))
h = H()
xml.sax.parseString(b"<a x='1'>hi<b/></a>", h)
print(h.out)
import plistlib
data = plistlib.dumps({"a": 1, "b": [1.5, "x", True], "c": {"d": b"\x00\x01"}})
print(plistlib.loads(data))

# many parses (tiers 1/2)
total = 0
for i in range(300):
    total += len(ET.fromstring("<a><b>%d</b><c/></a>" % i).find("b").text)
print(total)
