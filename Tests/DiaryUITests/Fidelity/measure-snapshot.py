#!/usr/bin/env python3
"""Measures the frames of solid-coloured areas in a reference PNG that SwiftUI rendered in a public
snapshot test, for the snapshot-kind cases of cases.json.

Usage: measure-snapshot.py IMAGE.png SCALE NAME=RRGGBB [NAME=RRGGBB ...]

Prints, for each colour, the bounding box of the pixels within 24 of it on every channel, in points
(pixels divided by SCALE): x, y, width, height. Standard library only (zlib), so it runs anywhere the
tests do: 8-bit RGB or RGBA, non-interlaced PNGs, which is what snapshot tests write.
"""
import struct
import sys
import zlib


def read_png(path):
    """Returns (width, height, rows) with rows as lists of (r, g, b) tuples."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    offset, idat, header = 8, b"", None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset : offset + 8])
        body = data[offset + 8 : offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        offset += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, "only 8-bit RGB(A), non-interlaced"
    channels = 4 if colour == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, position = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[position]
        line = bytearray(raw[position + 1 : position + 1 + stride])
        position += 1 + stride
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
                guess = left + up - corner
                pa, pb, pc = abs(guess - left), abs(guess - up), abs(guess - corner)
                nearest = left if pa <= pb and pa <= pc else up if pb <= pc else corner
                line[i] = (line[i] + nearest) & 255
        rows.append([tuple(line[x * channels : x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows


def bounding_box(rows, colour, slack=24):
    xs, ys = [], []
    for y, row in enumerate(rows):
        for x, pixel in enumerate(row):
            if all(abs(pixel[c] - colour[c]) <= slack for c in range(3)):
                xs.append(x)
                ys.append(y)
    if not xs:
        return None
    return min(xs), min(ys), max(xs) + 1 - min(xs), max(ys) + 1 - min(ys)


def main():
    path, scale = sys.argv[1], float(sys.argv[2])
    width, height, rows = read_png(path)
    print(f"{path}: {width} x {height} px = {width / scale:g} x {height / scale:g} pt")
    for argument in sys.argv[3:]:
        name, hex_colour = argument.split("=")
        colour = tuple(int(hex_colour[i : i + 2], 16) for i in (0, 2, 4))
        box = bounding_box(rows, colour)
        if box is None:
            print(f"{name}: not found")
        else:
            print(f"{name}: " + ", ".join(f"{value / scale:g}" for value in box))


if __name__ == "__main__":
    main()
