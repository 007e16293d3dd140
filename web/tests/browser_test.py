"""The web page in a real browser: Debian's chromium, headless, driven by Selenium.

Starts `carousel serve --port 0` (the binary from CAROUSEL_BIN, else App/.build/debug),
opens the page, drags the trips carousel with the mouse, presses keys, and checks each
carousel's `data-index` and live region. A screenshot goes to artifacts/web/page.png (and to
docs/screenshots/web.png with CAROUSEL_RECORD_SCREENSHOT=1, for docs/web.md).

Run: python3 web/tests/browser_test.py (make test does, after building everything).
"""

import os
import shutil
import subprocess
import sys
import time
import unittest
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ROOT = Path(__file__).resolve().parents[2]
# Seconds any expected state may take to appear: a settle takes well under one.
PATIENCE = 10


def carousel_binary():
    path = os.environ.get("CAROUSEL_BIN") or str(ROOT / "App" / ".build" / "debug" / "carousel")
    if not os.access(path, os.X_OK):
        raise RuntimeError(f"{path} is missing: build the app first (make test does)")
    return path


class BrowserTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not (ROOT / "web" / "carousel-core.wasm").exists():
            raise RuntimeError("web/carousel-core.wasm is missing: run make wasm")
        cls.server = subprocess.Popen(
            [carousel_binary(), "serve", "--port", "0"], stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, text=True)
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
        cls.driver.get(cls.url)
        WebDriverWait(cls.driver, PATIENCE).until(
            lambda d: d.find_element(By.CSS_SELECTOR, ".trips .counter").text == "1/8",
            "the page never showed the engine's first frame")

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.server.kill()
        cls.server.wait()

    def root(self, name):
        return self.driver.find_element(By.CSS_SELECTOR, f'[data-carousel="{name}"]')

    def wait_for(self, name, index, announcement=None):
        root = self.root(name)
        live = root.find_element(By.CSS_SELECTOR, "[aria-live]")

        def arrived(_):
            return root.get_attribute("data-index") == str(index) and (
                announcement is None or live.get_attribute("textContent") == announcement)

        WebDriverWait(self.driver, PATIENCE).until(
            arrived, f"{name}: expected data-index {index} and {announcement!r}; have "
            f"{root.get_attribute('data-index')} and {live.get_attribute('textContent')!r}")

    def test_1_contract(self):
        for name in ["trips", "gallery"]:
            root = self.root(name)
            self.assertEqual(root.get_attribute("data-index"), "0")
            self.assertEqual(root.get_attribute("tabindex"), "0")
            live = root.find_element(By.CSS_SELECTOR, "[aria-live]")
            self.assertEqual(live.get_attribute("aria-live"), "polite")
        # Roving aria-hidden: only the cards on screen are exposed.
        cards = self.root("trips").find_elements(By.CSS_SELECTOR, ".item")
        exposed = [c.get_attribute("aria-label") for c in cards
                   if c.get_attribute("aria-hidden") == "false"]
        self.assertEqual(exposed, ["Paris, France", "Rome, Italy"])

    def test_2_drag_pages_the_trips(self):
        viewport = self.root("trips").find_element(By.CSS_SELECTOR, ".viewport")
        actions = ActionChains(self.driver, duration=16)
        actions.move_to_element(viewport).click_and_hold()
        # 360 px, more than half a card: it pages even if a loaded machine delays the release
        # long enough for the engine to see no fling.
        for _ in range(12):
            actions.move_by_offset(-30, 0)
        actions.release().perform()
        self.wait_for("trips", 1, "Rome, Italy, 2 of 8")

    def test_3_keys_page_both_carousels(self):
        trips = self.root("trips")
        trips.send_keys(Keys.HOME)
        self.wait_for("trips", 0)
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
        self.wait_for("gallery", 11, "Picture 12, 12 of 12")
        gallery.send_keys(Keys.ARROW_RIGHT)
        self.wait_for("gallery", 0, "Picture 1, 1 of 12")
        gallery.send_keys(Keys.ARROW_RIGHT)
        self.wait_for("gallery", 1, "Picture 2, 2 of 12")
        self.assertEqual(gallery.find_element(By.CSS_SELECTOR, ".counter").text, "2/12")

    def test_4_screenshot(self):
        self.root("trips").send_keys(Keys.HOME)
        self.wait_for("trips", 0, "Paris, France, 1 of 8")
        self.driver.execute_script("window.scrollTo(0, 0); document.activeElement.blur()")
        time.sleep(0.2)
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
