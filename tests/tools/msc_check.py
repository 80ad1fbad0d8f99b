#!/usr/bin/env python3
"""msc_check.py SVG [CLASS=N | CLASS>=N | lifelines=NAME,NAME ...]

Parses a message sequence chart written by pan --msc (any XML error
fails), counts its elements by class and checks each condition; prints
the counts, exits 1 if a condition fails."""
import sys
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"


def main():
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
