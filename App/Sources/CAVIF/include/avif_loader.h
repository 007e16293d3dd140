#ifndef CAROUSEL_AVIF_LOADER_H
#define CAROUSEL_AVIF_LOADER_H

// libavif (and the AV1 codecs it links), loaded on the first AVIF decode: see
// library_loader.h. The app calls the `carousel_` wrappers; <avif/avif.h> gives the types
// (the tests, which encode test images, link libavif themselves).

#include <avif/avif.h>

// NULL once libavif is loaded, else why it cannot be.
const char *carousel_avif_load(void);

avifDecoder *carousel_avifDecoderCreate(void);
void carousel_avifDecoderDestroy(avifDecoder *decoder);
avifResult carousel_avifDecoderNextImage(avifDecoder *decoder);
avifResult carousel_avifDecoderParse(avifDecoder *decoder);
avifResult carousel_avifDecoderSetIOMemory(avifDecoder *decoder, const uint8_t *data,
                                           size_t size);
avifResult carousel_avifImageYUVToRGB(const avifImage *image, avifRGBImage *rgb);
void carousel_avifRGBImageSetDefaults(avifRGBImage *rgb, const avifImage *image);
const char *carousel_avifResultToString(avifResult result);

#endif
