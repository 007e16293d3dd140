#include "jxl_loader.h"

#include "library_loader.h"

#define JXL_FUNCTIONS(F, V)                                                                  \
  V(JxlColorEncodingSetToSRGB, (JxlColorEncoding * e, JXL_BOOL g), (e, g))                   \
  V(JxlDecoderCloseInput, (JxlDecoder * d), (d))                                             \
  F(JxlDecoder *, JxlDecoderCreate, (const JxlMemoryManager *m), (m), NULL)                  \
  V(JxlDecoderDestroy, (JxlDecoder * d), (d))                                                \
  F(JxlDecoderStatus, JxlDecoderGetBasicInfo, (const JxlDecoder *d, JxlBasicInfo *i), (d, i), \
    JXL_DEC_ERROR)                                                                           \
  F(JxlDecoderStatus, JxlDecoderGetColorAsEncodedProfile,                                    \
    (const JxlDecoder *d, const JxlPixelFormat *f, JxlColorProfileTarget t,                  \
     JxlColorEncoding *e),                                                                   \
    (d, f, t, e), JXL_DEC_ERROR)                                                             \
  F(JxlDecoderStatus, JxlDecoderGetColorAsICCProfile,                                        \
    (const JxlDecoder *d, const JxlPixelFormat *f, JxlColorProfileTarget t, uint8_t *p,      \
     size_t s),                                                                              \
    (d, f, t, p, s), JXL_DEC_ERROR)                                                          \
  F(JxlDecoderStatus, JxlDecoderGetICCProfileSize,                                           \
    (const JxlDecoder *d, const JxlPixelFormat *f, JxlColorProfileTarget t, size_t *s),      \
    (d, f, t, s), JXL_DEC_ERROR)                                                             \
  F(JxlDecoderStatus, JxlDecoderImageOutBufferSize,                                          \
    (const JxlDecoder *d, const JxlPixelFormat *f, size_t *s), (d, f, s), JXL_DEC_ERROR)    \
  F(JxlDecoderStatus, JxlDecoderProcessInput, (JxlDecoder * d), (d), JXL_DEC_ERROR)          \
  F(JxlDecoderStatus, JxlDecoderSetImageOutBuffer,                                           \
    (JxlDecoder * d, const JxlPixelFormat *f, void *b, size_t s), (d, f, b, s),              \
    JXL_DEC_ERROR)                                                                           \
  F(JxlDecoderStatus, JxlDecoderSetInput, (JxlDecoder * d, const uint8_t *b, size_t s),      \
    (d, b, s), JXL_DEC_ERROR)                                                                \
  F(JxlDecoderStatus, JxlDecoderSetPreferredColorProfile,                                    \
    (JxlDecoder * d, const JxlColorEncoding *e), (d, e), JXL_DEC_ERROR)                      \
  F(JxlDecoderStatus, JxlDecoderSubscribeEvents, (JxlDecoder * d, int e), (d, e),            \
    JXL_DEC_ERROR)

CAROUSEL_LIBRARY_DEFINE(jxl, JXL_FUNCTIONS, "libjxl.so.0.7", "libjxl.so.0.8", "libjxl.so.0.11",
                        "libjxl.so")
