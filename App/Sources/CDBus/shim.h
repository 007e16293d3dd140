#include <dbus/dbus.h>
// The type codes are cast macros ((int) 's'), which Swift does not import.
static const int cdbus_type_invalid = DBUS_TYPE_INVALID;
static const int cdbus_type_string = DBUS_TYPE_STRING;
static const int cdbus_type_object_path = DBUS_TYPE_OBJECT_PATH;
static const int cdbus_type_int32 = DBUS_TYPE_INT32;
static const int cdbus_type_uint32 = DBUS_TYPE_UINT32;
static const int cdbus_type_int16 = DBUS_TYPE_INT16;
static const int cdbus_type_boolean = DBUS_TYPE_BOOLEAN;
static const int cdbus_type_double = DBUS_TYPE_DOUBLE;
static const int cdbus_type_array = DBUS_TYPE_ARRAY;
static const int cdbus_type_struct = DBUS_TYPE_STRUCT;
static const int cdbus_type_variant = DBUS_TYPE_VARIANT;
static const int cdbus_type_dict_entry = DBUS_TYPE_DICT_ENTRY;

#include <sys/eventfd.h>
// A non-blocking eventfd, for waking a thread that polls a bus connection's socket.
static inline int cdbus_wake_descriptor(void) { return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC); }
