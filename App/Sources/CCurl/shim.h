#include <curl/curl.h>

// curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt are variadic, which Swift cannot
// call: one typed wrapper for each kind of argument.

typedef size_t (*carousel_curl_data_callback)(char *buffer, size_t size, size_t count,
                                              void *context);

static inline CURLcode carousel_curl_global_init(void) {
  return curl_global_init(CURL_GLOBAL_DEFAULT);
}

static inline CURLcode carousel_curl_set_long(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode carousel_curl_set_offset(CURL *handle, CURLoption option,
                                                curl_off_t value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode carousel_curl_set_pointer(CURL *handle, CURLoption option,
                                                 const void *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode carousel_curl_set_callback(CURL *handle, CURLoption option,
                                                  carousel_curl_data_callback value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode carousel_curl_get_long(CURL *handle, CURLINFO info, long *value) {
  return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode carousel_curl_get_offset(CURL *handle, CURLINFO info,
                                                curl_off_t *value) {
  return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode carousel_curl_get_string(CURL *handle, CURLINFO info, char **value) {
  return curl_easy_getinfo(handle, info, value);
}
