#!/usr/bin/env python3
"""Plots `carousel simulate` output: position (items) over time, one curve per JSONL file.

    plot.py OUT.png RUN1.jsonl [RUN2.jsonl ...]

Standard library only (zlib + struct write the PNG); a light grid at every item and every
0.5 s, curves in distinct colours in the order given.
"""
import json, struct, sys, zlib

W, H, M = 640, 320, 24
COLOURS = [(32, 96, 200), (220, 90, 40), (40, 160, 90), (150, 60, 170)]

def main():
    out, runs = sys.argv[1], [[json.loads(l) for l in open(p) if l.strip()] for p in sys.argv[2:]]
    t_max = max(f["t"] for run in runs for f in run)
    p_min = min(min(f["position"] for f in run) for run in runs)
    p_max = max(max(f["position"] for f in run) for run in runs)
    p_min, p_max = int(p_min // 1), int(-(-p_max // 1))
    px = [[(255, 255, 255)] * W for _ in range(H)]
    def to_xy(t, p):
        return (M + (W - 2 * M) * t / t_max,
                H - M - (H - 2 * M) * (p - p_min) / max(p_max - p_min, 1))
    def dot(x, y, c, r=1):
        for dy in range(-r, r + 1):
            for dx in range(-r, r + 1):
                xi, yi = int(round(x)) + dx, int(round(y)) + dy
                if 0 <= xi < W and 0 <= yi < H:
                    px[yi][xi] = c
    for k in range(p_min, p_max + 1):
        _, y = to_xy(0, k)
        for x in range(M, W - M):
            px[int(round(y))][x] = (215, 215, 215)
    t = 0.0
    while t <= t_max + 1e-9:
        x, _ = to_xy(t, p_min)
        for y in range(M, H - M + 1):
            px[y][int(round(x))] = (225, 225, 225)
        t += 0.5
    for i, run in enumerate(runs):
        c = COLOURS[i % len(COLOURS)]
        for a, b in zip(run, run[1:]):
            (x0, y0), (x1, y1) = to_xy(a["t"], a["position"]), to_xy(b["t"], b["position"])
            steps = int(max(abs(x1 - x0), abs(y1 - y0))) + 1
            for s in range(steps + 1):
                dot(x0 + (x1 - x0) * s / steps, y0 + (y1 - y0) * s / steps, c)
    raw = b"".join(b"\x00" + bytes(v for p in row for v in p) for row in px)
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(
            ">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 2, 0, 0, 0))
           + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))
    open(out, "wb").write(png)

main()
