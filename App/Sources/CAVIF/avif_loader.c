#include "avif_loader.h"

#include "library_loader.h"

#define AVIF_FUNCTIONS(F, V)                                                                 \
  F(avifDecoder *, avifDecoderCreate, (void), (), NULL)                                      \
  V(avifDecoderDestroy, (avifDecoder * d), (d))                                              \
  F(avifResult, avifDecoderNextImage, (avifDecoder * d), (d), AVIF_RESULT_NOT_IMPLEMENTED)   \
  F(avifResult, avifDecoderParse, (avifDecoder * d), (d), AVIF_RESULT_NOT_IMPLEMENTED)       \
  F(avifResult, avifDecoderSetIOMemory, (avifDecoder * d, const uint8_t *b, size_t s),       \
    (d, b, s), AVIF_RESULT_NOT_IMPLEMENTED)                                                  \
  F(avifResult, avifImageYUVToRGB, (const avifImage *i, avifRGBImage *r), (i, r),            \
    AVIF_RESULT_NOT_IMPLEMENTED)                                                             \
  V(avifRGBImageSetDefaults, (avifRGBImage * r, const avifImage *i), (r, i))                 \
  F(const char *, avifResultToString, (avifResult r), (r), "libavif could not be loaded")

CAROUSEL_LIBRARY_DEFINE(avif, AVIF_FUNCTIONS, "libavif.so.15", "libavif.so.16", "libavif.so")
