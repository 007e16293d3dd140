#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora (App/Fuzz/Corpus/TARGET/), small inputs taken from
the project's own fixtures: the documentation's simulate files, the inputs of the simulate
and catalog tests, and tiny images of every kind the decoders take.

Run it only to remake the committed seeds: `python3 App/Fuzz/make-seeds.py`. The JPEGs need
`cjpeg` and `jpegtran` (Debian's libjpeg-turbo-progs); the PNGs and GIFs are written here; the
ICC profiles come from Debian's icc-profiles-free.
"""
import os
import random
import struct
import subprocess
import tempfile
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CORPUS = os.path.join(HERE, "Corpus")


def write(target, name, data):
    folder = os.path.join(CORPUS, target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())


def read(path):
    with open(os.path.join(ROOT, path), "rb") as f:
        return f.read()


# --- simulate: CONFIG \0 EVENTS -------------------------------------------------------------
FULL_CONFIG = (
    '{"viewport":{"width":390,"height":540},"count":8,"axis":"horizontal",'
    '"layoutDirection":"ltr","itemSize":{"fraction":1.0},"spacing":0,"contentInset":0,'
    '"alignment":"center","scrolling":"paging","loop":false,"decelerationRate":0.998,'
    '"maxItemsPerGesture":1,"startIndex":0,'
    '"autoplay":{"interval":3,"direction":"forward","resumeDelay":3,"pauseOnHover":true},'
    '"zoom":{"min":1,"max":3,"doubleTap":2.5},"indicator":{"maxDots":7}}'
)
EVERY_EVENT = "\n".join([
    '{"t":0.1,"type":"pointerDown","x":300,"y":270}',
    '{"t":0.12,"type":"pointerMove","x":250,"y":270}',
    '{"t":0.15,"type":"pointerUp","x":228,"y":270}',
    '{"t":0.2,"type":"pointerCancel"}',
    '{"t":0.5,"type":"wheel","dx":40,"dy":0,"discrete":false}',
    '{"t":1,"type":"key","key":"right"}',
    '{"t":1.2,"type":"resize","width":800,"height":600}',
    '{"t":1.4,"type":"count","count":12}',
    '{"t":1.6,"type":"scrollTo","index":3,"animated":true}',
    '{"t":2,"type":"pinch","phase":"begin","scale":1,"x":195,"y":270}',
    '{"t":2.1,"type":"pinch","phase":"change","scale":1.8,"x":195,"y":270}',
    '{"t":2.2,"type":"pinch","phase":"end","scale":1.8,"x":195,"y":270}',
    '{"t":2.5,"type":"doubleTap","x":195,"y":270}',
    '{"t":3,"type":"visibility","visible":false}',
    '{"t":3.1,"type":"visibility","visible":true}',
    '{"t":3.2,"type":"hover","inside":true}',
    '{"t":3.5,"type":"selectPage","page":2}',
    '{"t":4,"type":"items","ids":["a","b","c","d"]}',
    '{"t":4.5,"type":"key","key":"end"}',
])
write("simulate", "figures-continuous", read("docs/figures/continuous.json") + b"\0"
      + read("docs/figures/flick.jsonl"))
write("simulate", "figures-paging3", read("docs/figures/paging3.json") + b"\0"
      + read("docs/figures/flick.jsonl"))
write("simulate", "figures-paging-double-tap", read("docs/figures/paging.json") + b"\0"
      + read("docs/figures/double-tap.jsonl"))
write("simulate", "swipe-default-config", b"\0" + read("docs/swipe.jsonl"))
write("simulate", "spec-every-event", FULL_CONFIG + "\0" + EVERY_EVENT + "\n")
write("simulate", "loop-autoplay-labels",
      '{"autoplay":{"interval":3},"labels":["Paris","Rome"],"count":2,"loop":true,'
      '"announceAutoplay":"polite"}\0{"t":0,"type":"key","key":"left"}\n')
write("simulate", "item-lengths",
      '{"count":8,"alignment":"leading","itemLengths":[100,200,300,100,100,100,100,100]}\0'
      '{"t":0,"type":"key","key":"pageDown"}\n{"t":0.5,"type":"wheel","dx":0,"dy":120}\n')
write("simulate", "effect-cover-flow",
      '{"count":6,"itemSize":{"points":200},"effect":{"name":"coverFlow","params":{"angle":60}}}'
      '\0' + read("docs/effects-swipe.jsonl").decode())
write("simulate", "vertical-continuous-rtl",
      '{"axis":"vertical","layoutDirection":"rtl","scrolling":"continuous","overscan":50,'
      '"itemSize":{"peek":40},"spacing":10,"contentInset":5,"reducedMotion":true}\0'
      '{"t":0.1,"type":"pointerDown","x":200,"y":400}\n'
      '{"t":0.11,"type":"pointerMove","x":200,"y":100}\n{"t":0.12,"type":"pointerUp"}\n')
write("simulate", "items-then-count",
      '{"count":5,"startIndex":2}\0{"t":0.5,"type":"items","ids":["new","0","1","2","3","4"]}\n'
      '{"t":1,"type":"count","count":3}\n')

# --- json: documents and JSON Lines ---------------------------------------------------------
write("json", "config-full", FULL_CONFIG)
write("json", "events-every", EVERY_EVENT)
write("json", "figures-paging3", read("docs/figures/paging3.json"))
write("json", "escapes", '{"s":"a\\"b\\\\c\\/\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00","n":[0,-0,1.5e-3,'
      '9007199254740993,-1E+2,1e308],"z":null,"t":true,"f":false,"o":{"a":[{}]}}')
write("json", "bom-array", b"\xef\xbb\xbf[1, [2, [3, {\"k\": \"v\"}]], \"x\"]")
write("json", "lines-crlf", '{"t":0,"type":"key"}\r\n\r\n  \t\n{"t":1}\r\n')

# --- catalog ----------------------------------------------------------------------------------
write("catalog", "two-trips",
      '{"trips": [\n'
      '  {"id": "a", "city": "A", "country": "X", "days": 1, "price": 0, "image": "img/a.jpg"},\n'
      '  {"id": "b", "city": "B", "country": "Y", "days": 2, "price": 5, "image": "/abs/b.PNG"}\n'
      ']}\n')
write("catalog", "unicode",
      '{"trips": [{"id": "d\u00fcsseldorf", "city": "D\u00fcsseldorf", "country": '
      '"\u0645\u0635\u0631 \ud55c\uad6d Deutschland", "days": 36500, "price": 1000000000000, '
      '"image": "photos/\u00e4.jpeg"}]}')
write("catalog", "empty", '{"trips": []}')
write("catalog", "error-trailing-comma", '{"trips": [\n  {"id": "a",}\n]}')
write("catalog", "error-duplicate-id",
      '{"trips": [{"id": "a", "city": "A", "country": "X", "days": 1, "price": 1, '
      '"image": "a.png"}, {"id": "a", "city": "B", "country": "Y", "days": 1, "price": 1, '
      '"image": "b.png"}]}')


# --- images -----------------------------------------------------------------------------------
def png(width, height, colour_type, depth, rows, interlaced=False, extra=b""):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))
    header = struct.pack(">IIBBBBB", width, height, depth, colour_type, 0, 0, 1 if interlaced else 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def png_chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))


def scanlines(width, height, bits_per_pixel, filter_type=0, seed=1):
    rng = random.Random(seed)
    row_bytes = (width * bits_per_pixel + 7) // 8
    return b"".join(bytes([filter_type]) + bytes(rng.randrange(256) for _ in range(row_bytes))
                    for _ in range(height))


def adam7(width, height, bits_per_pixel):
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
              (0, 1, 1, 2)]
    data = b""
    for index, (x0, y0, dx, dy) in enumerate(passes):
        w = (width - x0 + dx - 1) // dx if width > x0 else 0
        h = (height - y0 + dy - 1) // dy if height > y0 else 0
        if w and h:
            data += scanlines(w, h, bits_per_pixel, filter_type=index % 5, seed=index)
    return data


W, H = 8, 6
write("png", "gray1", png(W, H, 0, 1, scanlines(W, H, 1)))
write("png", "gray8-paeth", png(W, H, 0, 8, scanlines(W, H, 8, filter_type=4)))
write("png", "gray16", png(W, H, 0, 16, scanlines(W, H, 16)))
write("png", "rgb8-sub", png(W, H, 2, 8, scanlines(W, H, 24, filter_type=1)))
write("png", "rgb16", png(W, H, 2, 16, scanlines(W, H, 48)))
palette = png_chunk(b"PLTE", bytes(range(48))) + png_chunk(b"tRNS", bytes([0, 128, 255]))
write("png", "palette4-trns", png(W, H, 3, 4, scanlines(W, H, 4), extra=palette))
write("png", "gray-alpha8-up", png(W, H, 4, 8, scanlines(W, H, 16, filter_type=2)))
write("png", "rgba8-average", png(W, H, 6, 8, scanlines(W, H, 32, filter_type=3)))
write("png", "rgba16", png(W, H, 6, 16, scanlines(W, H, 64)))
write("png", "rgba8-adam7", png(11, 9, 6, 8, adam7(11, 9, 32), interlaced=True))
truncated = png(W, H, 2, 8, scanlines(W, H, 24))
write("png", "rgb8-truncated", truncated[: len(truncated) - 30])
gamma = png_chunk(b"gAMA", struct.pack(">I", 45455)) + png_chunk(b"sRGB", b"\0")
write("png", "rgb8-gamma", png(W, H, 2, 8, scanlines(W, H, 24), extra=gamma))


# --- gif: written here; LZW codes of literals only, with a clear code before the table would
# widen them (the "uncompressed GIF" trick), which every decoder must read ------------------
def gif_lzw(indices, min_code_size):
    clear, end = 1 << min_code_size, (1 << min_code_size) + 1
    width = min_code_size + 1
    codes, since_clear = [clear], 0
    for index in indices:
        # Each literal after the first adds a table entry; clear before it would reach the
        # next power of two (with a margin of one for decoders that widen a code early).
        if since_clear == clear - 2:
            codes.append(clear)
            since_clear = 0
        codes.append(index)
        since_clear += 1
    codes.append(end)
    bits, count, out = 0, 0, bytearray()
    for code in codes:
        bits |= code << count
        count += width
        while count >= 8:
            out.append(bits & 0xFF)
            bits >>= 8
            count -= 8
    if count:
        out.append(bits & 0xFF)
    blocks = b"".join(bytes([len(out[i:i + 255])]) + bytes(out[i:i + 255])
                      for i in range(0, len(out), 255))
    return bytes([min_code_size]) + blocks + b"\0"


def gif(width, height, frames, palette_bits=2, loop=False):
    colours = 1 << palette_bits
    palette = bytes(random.Random(palette_bits).randrange(256) for _ in range(3 * colours))
    data = b"GIF89a" + struct.pack("<HHBBB", width, height, 0x80 | (palette_bits - 1), 0, 0)
    data += palette
    if loop:
        data += b"\x21\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00"
    for (left, top, w, h, delay, transparent, interlaced, seed) in frames:
        flags = 1 if transparent is not None else 0
        data += b"\x21\xf9\x04" + struct.pack("<BHB", flags, delay, transparent or 0) + b"\0"
        data += b"\x2c" + struct.pack("<HHHHB", left, top, w, h, 0x40 if interlaced else 0)
        rng = random.Random(seed)
        data += gif_lzw([rng.randrange(colours) for _ in range(w * h)], max(2, palette_bits))
    return data + b"\x3b"


write("gif", "still", gif(W, H, [(0, 0, W, H, 0, None, False, 1)]))
write("gif", "interlaced-transparent", gif(W, H, [(0, 0, W, H, 0, 3, True, 2)]))
write("gif", "offset-frame", gif(W, H, [(3, 2, W - 4, H - 3, 0, None, False, 3)]))
write("gif", "animated-1ms", gif(W, H, [(0, 0, W, H, 0, None, False, s) for s in range(5)],
                                 loop=True))
write("gif", "palette-256", gif(W, H, [(0, 0, W, H, 10, 0, False, 4)], palette_bits=8))
cut = gif(W, H, [(0, 0, W, H, 0, None, False, 5)])
write("gif", "truncated", cut[: len(cut) * 2 // 3])


# --- animation: animated GIFs with every disposal, loop counts, 1 ms delays, cut files (the
# animated WebP and AVIF seeds come from make-animation-seeds.c, libwebp's and libavif's
# encoders)
def animated_gif(width, height, frames, loops=None):
    palette = bytes(random.Random(7).randrange(256) for _ in range(12))
    data = b"GIF89a" + struct.pack("<HHBBB", width, height, 0x81, 0, 0) + palette
    if loops is not None:
        data += b"\x21\xff\x0bNETSCAPE2.0\x03\x01" + struct.pack("<H", loops) + b"\0"
    for (left, top, w, h, delay, transparent, disposal, seed) in frames:
        flags = disposal << 2 | (1 if transparent is not None else 0)
        data += b"\x21\xf9\x04" + struct.pack("<BHB", flags, delay, transparent or 0) + b"\0"
        data += b"\x2c" + struct.pack("<HHHHB", left, top, w, h, 0)
        rng = random.Random(seed)
        data += gif_lzw([rng.randrange(4) for _ in range(w * h)], 2)
    return data + b"\x3b"


disposals = animated_gif(W, H, [(0, 0, W, H, 5, None, 1, 1), (2, 2, 6, 6, 5, 3, 2, 2),
                                (4, 1, 5, 5, 5, None, 3, 3), (0, 0, 3, 3, 5, 0, 0, 4)], loops=0)
write("animation", "disposals", disposals)
write("animation", "loop-3-delay-0", animated_gif(
    W, H, [(0, 0, W, H, 0, None, 0, s) for s in range(3)], loops=3))
write("animation", "offsets-outside", animated_gif(
    W, H, [(0, 0, W, H, 2, None, 2, 1), (W - 2, H - 2, 6, 6, 2, None, 3, 2)]))
write("animation", "truncated", disposals[: len(disposals) * 3 // 4])


# --- icc: profiles from Debian's icc-profiles-free (the target embeds them in a PNG and a JPEG)
ICC = "/usr/share/color/icc"
for name, file in [("srgb", "sRGB.icc"), ("adobe-rgb-compatible", "compatibleWithAdobeRGB1998.icc"),
                   ("grey", "Gray.icc")]:
    with open(os.path.join(ICC, file), "rb") as f:
        profile = f.read()
    write("icc", name, profile)
    if name == "srgb":
        write("icc", "srgb-truncated", profile[:300])


def exif_tiff(orientation=None, thumbnail=None, big_endian=False):
    """A TIFF payload: IFD0 with an orientation (after a Make tag), IFD1 with a thumbnail."""
    order = ">" if big_endian else "<"
    def u16(v): return struct.pack(order + "H", v)
    def u32(v): return struct.pack(order + "I", v)
    def entry(tag, kind, count, value): return u16(tag) + u16(kind) + u32(count) + value
    entries = [entry(0x010F, 2, 4, b"ACME")]
    if orientation is not None:
        entries.append(entry(0x0112, 3, 1, u16(orientation) + b"\0\0"))
    ifd0 = u16(len(entries)) + b"".join(entries)
    ifd1_offset = 8 + len(ifd0) + 4
    if thumbnail is None:
        return (b"MM" if big_endian else b"II") + u16(42) + u32(8) + ifd0 + u32(0)
    thumb_offset = ifd1_offset + 2 + 2 * 12 + 4
    ifd1 = (u16(2) + entry(0x0201, 4, 1, u32(thumb_offset)) + entry(0x0202, 4, 1, u32(len(thumbnail)))
            + u32(0))
    return ((b"MM" if big_endian else b"II") + u16(42) + u32(8) + ifd0 + u32(ifd1_offset) + ifd1
            + thumbnail)


def with_exif(jpeg, tiff):
    payload = b"Exif\0\0" + tiff
    return jpeg[:2] + b"\xff\xe1" + struct.pack(">H", len(payload) + 2) + payload + jpeg[2:]


with tempfile.TemporaryDirectory() as tmp:
    ppm = os.path.join(tmp, "in.ppm")
    pgm = os.path.join(tmp, "in.pgm")
    w, h = 24, 16
    with open(ppm, "wb") as f:
        f.write(b"P6 %d %d 255\n" % (w, h)
                + bytes(v for y in range(h) for x in range(w) for v in (x * 10, y * 15, 128)))
    with open(pgm, "wb") as f:
        f.write(b"P5 8 8 255\n" + bytes((x * 32 + y * 4) & 255 for y in range(8) for x in range(8)))

    def cjpeg(*flags, source=ppm):
        return subprocess.run(["cjpeg", *flags, source], check=True, capture_output=True).stdout

    baseline = cjpeg("-quality", "75")
    thumbnail = cjpeg("-quality", "50", "-grayscale", source=pgm)
    write("jpeg", "baseline-420", baseline)
    write("jpeg", "baseline-444", cjpeg("-sample", "1x1"))
    write("jpeg", "progressive", cjpeg("-progressive"))
    write("jpeg", "progressive-gray", cjpeg("-progressive", "-grayscale"))
    write("jpeg", "arithmetic", cjpeg("-arithmetic"))
    write("jpeg", "restart-optimized", cjpeg("-restart", "1", "-optimize"))
    write("jpeg", "truncated", baseline[: len(baseline) // 2])
    write("jpeg", "exif-rotated", with_exif(baseline, exif_tiff(orientation=6)))
    write("jpeg", "exif-thumbnail", with_exif(baseline, exif_tiff(1, thumbnail, big_endian=True)))
    write("exif", "orientation-6-little-endian", exif_tiff(orientation=6))
    write("exif", "orientation-3-big-endian", exif_tiff(orientation=3, big_endian=True))
    write("exif", "no-orientation", exif_tiff())
    write("exif", "thumbnail-big-endian", exif_tiff(8, thumbnail, big_endian=True))
    write("exif", "thumbnail-progressive", exif_tiff(5, cjpeg("-progressive", source=pgm)))

# --- engine: ByteScript bytes -----------------------------------------------------------------
rng = random.Random(7)
for index, length in enumerate([0, 16, 40, 120, 400]):
    write("engine", "random-%d-bytes" % length, bytes(rng.randrange(256) for _ in range(length)))
# A looping carousel flicked hard, then keys and a resize (each byte picks from ByteScript's
# tables; see Sources/CarouselCoreTesting/ByteScript.swift).
write("engine", "loop-flick-keys", bytes([255, 255, 5, 1, 0, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0,
                                          0, 0, 255, 255, 1, 3, 0, 40, 40, 2, 2, 20, 20, 2, 5, 1, 30,
                                          30, 3, 8, 2, 3, 9, 200, 200]))

# --- changes: data-change operations (see FuzzTarget+Changes.swift: a byte's top three bits
# pick the operation, its low three bits the pause, and the operation reads what it needs) ---
write("changes", "grow-to-the-limit-then-name",
      bytes([0x21, 8, 0x41, 3, 1, 2, 3, 0x21, 0, 0x41, 4, 1, 2, 3, 4, 0x81, 5, 0xa1, 0xc1, 200]))
write("changes", "count-extremes-and-back",
      bytes([0x01, 7, 0x01, 0, 0x01, 8, 0x21, 1, 0x01, 2, 0x41, 2, 0x10, 0x11]))
write("changes", "moves-and-updates",
      bytes([0x41, 5, 0, 1, 2, 3, 4, 0x41, 5, 4, 3, 2, 1, 0, 0x41, 5, 0x44, 0x43, 2, 1, 0,
             0x61, 3, 9, 9, 1, 0xa1, 0xb1]))
rng = random.Random(23)
for length in (40, 200):
    write("changes", "random-%d-bytes" % length, bytes(rng.randrange(256) for _ in range(length)))

# --- http: the loopback server's whole answer (see FuzzTarget+HTTP.swift). The first byte
# says how the answer ends: 0 the connection closes, 1 the last 64 bytes repeat without end
# (endless bodies, floods, storms), 2 the connection stays open and silent. -------------------
import gzip as _gzip

CLOSE, ENDLESS, STALL = b"\x00", b"\x01", b"\x02"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
PNG_BODY = PNG_SIGNATURE + bytes(range(200))


def head(status_line, *fields):
    return ("%s\r\n" % status_line + "".join("%s\r\n" % f for f in fields) + "\r\n").encode()


def chunked(*pieces):
    return b"".join(b"%x\r\n%s\r\n" % (len(p), p) for p in pieces)


def exactly(text, length):
    """`text` padded with `x` before its final CRLFs to `length` bytes: a unit that an
    endless ending repeats whole (it repeats the input's last 64 bytes)."""
    body = text.rstrip(b"\r\n")
    ending = text[len(body):]
    assert len(body) + len(ending) <= length
    return body + b"x" * (length - len(body) - len(ending)) + ending


ok = head("HTTP/1.1 200 OK", "Content-Type: image/png", "Content-Length: %d" % len(PNG_BODY))
write("http", "ok-png", CLOSE + ok + PNG_BODY)
write("http", "ok-png-chunked-with-trailers", CLOSE + head(
    "HTTP/1.1 200 OK", "Transfer-Encoding: chunked", "Trailer: X-Check")
      + chunked(PNG_BODY[:50], PNG_BODY[50:]) + b"0\r\nX-Check: 1\r\nX-More: \x1b[2J\r\n\r\n")
write("http", "ok-png-no-length", CLOSE + head("HTTP/1.0 200 OK") + PNG_BODY)
bomb = _gzip.compress(PNG_SIGNATURE + bytes(8 << 20), 9)
write("http", "gzip-bomb", CLOSE + head(
    "HTTP/1.1 200 OK", "Content-Encoding: gzip", "Content-Length: %d" % len(bomb)) + bomb)
write("http", "gzip-bomb-as-transfer-encoding", CLOSE + head(
    "HTTP/1.1 200 OK", "Transfer-Encoding: gzip, chunked") + chunked(bomb[:4000]) + b"0\r\n\r\n")
write("http", "deflate-endless", ENDLESS + head(
    "HTTP/1.1 200 OK", "Content-Encoding: deflate, br, zstd") + b"\x78\x01" + bytes(64))
write("http", "chunk-size-2-to-64", CLOSE + head("HTTP/1.1 200 OK", "Transfer-Encoding: chunked")
      + b"FFFFFFFFFFFFFFFF\r\n" + PNG_BODY)
write("http", "chunk-size-past-64-bits", CLOSE + head(
    "HTTP/1.1 200 OK", "Transfer-Encoding: chunked") + b"1" + b"0" * 40 + b"\r\n" + PNG_BODY)
write("http", "chunk-size-huge-endless", ENDLESS + head(
    "HTTP/1.1 200 OK", "Transfer-Encoding: chunked") + b"7fffffffffffffff\r\n" + PNG_BODY
      + bytes(64))
write("http", "chunk-extension-flood", ENDLESS + head(
    "HTTP/1.1 200 OK", "Transfer-Encoding: chunked") + b"10;" + b"e=x;" * 16)
write("http", "trailer-flood", ENDLESS + head("HTTP/1.1 200 OK", "Transfer-Encoding: chunked")
      + chunked(PNG_BODY) + b"0\r\n" + exactly(b"X-Trailer: a\r\n", 64))
write("http", "body-after-204", CLOSE + head("HTTP/1.1 204 No Content", "Content-Length: %d"
                                             % len(PNG_BODY)) + PNG_BODY)
write("http", "body-after-304", CLOSE + head("HTTP/1.1 304 Not Modified") + PNG_BODY
      + head("HTTP/1.1 200 OK") + PNG_BODY)
write("http", "continue-storm", ENDLESS + exactly(head("HTTP/1.1 100 Continue"), 64))
write("http", "continue-then-image", CLOSE + head("HTTP/1.1 100 Continue") * 200
      + head("HTTP/1.1 103 Early Hints", "Link: </a.png>; rel=preload") + ok + PNG_BODY)
write("http", "switching-protocols", CLOSE + head(
    "HTTP/1.1 101 Switching Protocols", "Upgrade: websocket", "Connection: Upgrade") + PNG_BODY)
for name, location in [
    ("file", "file:///etc/passwd"), ("ftp", "ftp://127.0.0.1/x.png"),
    ("data", "data:image/png;base64,iVBORw0KGgo="), ("javascript", "javascript:alert(1)"),
    ("gopher", "gopher://127.0.0.1:70/x"), ("escape", "\x1b]0;title\x07:x"),
    ("closed-port", "http://127.0.0.1:1/x.png"), ("same-server-loop", "/again.png"),
    ("scheme-relative", "//127.0.0.1:1/x.png"), ("no-host", "http:///x"),
]:
    write("http", "redirect-to-" + name, CLOSE + head(
        "HTTP/1.1 302 Found", "Location: " + location, "Content-Length: 0"))
write("http", "header-flood", ENDLESS + head("HTTP/1.1 200 OK")[:-2]
      + exactly(b"X-Flood: a\r\n", 64))
write("http", "one-endless-header-line", ENDLESS + b"HTTP/1.1 200 OK\r\nX-Long: " + b"a" * 64)
write("http", "endless-status-line", ENDLESS + b"HTTP/1.1 200 " + b"O" * 64)
write("http", "endless-body", ENDLESS + head("HTTP/1.1 200 OK") + PNG_SIGNATURE + bytes(64))
write("http", "endless-body-past-length", ENDLESS + head(
    "HTTP/1.1 200 OK", "Content-Length: 100") + PNG_SIGNATURE + bytes(64))
write("http", "length-past-limit", CLOSE + head(
    "HTTP/1.1 200 OK", "Content-Length: 99999999999999999999999") + PNG_BODY)
write("http", "length-negative", CLOSE + head("HTTP/1.1 200 OK", "Content-Length: -5") + PNG_BODY)
write("http", "lengths-disagree", CLOSE + head(
    "HTTP/1.1 200 OK", "Content-Length: 10", "Content-Length: 208") + PNG_BODY)
write("http", "truncated-body", CLOSE + head("HTTP/1.1 200 OK", "Content-Length: 1000")
      + PNG_BODY[:100])
write("http", "truncated-chunk", CLOSE + head("HTTP/1.1 200 OK", "Transfer-Encoding: chunked")
      + b"400\r\n" + PNG_BODY[:100])
write("http", "truncated-status-line", CLOSE + b"HTTP/1.1 2")
write("http", "truncated-head", CLOSE + b"HTTP/1.1 200 OK\r\nContent-Type: ima")
write("http", "stall-after-head", STALL + head("HTTP/1.1 200 OK", "Content-Length: 500")
      + PNG_BODY[:20])
write("http", "accepts-never-answers", STALL)
write("http", "closes-at-once", CLOSE)
write("http", "html-error-page", CLOSE + head("HTTP/1.1 200 OK", "Content-Type: text/html\x1b[2J")
      + b"<!doctype html><title>no</title>" * 4)
write("http", "http-0.9-bytes", CLOSE + PNG_BODY)
write("http", "http2-preface", CLOSE + b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + bytes(24))
write("http", "bare-newlines", CLOSE + b"HTTP/1.1 200 OK\nContent-Length: 208\n\n" + PNG_BODY)
write("http", "nul-in-header", CLOSE + b"HTTP/1.1 200 OK\r\nX-A: a\x00b\r\nContent-Length: 208"
      b"\r\n\r\n" + PNG_BODY)
rng = random.Random(2323)
for length in (60, 300):
    write("http", "random-%d-bytes" % length, bytes(rng.randrange(256) for _ in range(length)))
