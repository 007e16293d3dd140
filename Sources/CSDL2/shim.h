#include <SDL2/SDL.h>
// Macros Swift cannot import, re-exported as constants.
static const int CSDL_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
