#ifndef CAROUSEL_PNG_DECODE_H
#define CAROUSEL_PNG_DECODE_H

#include <stddef.h>
#include <stdint.h>

/// What carousel_png_decode achieved.
typedef enum {
  /// Every row decoded.
  CAROUSEL_PNG_COMPLETE = 0,
  /// The first `rows` rows decoded; the data then ended or was damaged (`message` says which).
  CAROUSEL_PNG_PARTIAL = 1,
  /// Nothing usable decoded; `message` says why.
  CAROUSEL_PNG_FAILED = 2,
} carousel_png_status;

/// Reads the PNG header in `data`: its width and height. Returns 0, or -1 with `message`
/// set when the data is not a PNG with a valid header.
int carousel_png_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                           char *message, size_t message_size);

/// Decodes the PNG in `data` progressively (so a file cut short gives the rows that arrived)
/// into `out`, `height` rows of `stride` bytes of premultiplied native-endian ARGB32 words
/// (Cairo's CAIRO_FORMAT_ARGB32). `out` MUST be zero-filled and the size MUST be the one
/// carousel_png_read_size returned. `rows` receives the number of rows written.
carousel_png_status carousel_png_decode(const uint8_t *data, size_t size, uint8_t *out,
                                        size_t stride, uint32_t width, uint32_t height,
                                        uint32_t *rows, char *message, size_t message_size);


/// Inflates the zlib stream in `data` (a PNG iCCP chunk's profile) into `out`, at most
/// `capacity` bytes; `written` receives the length. Returns 0 when the stream ended, 1 when
/// it holds more than `capacity` bytes, -1 when it is damaged.
int carousel_inflate(const uint8_t *data, size_t size, uint8_t *out, size_t capacity,
                     size_t *written);

#endif
