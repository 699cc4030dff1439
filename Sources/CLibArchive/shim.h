#ifndef DEVDIARY_CLIBARCHIVE_SHIM_H
#define DEVDIARY_CLIBARCHIVE_SHIM_H
#include <archive.h>
#include <archive_entry.h>
#endif
