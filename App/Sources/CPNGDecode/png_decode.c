// Progressive PNG decoding with libpng, for CarouselImages.
//
// libpng reports errors by longjmp, which Swift cannot catch; this file keeps every
// setjmp on the C side. Progressive reading (png_process_data) is used instead of
// png_read_image so that a file cut short still delivers every row that arrived.
#include "png_decode.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

typedef struct {
  uint8_t *out;
  size_t stride;
  uint32_t width;
  uint32_t height;
  uint32_t rows;
  /// Rows written by the last interlace pass (every pass for a non-interlaced image): the
  /// image is complete only when this reaches the height.
  uint32_t final_rows;
  int finished;
  int has_alpha;
  int interlaced;
  char *message;
  size_t message_size;
} decode_state;

static void on_error(png_structp png, png_const_charp text) {
  decode_state *state = png_get_error_ptr(png);
  if (state && state->message && state->message_size > 0) {
    snprintf(state->message, state->message_size, "%s", text);
  }
  png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
  // Kept as the reason should the image turn out incomplete.
  decode_state *state = png_get_error_ptr(png);
  if (state && state->message && state->message_size > 0 && state->message[0] == 0) {
    snprintf(state->message, state->message_size, "%s", text);
  }
}

static void on_info(png_structp png, png_infop info) {
  decode_state *state = png_get_progressive_ptr(png);
  png_uint_32 width = 0, height = 0;
  int depth = 0, color = 0, interlace = 0;
  png_get_IHDR(png, info, &width, &height, &depth, &color, &interlace, NULL, NULL);
  if (width != state->width || height != state->height) {
    png_error(png, "the header changed while decoding");
  }
  png_set_expand(png);
  png_set_strip_16(png);
  png_set_gray_to_rgb(png);
  if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
  state->interlaced = interlace != PNG_INTERLACE_NONE;
  state->has_alpha = (color & PNG_COLOR_MASK_ALPHA) || png_get_valid(png, info, PNG_INFO_tRNS);
  // Native-endian 0xAARRGGBB is B, G, R, A in memory on little-endian machines.
  const uint16_t probe = 1;
  int little_endian = *(const uint8_t *)&probe == 1;
  if (little_endian) {
    png_set_bgr(png);
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
  } else {
    png_set_swap_alpha(png);
    png_set_filler(png, 0xFF, PNG_FILLER_BEFORE);
  }
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
}

static void on_row(png_structp png, png_bytep row, png_uint_32 number, int pass) {
  decode_state *state = png_get_progressive_ptr(png);
  if (row == NULL || number >= state->height) return;
  png_progressive_combine_row(png, state->out + (size_t)number * state->stride, row);
  if (number + 1 > state->rows) state->rows = number + 1;
  if ((!state->interlaced || pass == 6) && number + 1 > state->final_rows) {
    state->final_rows = number + 1;
  }
}

static void on_end(png_structp png, png_infop info) {
  (void)info;
  decode_state *state = png_get_progressive_ptr(png);
  state->finished = 1;
}

int carousel_png_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                           char *message, size_t message_size) {
  static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
  if (size < 24 || memcmp(data, signature, 8) != 0 || memcmp(data + 12, "IHDR", 4) != 0) {
    snprintf(message, message_size, "the IHDR header is missing");
    return -1;
  }
  uint32_t w = (uint32_t)data[16] << 24 | (uint32_t)data[17] << 16 | (uint32_t)data[18] << 8 |
               data[19];
  uint32_t h = (uint32_t)data[20] << 24 | (uint32_t)data[21] << 16 | (uint32_t)data[22] << 8 |
               data[23];
  if (w == 0 || h == 0 || w > PNG_UINT_31_MAX || h > PNG_UINT_31_MAX) {
    snprintf(message, message_size, "the header gives an invalid size of %u×%u", w, h);
    return -1;
  }
  *width = w;
  *height = h;
  return 0;
}

static void premultiply(decode_state *state) {
  for (uint32_t y = 0; y < state->rows; y++) {
    uint32_t *row = (uint32_t *)(state->out + (size_t)y * state->stride);
    for (uint32_t x = 0; x < state->width; x++) {
      uint32_t pixel = row[x];
      uint32_t alpha = pixel >> 24;
      if (alpha == 0xFF) continue;
      if (alpha == 0) {
        row[x] = 0;
        continue;
      }
      uint32_t red = ((pixel >> 16 & 0xFF) * alpha + 127) / 255;
      uint32_t green = ((pixel >> 8 & 0xFF) * alpha + 127) / 255;
      uint32_t blue = ((pixel & 0xFF) * alpha + 127) / 255;
      row[x] = alpha << 24 | red << 16 | green << 8 | blue;
    }
  }
}

carousel_png_status carousel_png_decode(const uint8_t *data, size_t size, uint8_t *out,
                                        size_t stride, uint32_t width, uint32_t height,
                                        uint32_t *rows, char *message, size_t message_size) {
  decode_state state = {out, stride, width, height, 0, 0, 0, 0, 0, message, message_size};
  if (message_size > 0) message[0] = 0;
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &state, on_error, on_warning);
  if (!png) {
    snprintf(message, message_size, "libpng could not start");
    return CAROUSEL_PNG_FAILED;
  }
  png_infop info = png_create_info_struct(png);
  if (!info) {
    png_destroy_read_struct(&png, NULL, NULL);
    snprintf(message, message_size, "libpng could not start");
    return CAROUSEL_PNG_FAILED;
  }
  png_set_user_limits(png, width, height);
  // Damaged data ends the decode (with the rows so far) instead of leaving rows blank.
  png_set_benign_errors(png, 0);
  // The colour profile is read (and a damaged one ignored) by the Swift side: libpng
  // skips the chunk, so a broken profile cannot fail the whole image.
  static const png_byte iccp[] = {'i', 'C', 'C', 'P', 0};
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, iccp, 1);
  volatile int failed = 0;
  if (setjmp(png_jmpbuf(png))) {
    failed = 1;
  } else {
    png_set_progressive_read_fn(png, &state, on_info, on_row, on_end);
    // Fed in slices so an error late in the file leaves the rows before it.
    const size_t slice = 64 * 1024;
    for (size_t offset = 0; offset < size && !state.finished; offset += slice) {
      size_t count = size - offset < slice ? size - offset : slice;
      png_process_data(png, info, (png_bytep)data + offset, count);
    }
  }
  png_destroy_read_struct(&png, &info, NULL);
  *rows = state.rows;
  if (state.rows > 0 && state.has_alpha) premultiply(&state);
  if (!failed && state.final_rows == height) {
    if (message_size > 0) message[0] = 0;
    return CAROUSEL_PNG_COMPLETE;
  }
  if (!failed && message_size > 0 && (message[0] == 0 || !state.finished)) {
    snprintf(message, message_size, "the file ends early");
  }
  return state.rows > 0 ? CAROUSEL_PNG_PARTIAL : CAROUSEL_PNG_FAILED;
}
