#include <pango/pangocairo.h>
static inline int cpango_pixels(int d) { return PANGO_PIXELS(d); }
static const int CPANGO_SCALE = PANGO_SCALE;

/* The paragraph direction Pango's automatic direction would give `text` (its first strong
   character's). Deprecated in Pango 1.44 without a replacement of the same size, and the
   same function Pango itself uses for a layout's automatic direction. */
static inline PangoDirection cpango_find_base_dir(const char *text, int length) {
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  return pango_find_base_dir(text, length);
  G_GNUC_END_IGNORE_DEPRECATIONS
}
