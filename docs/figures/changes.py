#!/usr/bin/env python3
"""Draws a data change as a film strip from `carousel simulate` output.

    changes.py OUT.png FRAMES.jsonl EVENTS.jsonl T1 [T2 ...]

FRAMES is simulate's output for a horizontal carousel with an effect configured (so each
frame lists its laid-out `items`); EVENTS the events file it ran, whose `items` events name
the identities. One row per time T: the viewport as a frame, each item a box at its
x position (the transform's translation over W), tinted by its opacity and labelled with
its identity; the current item outlined. Standard library only, like plot.py.
"""
import json, struct, sys, zlib

SCALE = 2          # pixels per point
VIEWPORT = 400     # the carousel's width in points (docs/figures/changes.json)
MARGIN = 40       # points shown beyond either side of the viewport
ROW, GAP, M = 40, 14, 16
# Identity k of the original data takes PALETTE[k % 8]; an inserted identity is red.
PALETTE = [(66, 110, 190), (230, 140, 50), (60, 165, 100), (150, 80, 180), (70, 160, 170),
           (150, 130, 60), (110, 110, 110), (140, 90, 60)]
NEW = (235, 60, 50)
# 3 × 5 glyphs for identities: rows top to bottom, three bits each.
GLYPHS = {"0": "111101101101111", "1": "010110010010111", "2": "111001111100111",
          "3": "111001111001111", "4": "101101111001001", "5": "111100111001111",
          "6": "111100111101111", "7": "111001001001001", "8": "111101111101111",
          "9": "111101111001111", "X": "101101010101101"}

def main():
    out, frames_path, events_path = sys.argv[1:4]
    times = [float(t) for t in sys.argv[4:]]
    frames = [json.loads(l) for l in open(frames_path) if l.strip()]
    changes = [json.loads(l) for l in open(events_path) if l.strip()]
    changes = [e for e in changes if e.get("type") == "items"]
    original = [str(i) for i in range(max(f["index"] for f in frames) + 8)]
    def colour(ident):
        return PALETTE[int(ident) % len(PALETTE)] if ident in original else NEW
    width = (VIEWPORT + 2 * MARGIN) * SCALE + 2 * M
    height = len(times) * (ROW + GAP) + 2 * M
    px = [[(255, 255, 255)] * width for _ in range(height)]
    def rect(x0, y0, x1, y1, c, a=1.0):
        for y in range(max(0, int(y0)), min(height, int(y1))):
            for x in range(max(0, int(x0)), min(width, int(x1))):
                old = px[y][x]
                px[y][x] = tuple(int(round(o + (n - o) * a)) for o, n in zip(old, c))
    def frame_rect(x0, y0, x1, y1, c, t=2):
        rect(x0, y0, x1, y0 + t, c); rect(x0, y1 - t, x1, y1, c)
        rect(x0, y0, x0 + t, y1, c); rect(x1 - t, y0, x1, y1, c)
    def text(s, cx, cy, c, k=3):
        x = cx - (len(s) * 4 - 1) * k / 2
        for ch in s:
            bits = GLYPHS.get(ch, "")
            for n, b in enumerate(bits):
                if b == "1":
                    rect(x + (n % 3) * k, cy - 2.5 * k + (n // 3) * k,
                         x + (n % 3 + 1) * k, cy - 2.5 * k + (n // 3 + 1) * k, c)
            x += 4 * k
    centre_x = width / 2
    for row, t in enumerate(times):
        f = min(frames, key=lambda f: abs(f["t"] - t))
        ids = original
        for e in changes:
            if e["t"] <= f["t"]:
                ids = e["ids"]
        y0 = M + row * (ROW + GAP)
        for item in sorted(f["items"], key=lambda item: item["z"]):
            m = item["transform"]
            x = m[3] / m[15] * SCALE
            half = 35 * m[0] * SCALE
            ident = ids[item["index"]] if item["index"] < len(ids) else "?"
            base = colour(ident)
            a = item["opacity"]
            rect(centre_x + x - half, y0, centre_x + x + half, y0 + ROW, base, a)
            if item["index"] == f["index"]:
                frame_rect(centre_x + x - half, y0, centre_x + x + half, y0 + ROW, (0, 0, 0))
            if a > 0.15:
                text(ident, centre_x + x, y0 + ROW / 2, (255, 255, 255))
        half_view = VIEWPORT / 2 * SCALE
        frame_rect(centre_x - half_view - 4, y0 - 4, centre_x + half_view + 4, y0 + ROW + 4,
                   (150, 150, 150), 1)
    raw = b"".join(b"\x00" + bytes(v for p in line for v in p) for line in px)
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    with open(out, "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n")
        file.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)))
        file.write(chunk(b"IDAT", zlib.compress(raw, 9)))
        file.write(chunk(b"IEND", b""))

if __name__ == "__main__":
    main()
