#!/usr/bin/env python3
"""msc_check.py SVG [CLASS=N | CLASS>=N | lifelines=NAME,NAME ...]
   msc_check.py --png PNG

Parses a message sequence chart written by pan --msc (any XML error
fails), counts its elements by class and checks each condition; prints
the counts, exits 1 if a condition fails.  With --png: checks that PNG
(a browser's screenshot of a chart) decodes and is not blank: some
pixels are neither white nor grey (the arrows are coloured)."""
import struct
import sys
import xml.etree.ElementTree as ET
import zlib

SVG = "{http://www.w3.org/2000/svg}"


def png_colours(path):
    """The number of distinct non-grey colours of an 8-bit RGB(A) PNG."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, w, h, ctype = 8, b"", 0, 0, 0
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype = struct.unpack(">IIBB", body[:10])
            if depth != 8 or ctype not in (2, 6):
                raise ValueError("unsupported PNG type")
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw = zlib.decompress(idat)
    bpp = 3 if ctype == 2 else 4
    stride = w * bpp
    prev = bytearray(stride)
    colours = set()
    for y in range(h):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pr = a if pa <= pb and pa <= pc else b if pb <= pc else c
                line[i] = (line[i] + pr) & 255
        for x in range(0, stride, bpp):
            r, g, bl = line[x], line[x + 1], line[x + 2]
            if max(r, g, bl) - min(r, g, bl) > 40:
                colours.add((r >> 4, g >> 4, bl >> 4))
        prev = line
    return colours


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--png":
        try:
            n = len(png_colours(sys.argv[2]))
        except (ValueError, OSError, zlib.error, struct.error) as e:
            print("msc_check: %s: %s" % (sys.argv[2], e))
            return 1
        print("%d colours" % n)
        return 0 if n >= 3 else 1
    try:
        root = ET.parse(sys.argv[1]).getroot()
    except (ET.ParseError, OSError) as e:
        print("msc_check: %s: %s" % (sys.argv[1], e))
        return 1
    if root.tag != SVG + "svg":
        print("msc_check: root element is %s, not svg" % root.tag)
        return 1
    count = {}
    names = []
    for e in root.iter():
        c = e.get("class")
        if c:
            count[c] = count.get(c, 0) + 1
        if c == "lifeline":
            t = e.find(SVG + "title")
            names.append(t.text if t is not None else "")
    print(" ".join("%s=%d" % kv for kv in sorted(count.items())),
          "lifelines:", ",".join(names))
    ok = True
    for cond in sys.argv[2:]:
        if cond.startswith("lifelines="):
            want = cond.split("=", 1)[1].split(",")
            if names != want:
                print("msc_check: lifelines %s, expected %s" % (names, want))
                ok = False
            continue
        if ">=" in cond:
            k, n = cond.split(">=")
            good = count.get(k, 0) >= int(n)
        else:
            k, n = cond.split("=")
            good = count.get(k, 0) == int(n)
        if not good:
            print("msc_check: %s: found %d" % (cond, count.get(k, 0)))
            ok = False
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
