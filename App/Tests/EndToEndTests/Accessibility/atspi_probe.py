#!/usr/bin/python3
"""Drives the real `carousel` window through AT-SPI, as a screen reader would.

Run with DISPLAY set to an X server:

    atspi_probe.py CAROUSEL SCENE [ARGS...]

It re-runs itself inside a private D-Bus session (`dbus-run-session`, which starts
at-spi2-core's bus launcher and registry on demand and stops them when the probe ends), with
no signal blocked: a test runner's children inherit its blocked signals, and a session
daemon that cannot see SIGTERM would outlive the probe.

Starts `CAROUSEL SCENE ARGS...`, finds it on the accessibility bus with pyatspi, and runs
the checks for SCENE. Prints one JSON object on standard output: {"ok": true, ...facts}
or {"ok": false, "error": "..."}; exits 0 only when every check passed.
"""

import json
import os
import signal
import subprocess
import sys
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

import gi  # noqa: E402

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

import pyatspi  # noqa: E402

TIMEOUT = 20.0


class CheckFailed(Exception):
    pass


def expect(condition, message):
    if not condition:
        raise CheckFailed(message)


def wait_for(what, predicate, timeout=TIMEOUT):
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        try:
            value = predicate()
        except Exception as error:  # the app may still be starting: ask again
            value, last = None, error
        if value:
            return value
        pump(0.05)
    raise CheckFailed(f"timed out waiting for {what}" + (f" (last error: {last})" if last else ""))


def pump(seconds):
    """Runs GLib's main loop for `seconds`, so events are delivered."""
    context = GLib.MainContext.default()
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        while context.pending():
            context.iteration(False)
        time.sleep(0.01)


class Events:
    """Collects the app's AT-SPI events."""

    def __init__(self, names):
        self.events = []
        self.listener = Atspi.EventListener.new(self.record)
        for name in names:
            self.listener.register(name)

    def record(self, event):
        try:
            app = event.source.get_application().get_name()
        except Exception:
            app = None
        data = event.any_data
        self.events.append(
            {"type": event.type, "detail1": event.detail1, "data": data if isinstance(data, str) else None,
             "app": app, "source": safe_name(event.source)})

    def of_type(self, prefix):
        return [e for e in self.events if e["type"].startswith(prefix)]


def safe_name(accessible):
    try:
        return accessible.get_name()
    except Exception:
        return None


def find_app():
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(index)
        if app is not None and app.get_name() == "carousel":
            return app
    return None


def children(node):
    return [node.get_child_at_index(i) for i in range(node.get_child_count())]


def states(node):
    state_set = node.get_state_set()
    return {name for name, value in STATES.items() if state_set.contains(value)}


STATES = {
    "showing": Atspi.StateType.SHOWING,
    "visible": Atspi.StateType.VISIBLE,
    "checked": Atspi.StateType.CHECKED,
    "checkable": Atspi.StateType.CHECKABLE,
    "selected": Atspi.StateType.SELECTED,
    "focused": Atspi.StateType.FOCUSED,
    "focusable": Atspi.StateType.FOCUSABLE,
    "enabled": Atspi.StateType.ENABLED,
}


def describe(node, depth=0, limit=4):
    """The subtree as plain data: role, name, description, states, attributes, children."""
    entry = {
        "role": node.get_role_name(),
        "name": node.get_name(),
        "description": node.get_description(),
        "states": sorted(states(node)),
        "attributes": node.get_attributes() or {},
    }
    try:
        action = node.get_action_iface()
        if action is not None:
            entry["actions"] = [action.get_action_name(i) for i in range(action.get_n_actions())]
    except Exception:
        pass
    try:
        extents = node.get_extents(Atspi.CoordType.WINDOW)
        entry["extents"] = [extents.x, extents.y, extents.width, extents.height]
    except Exception:
        pass
    if depth < limit:
        entry["children"] = [describe(child, depth + 1, limit) for child in children(node)]
    return entry


def carousel_of(frame):
    for child in children(frame):
        if (child.get_attributes() or {}).get("roledescription") in ("carousel", "캐러셀"):
            return child
    raise CheckFailed("no child of the frame has the role description carousel")


def current_slide(carousel):
    for slide in children(carousel):
        if "selected" in states(slide):
            return slide
    return None


def do_action(node, name):
    action = node.get_action_iface()
    expect(action is not None, f"{node.get_name()!r} has no actions")
    names = [action.get_action_name(i) for i in range(action.get_n_actions())]
    expect(name in names, f"{node.get_name()!r} has no {name!r} action: {names}")
    expect(action.do_action(names.index(name)), f"{name!r} was refused")


def main():
    carousel_binary, scene, *arguments = sys.argv[1:]
    # Not every state change, nor focus: a client following the focus is a screen reader,
    # for which the slider's autoplay holds (run_listening_checks registers one on purpose).
    events = Events(["object:announcement", "object:state-changed:checked",
                     "object:state-changed:selected", "object:state-changed:showing",
                     "object:property-change", "object:children-changed", "window:activate"])
    # The pointer in the corner of the screen, away from the window (at the top left): a
    # pointer resting over the slider would hold its autoplay.
    try:
        subprocess.run(["xdotool", "mousemove", "4000", "4000"], check=False, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        pass
    process = subprocess.Popen([carousel_binary, scene, *arguments], stdin=subprocess.DEVNULL)
    facts = {"scene": scene}
    try:
        started = time.monotonic()
        app = wait_for("the app on the accessibility bus", find_app)
        frame = wait_for("the app's window", lambda: app.get_child_at_index(0) if app.get_child_count() else None)
        facts["foundAfter"] = round(time.monotonic() - started, 3)
        facts["frameRole"] = frame.get_role_name()
        wait_for("window:activate", lambda: events.of_type("window:activate"))
        facts["windowActivated"] = True
        carousel = wait_for("the carousel", lambda: carousel_of(frame))
        first = wait_for("the current slide", lambda: current_slide(carousel))
        facts["tree"] = describe(frame)
        facts["firstName"] = first.get_name()
        facts["firstDescription"] = first.get_description()
        if scene == "slider":
            run_listening_checks(carousel, events, facts, process.pid)
            run_slider_checks(carousel, events, facts)
        else:
            run_navigation_checks(carousel, events, facts)
        if scene == "trips":
            run_like_checks(carousel, events, facts)
        facts["ok"] = True
    except CheckFailed as failure:
        facts["ok"] = False
        facts["error"] = str(failure)
    finally:
        process.terminate()
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()
    print(json.dumps(facts, ensure_ascii=False))
    return 0 if facts["ok"] else 1


def run_navigation_checks(carousel, events, facts):
    before = current_slide(carousel).get_name()
    announced = len(events.of_type("object:announcement"))
    do_action(carousel, "next")
    second = wait_for("the next slide to become current",
                      lambda: (lambda s: s if s is not None and s.get_name() != before else None)(current_slide(carousel)))
    facts["secondName"] = second.get_name()
    facts["secondDescription"] = second.get_description()
    wait_for("the announcement", lambda: len(events.of_type("object:announcement")) > announced)
    pump(1.0)  # any second announcement of the same settle would arrive meanwhile
    facts["announcements"] = [e["data"] for e in events.of_type("object:announcement")]
    do_action(carousel, "previous")
    wait_for("the previous slide to become current",
             lambda: (lambda s: s is not None and s.get_name() == before)(current_slide(carousel)))
    pump(1.0)
    facts["announcementsAfterPrevious"] = [e["data"] for e in events.of_type("object:announcement")]


def run_like_checks(carousel, events, facts):
    slide = current_slide(carousel)
    heart = next(c for c in children(slide) if c.get_role_name() == "toggle button")
    facts["heartName"] = heart.get_name()
    facts["heartBefore"] = sorted(states(heart))
    do_action(heart, "toggle")
    wait_for("the heart to be checked", lambda: "checked" in states(heart))
    facts["heartAfter"] = sorted(states(heart))
    facts["likedName"] = current_slide(carousel).get_name()
    wait_for("a checked state-changed event",
             lambda: any(e["type"] == "object:state-changed:checked" and e["detail1"] == 1
                         for e in events.events))
    do_action(heart, "toggle")
    wait_for("the heart to be unchecked", lambda: "checked" not in states(heart))


def window_of(pid):
    """The X window of process `pid` (SDL sets _NET_WM_PID)."""
    found = subprocess.run(["xdotool", "search", "--pid", str(pid)], capture_output=True,
                           text=True, timeout=10).stdout.split()
    expect(found, "no X window for the app")
    return found[-1]


def announcements_since(events, count):
    return [e["data"] for e in events.of_type("object:announcement")[count:]]


def run_listening_checks(carousel, events, facts, pid):
    """A screen reader listening (focus events registered with the registry) holds autoplay
    while the window has the keyboard focus, visibly (the carousel's description) and
    audibly ("Paused"); when it stops listening, the slide show plays again ("Playing")."""
    # The window has the keyboard focus; nothing follows the focus yet.
    subprocess.run(["xdotool", "windowfocus", "--sync", window_of(pid)], check=True, timeout=10)
    wait_for("the slide show to play", lambda: carousel.get_description() in ("Playing", "재생 중"))
    facts["playingDescription"] = carousel.get_description()
    announced = len(events.of_type("object:announcement"))

    def on_focus(event):
        pass

    pyatspi.Registry.registerEventListener(on_focus, "focus:")
    wait_for("autoplay to hold for the listening screen reader",
             lambda: carousel.get_description() in ("Paused", "일시 정지됨")
             and "focused" in states(carousel))
    facts["listeningDescription"] = carousel.get_description()
    name = current_slide(carousel).get_name()
    pump(4.5)  # longer than the slider's interval
    facts["listeningStayedOn"] = current_slide(carousel).get_name() == name
    wait_for("the pause announcement", lambda: announcements_since(events, announced))
    # The screen reader quits: no client follows the focus any more.
    pyatspi.Registry.deregisterEventListener(on_focus, "focus:")
    wait_for("the slide show to play again",
             lambda: carousel.get_description() in ("Playing", "재생 중"))
    wait_for("the play announcement", lambda: len(announcements_since(events, announced)) >= 2)
    facts["listeningAnnouncements"] = announcements_since(events, announced)


def run_slider_checks(carousel, events, facts):
    carousel.get_component_iface().grab_focus()
    wait_for("autoplay to pause for the screen reader's focus",
             lambda: "focused" in states(carousel) and carousel.get_description() in ("Paused", "일시 정지됨"))
    facts["focusedDescription"] = carousel.get_description()
    facts["carouselStates"] = sorted(states(carousel))
    name = current_slide(carousel).get_name()
    pump(4.5)  # longer than the slider's interval: a playing slide show would have moved
    facts["stayedOn"] = current_slide(carousel).get_name() == name
    wait_for("the pause announcement",
             lambda: any(e["data"] in ("Paused", "일시 정지됨") for e in events.of_type("object:announcement")))
    run_navigation_checks(carousel, events, facts)
    do_action(carousel, "stop rotation")
    wait_for("the start rotation action", lambda: "start rotation" in describe(carousel, limit=0).get("actions", []))
    facts["actionsAfterStop"] = describe(carousel, limit=0).get("actions")


if __name__ == "__main__":
    sys.exit(main())
