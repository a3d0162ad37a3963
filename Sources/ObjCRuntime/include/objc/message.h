/* GCC libobjc's <objc/message.h> (message lookup), through the "..." search path (see objc.h). */
#ifndef OBJC_RUNTIME_LAYER_MESSAGE_H
#define OBJC_RUNTIME_LAYER_MESSAGE_H
#include "objc/message.h"
#endif
