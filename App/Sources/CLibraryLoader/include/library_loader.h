#ifndef CAROUSEL_LIBRARY_LOADER_H
#define CAROUSEL_LIBRARY_LOADER_H

#include <dlfcn.h>
#include <pthread.h>

// Libraries loaded on first use instead of at start-up (libcurl, the HEIF, AVIF and JPEG XL
// codecs): linked, each kept its own pages and those of the libraries it links resident in
// every window, most of which never shows such a file or URL. Each loader is a table of the
// library's functions found with dlsym, filled once (thread-safely) by
// carousel_library_load, and wrappers of the same names with a `carousel_` prefix that
// load the library and call through the table, or fail the way the library reports an
// error when it cannot be loaded.

// A library to load: the file names dlopen tries in order (NULL-terminated), the names of
// its functions (NULL-terminated) and where their addresses go, in the same order.
struct carousel_library {
  const char *const *file_names;
  const char *const *function_names;
  void **functions;
  pthread_once_t once;
  // NULL once loaded, else what went wrong (dlerror's string, or `message`).
  const char *error;
  char message[192];
};

// The table and wrappers of a library, from a list of its functions:
//   FUNCTIONS(F, V) lists F(return type, name, (parameters), (arguments), failure value)
//   for functions that return something and V(name, (parameters), (arguments)) for void
//   ones. Defines `carousel_<name>` for each, and `carousel_<prefix>_load()`.
#define CAROUSEL_LIBRARY_INDEX_F(type, name, params, args, failure) carousel_index_##name,
#define CAROUSEL_LIBRARY_INDEX_V(name, params, args) carousel_index_##name,
#define CAROUSEL_LIBRARY_NAME_F(type, name, params, args, failure) #name,
#define CAROUSEL_LIBRARY_NAME_V(name, params, args) #name,
#define CAROUSEL_LIBRARY_WRAP_F(type, name, params, args, failure)                            \
  type carousel_##name params {                                                               \
    if (carousel_library_load(&carousel_library_table) != NULL) return failure;              \
    return ((type(*) params)carousel_library_functions[carousel_index_##name])args;          \
  }
#define CAROUSEL_LIBRARY_WRAP_V(name, params, args)                                           \
  void carousel_##name params {                                                               \
    if (carousel_library_load(&carousel_library_table) != NULL) return;                      \
    ((void(*) params)carousel_library_functions[carousel_index_##name])args;                 \
  }
#define CAROUSEL_LIBRARY_DEFINE(prefix, FUNCTIONS, ...)                                       \
  enum { FUNCTIONS(CAROUSEL_LIBRARY_INDEX_F, CAROUSEL_LIBRARY_INDEX_V) carousel_index_count }; \
  static const char *const carousel_library_files[] = {__VA_ARGS__, NULL};                   \
  static const char *const carousel_library_names[] = {                                      \
      FUNCTIONS(CAROUSEL_LIBRARY_NAME_F, CAROUSEL_LIBRARY_NAME_V) NULL};                      \
  static void *carousel_library_functions[carousel_index_count];                             \
  static struct carousel_library carousel_library_table = {                                  \
      carousel_library_files, carousel_library_names, carousel_library_functions,            \
      PTHREAD_ONCE_INIT, NULL, {0}};                                                         \
  const char *carousel_##prefix##_load(void) {                                                \
    return carousel_library_load(&carousel_library_table);                                   \
  }                                                                                           \
  FUNCTIONS(CAROUSEL_LIBRARY_WRAP_F, CAROUSEL_LIBRARY_WRAP_V)

// Loads `library` if it is not loaded yet. Returns NULL when every function was found, or
// why not (dlopen's or dlsym's words).
const char *carousel_library_load(struct carousel_library *library);

#endif
