/* GCC libobjc's <objc/objc-sync.h> (@synchronized), through the "..." search path (see objc.h). */
#ifndef OBJC_RUNTIME_LAYER_OBJC_SYNC_H
#define OBJC_RUNTIME_LAYER_OBJC_SYNC_H
#include "objc/objc-sync.h"
#endif
