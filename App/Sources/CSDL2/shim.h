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
