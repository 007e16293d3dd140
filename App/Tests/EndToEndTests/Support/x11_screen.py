#!/usr/bin/python3
"""Sets the X display's colour profile and reads a window's pixels, through libX11 (ctypes),
for the window tests (Debian's python3; nothing beyond the standard library).

  x11_screen.py set-profile FILE   puts FILE's bytes in the root window's _ICC_PROFILE
  x11_screen.py pixel WINDOW X Y   prints the pixel at (X, Y) of the window WINDOW (a
                                   decimal id, as xdotool prints it) as "R G B"
"""
import ctypes
import ctypes.util
import sys

x11 = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
x11.XOpenDisplay.restype = ctypes.c_void_p
x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
x11.XDefaultRootWindow.restype = ctypes.c_ulong
x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
x11.XInternAtom.restype = ctypes.c_ulong
x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
x11.XChangeProperty.argtypes = [
    ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_int,
    ctypes.c_int, ctypes.c_char_p, ctypes.c_int]
x11.XGetImage.restype = ctypes.c_void_p
x11.XGetImage.argtypes = [
    ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
    ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
x11.XGetPixel.restype = ctypes.c_ulong
x11.XGetPixel.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]

XA_CARDINAL = 6
PROP_MODE_REPLACE = 0
Z_PIXMAP = 2
ALL_PLANES = 0xFFFFFFFF


def main(arguments):
    display = x11.XOpenDisplay(None)
    if not display:
        sys.exit("x11_screen.py: cannot open the display")
    root = x11.XDefaultRootWindow(display)
    if arguments[:1] == ["set-profile"] and len(arguments) == 2:
        with open(arguments[1], "rb") as handle:
            data = handle.read()
        atom = x11.XInternAtom(display, b"_ICC_PROFILE", 0)
        x11.XChangeProperty(
            display, root, atom, XA_CARDINAL, 8, PROP_MODE_REPLACE, data, len(data))
        x11.XSync(display, 0)
    elif arguments[:1] == ["pixel"] and len(arguments) == 4:
        window, x, y = int(arguments[1]), int(arguments[2]), int(arguments[3])
        image = x11.XGetImage(display, window, x, y, 1, 1, ALL_PLANES, Z_PIXMAP)
        if not image:
            sys.exit("x11_screen.py: cannot read the screen")
        value = x11.XGetPixel(image, 0, 0)
        print(value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF)
    else:
        sys.exit(__doc__)
    x11.XCloseDisplay(display)


main(sys.argv[1:])
