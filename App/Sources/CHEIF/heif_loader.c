#include "heif_loader.h"

#include "library_loader.h"

// What a call returns when libheif cannot be loaded.
#define NOT_LOADED                                                                           \
  ((struct heif_error){heif_error_Unsupported_feature, heif_suberror_Unspecified,           \
                       "libheif could not be loaded"})

#define HEIF_FUNCTIONS(F, V)                                                                 \
  F(struct heif_context *, heif_context_alloc, (void), (), NULL)                            \
  V(heif_context_free, (struct heif_context * c), (c))                                       \
  F(struct heif_error, heif_context_get_primary_image_handle,                                \
    (struct heif_context * c, struct heif_image_handle * *h), (c, h), NOT_LOADED)            \
  F(struct heif_error, heif_context_read_from_memory_without_copy,                           \
    (struct heif_context * c, const void *m, size_t s, const struct heif_reading_options *o), \
    (c, m, s, o), NOT_LOADED)                                                                \
  F(struct heif_error, heif_decode_image,                                                    \
    (const struct heif_image_handle *h, struct heif_image **i, enum heif_colorspace s,       \
     enum heif_chroma c, const struct heif_decoding_options *o),                              \
    (h, i, s, c, o), NOT_LOADED)                                                             \
  F(int, heif_image_get_width, (const struct heif_image *i, enum heif_channel c), (i, c), -1) \
  F(int, heif_image_get_height, (const struct heif_image *i, enum heif_channel c), (i, c), -1) \
  F(const uint8_t *, heif_image_get_plane_readonly,                                          \
    (const struct heif_image *i, enum heif_channel c, int *s), (i, c, s), NULL)              \
  F(enum heif_color_profile_type, heif_image_handle_get_color_profile_type,                  \
    (const struct heif_image_handle *h), (h), heif_color_profile_type_not_present)           \
  F(int, heif_image_handle_get_width, (const struct heif_image_handle *h), (h), 0)           \
  F(int, heif_image_handle_get_height, (const struct heif_image_handle *h), (h), 0)          \
  F(struct heif_error, heif_image_handle_get_nclx_color_profile,                             \
    (const struct heif_image_handle *h, struct heif_color_profile_nclx **p), (h, p),         \
    NOT_LOADED)                                                                              \
  F(struct heif_error, heif_image_handle_get_raw_color_profile,                              \
    (const struct heif_image_handle *h, void *p), (h, p), NOT_LOADED)                        \
  F(size_t, heif_image_handle_get_raw_color_profile_size,                                    \
    (const struct heif_image_handle *h), (h), 0)                                             \
  F(int, heif_image_handle_is_premultiplied_alpha, (const struct heif_image_handle *h), (h), 0) \
  V(heif_image_handle_release, (const struct heif_image_handle *h), (h))                     \
  V(heif_image_release, (const struct heif_image *i), (i))                                   \
  V(heif_nclx_color_profile_free, (struct heif_color_profile_nclx * p), (p))

CAROUSEL_LIBRARY_DEFINE(heif, HEIF_FUNCTIONS, "libheif.so.1", "libheif.so")
