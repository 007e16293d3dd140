#include <sqlite3.h>
#include <stddef.h>
// SQLITE_TRANSIENT is a cast of -1 to a function pointer; Swift cannot import it.
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }
// sqlite3_db_config is variadic; Swift cannot call it. Sets an on/off `option` to `value`.
static inline int csqlite_db_config(sqlite3 *db, int option, int value) {
  return sqlite3_db_config(db, option, value, (int *)NULL);
}
