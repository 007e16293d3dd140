"""The web page in a real browser: Debian's chromium, headless, driven by Selenium.

Starts `carousel serve --port 0 --root web` (the binary from CAROUSEL_BIN, else
App/.build/debug), opens the page (afresh for each test), drives it with the mouse, the
wheel and the keyboard, and checks each carousel's `data-index`, live region, focus and
ARIA, the WAI-ARIA carousel pattern point by point, axe-core's verdict (from
axe-selenium-python), the Korean string table and the embedding example. A screenshot goes
to artifacts/web/page.png (and to docs/screenshots/web.png with CAROUSEL_RECORD_SCREENSHOT=1,
for docs/web.md).

Run: python3 web/tests/browser_test.py (make test does, after building everything).
"""

import os
import shutil
import subprocess
import time
import unittest
from pathlib import Path

from axe_selenium_python import Axe
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ROOT = Path(__file__).resolve().parents[2]
# Seconds any expected state may take to appear: a settle takes well under one.
PATIENCE = 10
# The featured carousel's autoplay interval (data-autoplay in index.html).
INTERVAL = 5


def carousel_binary():
    path = os.environ.get("CAROUSEL_BIN") or str(ROOT / "App" / ".build" / "debug" / "carousel")
    if not os.access(path, os.X_OK):
        raise RuntimeError(f"{path} is missing: build the app first (make test does)")
    return path


def luminance(rgb):
    def channel(value):
        value /= 255
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4
    red, green, blue = (channel(v) for v in rgb)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(first, second):
    lighter, darker = sorted([luminance(first), luminance(second)], reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


# The sections the layouts module runs (mounted when they come near the viewport).
LAYOUT_SECTIONS = ["marquee", "breakpoints", "autoheight"]


class BrowserTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        for module in ["carousel-core.wasm", "carousel-layouts.wasm"]:
            if not (ROOT / "web" / module).exists():
                raise RuntimeError(f"web/{module} is missing: run make wasm")
        cls.server = subprocess.Popen(
            [carousel_binary(), "serve", "--port", "0", "--root", str(ROOT / "web")],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = cls.server.stdout.readline()
        if "http://127.0.0.1:" not in line:
            cls.server.kill()
            raise RuntimeError(f"carousel serve printed {line!r}: {cls.server.stderr.read()}")
        cls.url = line.split(" at ", 1)[1].split(" ", 1)[0]
        options = webdriver.ChromeOptions()
        options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu",
                         "--disable-dev-shm-usage", "--window-size=1000,1150",
                         "--force-device-scale-factor=1"]:
            options.add_argument(argument)
        service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver")
        cls.driver = webdriver.Chrome(options=options, service=service)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.server.kill()
        cls.server.wait()

    def setUp(self):
        self.open()

    def open(self, query="", page=""):
        """Loads the page afresh, with the mouse parked on the header (off every carousel)."""
        self.driver.get(self.url + page + query)
        WebDriverWait(self.driver, PATIENCE).until(
            lambda d: d.execute_script(
                "return [...document.querySelectorAll('[data-carousel] .counter')]"
                ".every((c) => c.textContent.length > 0)"),
            "the page never showed the engine's first frame")
        self.park_mouse()

    def park_mouse(self):
        heading = self.driver.find_element(By.CSS_SELECTOR, "h1")
        ActionChains(self.driver).move_to_element(heading).perform()

    def root(self, name):
        return self.driver.find_element(By.CSS_SELECTOR, f'[data-carousel="{name}"]')

    def slides(self, name):
        """The slides (not the copies a few-item loop draws in its other places)."""
        return self.root(name).find_elements(By.CSS_SELECTOR, ".item:not(.copy)")

    def inert_flags(self, name):
        """Each slide's `inert`, read in one script: no frame can run between two reads (a
        moving carousel changes its current slide between frames)."""
        return self.js("return arguments[0].map((s) => s.inert)", self.slides(name))

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def wait_until(self, condition, message):
        WebDriverWait(self.driver, PATIENCE).until(lambda _: condition(), message)

    def wait_for(self, name, index, announcement=None):
        root = self.root(name)
        live = root.find_element(By.CSS_SELECTOR, "[aria-live]")

        def arrived(_):
            return root.get_attribute("data-index") == str(index) and (
                announcement is None or live.get_attribute("textContent") == announcement)

        WebDriverWait(self.driver, PATIENCE).until(
            arrived, f"{name}: expected data-index {index} and {announcement!r}; have "
            f"{root.get_attribute('data-index')} and {live.get_attribute('textContent')!r}")

    def settle(self, name):
        """Waits until the carousel's slides stop moving."""
        script = ("return [...arguments[0].querySelectorAll('.item')]"
                  ".map((e) => e.style.transform).join()")
        root = self.root(name)
        previous = None
        for _ in range(50):
            now = self.js(script, root)
            if now == previous:
                return
            previous = now
            time.sleep(0.1)

    def current_slide(self, name):
        return self.slides(name)[int(self.root(name).get_attribute("data-index"))]

    # MARK: The page's contract

    def test_01_contract(self):
        for name in ["trips", "gallery"]:
            root = self.root(name)
            self.assertEqual(root.get_attribute("data-index"), "0")
            self.assertEqual(root.get_attribute("tabindex"), "0")
            live = root.find_element(By.CSS_SELECTOR, "[aria-live]")
            self.assertEqual(live.get_attribute("aria-live"), "polite")
        # Only the current slide is operable; the rest are inert.
        inert = self.inert_flags("trips")
        self.assertEqual(inert, [False] + [True] * 7)

    def test_02_drag_pages_the_trips(self):
        viewport = self.root("trips").find_element(By.CSS_SELECTOR, ".viewport")
        actions = ActionChains(self.driver, duration=16)
        actions.move_to_element(viewport).click_and_hold()
        # 360 px, more than half a card: it pages even if a loaded machine delays the release
        # long enough for the engine to see no fling.
        for _ in range(12):
            actions.move_by_offset(-30, 0)
        actions.release().perform()
        self.wait_for("trips", 1, "Rome, Italy, 2 of 8")

    def test_03_keys_page_both_carousels(self):
        trips = self.root("trips")
        trips.send_keys(Keys.ARROW_RIGHT)
        self.wait_for("trips", 1, "Rome, Italy, 2 of 8")
        trips.send_keys(Keys.ARROW_RIGHT)
        self.wait_for("trips", 2, "Istanbul, Turkey, 3 of 8")
        trips.send_keys(Keys.ARROW_LEFT)
        self.wait_for("trips", 1, "Rome, Italy, 2 of 8")
        trips.send_keys(Keys.END)
        self.wait_for("trips", 7, "Kyoto, Japan, 8 of 8")
        gallery = self.root("gallery")
        gallery.send_keys(Keys.ARROW_LEFT)  # the gallery is endless: from the first to the last
        self.wait_for("gallery", 8, "Picture 9, 9 of 9")
        gallery.send_keys(Keys.ARROW_RIGHT)
        self.wait_for("gallery", 0, "Picture 1, 1 of 9")
        gallery.send_keys(Keys.ARROW_RIGHT)
        self.wait_for("gallery", 1, "Picture 2, 2 of 9")
        self.assertEqual(gallery.find_element(By.CSS_SELECTOR, ".counter").text, "2/9")

    # MARK: Feel and finish

    def test_10_vertical_wheel_scrolls_the_page(self):
        viewport = self.root("trips").find_element(By.CSS_SELECTOR, ".viewport")
        self.js("window.scrollTo(0, 0)")
        ActionChains(self.driver).scroll_from_origin(
            ScrollOrigin.from_element(viewport), 0, 300).perform()
        self.wait_until(lambda: self.js("return window.scrollY") > 0,
                        "a vertical wheel over the carousel did not scroll the page")
        time.sleep(0.5)
        self.assertEqual(self.root("trips").get_attribute("data-index"), "0")
        # The carousel's own axis still pages it.
        ActionChains(self.driver).scroll_from_origin(
            ScrollOrigin.from_element(viewport), 400, 0).perform()
        self.wait_until(lambda: self.root("trips").get_attribute("data-index") != "0",
                        "a sideways wheel did not move the carousel")

    def test_11_focus_follows_the_current_slide(self):
        heart = self.slides("trips")[0].find_element(By.CSS_SELECTOR, ".heart")
        self.js("arguments[0].focus()", heart)
        ActionChains(self.driver).send_keys(Keys.ARROW_RIGHT).perform()
        self.wait_for("trips", 1)
        ActionChains(self.driver).send_keys(Keys.ARROW_RIGHT).perform()
        self.wait_for("trips", 2)
        self.settle("trips")
        focused = self.js("return document.activeElement")
        self.assertNotEqual(focused.tag_name, "body", "focus dropped to <body>")
        self.assertTrue(self.js("return arguments[0].contains(document.activeElement)",
                                self.slides("trips")[2]), "focus is not in the current slide")
        self.assertIn("heart", focused.get_attribute("class"))

    def test_12_one_dot_per_trip(self):
        dots = self.root("trips").find_elements(By.CSS_SELECTOR, ".dot")
        self.assertEqual(len(dots), 8)
        self.assertEqual(dots[2].get_attribute("aria-label"), "Page 3 of 8")

    def test_13_no_heart_is_cut_at_the_edge(self):
        self.root("trips").send_keys(Keys.ARROW_RIGHT)
        self.wait_for("trips", 1)
        self.settle("trips")
        time.sleep(0.3)  # the hearts' fade
        box = self.js("return arguments[0].getBoundingClientRect().toJSON()",
                      self.root("trips").find_element(By.CSS_SELECTOR, ".viewport"))
        shown = 0
        for heart in self.root("trips").find_elements(By.CSS_SELECTOR, ".heart"):
            style = self.js("const s = getComputedStyle(arguments[0]);"
                            "return [s.opacity, s.visibility]", heart)
            if float(style[0]) == 0 or style[1] != "visible":
                continue
            rect = self.js("return arguments[0].getBoundingClientRect().toJSON()", heart)
            if rect["right"] <= box["left"] or rect["left"] >= box["right"]:
                continue
            shown += 1
            self.assertGreaterEqual(rect["left"], box["left"], "a heart is cut at the left edge")
            self.assertLessEqual(rect["right"], box["right"], "a heart is cut at the right edge")
        self.assertEqual(shown, 1)

    def test_14_heart_contrast(self):
        heart = self.current_slide("trips").find_element(By.CSS_SELECTOR, ".heart")
        for pressed in [False, True]:
            colors = self.js(
                "const s = getComputedStyle(arguments[0]);"
                "return [s.color, s.backgroundColor]", heart)
            values = [[float(v) for v in c[c.index("(") + 1:-1].split(",")] for c in colors]
            for value in values:  # opaque, so the ratio is exact
                self.assertTrue(len(value) == 3 or value[3] == 1, colors)
            ratio = contrast(values[0][:3], values[1][:3])
            self.assertGreaterEqual(ratio, 4.5, f"heart {colors} (pressed: {pressed}): {ratio:.2f}")
            heart.click()

    def test_15_clicking_a_neighbour_centres_it(self):
        viewport = self.root("trips").find_element(By.CSS_SELECTOR, ".viewport")
        width = viewport.size["width"]
        ActionChains(self.driver).move_to_element_with_offset(
            viewport, width // 2 - 12, 0).click().perform()
        self.wait_for("trips", 1, "Rome, Italy, 2 of 8")

    def test_16_a_drag_from_the_heart_moves_the_cards(self):
        heart = self.current_slide("trips").find_element(By.CSS_SELECTOR, ".heart")
        actions = ActionChains(self.driver, duration=16)
        actions.move_to_element(heart).click_and_hold()
        for _ in range(12):
            actions.move_by_offset(-30, 0)
        actions.release().perform()
        self.wait_for("trips", 1)
        self.assertEqual(heart.get_attribute("aria-pressed"), "false", "the drag liked the trip")
        # A click on the heart still likes it, and the count is plural-correct.
        likes = self.root("trips").find_element(By.CSS_SELECTOR, ".likes")
        self.assertEqual(likes.text, "No trips liked")
        current = self.current_slide("trips").find_element(By.CSS_SELECTOR, ".heart")
        current.click()
        self.assertEqual(current.get_attribute("aria-pressed"), "true")
        self.assertEqual(likes.text, "1 trip liked")

    def test_17_previous_and_next_buttons(self):
        root = self.root("trips")
        previous = root.find_element(By.CSS_SELECTOR, "button.previous")
        following = root.find_element(By.CSS_SELECTOR, "button.next")
        self.assertEqual(previous.get_attribute("aria-disabled"), "true")
        following.click()
        self.wait_for("trips", 1, "Rome, Italy, 2 of 8")
        self.assertEqual(previous.get_attribute("aria-disabled"), "false")
        previous.click()
        self.wait_for("trips", 0, "Paris, France, 1 of 8")

    def test_18_pictures_load_lazily(self):
        def loaded(name):
            return self.js("return [...arguments[0].querySelectorAll('.item img')]"
                           ".map((i) => i.complete && i.naturalWidth > 0)", self.root(name))
        self.wait_until(lambda: loaded("gallery")[0], "the first picture never loaded")
        self.assertFalse(any(loaded("gallery")[3:8]), "far pictures loaded before they are needed")
        names = self.js("return performance.getEntriesByType('resource')"
                        ".map((e) => e.name).filter((n) => n.includes('/artwork/gallery/'))")
        self.assertLess(len(names), 9)
        gallery = self.root("gallery")
        for index in range(1, 5):
            gallery.send_keys(Keys.ARROW_RIGHT)
            self.wait_for("gallery", index)
        self.wait_until(lambda: loaded("gallery")[4], "picture 5 did not load when shown")

    # MARK: Keyline layouts

    def keyline_items(self):
        """Each keyline card's index, frame x and width, and mask x and width (the page's
        data-mask, set from the engine's frame record), for the cards shown."""
        return self.js("""
            return [...arguments[0].querySelectorAll('.item')].map((e, index) => {
              if (e.dataset.visible !== 'true' || !e.dataset.mask) return null;
              const [maskX, maskWidth] = e.dataset.mask.split(',').map(Number);
              const x = new DOMMatrix(getComputedStyle(e).transform).m41;
              return { index, x, width: parseFloat(e.style.width), maskX, maskWidth };
            }).filter(Boolean);""", self.root("keylines"))

    def test_19_keylines_mask_and_snap(self):
        root = self.root("keylines")
        self.js("arguments[0].scrollIntoView()", root)
        items = self.keyline_items()
        # Multi-browse at rest: large cards, then a medium one and a small one at the
        # trailing edge, all the same size unmasked, each masked to its keyline, the first
        # unclipped at the leading edge.
        large, medium, small = (items[0]["maskWidth"], items[-2]["maskWidth"],
                                items[-1]["maskWidth"])
        self.assertEqual(len({round(i["width"]) for i in items}), 1, items)
        self.assertGreater(large, medium, items)
        self.assertGreater(medium, small, items)
        self.assertGreaterEqual(small, 40)
        self.assertLessEqual(small, 56)
        self.assertAlmostEqual(items[0]["maskWidth"], items[0]["width"], places=3)
        self.assertAlmostEqual(items[0]["maskX"], 0, places=3)
        # Paging by key: the masks change as the strip moves (the medium card grows through
        # sizes between medium and large).
        grower = items[-2]["index"]
        # The key pressed and the mask sampled on every animation frame for a second (the
        # settle is shorter) in one script, so no frame is missed between them.
        seen = self.driver.execute_async_script("""
            const [slide, root, done] = arguments;
            root.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
            const seen = [];
            const end = performance.now() + 1000;
            (function sample() {
              seen.push(Number(slide.dataset.mask.split(',')[1]));
              if (performance.now() < end) requestAnimationFrame(sample); else done(seen);
            })();""", self.slides("keylines")[grower], root)
        self.settle("keylines")
        self.wait_for("keylines", 1, "Rome, Italy, 2 of 8")
        self.assertTrue(any(medium + 1 < width < large - 1 for width in seen),
                        f"card {grower}'s mask never passed between {medium} and {large}: "
                        f"{sorted(seen)}")
        # It rests on the focal keyline: unmasked, at the leading edge.
        current = next(i for i in self.keyline_items() if i["index"] == 1)
        self.assertAlmostEqual(current["maskX"], 0, places=3)
        self.assertAlmostEqual(current["maskWidth"], current["width"], places=3)
        # A short drag that does not page still snaps back onto a keyline.
        viewport = root.find_element(By.CSS_SELECTOR, ".viewport")
        actions = ActionChains(self.driver, duration=40)
        actions.move_to_element(viewport).click_and_hold()
        for _ in range(3):
            actions.move_by_offset(-12, 0)
        actions.release().perform()
        self.settle("keylines")
        index = int(root.get_attribute("data-index"))
        current = next(i for i in self.keyline_items() if i["index"] == index)
        self.assertAlmostEqual(current["maskX"], 0, places=3)
        self.assertAlmostEqual(current["x"], 0, places=3)
        # A tap on the small card at the trailing edge brings it to the focal keyline.
        small = self.keyline_items()[-1]
        ActionChains(self.driver).move_to_element_with_offset(
            viewport, int(small["maskX"] + small["maskWidth"] / 2 - viewport.size["width"] / 2),
            0).click().perform()
        self.wait_for("keylines", small["index"])

    # MARK: Synced carousels

    def thumbnail_in_view(self, index):
        """Whether thumbnail `index` lies wholly inside the strip's viewport."""
        return self.js("""
            const [root, index] = arguments;
            const box = root.querySelector('.viewport').getBoundingClientRect();
            const item = root.querySelectorAll('.item')[index];
            const slide = item.getBoundingClientRect();
            return item.dataset.visible === 'true' && slide.width > 0
              && slide.left >= box.left - 0.5 && slide.right <= box.right + 0.5;""",
            self.root("thumbnails"), index)

    def selected_thumbnails(self):
        return [i for i, s in enumerate(self.slides("thumbnails"))
                if s.get_attribute("aria-current") == "true"]

    def test_19b_synced_main_and_thumbnails(self):
        main = self.root("synced")
        strip = self.root("thumbnails")
        self.js("arguments[0].scrollIntoView()", main)
        self.assertEqual(self.selected_thumbnails(), [0])
        self.assertFalse(self.thumbnail_in_view(7))
        # The main carousel leads: the strip marks its item and scrolls to keep it in view.
        main.send_keys(Keys.END)
        self.wait_for("synced", 7, "Kyoto, Japan, 8 of 8")
        self.wait_until(lambda: self.selected_thumbnails() == [7],
                        f"the strip marks {self.selected_thumbnails()}, not 7")
        self.wait_until(lambda: self.thumbnail_in_view(7), "thumbnail 8 never came into view")
        # The strip alone scrolls without moving the main carousel.
        strip.send_keys(Keys.HOME)
        self.wait_for("thumbnails", 0)
        self.settle("thumbnails")
        self.assertEqual(main.get_attribute("data-index"), "7")
        # A tap on a thumbnail moves the main carousel there (at the thumbnail's centre; the
        # slide is inert, so the strip's viewport takes the press).
        time.sleep(0.3)
        ActionChains(self.driver).move_to_element(self.slides("thumbnails")[2]).click().perform()
        self.wait_for("synced", 2, "Istanbul, Turkey, 3 of 8")
        self.wait_until(lambda: self.selected_thumbnails() == [2],
                        f"the strip marks {self.selected_thumbnails()}, not 2")

    # MARK: Looping with few items

    def test_19c_few_items_loop_draws_every_place(self):
        """Counts 2…12 at 1…6 items per view (fractions included), looping, mounted on the
        page: after each key press, jump and drag the slides and their copies drawn cover
        the viewport with the spacing between neighbours and no gap at the seam, each place
        showing the item the engine puts there."""
        self.driver.set_script_timeout(180)  # 396 layouts, two animation frames each
        failures = self.driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            (async () => {
              const { loadCarouselCore, mountCarousel } = await import('./carousel.mjs');
              const core = await loadCarouselCore(new URL('./carousel-core.wasm', location.href));
              const frame = () => new Promise((go) => requestAnimationFrame(() => go()));
              const failures = [];
              const perViews = [1, 1.5, 2, 2.5, 3, 3.3, 4, 5, 6];
              for (let count = 2; count <= 12; count++) {
                for (const perView of perViews) {
                  const root = document.createElement('section');
                  root.innerHTML = '<div class="viewport" style="height:60px;width:390px">'
                    + '<div class="track"></div></div><div class="controls"></div>'
                    + '<div aria-live="polite"></div>';
                  document.body.append(root);
                  const carousel = mountCarousel(core, root, {
                    count, loops: true,
                    configure: (c) => c.setLoop(true).setItemSize('fraction', 1 / perView)
                      .setSpacing(8).setReducedMotion(false),
                    label: (i) => `S${i}`,
                    render: (element, i) => { element.textContent = String(i); },
                  });
                  const check = async (what) => {
                    // Jump to rest, then read what the page drew.
                    carousel.advance(performance.now() / 1000 + 5);
                    carousel.redraw();
                    await frame(); await frame();
                    const box = root.querySelector('.viewport').getBoundingClientRect();
                    const drawn = [...root.querySelectorAll('.item')]
                      .filter((e) => e.dataset.visible === 'true' && e.isConnected)
                      .map((e) => ({ r: e.getBoundingClientRect(), text: e.textContent }))
                      .filter(({ r }) => r.right > box.left && r.left < box.right)
                      .sort((a, b) => a.r.left - b.r.left);
                    const name = `${count} items, ${perView} per view, ${what}`;
                    const engine = carousel.frame().items.filter((i) => i.isVisible);
                    if (drawn.length !== engine.length) {
                      failures.push(`${name}: ${drawn.length} drawn, ${engine.length} laid out`);
                      return;
                    }
                    const byPlace = engine.sort((a, b) => a.x - b.x);
                    drawn.forEach((d, k) => {
                      if (d.text !== String(byPlace[k].index)) {
                        failures.push(`${name}: place ${k} shows ${d.text}, not ${byPlace[k].index}`);
                      }
                      if (k > 0 && Math.abs(d.r.left - drawn[k - 1].r.right - 8) > 0.5) {
                        failures.push(`${name}: gap ${d.r.left - drawn[k - 1].r.right} at ${k}`);
                      }
                    });
                    if (drawn[0].r.left > box.left + 8.5
                        || drawn.at(-1).r.right < box.right - 8.5) {
                      failures.push(`${name}: the strip does not reach both edges`);
                    }
                  };
                  await check('at rest');
                  carousel.key(performance.now() / 1000, 'left');
                  await check('after ←');
                  carousel.scrollTo(performance.now() / 1000 + 6, count - 1);
                  await check('at the last item');
                  carousel.key(performance.now() / 1000 + 12, 'right');
                  await check('across the seam');
                  carousel.destroy();
                  root.remove();
                }
              }
              done(failures);
            })().catch((error) => done([String(error)]));""")
        self.assertEqual(failures, [], "\n".join(failures[:20]))

    # MARK: The WAI-ARIA carousel pattern

    def test_20_structure(self):
        for name in ["featured", "trips", "keylines", "synced", "thumbnails", "gallery",
                     "marquee", "breakpoints", "autoheight"]:
            root = self.mount(name) if name in LAYOUT_SECTIONS else self.root(name)
            self.assertIn(root.aria_role, ["region", "group"])
            self.assertEqual(root.get_attribute("aria-roledescription"), "carousel")
            self.assertTrue(root.accessible_name)
            self.assertNotIn("carousel", root.accessible_name.lower())
            slides = self.slides(name)
            for number, slide in enumerate(slides, start=1):
                self.assertEqual(slide.get_attribute("role"), "group")
                self.assertEqual(slide.get_attribute("aria-roledescription"), "slide")
                self.assertEqual(slide.get_attribute("aria-label"), f"{number} of {len(slides)}")
            for kind in ["previous", "next"]:
                button = root.find_element(By.CSS_SELECTOR, f".{kind}")
                self.assertEqual(button.tag_name, "button")
                self.assertEqual(button.aria_role, "button")
            # Hidden slides are inert: nothing in them takes focus.
            self.assertEqual(self.inert_flags(name).count(True), len(slides) - 1)
            heart = self.slides("trips")[3].find_element(By.CSS_SELECTOR, ".heart")
            self.js("arguments[0].focus()", heart)
            self.assertNotEqual(self.js("return document.activeElement"), heart)

    def test_21_rotation(self):
        root = self.root("featured")
        rotation = root.find_element(By.CSS_SELECTOR, "button.rotation")
        live = root.find_element(By.CSS_SELECTOR, "[aria-live]")
        self.assertEqual(rotation.get_attribute("aria-label"), "Stop automatic slide show")
        self.assertEqual(live.get_attribute("aria-live"), "off")
        self.wait_for("featured", 0)
        WebDriverWait(self.driver, INTERVAL + PATIENCE).until(
            lambda _: root.get_attribute("data-index") == "1", "the featured carousel never rotated")
        # Hover pauses; leaving resumes.
        ActionChains(self.driver).move_to_element(
            root.find_element(By.CSS_SELECTOR, ".viewport")).perform()
        self.wait_until(lambda: root.get_attribute("data-autoplay-state") == "paused",
                        "hover did not pause rotation")
        self.park_mouse()
        self.wait_until(lambda: root.get_attribute("data-autoplay-state") == "playing",
                        "leaving did not resume rotation")
        # The button stops it, for good.
        rotation.click()
        self.park_mouse()
        self.assertEqual(rotation.get_attribute("aria-label"), "Start automatic slide show")
        self.assertEqual(live.get_attribute("aria-live"), "polite")
        self.assertEqual(live.get_attribute("textContent"), "Paused")
        index = root.get_attribute("data-index")
        time.sleep(INTERVAL + 1)
        self.assertEqual(root.get_attribute("data-index"), index)
        self.assertEqual(root.get_attribute("data-autoplay-state"), "paused")

    def test_22_keyboard_focus_stops_rotation(self):
        root = self.root("featured")
        ActionChains(self.driver).send_keys(Keys.TAB).perform()
        focused = self.js("return document.activeElement")
        self.assertIn("rotation", focused.get_attribute("class"), "rotation is not first in tab order")
        self.assertEqual(focused.get_attribute("aria-label"), "Start automatic slide show")
        self.assertEqual(root.get_attribute("data-autoplay-state"), "paused")
        self.assertEqual(root.find_element(By.CSS_SELECTOR, "[aria-live]").get_attribute("aria-live"),
                         "polite")
        # Moving on through the carousel keeps it stopped; the button starts it again.
        ActionChains(self.driver).send_keys(Keys.TAB).perform()
        self.assertEqual(root.get_attribute("data-autoplay-state"), "paused")
        ActionChains(self.driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT) \
            .send_keys(Keys.ENTER).perform()
        self.assertEqual(focused.get_attribute("aria-label"), "Stop automatic slide show")
        self.wait_until(lambda: root.get_attribute("data-autoplay-state") == "playing",
                        "the rotation button did not start rotation")

    def test_23_reduced_motion_starts_paused(self):
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
            "features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
        try:
            self.open()
            root = self.root("featured")
            rotation = root.find_element(By.CSS_SELECTOR, "button.rotation")
            self.assertEqual(rotation.get_attribute("aria-label"), "Start automatic slide show")
            self.assertEqual(root.get_attribute("data-autoplay-state"), "paused")
        finally:
            self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})

    def test_24_axe_finds_no_violations(self):
        for query, page in [("", ""), ("?lang=ko", ""), ("", "embed.html")]:
            self.open(query, page)
            if not page:
                for name in ["marquee", "breakpoints", "autoheight", "nested"]:
                    self.mount(name)
            axe = Axe(self.driver)
            axe.inject()
            results = axe.run()
            self.assertEqual(results["violations"], [], f"{page}{query}: {axe.report(results['violations'])}")
            self.assertGreater(len(results["passes"]), 10)

    # MARK: The layout sections (the layouts module, loaded when they come near)

    def mount(self, name):
        """Scrolls a layout section into view and waits until the layouts module runs it."""
        root = self.root(name)
        self.js("arguments[0].scrollIntoView({block: 'center'})", root)
        self.wait_until(lambda: root.get_attribute("data-mounted") == "true",
                        f"{name}: the layouts module never mounted it")
        # Its first frame drawn.
        self.wait_until(lambda: (root.get_attribute("data-position")
                                 or root.get_attribute("data-outer-position")) is not None,
                        f"{name}: no frame drawn")
        return root

    def position(self, name):
        return float(self.root(name).get_attribute("data-position"))

    def test_40_layouts_module_loads_only_near_a_layout_section(self):
        loaded = ("return performance.getEntriesByType('resource')"
                  ".some((e) => e.name.endsWith('carousel-layouts.wasm'))")
        self.js("window.scrollTo(0, 0)")
        # The page is long: at the top, the layout sections are more than a screen away.
        root = self.root("marquee")
        if self.js("return arguments[0].getBoundingClientRect().top > 2 * innerHeight", root):
            self.assertFalse(self.js(loaded), "the layouts module loaded with the page")
        self.mount("marquee")
        self.assertTrue(self.js(loaded))

    def test_41_marquee_glides_at_its_speed_and_pauses(self):
        root = self.mount("marquee")
        self.park_mouse()
        self.wait_until(lambda: root.get_attribute("data-autoplay-state") == "playing",
                        "the marquee does not play")
        # At a steady 40 pt/s (items of 180 pt, 12 apart: 192 pt an item).
        start, started = self.position("marquee"), time.monotonic()
        time.sleep(2)
        moved = (self.position("marquee") - start) * 192
        elapsed = time.monotonic() - started
        self.assertGreater(moved, 0.5 * 40 * elapsed, f"{moved} pt in {elapsed} s")
        self.assertLess(moved, 1.5 * 40 * elapsed, f"{moved} pt in {elapsed} s")
        # Still the current slide is the only operable one while it moves.
        self.assertEqual(self.inert_flags("marquee").count(False), 1)
        # The pointer over it pauses it: it eases to a stop and stays there.
        ActionChains(self.driver).move_to_element(
            root.find_element(By.CSS_SELECTOR, ".viewport")).perform()
        self.wait_until(lambda: root.get_attribute("data-autoplay-state") == "paused",
                        "hover did not pause the marquee")
        time.sleep(1)
        held = self.position("marquee")
        time.sleep(0.5)
        self.assertAlmostEqual(self.position("marquee"), held, places=6)
        # Leaving resumes it.
        self.park_mouse()
        self.wait_until(lambda: self.position("marquee") > held + 0.05,
                        "the marquee did not resume after the pointer left")
        # A drag takes it: the strip follows the finger (backwards here), then glides on.
        viewport = root.find_element(By.CSS_SELECTOR, ".viewport")
        before = self.position("marquee")
        actions = ActionChains(self.driver, duration=16)
        actions.move_to_element(viewport).click_and_hold()
        for _ in range(6):
            actions.move_by_offset(40, 0)
        actions.release().perform()
        self.assertLess(self.position("marquee"), before, "the drag did not move the strip back")
        # Keyboard focus entering it stops it, as it stops the featured rotation: Tab from
        # the section before lands on its rotation button, first in its tab order.
        self.park_mouse()
        rotation = root.find_element(By.CSS_SELECTOR, "button.rotation")
        self.assertEqual(rotation.get_attribute("aria-label"), "Stop automatic slide show")
        self.js("arguments[0].focus()", self.root("thumbnails").find_element(By.CSS_SELECTOR, ".next"))
        ActionChains(self.driver).send_keys(Keys.TAB).perform()
        self.assertEqual(self.js("return document.activeElement"), rotation)
        self.wait_until(lambda: rotation.get_attribute("aria-label") == "Start automatic slide show",
                        "keyboard focus did not stop the marquee")
        self.wait_until(lambda: root.get_attribute("data-autoplay-state") == "paused",
                        "the marquee did not pause for keyboard focus")
        self.settle("marquee")  # the drag's fling, then the brake
        held = self.position("marquee")
        time.sleep(0.5)
        self.assertAlmostEqual(self.position("marquee"), held, places=6)

    def item_widths(self, name):
        return self.js("return [...arguments[0].querySelectorAll('.item:not(.copy)')]"
                       ".map((e) => e.getBoundingClientRect().width)", self.root(name))

    def viewport_width(self, name):
        return self.js("return arguments[0].querySelector('.viewport').getBoundingClientRect().width",
                       self.root(name))

    def test_42_breakpoints_follow_the_width_and_keep_the_current_item(self):
        size = self.driver.get_window_size()
        try:
            root = self.mount("breakpoints")
            self.assertEqual(root.get_attribute("data-enabled"), "true")
            wide = self.viewport_width("breakpoints") >= 820
            self.assertEqual(root.get_attribute("data-breakpoint"), "2" if wide else "1")
            per_view = 3 if wide else 2
            self.assertAlmostEqual(self.item_widths("breakpoints")[0],
                                   self.viewport_width("breakpoints") / per_view, delta=1)
            self.js("arguments[0].focus()", root)
            root.send_keys(Keys.END)
            self.settle("breakpoints")
            index = root.get_attribute("data-index")
            self.assertNotEqual(index, "0")
            # Narrower: two a view, the same current item.
            self.driver.set_window_size(700, size["height"])
            self.wait_until(lambda: root.get_attribute("data-breakpoint") == "1",
                            f"700 px: breakpoint {root.get_attribute('data-breakpoint')}")
            self.settle("breakpoints")
            self.assertEqual(root.get_attribute("data-index"), index)
            self.assertAlmostEqual(self.item_widths("breakpoints")[int(index)],
                                   self.viewport_width("breakpoints") / 2, delta=1)
            # Below 520 px: off, the slides lie as a plain list, each operable.
            self.driver.set_window_size(460, size["height"])
            self.wait_until(lambda: root.get_attribute("data-enabled") == "false",
                            "460 px: the carousel is still on")
            self.assertIn("off", root.get_attribute("class"))
            self.assertEqual(root.get_attribute("data-index"), index)
            tops = self.js("return [...arguments[0].querySelectorAll('.item')]"
                           ".map((e) => e.getBoundingClientRect())"
                           ".map((r) => [r.top, r.bottom, r.width])", root)
            for (top, bottom, width), (next_top, _, _) in zip(tops, tops[1:]):
                self.assertGreaterEqual(next_top, bottom, "the list's slides overlap")
                self.assertAlmostEqual(width, self.viewport_width("breakpoints"), delta=1)
            self.assertFalse(any(self.inert_flags("breakpoints")))
            # Gestures do nothing while it is off; wider again, it is on at the same item.
            root.send_keys(Keys.HOME)
            self.driver.set_window_size(size["width"], size["height"])
            self.wait_until(lambda: root.get_attribute("data-enabled") == "true",
                            "wide again: the carousel is still off")
            self.settle("breakpoints")
            self.assertEqual(root.get_attribute("data-index"), index)
            inert = self.inert_flags("breakpoints")
            self.assertEqual(inert.count(False), 1)
        finally:
            self.driver.set_window_size(size["width"], size["height"])

    def test_43_auto_height_follows_the_current_slide(self):
        root = self.mount("autoheight")
        viewport = root.find_element(By.CSS_SELECTOR, ".viewport")
        width = self.viewport_width("autoheight")
        height = lambda: self.js("return arguments[0].getBoundingClientRect().height", viewport)
        # At rest: the 16:9 picture's height.
        self.assertAlmostEqual(height(), width * 9 / 16, delta=1)
        # Sample the height every animation frame while it pages to the 4:3 picture.
        self.js("""window.heights = [];
            const sample = () => { window.heights.push(parseFloat(arguments[0].dataset.crossSize));
              if (window.heights.length < 120) requestAnimationFrame(sample); };
            requestAnimationFrame(sample);""", root)
        self.js("arguments[0].focus()", root)
        root.send_keys(Keys.ARROW_RIGHT)
        self.wait_for("autoheight", 1)
        self.settle("autoheight")
        self.assertAlmostEqual(height(), min(width * 3 / 4, 560), delta=1)
        heights = self.js("return window.heights")
        low, high = width * 9 / 16, min(width * 3 / 4, 560)
        self.assertTrue(any(low + 1 < h < high - 1 for h in heights),
                        f"no height between {low} and {high} while it moved: {heights[:40]}")
        # Never a jump: consecutive samples close together (a frame's worth of motion).
        self.assertLess(max(abs(b - a) for a, b in zip(heights, heights[1:])), (high - low) * 0.6)

    def outer_position(self):
        return float(self.root("nested").get_attribute("data-outer-position"))

    def drag(self, element, dx, dy, steps=6):
        actions = ActionChains(self.driver, duration=16)
        actions.move_to_element(element).click_and_hold()
        for _ in range(steps):
            actions.move_by_offset(dx / steps, dy / steps)
        actions.release().perform()

    def hold(self, element, dx, dy, steps=6):
        """Presses on `element` and moves by (dx, dy) without letting go."""
        actions = ActionChains(self.driver, duration=16)
        actions.move_to_element(element).click_and_hold()
        for _ in range(steps):
            actions.move_by_offset(dx / steps, dy / steps)
        actions.perform()

    def test_44_nested_axis_locking_and_hand_off(self):
        root = self.mount("nested")
        inner = self.root("nestedTrips")
        carousel = inner.find_element(By.CSS_SELECTOR, ".viewport")
        self.assertEqual(root.get_attribute("data-owner"), "none")
        self.assertEqual(self.outer_position(), 0)
        # An upright drag over the carousel scrolls the list, not the carousel: held, the list
        # follows the finger and the trips stay.
        first = inner.find_element(By.CSS_SELECTOR, ".item")
        resting = first.get_attribute("style")
        self.hold(carousel, 1, -150)
        try:
            self.wait_until(lambda: self.outer_position() > 0.2,
                            "an upright drag did not scroll the list")
            # Finger for finger: 150 px of rows 200 px high, 12 apart.
            self.assertAlmostEqual(self.outer_position(), 150 / 212, delta=0.01)
            self.assertEqual(root.get_attribute("data-owner"), "outer")
            self.assertEqual(first.get_attribute("style"), resting)
        finally:
            ActionChains(self.driver).release().perform()
        self.wait_until(lambda: root.get_attribute("data-owner") == "none", "the gesture did not end")
        self.assertEqual(inner.get_attribute("data-index"), "0")
        # A sideways one moves the carousel, not the list.
        time.sleep(2)  # the list's own glide ends
        listed = self.outer_position()
        self.hold(carousel, -200, 1)
        try:
            self.wait_until(lambda: first.get_attribute("style") != resting,
                            "a sideways drag did not move the trips")
            self.assertEqual(root.get_attribute("data-owner"), "inner")
            self.assertEqual(self.outer_position(), listed)
        finally:
            ActionChains(self.driver).release().perform()
        self.wait_for("nestedTrips", 0)
        self.drag(carousel, -460, 8)  # more than half a card: it pages whatever the speed
        self.wait_for("nestedTrips", 1)
        self.assertAlmostEqual(self.outer_position(), listed, places=6)
        # The wheel goes by its larger component: sideways moves the trips, upright the list.
        ActionChains(self.driver).scroll_from_origin(ScrollOrigin.from_element(carousel), 300, 0) \
            .perform()
        self.wait_until(lambda: inner.get_attribute("data-index") == "2",
                        "a sideways wheel did not move the trips")
        self.assertAlmostEqual(self.outer_position(), listed, places=6)
        ActionChains(self.driver).scroll_from_origin(ScrollOrigin.from_element(carousel), 0, 60) \
            .perform()
        self.wait_until(lambda: self.outer_position() > listed + 0.1,
                        "an upright wheel did not scroll the list")
        self.assertEqual(inner.get_attribute("data-index"), "2")
        time.sleep(2)  # the list's glide ends
        # At the list's top an upward wheel is handed to the page.
        ActionChains(self.driver).scroll_from_origin(
            ScrollOrigin.from_element(root.find_element(By.CSS_SELECTOR, ".list-viewport")), 0, -3000) \
            .perform()
        for _ in range(PATIENCE * 10):
            if self.outer_position() == 0:
                break
            time.sleep(0.1)
        self.assertEqual(self.outer_position(), 0, "the list did not go back to its top")
        time.sleep(1)
        page = self.js("return scrollY")
        ActionChains(self.driver).scroll_from_origin(
            ScrollOrigin.from_element(root.find_element(By.CSS_SELECTOR, ".list-viewport")), 0, -200) \
            .perform()
        self.wait_until(lambda: self.js("return scrollY") < page, "the page did not take the wheel")
        self.assertEqual(self.outer_position(), 0)

    # MARK: Strings by locale

    def test_30_korean(self):
        self.open("?lang=ko")
        self.assertEqual(self.js("return document.documentElement.lang"), "ko")
        trips = self.root("trips")
        self.assertEqual(self.slides("trips")[2].get_attribute("aria-label"), "8개 중 3번째")
        self.assertEqual(trips.get_attribute("aria-roledescription"), "캐러셀")
        trips.send_keys(Keys.ARROW_RIGHT)
        self.wait_for("trips", 1, "Rome, Italy, 8개 중 2번째")
        self.assertEqual(trips.find_element(By.CSS_SELECTOR, ".next").get_attribute("aria-label"),
                         "다음 슬라이드")
        self.assertEqual(self.root("featured").find_element(By.CSS_SELECTOR, ".rotation")
                         .get_attribute("aria-label"), "자동 슬라이드 쇼 중지")
        self.assertEqual(trips.find_element(By.CSS_SELECTOR, ".likes").text, "좋아요한 여행 없음")
        featured = self.root("featured")
        featured.find_element(By.CSS_SELECTOR, ".rotation").click()
        self.assertEqual(featured.find_element(By.CSS_SELECTOR, ".rotation").get_attribute("aria-label"),
                         "자동 슬라이드 쇼 시작")
        self.assertEqual(featured.find_element(By.CSS_SELECTOR, "[aria-live]")
                         .get_attribute("textContent"), "일시 정지됨")

    def test_31_fallback_to_english(self):
        self.open("?lang=fr")
        self.assertEqual(self.slides("trips")[2].get_attribute("aria-label"), "3 of 8")
        phrases = self.driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            import('./strings.mjs').then(({ makeStrings, TABLES }) => {
              const partial = { en: TABLES.en, ko: { slide: TABLES.ko.slide } };
              const ko = makeStrings('ko', partial);
              const de = makeStrings('de');
              done([ko.text('next'), ko.text('slide', { n: 3, count: 8 }),
                    de.text('slide', { n: 1234, count: 5000 }), de.text('likes', { n: 2 }),
                    makeStrings('en').text('likes', { n: 1 })]);
            });""")
        self.assertEqual(phrases, ["Next slide", "8개 중 3번째", "1.234 of 5.000", "2 trips liked",
                                   "1 trip liked"])

    def test_32_embedded_carousel(self):
        self.open(page="embed.html")
        root = self.root("offers")
        slides = self.slides("offers")
        self.assertEqual([s.get_attribute("aria-label") for s in slides], ["1 of 3", "2 of 3", "3 of 3"])
        self.assertEqual(root.aria_role, "region")
        self.assertIn("Spring sale", slides[0].text)
        root.find_element(By.CSS_SELECTOR, ".next").click()
        self.wait_for("offers", 1, "Free shipping, 2 of 3")
        root.find_element(By.CSS_SELECTOR, ".previous").click()
        root.find_element(By.CSS_SELECTOR, ".previous").click()
        self.wait_for("offers", 2, "New arrivals, 3 of 3")  # data-loop: endless

    def test_90_screenshot(self):
        self.wait_for("trips", 0)
        self.js("window.scrollTo(0, 0); document.activeElement.blur()")
        time.sleep(0.5)
        folder = ROOT / "artifacts" / "web"
        folder.mkdir(parents=True, exist_ok=True)
        picture = folder / "page.png"
        self.assertTrue(self.driver.save_screenshot(str(picture)))
        self.assertGreater(picture.stat().st_size, 10_000)
        if os.environ.get("CAROUSEL_RECORD_SCREENSHOT") == "1":
            target = ROOT / "docs" / "screenshots" / "web.png"
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(picture, target)


if __name__ == "__main__":
    unittest.main(verbosity=2)
