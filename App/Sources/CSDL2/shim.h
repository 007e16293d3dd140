#include <SDL2/SDL.h>
// Macros Swift cannot import, re-exported as constants.
static const int CSDL_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
// `which` of mouse events SDL synthesizes from touch (a cast macro).
static const Uint32 CSDL_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
// Button state mask of the left button (`SDL_BUTTON(1)`, a function-like macro).
static const Uint32 CSDL_BUTTON_LMASK = SDL_BUTTON_LMASK;
