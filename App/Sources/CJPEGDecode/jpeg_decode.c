#include "jpeg_decode.h"

#include <errno.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <jpeglib.h>
#include <jerror.h>

struct carousel_jpeg {
  struct jpeg_decompress_struct info;
  struct jpeg_error_mgr errors;
  jmp_buf failure;
  /// The fatal error's text, copied to the caller's buffer.
  char error[JMSG_LENGTH_MAX];
  /// The first warning's text, when `has_warning`.
  char warning[JMSG_LENGTH_MAX];
  int has_warning;
  /// Reading from a file (carousel_jpeg_open_file): its source manager, the descriptor,
  /// the offset of the next byte to read and the buffer the reads land in.
  struct jpeg_source_mgr file_source;
  int descriptor;
  off_t offset;
  off_t end;
  JOCTET *chunk;
};

/// Bytes read from a file at a time.
enum { CAROUSEL_JPEG_CHUNK = 1 << 16 };

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

void carousel_jpeg_close(carousel_jpeg *jpeg);

static void copy_message(const char *text, char *message, size_t message_size) {
  if (message && message_size > 0) snprintf(message, message_size, "%s", text);
}

static void file_source_start(j_decompress_ptr info) { (void)info; }

/// The next chunk of the file; at its end (its size when it was opened: a file that grows
/// is read no further) or a read error, a warning and a fake end of image, as libjpeg's
/// own sources do, so a file cut short decodes to what arrived.
static boolean file_source_fill(j_decompress_ptr info) {
  carousel_jpeg *jpeg = (carousel_jpeg *)info->client_data;
  ssize_t count = 0;
  if (jpeg->offset < jpeg->end) {
    off_t left = jpeg->end - jpeg->offset;
    size_t wanted = left < CAROUSEL_JPEG_CHUNK ? (size_t)left : CAROUSEL_JPEG_CHUNK;
    do {
      count = pread(jpeg->descriptor, jpeg->chunk, wanted, jpeg->offset);
    } while (count < 0 && errno == EINTR);
  }
  if (count <= 0) {
    static const JOCTET end_of_image[2] = {0xFF, JPEG_EOI};
    WARNMS(info, JWRN_JPEG_EOF);
    info->src->next_input_byte = end_of_image;
    info->src->bytes_in_buffer = sizeof end_of_image;
    return TRUE;
  }
  jpeg->offset += count;
  info->src->next_input_byte = jpeg->chunk;
  info->src->bytes_in_buffer = (size_t)count;
  return TRUE;
}

/// Skips `count` bytes (a segment the decoder ignores): past the buffer, without reading.
static void file_source_skip(j_decompress_ptr info, long count) {
  carousel_jpeg *jpeg = (carousel_jpeg *)info->client_data;
  if (count <= 0) return;
  if ((size_t)count <= info->src->bytes_in_buffer) {
    info->src->next_input_byte += count;
    info->src->bytes_in_buffer -= (size_t)count;
    return;
  }
  jpeg->offset += (off_t)(count - (long)info->src->bytes_in_buffer);
  info->src->bytes_in_buffer = 0;
}

static void file_source_end(j_decompress_ptr info) { (void)info; }

/// Makes the decoder and reads the header, with the source `use_source` sets up.
static carousel_jpeg *open_with(void (*use_source)(carousel_jpeg *, const void *), const void *context,
                                uint32_t *width, uint32_t *height, carousel_jpeg_colours *colours,
                                char *message, size_t message_size) {
  carousel_jpeg *jpeg = calloc(1, sizeof *jpeg);
  if (!jpeg) {
    copy_message("there is not enough memory to decode it", message, message_size);
    return NULL;
  }
  jpeg->descriptor = -1;
  jpeg->info.err = jpeg_std_error(&jpeg->errors);
  jpeg->errors.error_exit = carousel_jpeg_fail;
  jpeg->errors.emit_message = carousel_jpeg_note;
  jpeg->info.client_data = jpeg;
  if (setjmp(jpeg->failure)) {
    copy_message(jpeg->error, message, message_size);
    carousel_jpeg_close(jpeg);
    return NULL;
  }
  jpeg_create_decompress(&jpeg->info);
  use_source(jpeg, context);
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

struct memory { const uint8_t *data; size_t size; };

static void use_memory(carousel_jpeg *jpeg, const void *context) {
  const struct memory *memory = context;
  jpeg_mem_src(&jpeg->info, memory->data, (unsigned long)memory->size);
}

carousel_jpeg *carousel_jpeg_open(const uint8_t *data, size_t size, uint32_t *width,
                                  uint32_t *height, carousel_jpeg_colours *colours,
                                  char *message, size_t message_size) {
  struct memory memory = {data, size};
  return open_with(use_memory, &memory, width, height, colours, message, message_size);
}

struct file { int descriptor; size_t size; const uint8_t *prefix; size_t prefix_size; };

static void use_file(carousel_jpeg *jpeg, const void *context) {
  const struct file *file = context;
  jpeg->chunk = (*jpeg->info.mem->alloc_small)((j_common_ptr)&jpeg->info, JPOOL_PERMANENT,
                                               CAROUSEL_JPEG_CHUNK);
  jpeg->descriptor = file->descriptor;
  jpeg->offset = (off_t)file->prefix_size;
  jpeg->end = (off_t)file->size;
  jpeg->file_source.init_source = file_source_start;
  jpeg->file_source.fill_input_buffer = file_source_fill;
  jpeg->file_source.skip_input_data = file_source_skip;
  jpeg->file_source.resync_to_restart = jpeg_resync_to_restart;
  jpeg->file_source.term_source = file_source_end;
  // The bytes already read come first.
  jpeg->file_source.next_input_byte = file->prefix;
  jpeg->file_source.bytes_in_buffer = file->prefix_size;
  jpeg->info.src = &jpeg->file_source;
}

carousel_jpeg *carousel_jpeg_open_file(int descriptor, size_t size, const uint8_t *prefix,
                                       size_t prefix_size, uint32_t *width, uint32_t *height,
                                       carousel_jpeg_colours *colours, char *message,
                                       size_t message_size) {
  struct file file = {descriptor, size, prefix, prefix_size};
  return open_with(use_file, &file, width, height, colours, message, message_size);
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
  // Rows never read are never decoded: abort rather than finish. (The file's chunk is in
  // libjpeg's permanent pool and goes with it.)
  jpeg_destroy_decompress(&jpeg->info);
  free(jpeg);
}
