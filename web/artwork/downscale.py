"""Writes the page's pictures: downscaled JPEG copies of the app's bundled artwork.

Run from the repository root (needs Pillow: python3 -m pip install pillow):
  carousel artwork --out /tmp/art && python3 web/artwork/downscale.py /tmp/art
(or pass App/Sources/CarouselRender/Artwork). The trips at 560x420, the gallery and slider
pictures at 720x450, JPEG quality 80/76: about 560 KB in all, which the repository keeps.
"""

import sys
from pathlib import Path

from PIL import Image

HERE = Path(__file__).resolve().parent


def main(source):
    source = Path(source)
    (HERE / "trips").mkdir(exist_ok=True)
    (HERE / "gallery").mkdir(exist_ok=True)
    for picture in sorted((source / "trips").glob("*.png")):
        write(picture, HERE / "trips" / f"{picture.stem}.jpg", (560, 420), 80)
    pictures = sorted((source / "gallery").glob("*.png")) + sorted((source / "slider").glob("*.png"))
    for number, picture in enumerate(pictures, start=1):
        write(picture, HERE / "gallery" / f"{number}.jpg", (720, 450), 76)


def write(source, target, size, quality):
    image = Image.open(source).convert("RGB").resize(size, Image.LANCZOS)
    image.save(target, "JPEG", quality=quality, optimize=True, progressive=True)
    print(f"{target.relative_to(HERE.parent.parent)}: {target.stat().st_size} bytes")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else HERE.parents[1] / "App/Sources/CarouselRender/Artwork")
