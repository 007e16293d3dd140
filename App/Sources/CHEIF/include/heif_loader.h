#ifndef CAROUSEL_HEIF_LOADER_H
#define CAROUSEL_HEIF_LOADER_H

// libheif (and the HEVC and AV1 codecs it links), loaded on the first HEIF decode: see
// library_loader.h. The app calls the `carousel_` wrappers; <libheif/heif.h> gives the
// types (the tests, which encode test images, link libheif themselves).

#include <libheif/heif.h>

// NULL once libheif is loaded, else why it cannot be.
const char *carousel_heif_load(void);

struct heif_context *carousel_heif_context_alloc(void);
void carousel_heif_context_free(struct heif_context *context);
struct heif_error carousel_heif_context_get_primary_image_handle(
    struct heif_context *context, struct heif_image_handle **handle);
struct heif_error carousel_heif_context_read_from_memory_without_copy(
    struct heif_context *context, const void *memory, size_t size,
    const struct heif_reading_options *options);
struct heif_error carousel_heif_decode_image(const struct heif_image_handle *handle,
                                             struct heif_image **image,
                                             enum heif_colorspace colorspace,
                                             enum heif_chroma chroma,
                                             const struct heif_decoding_options *options);
int carousel_heif_image_get_width(const struct heif_image *image, enum heif_channel channel);
int carousel_heif_image_get_height(const struct heif_image *image, enum heif_channel channel);
const uint8_t *carousel_heif_image_get_plane_readonly(const struct heif_image *image,
                                                      enum heif_channel channel, int *stride);
enum heif_color_profile_type carousel_heif_image_handle_get_color_profile_type(
    const struct heif_image_handle *handle);
int carousel_heif_image_handle_get_width(const struct heif_image_handle *handle);
int carousel_heif_image_handle_get_height(const struct heif_image_handle *handle);
struct heif_error carousel_heif_image_handle_get_nclx_color_profile(
    const struct heif_image_handle *handle, struct heif_color_profile_nclx **profile);
struct heif_error carousel_heif_image_handle_get_raw_color_profile(
    const struct heif_image_handle *handle, void *profile);
size_t carousel_heif_image_handle_get_raw_color_profile_size(
    const struct heif_image_handle *handle);
int carousel_heif_image_handle_is_premultiplied_alpha(const struct heif_image_handle *handle);
void carousel_heif_image_handle_release(const struct heif_image_handle *handle);
void carousel_heif_image_release(const struct heif_image *image);
void carousel_heif_nclx_color_profile_free(struct heif_color_profile_nclx *profile);

#endif
