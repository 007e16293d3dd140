#include "library_loader.h"

#include <stddef.h>
#include <stdio.h>

// pthread_once runs a function without arguments: the library being loaded is handed over
// in this thread-local.
static _Thread_local struct carousel_library *loading;

static void load_once(void) {
  struct carousel_library *library = loading;
  void *handle = NULL;
  const char *failure = NULL;
  for (const char *const *name = library->file_names; *name != NULL && handle == NULL; name++) {
    handle = dlopen(*name, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL && failure == NULL) failure = dlerror();
  }
  if (handle == NULL) {
    library->error = failure != NULL ? failure : "the library could not be loaded";
    return;
  }
  for (size_t index = 0; library->function_names[index] != NULL; index++) {
    library->functions[index] = dlsym(handle, library->function_names[index]);
    if (library->functions[index] == NULL) {
      snprintf(library->message, sizeof library->message, "%s has no function %s",
               library->file_names[0], library->function_names[index]);
      library->error = library->message;
      return;
    }
  }
  library->error = NULL;
}

const char *carousel_library_load(struct carousel_library *library) {
  loading = library;
  pthread_once(&library->once, load_once);
  return library->error;
}
