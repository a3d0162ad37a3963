/* GCC libobjc's <objc/thr.h> (threads), through the "..." search path (see objc.h). */
#ifndef OBJC_RUNTIME_LAYER_THR_H
#define OBJC_RUNTIME_LAYER_THR_H
#include "objc/thr.h"
#endif
