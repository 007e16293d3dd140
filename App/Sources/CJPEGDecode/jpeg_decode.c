#include "jpeg_decode.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

struct carousel_jpeg {
  struct jpeg_decompress_struct info;
  struct jpeg_error_mgr errors;
  jmp_buf failure;
  /// The fatal error's text, copied to the caller's buffer.
  char error[JMSG_LENGTH_MAX];
  /// The first warning's text, when `has_warning`.
  char warning[JMSG_LENGTH_MAX];
  int has_warning;
};

static void carousel_jpeg_fail(j_common_ptr info) {
  carousel_jpeg *jpeg = (carousel_jpeg *)info->client_data;
  (*info->err->format_message)(info, jpeg->error);
  longjmp(jpeg->failure, 1);
}

/// Keeps the first warning (what TurboJPEG reports too) and prints nothing.
static void carousel_jpeg_note(j_common_ptr info, int level) {
  carousel_jpeg *jpeg = (carousel_jpeg *)info->client_data;
  if (level >= 0) return;  // trace messages
  if (!jpeg->has_warning) {
    (*info->err->format_message)(info, jpeg->warning);
    jpeg->has_warning = 1;
  }
  info->err->num_warnings++;
}

static void copy_message(const char *text, char *message, size_t message_size) {
  if (message && message_size > 0) snprintf(message, message_size, "%s", text);
}

carousel_jpeg *carousel_jpeg_open(const uint8_t *data, size_t size, uint32_t *width,
                                  uint32_t *height, carousel_jpeg_colours *colours,
                                  char *message, size_t message_size) {
  carousel_jpeg *jpeg = calloc(1, sizeof *jpeg);
  if (!jpeg) {
    copy_message("there is not enough memory to decode it", message, message_size);
    return NULL;
  }
  jpeg->info.err = jpeg_std_error(&jpeg->errors);
  jpeg->errors.error_exit = carousel_jpeg_fail;
  jpeg->errors.emit_message = carousel_jpeg_note;
  jpeg->info.client_data = jpeg;
  if (setjmp(jpeg->failure)) {
    copy_message(jpeg->error, message, message_size);
    jpeg_destroy_decompress(&jpeg->info);
    free(jpeg);
    return NULL;
  }
  jpeg_create_decompress(&jpeg->info);
  jpeg_mem_src(&jpeg->info, data, (unsigned long)size);
  jpeg_read_header(&jpeg->info, TRUE);
  *width = jpeg->info.image_width;
  *height = jpeg->info.image_height;
  switch (jpeg->info.jpeg_color_space) {
  case JCS_GRAYSCALE: *colours = CAROUSEL_JPEG_GREY; break;
  case JCS_CMYK:
  case JCS_YCCK: *colours = CAROUSEL_JPEG_INK; break;
  default: *colours = CAROUSEL_JPEG_COLOUR; break;
  }
  return jpeg;
}

int carousel_jpeg_start(carousel_jpeg *jpeg, unsigned numerator, unsigned denominator,
                        uint32_t *width,
                        uint32_t *height, char *message, size_t message_size) {
  if (setjmp(jpeg->failure)) {
    copy_message(jpeg->error, message, message_size);
    return -1;
  }
  int ink = jpeg->info.jpeg_color_space == JCS_CMYK || jpeg->info.jpeg_color_space == JCS_YCCK;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  J_COLOR_SPACE argb32 = JCS_EXT_BGRA;  // the bytes of 0xAARRGGBB, low first
#else
  J_COLOR_SPACE argb32 = JCS_EXT_ARGB;
#endif
  jpeg->info.out_color_space = ink ? JCS_CMYK : argb32;
  jpeg->info.scale_num = numerator;
  jpeg->info.scale_denom = denominator;
  jpeg_start_decompress(&jpeg->info);
  *width = jpeg->info.output_width;
  *height = jpeg->info.output_height;
  return 0;
}

int carousel_jpeg_read_rows(carousel_jpeg *jpeg, uint8_t **rows, uint32_t count, char *message,
                            size_t message_size) {
  if (setjmp(jpeg->failure)) {
    copy_message(jpeg->error, message, message_size);
    return -1;
  }
  uint32_t done = 0;
  while (done < count && jpeg->info.output_scanline < jpeg->info.output_height) {
    JDIMENSION read = jpeg_read_scanlines(&jpeg->info, (JSAMPARRAY)(rows + done), count - done);
    if (read == 0) break;  // a suspending source only; jpeg_mem_src never suspends
    done += read;
  }
  return (int)done;
}

int carousel_jpeg_skip_rows(carousel_jpeg *jpeg, uint32_t count, char *message,
                            size_t message_size) {
  if (setjmp(jpeg->failure)) {
    copy_message(jpeg->error, message, message_size);
    return -1;
  }
  return (int)jpeg_skip_scanlines(&jpeg->info, count);
}

const char *carousel_jpeg_warning(const carousel_jpeg *jpeg) {
  return jpeg->has_warning ? jpeg->warning : NULL;
}

void carousel_jpeg_close(carousel_jpeg *jpeg) {
  if (!jpeg) return;
  // Rows never read are never decoded: abort rather than finish.
  jpeg_destroy_decompress(&jpeg->info);
  free(jpeg);
}
