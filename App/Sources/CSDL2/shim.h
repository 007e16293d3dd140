#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
// Macros Swift cannot import, re-exported as constants.
static const int CSDL_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
// `which` of mouse events SDL synthesizes from touch (a cast macro).
static const Uint32 CSDL_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
// Button state mask of the left button (`SDL_BUTTON(1)`, a function-like macro).
static const Uint32 CSDL_BUTTON_LMASK = SDL_BUTTON_LMASK;

// Whether a window manager runs on the window's X11 screen: 1 yes, 0 no, -1 not X11.
// A window manager announces itself on the root window with _NET_SUPPORTING_WM_CHECK
// (EWMH); without one, nobody acts on SDL's _NET_WM_STATE_FULLSCREEN request.
static inline int CSDL_WindowManagerRuns(SDL_Window *window) {
#if defined(SDL_VIDEO_DRIVER_X11)
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return -1;
  Display *display = info.info.x11.display;
  Atom check = XInternAtom(display, "_NET_SUPPORTING_WM_CHECK", True);
  if (check == None) return 0;
  Atom type = None;
  int format = 0;
  unsigned long count = 0, remaining = 0;
  unsigned char *data = NULL;
  int status = XGetWindowProperty(
      display, DefaultRootWindow(display), check, 0, 1, False, XA_WINDOW, &type, &format,
      &count, &remaining, &data);
  int runs = status == Success && type == XA_WINDOW && count == 1;
  if (data) XFree(data);
  return runs;
#else
  (void)window;
  return -1;
#endif
}

#if defined(SDL_VIDEO_DRIVER_X11)
#include <X11/Xproto.h>

// Xlib's error handler before CSDL_ForgiveStaleWakeups installed its own.
static XErrorHandler CSDL_previousErrorHandler = NULL;

static inline int CSDL_ErrorHandler(Display *display, XErrorEvent *error) {
  // SDL wakes a thread waiting for events by sending a client message to the window over a
  // second connection; a wake-up sent as the window is destroyed (a decode finishing as
  // the app quits) names a window that is gone. Nothing is lost: nobody waits any more.
  if (error->error_code == BadWindow && error->request_code == X_SendEvent) return 0;
  return CSDL_previousErrorHandler ? CSDL_previousErrorHandler(display, error) : 0;
}
#endif

// Installs an X error handler that ignores a BadWindow from SendEvent (see above) and hands
// every other error to the handler before it (Xlib's, which ends the program). Call before
// SDL_Init: SDL's own handler (which puts the display mode back) hands errors on to the
// handler it found, and SDL reinstalls that one as it quits, before it closes its
// connections, where such an error is read.
static inline void CSDL_ForgiveStaleWakeups(void) {
#if defined(SDL_VIDEO_DRIVER_X11)
  if (CSDL_previousErrorHandler == NULL) {
    CSDL_previousErrorHandler = XSetErrorHandler(CSDL_ErrorHandler);
  }
#endif
}

// The ICC profile the X display advertises for its first screen (the _ICC_PROFILE property
// of the root window, set by colord or xcalib; ICC Profiles in X Specification 0.4), copied
// into `out`. Returns its length (larger than `capacity`: nothing copied), 0 when there is
// none, -1 when there is no X display. Opens and closes its own connection, so it MAY be
// called before SDL starts.
static inline long CSDL_ScreenICCProfile(unsigned char *out, unsigned long capacity) {
#if defined(SDL_VIDEO_DRIVER_X11)
  Display *display = XOpenDisplay(NULL);
  if (!display) return -1;
  long length = 0;
  Atom atom = XInternAtom(display, "_ICC_PROFILE", True);
  if (atom != None) {
    Atom type = None;
    int format = 0;
    unsigned long count = 0, remaining = 0;
    unsigned char *data = NULL;
    // Ask for one 32-bit unit more than fits, to see whether the profile is larger.
    int status = XGetWindowProperty(
        display, DefaultRootWindow(display), atom, 0, (long)(capacity / 4 + 1), False,
        AnyPropertyType, &type, &format, &count, &remaining, &data);
    if (status == Success && data && format == 8) {
      length = (long)(count + remaining);
      if ((unsigned long)length <= capacity) memcpy(out, data, (size_t)length);
    }
    if (data) XFree(data);
  }
  XCloseDisplay(display);
  return length;
#else
  (void)out;
  (void)capacity;
  return -1;
#endif
}
