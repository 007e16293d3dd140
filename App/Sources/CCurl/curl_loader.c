// curl_easy_setopt and curl_easy_getinfo are called through pointers of the same names:
// no type-checking macros of those names.
#define CURL_DISABLE_TYPECHECK
#include "curl_loader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

// Every libcurl function used, as a pointer found with dlsym once libcurl is loaded.
#define CAROUSEL_CURL_FUNCTIONS(X)                                                           \
  X(curl_global_init, CURLcode (*)(long))                                                    \
  X(curl_easy_init, CURL *(*)(void))                                                         \
  X(curl_easy_cleanup, void (*)(CURL *))                                                     \
  X(curl_easy_strerror, const char *(*)(CURLcode))                                           \
  X(curl_easy_setopt, CURLcode (*)(CURL *, CURLoption, ...))                                 \
  X(curl_easy_getinfo, CURLcode (*)(CURL *, CURLINFO, ...))                                  \
  X(curl_slist_append, struct curl_slist *(*)(struct curl_slist *, const char *))            \
  X(curl_slist_free_all, void (*)(struct curl_slist *))                                      \
  X(curl_free, void (*)(void *))                                                             \
  X(curl_multi_init, CURLM *(*)(void))                                                       \
  X(curl_multi_cleanup, CURLMcode (*)(CURLM *))                                              \
  X(curl_multi_add_handle, CURLMcode (*)(CURLM *, CURL *))                                   \
  X(curl_multi_remove_handle, CURLMcode (*)(CURLM *, CURL *))                                \
  X(curl_multi_perform, CURLMcode (*)(CURLM *, int *))                                       \
  X(curl_multi_poll, CURLMcode (*)(CURLM *, struct curl_waitfd *, unsigned, int, int *))     \
  X(curl_multi_wakeup, CURLMcode (*)(CURLM *))                                               \
  X(curl_multi_info_read, CURLMsg *(*)(CURLM *, int *))                                      \
  X(curl_url, CURLU *(*)(void))                                                              \
  X(curl_url_cleanup, void (*)(CURLU *))                                                     \
  X(curl_url_set, CURLUcode (*)(CURLU *, CURLUPart, const char *, unsigned int))             \
  X(curl_url_get, CURLUcode (*)(const CURLU *, CURLUPart, char **, unsigned int))

static struct {
#define CAROUSEL_CURL_FIELD(name, type) __typeof__(type) name;
  CAROUSEL_CURL_FUNCTIONS(CAROUSEL_CURL_FIELD)
#undef CAROUSEL_CURL_FIELD
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static const char *load_error = NULL;

static void load(void) {
  void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) {
    load_error = dlerror();
    if (load_error == NULL) load_error = "libcurl.so.4 could not be loaded";
    return;
  }
#define CAROUSEL_CURL_FIND(name, type)                                                       \
  curl.name = (type)dlsym(library, #name);                                                   \
  if (curl.name == NULL) {                                                                   \
    load_error = "libcurl.so.4 has no " #name;                                               \
    return;                                                                                  \
  }
  CAROUSEL_CURL_FUNCTIONS(CAROUSEL_CURL_FIND)
#undef CAROUSEL_CURL_FIND
}

const char *carousel_curl_load(void) {
  pthread_once(&load_once, load);
  return load_error;
}

// Whether libcurl is there: loads it on first use.
static int ready(void) { return carousel_curl_load() == NULL; }

CURLcode carousel_curl_global_init(void) {
  return ready() ? curl.curl_global_init(CURL_GLOBAL_DEFAULT) : CURLE_FAILED_INIT;
}

CURL *carousel_curl_easy_init(void) { return ready() ? curl.curl_easy_init() : NULL; }

void carousel_curl_easy_cleanup(CURL *handle) {
  if (ready()) curl.curl_easy_cleanup(handle);
}

const char *carousel_curl_easy_strerror(CURLcode code) {
  if (!ready()) return load_error;
  return curl.curl_easy_strerror(code);
}

struct curl_slist *carousel_curl_slist_append(struct curl_slist *list, const char *string) {
  return ready() ? curl.curl_slist_append(list, string) : NULL;
}

void carousel_curl_slist_free_all(struct curl_slist *list) {
  if (ready()) curl.curl_slist_free_all(list);
}

void carousel_curl_free(void *pointer) {
  if (ready()) curl.curl_free(pointer);
}

CURLcode carousel_curl_set_long(CURL *handle, CURLoption option, long value) {
  return ready() ? curl.curl_easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

CURLcode carousel_curl_set_offset(CURL *handle, CURLoption option, curl_off_t value) {
  return ready() ? curl.curl_easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

CURLcode carousel_curl_set_pointer(CURL *handle, CURLoption option, const void *value) {
  return ready() ? curl.curl_easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

CURLcode carousel_curl_set_callback(CURL *handle, CURLoption option,
                                    carousel_curl_data_callback value) {
  return ready() ? curl.curl_easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

CURLcode carousel_curl_get_long(CURL *handle, CURLINFO info, long *value) {
  return ready() ? curl.curl_easy_getinfo(handle, info, value) : CURLE_FAILED_INIT;
}

CURLcode carousel_curl_get_offset(CURL *handle, CURLINFO info, curl_off_t *value) {
  return ready() ? curl.curl_easy_getinfo(handle, info, value) : CURLE_FAILED_INIT;
}

CURLcode carousel_curl_get_string(CURL *handle, CURLINFO info, char **value) {
  return ready() ? curl.curl_easy_getinfo(handle, info, value) : CURLE_FAILED_INIT;
}

CURLM *carousel_curl_multi_init(void) { return ready() ? curl.curl_multi_init() : NULL; }

CURLMcode carousel_curl_multi_cleanup(CURLM *multi) {
  return ready() ? curl.curl_multi_cleanup(multi) : CURLM_INTERNAL_ERROR;
}

CURLMcode carousel_curl_multi_add_handle(CURLM *multi, CURL *handle) {
  return ready() ? curl.curl_multi_add_handle(multi, handle) : CURLM_INTERNAL_ERROR;
}

CURLMcode carousel_curl_multi_remove_handle(CURLM *multi, CURL *handle) {
  return ready() ? curl.curl_multi_remove_handle(multi, handle) : CURLM_INTERNAL_ERROR;
}

CURLMcode carousel_curl_multi_perform(CURLM *multi, int *running) {
  return ready() ? curl.curl_multi_perform(multi, running) : CURLM_INTERNAL_ERROR;
}

CURLMcode carousel_curl_multi_poll(CURLM *multi, struct curl_waitfd extra[], unsigned count,
                                   int timeout, int *ready_count) {
  return ready() ? curl.curl_multi_poll(multi, extra, count, timeout, ready_count)
                 : CURLM_INTERNAL_ERROR;
}

CURLMcode carousel_curl_multi_wakeup(CURLM *multi) {
  return ready() ? curl.curl_multi_wakeup(multi) : CURLM_INTERNAL_ERROR;
}

CURLMsg *carousel_curl_multi_info_read(CURLM *multi, int *queued) {
  return ready() ? curl.curl_multi_info_read(multi, queued) : NULL;
}

CURLU *carousel_curl_url(void) { return ready() ? curl.curl_url() : NULL; }

void carousel_curl_url_cleanup(CURLU *url) {
  if (ready()) curl.curl_url_cleanup(url);
}

CURLUcode carousel_curl_url_set(CURLU *url, CURLUPart part, const char *content,
                                unsigned int flags) {
  return ready() ? curl.curl_url_set(url, part, content, flags) : CURLUE_OUT_OF_MEMORY;
}

CURLUcode carousel_curl_url_get(const CURLU *url, CURLUPart part, char **content,
                                unsigned int flags) {
  return ready() ? curl.curl_url_get(url, part, content, flags) : CURLUE_OUT_OF_MEMORY;
}
