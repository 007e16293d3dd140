#ifndef CAROUSEL_JXL_LOADER_H
#define CAROUSEL_JXL_LOADER_H

// libjxl (and Brotli and Highway, which it links), loaded on the first JPEG XL decode: see
// library_loader.h. The app calls the `carousel_` wrappers; <jxl/decode.h> and
// <jxl/encode.h> give the types (the tests, which encode test images, link libjxl
// themselves).

#include <jxl/decode.h>
#include <jxl/encode.h>

// NULL once libjxl is loaded, else why it cannot be.
const char *carousel_jxl_load(void);

void carousel_JxlColorEncodingSetToSRGB(JxlColorEncoding *encoding, JXL_BOOL is_gray);
void carousel_JxlDecoderCloseInput(JxlDecoder *decoder);
JxlDecoder *carousel_JxlDecoderCreate(const JxlMemoryManager *memory_manager);
void carousel_JxlDecoderDestroy(JxlDecoder *decoder);
JxlDecoderStatus carousel_JxlDecoderGetBasicInfo(const JxlDecoder *decoder, JxlBasicInfo *info);
JxlDecoderStatus carousel_JxlDecoderGetColorAsEncodedProfile(
    const JxlDecoder *decoder, const JxlPixelFormat *format, JxlColorProfileTarget target,
    JxlColorEncoding *encoding);
JxlDecoderStatus carousel_JxlDecoderGetColorAsICCProfile(const JxlDecoder *decoder,
                                                         const JxlPixelFormat *format,
                                                         JxlColorProfileTarget target,
                                                         uint8_t *profile, size_t size);
JxlDecoderStatus carousel_JxlDecoderGetICCProfileSize(const JxlDecoder *decoder,
                                                      const JxlPixelFormat *format,
                                                      JxlColorProfileTarget target,
                                                      size_t *size);
JxlDecoderStatus carousel_JxlDecoderImageOutBufferSize(const JxlDecoder *decoder,
                                                       const JxlPixelFormat *format,
                                                       size_t *size);
JxlDecoderStatus carousel_JxlDecoderProcessInput(JxlDecoder *decoder);
JxlDecoderStatus carousel_JxlDecoderSetImageOutBuffer(JxlDecoder *decoder,
                                                      const JxlPixelFormat *format,
                                                      void *buffer, size_t size);
JxlDecoderStatus carousel_JxlDecoderSetInput(JxlDecoder *decoder, const uint8_t *data,
                                             size_t size);
JxlDecoderStatus carousel_JxlDecoderSetPreferredColorProfile(JxlDecoder *decoder,
                                                             const JxlColorEncoding *encoding);
JxlDecoderStatus carousel_JxlDecoderSubscribeEvents(JxlDecoder *decoder, int events);

#endif
