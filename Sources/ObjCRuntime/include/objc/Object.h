/* GCC libobjc's <objc/Object.h> (libobjc's root class), through the "..." search path (see objc.h). */
#ifndef OBJC_RUNTIME_LAYER_OBJECT_H
#define OBJC_RUNTIME_LAYER_OBJECT_H
#include "objc/Object.h"
#endif
