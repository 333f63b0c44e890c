#!/usr/bin/env python3
"""A synthetic resources zip N times the XML of a real one: every entry of SOURCE once, then
its documents/*.xml and strings/*.xml N-1 more times under new file names
(documents/DocumentID_All_x02.xml, strings/strings.es_x02.xml...). Deflated like the original.
Usage: make-scaled-bundle.py SOURCE.zip OUT.zip N"""
import sys, zipfile

source, out, times = sys.argv[1], sys.argv[2], int(sys.argv[3])
with zipfile.ZipFile(source) as zin, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zout:
    repeated = []
    for info in zin.infolist():
        data = zin.read(info)
        zout.writestr(info, data, compress_type=info.compress_type)
        name = info.filename
        if name.endswith(".xml") and (name.startswith("documents/") or name.startswith("strings/")):
            repeated.append((name, data))
    for copy in range(2, times + 1):
        for name, data in repeated:
            stem, ext = name.rsplit(".", 1)
            zout.writestr("%s_x%02d.%s" % (stem, copy, ext), data)
