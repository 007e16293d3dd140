#!/usr/bin/python3
"""Runs Orca, the real screen reader, against the real `carousel` window.

Run with DISPLAY set to an X server:

    orca_probe.py CAROUSEL SCENE [ARGS...]

Re-runs itself inside a private D-Bus session (as atspi_probe.py does, with no signal
blocked), starts Orca with speech and braille off and its debug log in a temporary folder,
starts `CAROUSEL SCENE ARGS...`, gives the window the keyboard focus, waits for Orca to say the current slide (CAROUSEL_ORCA_FIRST), presses
Right, and waits for Orca to say the next one (CAROUSEL_ORCA_SECOND).
What Orca says is read from its debug log (its `SPEECH OUTPUT:` lines: with speech off Orca
still generates the words and logs them). Prints one JSON object: {"ok": true, "spoken":
[...]} or {"ok": false, "error": "...", "spoken": [...]}; exits 0 only when every check
passed.
"""

import json
import os
import pty
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

SESSION_VARIABLE = "CAROUSEL_PROBE_SESSION"

if __name__ == "__main__" and os.environ.get(SESSION_VARIABLE) != "1":
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    os.environ[SESSION_VARIABLE] = "1"
    for name in ("DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS"):
        os.environ.pop(name, None)
    os.execv("/usr/bin/dbus-run-session",
             ["dbus-run-session", "--", sys.executable, os.path.abspath(__file__), *sys.argv[1:]])

TIMEOUT = 30.0
SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*)'\{")


class CheckFailed(Exception):
    pass


def spoken(log):
    try:
        with open(log, encoding="utf-8", errors="replace") as file:
            return SPOKEN.findall(file.read())
    except OSError:
        return []


def copy_lines(master, log):
    """Copies what Orca writes to the pseudo-terminal into `log` until it is closed."""
    with open(log, "wb") as file:
        while True:
            try:
                data = os.read(master, 65536)
            except OSError:
                return
            if not data:
                return
            file.write(data.replace(b"\r\n", b"\n"))
            file.flush()


def expect(condition, message):
    if not condition:
        raise CheckFailed(message)


def wait_for(what, predicate, timeout=TIMEOUT):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.1)
    raise CheckFailed(f"timed out waiting for {what}")


def main():
    carousel, scene, *arguments = sys.argv[1:]
    first, second = os.environ["CAROUSEL_ORCA_FIRST"], os.environ["CAROUSEL_ORCA_SECOND"]
    home = tempfile.mkdtemp(prefix="carousel-orca-")
    log = os.path.join(home, "orca.log")
    # Orca writes its debug log through Python's open(), in blocks unless the file is a
    # terminal: a pseudo-terminal makes it write each line at once, copied to `log` here.
    master, slave = pty.openpty()
    copier = threading.Thread(target=copy_lines, args=(master, log), daemon=True)
    copier.start()
    # Settings in memory (no dconf); the preferences in the temporary folder. (A fresh HOME
    # leaves Orca 43 waiting before it starts.)
    env = dict(os.environ, GSETTINGS_BACKEND="memory")
    orca = subprocess.Popen(
        ["orca", "--disable", "speech", "--disable", "braille", "-u", os.path.join(home, "prefs"),
         "--debug-file", os.ttyname(slave)], env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL)
    app = None
    facts = {"scene": scene}
    try:
        wait_for("Orca to start", lambda: "registering listener for: object:state-changed:focused"
                 in open(log, errors="replace").read())
        app = subprocess.Popen([carousel, scene, *arguments], stdin=subprocess.DEVNULL)
        window = wait_for("the window", lambda: subprocess.run(
            ["xdotool", "search", "--pid", str(app.pid)], capture_output=True, text=True,
            timeout=10).stdout.split())[-1]
        subprocess.run(["xdotool", "windowfocus", "--sync", window], check=True, timeout=10)
        wait_for(f"Orca to say {first!r}", lambda: any(first in line for line in spoken(log)))
        before = len(spoken(log))
        subprocess.run(["xdotool", "key", "Right"], check=True, timeout=10)
        wait_for(f"Orca to say {second!r}",
                 lambda: any(second in line for line in spoken(log)[before:]))
        time.sleep(1.0)  # anything else said about the same settle
    except (CheckFailed, subprocess.SubprocessError) as failure:
        facts["error"] = str(failure)
    finally:
        for process in (app, orca):
            if process is None:
                continue
            process.terminate()
            try:
                process.wait(5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        os.close(slave)
    lines = spoken(log)
    facts["spoken"] = lines
    if "error" not in facts:
        try:
            said_first = next(i for i, line in enumerate(lines) if first in line)
            expect(any(second in line for line in lines[said_first + 1:]),
                   f"Orca did not say {second!r} after {first!r}")
            facts["spokenAfterNext"] = [line for line in lines[said_first + 1:]]
        except StopIteration:
            facts["error"] = f"Orca never said {first!r}"
        except CheckFailed as failure:
            facts["error"] = str(failure)
    facts["ok"] = "error" not in facts
    shutil.rmtree(home, ignore_errors=True)
    print(json.dumps(facts, ensure_ascii=False))
    return 0 if facts["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
