#ifndef DEVDIARY_CJEMALLOC_SHIM_H
#define DEVDIARY_CJEMALLOC_SHIM_H
// Nothing is called from Swift: linking the library (the module map's `link`) is what puts
// jemalloc's malloc and free in place of glibc's for the whole process.
#endif
