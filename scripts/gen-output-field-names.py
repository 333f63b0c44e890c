#!/usr/bin/env python3
"""Learns the output field names of the document models (the names results are published
under: `assignField field=`, `assignResult field=`, `<field id=>` of MRZ, PDF417, BARCODE,
DATA_TABLE and ML blocks) from every real resources zip, and prints them as Swift, each with
the zips it was seen in.

Usage: gen-output-field-names.py CORPUS_DIR > Sources/ModelsXML/DocumentModels/OutputFieldNamesTable.swift
(CORPUS_DIR is ../shared/corpus/zips: its *.zip and history/*.zip; history/README.md gives the
date each zip was first committed, which orders the letters.)

Decisions, from evidence:
- Every name a real zip publishes is learned (a name valid in its generation is never reported
  by the corpus check), except a vendor slip: a name that is a slip of another corpus name by
  the rule of `OutputFieldNames.isTypo` (one lowercase letter inserted, dropped or replaced, two
  neighbours swapped, same first letter, 6 letters or more, not a trailing plural s) or that
  differs from a PascalCase corpus name only in case or spaces, where the name meant is used at
  least three times as often and in every zip that has the slip (the vendor wrote it right
  beside it: `Seccion` and `Section`, `County` and `Country` are both fields). Slips are listed with the
  name meant; `models.field-name` reports them, and any name of a bundle that is no learned name
  but a slip of one (`ClasD1EDateOfExpiry` in a zip that never says `ClassD1EDateOfExpiry`).
"""
import collections, glob, os, sys, zipfile
import xml.etree.ElementTree as ET

corpus = sys.argv[1] if len(sys.argv) > 1 else '../shared/corpus/zips'
dates = {}
readme = os.path.join(corpus, 'history', 'README.md')
if os.path.exists(readme):
    for line in open(readme, encoding='utf-8'):
        cells = [c.strip() for c in line.strip().strip('|').split('|')]
        if len(cells) > 2 and cells[0].endswith('.zip'):
            dates[cells[0]] = cells[2]

names = collections.defaultdict(set)  # name -> zips
counts = collections.Counter()  # name -> uses in all zips
zips = []
for path in sorted(glob.glob(os.path.join(corpus, '*.zip')) + glob.glob(os.path.join(corpus, 'history', '*.zip'))):
    zip_name = os.path.basename(path)
    found = False
    with zipfile.ZipFile(path) as archive:
        for entry in archive.namelist():
            if not (entry.startswith('documents/') and entry.endswith('.xml')):
                continue
            root = ET.fromstring(archive.read(entry))
            for element in root.iter():
                name = None
                if element.tag in ('assignField', 'assignResult'):
                    name = element.attrib.get('field')
                elif element.tag == 'field':
                    name = element.attrib.get('id')
                if name:
                    names[name].add(zip_name)
                    counts[name] += 1
                    found = True
    if found:
        zips.append(zip_name)
zips.sort(key=lambda z: (dates.get(z, '9999'), z))
letter = {z: chr(ord('A') + i) for i, z in enumerate(zips)}


def plain(c):
    return 'a' <= c <= 'z'


def is_typo(a, b):
    """OutputFieldNames.isTypo: one lowercase letter inserted, dropped or replaced, or two
    neighbours swapped, the same first letter; a trailing s is a plural."""
    if a[:1] != b[:1] or a == b:
        return False
    if len(a) == len(b):
        differ = [i for i in range(len(a)) if a[i] != b[i]]
        if len(differ) == 1:
            return plain(a[differ[0]]) and plain(b[differ[0]])
        if len(differ) == 2 and differ[1] == differ[0] + 1:
            return a[differ[0]] == b[differ[1]] and a[differ[1]] == b[differ[0]]
        return False
    short, long = (a, b) if len(a) < len(b) else (b, a)
    if len(long) != len(short) + 1:
        return False
    i = 0
    while i < len(short) and short[i] == long[i]:
        i += 1
    if long[i + 1:] != short[i:]:
        return False
    if i == len(short) and long[i] == 's':
        return False
    return plain(long[i])


def pascal(name):
    return name[:1].isupper() and name != name.upper() and name.isalnum() and name.isascii()


def normalized(name):
    return name.lower().replace(' ', '')


slips = {}
for name in sorted(names):
    meant = None
    for other in sorted(names, key=lambda o: (-len(names[o]), o)):
        # The name meant is used at least three times as often (as OutputFieldNames.slips asks
        # within a bundle), and in every zip that has the slip.
        if other == name or not names[name] <= names[other] or counts[other] < 3 * counts[name]:
            continue
        if normalized(other) == normalized(name) and pascal(other) and not pascal(name):
            meant = other
            break
        if len(name) >= 6 and len(other) >= 6 and is_typo(name, other):
            meant = other
            break
    if meant:
        slips[name] = meant
learned = {n: z for n, z in names.items() if n not in slips}


def where(name):
    return ''.join(sorted(letter[z] for z in names[name]))


def swift(text):
    return '"' + text.replace('\\', '\\\\').replace('"', '\\"') + '"'


print('// swift-format-ignore-file')
print('// Generated by scripts/gen-output-field-names.py from every real resources zip in ../shared/corpus/zips')
print('// (and history/); edit the script or regenerate, do not edit by hand. Every output field name the')
print("// real document models publish, with the zips (one letter each, oldest first) it was seen in, and")
print('// the vendor slips, each with the name the same zips use right.')
print('//')
for z in zips:
    print('//   %s %s %s' % (letter[z], dates.get(z, 'undated'), z))
print('extension OutputFieldNames {')
print('    /// The zips of the letters below, oldest first.')
print('    static let corpusZips: [String] = [%s]' % ', '.join(swift(z) for z in zips))
print('')
print('    /// Name -> the zips (letters of `corpusZips`) whose models publish it.')
print('    static let corpusNames: [String: String] = [')
for name in sorted(learned):
    print('        %s: %s,' % (swift(name), swift(where(name))))
print('    ]')
print('')
print('    /// Vendor slips (not learned) -> the name meant, which every zip having the slip also uses.')
print('    static let corpusSlips: [String: String] = [')
for name in sorted(slips):
    meant = slips[name]
    print('        %s: %s, // %d in %s; %s: %d in %s' % (
        swift(name), swift(meant), counts[name], where(name), meant, counts[meant], where(meant)))
print('    ]')
print('}')
