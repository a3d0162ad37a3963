/* GCC libobjc's <objc/objc-exception.h> (exceptions), through the "..." search path (see objc.h). */
#ifndef OBJC_RUNTIME_LAYER_OBJC_EXCEPTION_H
#define OBJC_RUNTIME_LAYER_OBJC_EXCEPTION_H
#include "objc/objc-exception.h"
#endif
