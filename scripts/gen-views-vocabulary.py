#!/usr/bin/env python3
"""Learns the widget.xml vocabulary (elements, attributes, kinds) from every real resources zip
and prints it as Swift, each attribute with the widgets it was seen in.

Usage: gen-views-vocabulary.py CORPUS_DIR > Sources/ModelsXML/Views/ViewsVocabularyTable.swift
(CORPUS_DIR is ../shared/corpus/zips: its *.zip and history/*.zip; history/README.md gives the
date each zip was first committed, which orders the generations.)

Decisions, from evidence rather than frequency:
- A name every widget of a generation uses is vocabulary, however rare across the corpus (the
  1.3 layout attributes `x y ax ay aw ah w h` occur only in the two 2024 spring widgets, on
  almost every placed element there).
- A vendor typo is not learned: a name seen in one widget file only, at most twice, one edit away
  from a name the same element takes in other widgets (TYPOS lists the ones judged by hand).
- A name the newest widget of its version no longer uses is `dropped`: still valid (a file of its
  generation is never an error), reported as a note.
"""
import collections, glob, hashlib, os, re, sys, zipfile
import xml.etree.ElementTree as ET

COLOR = re.compile(r'^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$')
NUMBER = re.compile(r'^[+-]?(\d+(\.\d*)?|\.\d+)$')
COLOR_NAMES = {'color', 'colorStart', 'colorEnd', 'background', 'decorator', 'foreground', 'text_color', 'target_color',
               'background_color', 'top', 'bottom', 'middle_top', 'middle_bottom', 'mirror_color', 'mirror_border_color',
               'mirror_mist_color', 'pagination_separator'}
# x y w h: the 1.3 spring-2024 layout (position and size); radius: button corners (2024-2025).
NUMBER_NAMES = {'font_size', 'line_height', 'separation', 'delay', 'duration', 'xStart', 'yStart', 'xEnd', 'yEnd', 'border_width',
                'mirror_border_width', 'x', 'y', 'w', 'h', 'radius'}
INTEGER_NAMES = {'steps', 'page'}
ENUMS = {  # documented values (formats.md) plus every value the corpus uses
    'align': ['LEFT', 'RIGHT', 'CENTER'], 'text_align': ['LEFT', 'RIGHT', 'CENTER'], 'align_text': ['LEFT', 'RIGHT', 'CENTER'],
    'align_resource': ['LEFT', 'RIGHT', 'CENTER'], 'icon_align': ['TOP', 'BOTTOM', 'LEFT', 'RIGHT'],
    'content_type': ['TEXT_ID', 'RESOURCE_ID'],
}
IMAGE_NAMES = {'icon', 'image', 'image_on', 'image_off', 'content_resource'}
VALUE_RESOURCE = {'image': 'image', 'buttonImage': 'image', 'frameIDOverlay': 'image', 'video': 'video'}
# (element, attribute) judged a vendor typo by hand, with why; never learned.
TYPOS = {}


def kind(element, name, values, is_root):
    if name == 'id': return '.identifier'
    if is_root and name == 'version': return '.version'
    if name in COLOR_NAMES or (is_root and (name.startswith('color_') or name.startswith('border_color') or name.startswith('background_color'))):
        return '.color'
    if name in NUMBER_NAMES or name.endswith('_size') or name.startswith('width_'): return '.number'
    if name in INTEGER_NAMES: return '.integer'
    if name in ('start', 'end') and element == 'animation': return '.frameNumber'
    # `name` is the older selphi form of one direction (`<animation id name ext start end>`).
    if (name == 'name' or name.startswith('name_')) and element == 'animation': return '.frameSequence'
    if name == 'ext' and element == 'animation': return '.fileExtension'
    if name == 'font' or name in ('fontQuality', 'fontResult') or (is_root and name.startswith('font_')): return '.resource(.font)'
    if name in IMAGE_NAMES: return '.resource(.image)'
    if name == 'value' and element in VALUE_RESOURCE: return '.resource(.%s)' % VALUE_RESOURCE[element]
    if name in ('text', 'content_text'): return '.textToken'
    if name == 'content': return '.content'
    if set(values) <= {'true', 'false'}: return '.boolean'
    allowed = sorted(set(ENUMS.get(name, [])) | enum_values[name])
    # Documented enumerations are closed; the others are known only by the values seen.
    case = 'enumeration' if name in ENUMS else 'observedEnumeration'
    return '.%s([%s])' % (case, ', '.join('"%s"' % v for v in allowed))


def check(k, v):
    if k == '.color': return bool(COLOR.match(v))
    if k in ('.number',): return bool(NUMBER.match(v))
    if k in ('.integer', '.frameNumber'): return v.isdigit()
    return True


def one_edit(a, b):
    if a == b or abs(len(a) - len(b)) > 1: return False
    if len(a) == len(b): return sum(x != y for x, y in zip(a, b)) == 1
    short, long_ = sorted((a, b), key=len)
    return any(long_[:i] + long_[i + 1:] == short for i in range(len(long_)))


corpus = sys.argv[1] if len(sys.argv) > 1 else '../shared/corpus/zips'
paths = sorted(glob.glob(os.path.join(corpus, '*.zip')) + glob.glob(os.path.join(corpus, 'history', '*.zip')))
dates = {}
readme = os.path.join(corpus, 'history', 'README.md')
if os.path.exists(readme):
    for line in open(readme, encoding='utf-8'):
        cells = [c.strip() for c in line.strip().strip('|').split('|')]
        if len(cells) >= 3 and cells[0].endswith('.zip') and re.match(r'\d{4}-\d\d-\d\d$', cells[2]):
            dates[cells[0]] = cells[2]

# One widget.xml content is one piece of evidence, however many zips ship it.
widgets = collections.OrderedDict()  # digest -> {'zips': [...], 'date': str, 'root': Element}
for path in paths:
    with zipfile.ZipFile(path) as z:
        data = z.read('widget.xml')
    digest = hashlib.sha256(data).hexdigest()
    entry = widgets.setdefault(digest, {'zips': [], 'date': '', 'root': ET.fromstring(data)})
    entry['zips'].append(os.path.basename(path))
    entry['date'] = max(entry['date'], dates.get(os.path.basename(path), ''))
assert widgets, 'no zips under %s' % corpus

versions = collections.OrderedDict()   # version -> element -> (name, is_root) -> [values]
seen = collections.defaultdict(set)    # (version, element, name) -> widget letters
counts = collections.Counter()         # (version, element, name, letter) -> occurrences
letters = collections.OrderedDict()    # version -> [(letter, widget)]
enum_values = collections.defaultdict(set)
for digest, widget in sorted(widgets.items(), key=lambda item: (item[1]['date'] or '9999', item[1]['zips'])):
    root = widget['root']
    version = root.attrib['version']
    mine = letters.setdefault(version, [])
    letter = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[len(mine)]
    mine.append((letter, widget))
    table = versions.setdefault(version, collections.OrderedDict())

    def add(element, attrib, is_root):
        entry = table.setdefault(element, collections.OrderedDict())
        seen[(version, element, None)].add(letter)
        for name, value in attrib.items():
            entry.setdefault((name, is_root), []).append(value)
            seen[(version, element, name)].add(letter)
            counts[(version, element, name, letter)] += 1
            enum_values[name].add(value)
    add(root.tag, root.attrib, True)
    for view in root:
        add(view.tag, view.attrib, False)
        for element in view:
            add(element.tag, element.attrib, False)


def is_typo(version, element, name):
    if (element, name) in TYPOS: return True
    where = seen[(version, element, name)]
    if len(where) != 1 or counts[(version, element, name, next(iter(where)))] > 2: return False
    others = [n for (n, _) in versions[version][element] if n != name]
    return any(one_edit(name, other) and len(seen[(version, element, other)] - where) > 0 for other in others)


def evidence(version, element, name):
    where = seen[(version, element, name)]
    all_letters = [l for l, _ in letters[version]]
    dated = [w['date'] for l, w in letters[version] if l in where and w['date']]
    span = ('%s..%s' % (min(dated), max(dated)) if len(set(dated)) > 1 else dated[0]) if dated else 'undated'
    label = 'all' if len(where) == len(all_letters) else ' '.join(l for l in all_letters if l in where)
    return label, span


def newest_letter(version):
    return letters[version][-1][0]


print('// swift-format-ignore-file')
print('// Generated by scripts/gen-views-vocabulary.py from every real resources zip in ../shared/corpus/zips')
print('// (and history/); edit the script (kinds, typo decisions) or regenerate, do not edit by hand. Every')
print('// element and attribute the real widgets use, with the kind of value it takes and the widget files')
print('// (one letter per distinct widget.xml, oldest first) that use it.')
for version, mine in letters.items():
    print('//')
    print('// widget %s:' % version)
    for letter, widget in mine:
        print('//   %s %s %s' % (letter, widget['date'] or 'undated   ', ', '.join(widget['zips'])))
rejected = [(v, e, n) for v, table in versions.items() for e, attrs in table.items() for (n, _) in attrs if is_typo(v, e, n)]
print('//')
print('// Not learned (vendor typos): %s' % (', '.join('%s %s on <%s> (%s)' % ((n, v, e) + evidence(v, e, n)[:1])
                                                        for v, e, n in rejected) or 'none in the corpus'))
print('extension ViewsVocabulary {')
print('    static let learned: [String: [String: [String: AttributeKind]]] = [')
dropped = collections.OrderedDict()
for version, table in versions.items():
    print('        "%s": [' % version)
    for element, attributes in table.items():
        label, span = evidence(version, element, None)
        print('            "%s": [ // %s (%s)' % (element, label, span))
        for (name, is_root), values in attributes.items():
            if is_typo(version, element, name): continue
            k = kind(element, name, values, is_root)
            bad = [v for v in values if not check(k, v)]
            assert not bad, (element, name, k, bad)
            label, span = evidence(version, element, name)
            note = ''
            if newest_letter(version) not in seen[(version, element, name)]:
                last = max(w['date'] for l, w in letters[version] if l in seen[(version, element, name)])
                dropped.setdefault(version, collections.OrderedDict()).setdefault(element, []).append((name, last))
                note = ', dropped'
            print('                "%s": %s, // %s (%s%s)' % (name, k, label, span, note))
        print('            ],')
    print('        ],')
print('    ]')
print('')
print('    /// version -> element -> attribute -> the date of the last vendor widget that used it, for')
print('    /// attributes the newest widget of that version no longer uses.')
print('    static let dropped: [String: [String: [String: String]]] = [')
for version, table in dropped.items():
    print('        "%s": [' % version)
    for element, names in table.items():
        print('            "%s": [' % element)
        for pair in names:
            print('                "%s": "%s",' % pair)
        print('            ],')
    print('        ],')
print('    ]')
print('}')
