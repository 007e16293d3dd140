#ifndef CAROUSEL_JPEG_DECODE_H
#define CAROUSEL_JPEG_DECODE_H

#include <stddef.h>
#include <stdint.h>

/// A JPEG being decoded row by row with libjpeg(-turbo)'s scanline API. C because libjpeg
/// reports errors with longjmp: every function here sets its own jump point, so a jump never
/// crosses a Swift frame.
typedef struct carousel_jpeg carousel_jpeg;

/// The colour space a JPEG's header declares.
typedef enum {
  CAROUSEL_JPEG_GREY = 0,
  CAROUSEL_JPEG_COLOUR = 1,
  /// Four channels of ink, stored as CMYK or YCCK: decoded to C, M, Y, K bytes.
  CAROUSEL_JPEG_INK = 2,
} carousel_jpeg_colours;

/// Reads the header of the JPEG in `data` (which MUST outlive the decoder): its size and
/// colours. Returns NULL with `message` set when the header is damaged or memory ran out.
carousel_jpeg *carousel_jpeg_open(const uint8_t *data, size_t size, uint32_t *width,
                                  uint32_t *height, carousel_jpeg_colours *colours,
                                  char *message, size_t message_size);

/// Reads the header of the JPEG in the open file `descriptor` of `size` bytes (read with
/// pread up to `size`, never closed here; it MUST stay open while the decoder lives), whose
/// first `prefix_size` bytes the caller already read into `prefix` (which MUST outlive the
/// decoder): the rest is read 64 KB at a time as the decode needs it, so the file is never
/// held whole. Returns as carousel_jpeg_open.
carousel_jpeg *carousel_jpeg_open_file(int descriptor, size_t size, const uint8_t *prefix,
                                       size_t prefix_size, uint32_t *width, uint32_t *height,
                                       carousel_jpeg_colours *colours, char *message,
                                       size_t message_size);

/// Starts decoding at the DCT scale `numerator`/`denominator` (one of libjpeg-turbo's: n/8
/// for n in 1…16, or the same ratio in lower terms): rows of native-endian ARGB32 words
/// (opaque), or of C, M, Y, K bytes for ink. `width` and `height` receive the scaled size.
/// Returns 0, or -1 with `message` set.
int carousel_jpeg_start(carousel_jpeg *jpeg, unsigned numerator, unsigned denominator,
                        uint32_t *width, uint32_t *height, char *message, size_t message_size);

/// Decodes the next `count` rows into `rows[0]`, `rows[1]`, … Returns how many were written
/// (every one asked for, up to the last row), or -1 with `message` set when the data is
/// damaged beyond what libjpeg recovers from. Data that ends early gives grey rows and a
/// warning (see carousel_jpeg_warning).
int carousel_jpeg_read_rows(carousel_jpeg *jpeg, uint8_t **rows, uint32_t count, char *message,
                            size_t message_size);

/// Passes over the next `count` rows without making them (libjpeg-turbo still reads their
/// data, but skips the inverse DCT and colour conversion where it can). Returns how many
/// were skipped, or -1 with `message` set.
int carousel_jpeg_skip_rows(carousel_jpeg *jpeg, uint32_t count, char *message,
                            size_t message_size);

/// The first warning libjpeg gave (the data ended early, stray bytes…), or NULL.
const char *carousel_jpeg_warning(const carousel_jpeg *jpeg);

/// Ends the decode (rows not read are never decoded) and frees the decoder.
void carousel_jpeg_close(carousel_jpeg *jpeg);

#endif
