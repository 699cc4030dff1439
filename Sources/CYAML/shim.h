#ifndef DEVDIARY_CYAML_SHIM_H
#define DEVDIARY_CYAML_SHIM_H
#include <yaml.h>
#endif
