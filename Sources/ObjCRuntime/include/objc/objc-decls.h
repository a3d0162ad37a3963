/* GCC libobjc's <objc/objc-decls.h> (export macros), through the "..." search path (see objc.h). */
#ifndef OBJC_RUNTIME_LAYER_OBJC_DECLS_H
#define OBJC_RUNTIME_LAYER_OBJC_DECLS_H
#include "objc/objc-decls.h"
#endif
