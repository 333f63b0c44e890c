#!/usr/bin/env python3
"""Where a colour is in a PNG screenshot, for the preview tests (standard library only).

png-colour-box.py A.png RRGGBB[,RRGGBB...] --box x0,y0,x1,y1 [--tolerance N]
prints JSON: within the box, how many pixels are within N (per channel, default 24) of one of
the colours, the bounding box of those ("match": [x0, y0, x1, y1], inclusive) and of all the
others ("other"), or null when there are none.
"""
import importlib.util
import json
import os
import sys


def load_decoder():
    here = os.path.dirname(os.path.abspath(__file__))
    spec = importlib.util.spec_from_file_location("png_stats", os.path.join(here, "png-stats.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.decode


def main(argv):
    tolerance = 24
    if "--tolerance" in argv:
        at = argv.index("--tolerance")
        tolerance = int(argv[at + 1])
        argv = argv[:at] + argv[at + 2:]
    at = argv.index("--box")
    x0, y0, x1, y1 = [int(v) for v in argv[at + 1].split(",")]
    argv = argv[:at] + argv[at + 2:]
    colours = [tuple(int(c[i:i + 2], 16) for i in (0, 2, 4)) for c in argv[1].split(",")]
    width, height, rows = load_decoder()(argv[0])
    boxes = {"match": None, "other": None}
    count = 0
    for y in range(max(0, y0), min(y1, height)):
        for x in range(max(0, x0), min(x1, width)):
            pixel = rows[y][x]
            hit = any(all(abs(pixel[i] - c[i]) <= tolerance for i in range(3)) for c in colours)
            key = "match" if hit else "other"
            count += hit
            b = boxes[key]
            boxes[key] = [x, y, x, y] if b is None else [min(b[0], x), min(b[1], y), max(b[2], x), max(b[3], y)]
    print(json.dumps({"count": count, "match": boxes["match"], "other": boxes["other"]}))


if __name__ == "__main__":
    main(sys.argv[1:])
