#!/usr/bin/env python3
"""Tiles PNG images (8-bit RGB or RGBA, as `carousel render` writes them) into one sheet.

    sheet.py OUT.png COLUMNS SHRINK IN1.png [IN2.png ...]

Each image is shrunk by the whole factor SHRINK (the mean of each SHRINK × SHRINK block) and
placed row by row, COLUMNS to a row, with a white gutter. Standard library only (zlib and
struct read and write the PNGs), like plot.py.
"""
import struct, sys, zlib

GUTTER = 6

def read_png(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path}: not a PNG"
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour in (2, 6) and interlace == 0, f"{path}: unsupported PNG"
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    channels = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(idat), width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1: line[i] = (line[i] + left) & 255
            elif kind == 2: line[i] = (line[i] + up) & 255
            elif kind == 3: line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return rows

def shrink(rows, k):
    height, width = len(rows) // k, len(rows[0]) // k
    return [[tuple(sum(rows[y * k + j][x * k + i][c] for j in range(k) for i in range(k)) // (k * k)
                   for c in range(3)) for x in range(width)] for y in range(height)]

def write_png(path, rows):
    raw = b"".join(b"\x00" + bytes(v for p in row for v in p) for row in rows)
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", len(rows[0]), len(rows), 8, 2, 0, 0, 0)))
        f.write(chunk(b"IDAT", zlib.compress(raw, 9)))
        f.write(chunk(b"IEND", b""))

def main():
    out, columns, k, paths = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4:]
    tiles = [shrink(read_png(p), k) for p in paths]
    th, tw = len(tiles[0]), len(tiles[0][0])
    rows_of_tiles = -(-len(tiles) // columns)
    width = columns * tw + (columns + 1) * GUTTER
    height = rows_of_tiles * th + (rows_of_tiles + 1) * GUTTER
    sheet = [[(255, 255, 255)] * width for _ in range(height)]
    for n, tile in enumerate(tiles):
        x0 = GUTTER + (n % columns) * (tw + GUTTER)
        y0 = GUTTER + (n // columns) * (th + GUTTER)
        for y, row in enumerate(tile):
            sheet[y0 + y][x0:x0 + tw] = row
    write_png(out, sheet)

if __name__ == "__main__":
    main()
