#include <pango/pangocairo.h>
static inline int cpango_pixels(int d) { return PANGO_PIXELS(d); }
static const int CPANGO_SCALE = PANGO_SCALE;
