// Inflating a PNG iCCP chunk's zlib stream, with a bound on the output.
#include "png_decode.h"

#include <zlib.h>

int carousel_inflate(const uint8_t *data, size_t size, uint8_t *out, size_t capacity,
                     size_t *written) {
  z_stream stream = {0};
  if (inflateInit(&stream) != Z_OK) return -1;
  stream.next_in = (Bytef *)data;
  stream.avail_in = (uInt)(size > UINT32_MAX ? UINT32_MAX : size);
  stream.next_out = out;
  stream.avail_out = (uInt)(capacity > UINT32_MAX ? UINT32_MAX : capacity);
  int status = inflate(&stream, Z_FINISH);
  *written = stream.total_out;
  inflateEnd(&stream);
  if (status == Z_STREAM_END) return 0;
  // Output full with the stream not at its end: more than `capacity` bytes.
  if (stream.avail_out == 0 && (status == Z_BUF_ERROR || status == Z_OK)) return 1;
  return -1;
}
