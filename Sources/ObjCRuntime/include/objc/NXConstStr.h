/* GCC libobjc's <objc/NXConstStr.h> (libobjc's constant strings), through the "..." search path (see objc.h). */
#ifndef OBJC_RUNTIME_LAYER_NXCONSTSTR_H
#define OBJC_RUNTIME_LAYER_NXCONSTSTR_H
#include "objc/NXConstStr.h"
#endif
