// Writes the animated WebP and AVIF seeds of the `animation` fuzz target
// (App/Fuzz/Corpus/animation/), with libwebp's animation encoder and libavif's encoder:
//   cc App/Fuzz/make-animation-seeds.c -o /tmp/seeds $(pkg-config --cflags --libs libwebpmux libavif)
//   /tmp/seeds App/Fuzz/Corpus/animation
#include <avif/avif.h>
#include <stdio.h>
#include <string.h>
#include <webp/encode.h>
#include <webp/mux.h>

static void save(const char *folder, const char *name, const uint8_t *bytes, size_t size) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", folder, name);
  FILE *file = fopen(path, "wb");
  fwrite(bytes, 1, size, file);
  fclose(file);
}

// Frames of 8×6 (lossless, or lossy), each a shifted colour pattern, 1 ms apart or 70 ms.
static void webp(const char *folder, const char *name, int lossless, int frames, int step,
                 int loops, int cut) {
  WebPAnimEncoderOptions options;
  WebPAnimEncoderOptionsInit(&options);
  options.anim_params.loop_count = loops;
  WebPAnimEncoder *encoder = WebPAnimEncoderNew(8, 6, &options);
  int time = 0;
  for (int frame = 0; frame < frames; frame++) {
    WebPConfig config;
    WebPConfigInit(&config);
    config.lossless = lossless;
    WebPPicture picture;
    WebPPictureInit(&picture);
    picture.width = 8;
    picture.height = 6;
    picture.use_argb = 1;
    WebPPictureAlloc(&picture);
    for (int i = 0; i < 48; i++) {
      uint32_t alpha = (i + frame) % 5 == 0 ? 0x80u : 0xFFu;
      picture.argb[i] = alpha << 24 | (uint32_t)((i * 37 + frame * 80) & 0xFF) << 16 |
                        (uint32_t)((i * 11) & 0xFF) << 8 | (uint32_t)(frame * 60 & 0xFF);
    }
    WebPAnimEncoderAdd(encoder, &picture, time, &config);
    WebPPictureFree(&picture);
    time += step;
  }
  WebPAnimEncoderAdd(encoder, NULL, time, NULL);
  WebPData data;
  WebPDataInit(&data);
  WebPAnimEncoderAssemble(encoder, &data);
  save(folder, name, data.bytes, cut ? data.size * 3 / 4 : data.size);
  WebPDataClear(&data);
  WebPAnimEncoderDelete(encoder);
}

static void avif(const char *folder, const char *name, int frames) {
  avifEncoder *encoder = avifEncoderCreate();
  encoder->speed = 10;
  encoder->timescale = 1000;
  for (int frame = 0; frame < frames; frame++) {
    avifImage *image = avifImageCreate(8, 6, 8, AVIF_PIXEL_FORMAT_YUV420);
    avifRGBImage rgb;
    avifRGBImageSetDefaults(&rgb, image);
    uint8_t pixels[8 * 6 * 4];
    for (int i = 0; i < 48; i++) {
      pixels[i * 4] = (uint8_t)(i * 37 + frame * 80);
      pixels[i * 4 + 1] = (uint8_t)(i * 11);
      pixels[i * 4 + 2] = (uint8_t)(frame * 60);
      pixels[i * 4 + 3] = 255;
    }
    rgb.pixels = pixels;
    rgb.rowBytes = 32;
    avifImageRGBToYUV(image, &rgb);
    avifEncoderAddImage(encoder, image, 40 + 30 * frame, AVIF_ADD_IMAGE_FLAG_NONE);
    avifImageDestroy(image);
  }
  avifRWData output = AVIF_DATA_EMPTY;
  avifEncoderFinish(encoder, &output);
  save(folder, name, output.data, output.size);
  avifRWDataFree(&output);
  avifEncoderDestroy(encoder);
}

int main(int argc, char **argv) {
  if (argc != 2) return 2;
  webp(argv[1], "webp-lossless-loop-2", 1, 3, 70, 2, 0);
  webp(argv[1], "webp-lossy-1ms", 0, 4, 1, 0, 0);
  webp(argv[1], "webp-truncated", 1, 3, 70, 0, 1);
  avif(argv[1], "avif-sequence", 3);
  return 0;
}
