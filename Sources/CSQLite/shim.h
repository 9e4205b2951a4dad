#ifndef LAYOUTLINGS_CSQLITE_SHIM_H
#define LAYOUTLINGS_CSQLITE_SHIM_H

// The system's SQLite. Without its headers the build stops here, on one line that says what to
// install (Debian and Ubuntu; other systems name the package sqlite-devel or sqlite).
#if __has_include(<sqlite3.h>)
#include <sqlite3.h>
#else
#error "Layoutlings needs the SQLite headers: install libsqlite3-dev (sudo apt-get install libsqlite3-dev)"
#endif

// Swift cannot import SQLITE_TRANSIENT (a cast of -1 to a function pointer), so the bindings that
// need SQLite to copy the bytes go through these wrappers.

// Binds UTF-8 text of `length` bytes (NUL bytes inside are kept); a NULL pointer binds ''.
static inline int csqlite_bind_text(sqlite3_stmt *statement, int index,
                                    const char *bytes, sqlite3_uint64 length) {
  if (bytes == 0 || length == 0) {
    return sqlite3_bind_text(statement, index, "", 0, SQLITE_STATIC);
  }
  return sqlite3_bind_text64(statement, index, bytes, length, SQLITE_TRANSIENT, SQLITE_UTF8);
}

// Binds a blob of `length` bytes; an empty blob stays a zero-length BLOB rather than NULL.
static inline int csqlite_bind_blob(sqlite3_stmt *statement, int index,
                                    const void *bytes, sqlite3_uint64 length) {
  if (bytes == 0 || length == 0) {
    return sqlite3_bind_zeroblob(statement, index, 0);
  }
  return sqlite3_bind_blob64(statement, index, bytes, length, SQLITE_TRANSIENT);
}

#endif
