#ifndef CAROUSEL_CURL_LOADER_H
#define CAROUSEL_CURL_LOADER_H

// libcurl, loaded when the first download starts rather than when the program starts.
//
// Linked at start-up, libcurl and what it links (OpenSSL, GnuTLS, Kerberos, LDAP, SSH…: 25
// libraries) kept about 5 MB resident in every window, most of which shows no URL. These
// functions stand for libcurl's: each loads libcurl.so.4 (once, thread-safely) and calls
// the function of the same name without the `carousel_` prefix. Only the types and
// constants of <curl/curl.h> are used from the header; its functions are not linked, so a
// call to one of them fails the build.
//
// curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt are variadic, which Swift cannot
// call: one typed wrapper for each kind of argument.

#include <curl/curl.h>

typedef size_t (*carousel_curl_data_callback)(char *buffer, size_t size, size_t count,
                                              void *context);

// Loads libcurl if it is not loaded yet. Returns NULL on success, or what dlopen/dlsym said
// (a static string, valid until the next call) when libcurl or one of its functions is
// missing; every other function then fails the way libcurl reports running out of memory
// (NULL handles, CURLE_FAILED_INIT, CURLM_INTERNAL_ERROR, CURLUE_OUT_OF_MEMORY).
const char *carousel_curl_load(void);

CURLcode carousel_curl_global_init(void);
CURL *carousel_curl_easy_init(void);
void carousel_curl_easy_cleanup(CURL *handle);
const char *carousel_curl_easy_strerror(CURLcode code);
struct curl_slist *carousel_curl_slist_append(struct curl_slist *list, const char *string);
void carousel_curl_slist_free_all(struct curl_slist *list);
void carousel_curl_free(void *pointer);

CURLcode carousel_curl_set_long(CURL *handle, CURLoption option, long value);
CURLcode carousel_curl_set_offset(CURL *handle, CURLoption option, curl_off_t value);
CURLcode carousel_curl_set_pointer(CURL *handle, CURLoption option, const void *value);
CURLcode carousel_curl_set_callback(CURL *handle, CURLoption option,
                                    carousel_curl_data_callback value);
CURLcode carousel_curl_get_long(CURL *handle, CURLINFO info, long *value);
CURLcode carousel_curl_get_offset(CURL *handle, CURLINFO info, curl_off_t *value);
CURLcode carousel_curl_get_string(CURL *handle, CURLINFO info, char **value);

CURLM *carousel_curl_multi_init(void);
CURLMcode carousel_curl_multi_cleanup(CURLM *multi);
CURLMcode carousel_curl_multi_add_handle(CURLM *multi, CURL *handle);
CURLMcode carousel_curl_multi_remove_handle(CURLM *multi, CURL *handle);
CURLMcode carousel_curl_multi_perform(CURLM *multi, int *running);
CURLMcode carousel_curl_multi_poll(CURLM *multi, struct curl_waitfd extra[], unsigned count,
                                   int timeout, int *ready);
CURLMcode carousel_curl_multi_wakeup(CURLM *multi);
CURLMsg *carousel_curl_multi_info_read(CURLM *multi, int *queued);

CURLU *carousel_curl_url(void);
void carousel_curl_url_cleanup(CURLU *url);
CURLUcode carousel_curl_url_set(CURLU *url, CURLUPart part, const char *content,
                                unsigned int flags);
CURLUcode carousel_curl_url_get(const CURLU *url, CURLUPart part, char **content,
                                unsigned int flags);

#endif
