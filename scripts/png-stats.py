#!/usr/bin/env python3
"""Pixel statistics of PNG screenshots, for the preview tests (standard library only).

png-stats.py A.png [B.png] [--box x0,y0,x1,y1]
prints JSON: size, how many pixels of the box are not the box's most common colour, how
many distinct colours it has, how many are near white, and (with B) how many pixels differ.
"""
import json
import struct
import sys
import zlib


def decode(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and interlace == 0 and colour in (2, 6), "only 8-bit RGB/RGBA"
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, at = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[at], bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                line[i] = (line[i] + predictor) & 255
        rows.append([tuple(line[i:i + 3]) for i in range(0, stride, channels)])
        previous = line
    return width, height, rows


def main(argv):
    box = None
    if "--box" in argv:
        at = argv.index("--box")
        box = [int(v) for v in argv[at + 1].split(",")]
        argv = argv[:at] + argv[at + 2:]
    width, height, rows = decode(argv[0])
    x0, y0, x1, y1 = box or (0, 0, width, height)
    pixels = [rows[y][x] for y in range(y0, min(y1, height)) for x in range(x0, min(x1, width))]
    counts = {}
    for p in pixels:
        counts[p] = counts.get(p, 0) + 1
    common = max(counts.values()) if counts else 0
    result = {
        "width": width, "height": height, "pixels": len(pixels),
        "not_background": len(pixels) - common, "colours": len(counts),
        "near_white": sum(1 for p in pixels if min(p) >= 235),
    }
    if len(argv) > 1:
        _, _, other = decode(argv[1])
        result["different"] = sum(
            1 for y in range(y0, min(y1, height)) for x in range(x0, min(x1, width)) if rows[y][x] != other[y][x])
    print(json.dumps(result))


if __name__ == "__main__":
    main(sys.argv[1:])
