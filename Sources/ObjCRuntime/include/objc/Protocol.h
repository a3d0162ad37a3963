/* GCC libobjc's <objc/Protocol.h> (the Protocol class), through the "..." search path (see objc.h). */
#ifndef OBJC_RUNTIME_LAYER_PROTOCOL_H
#define OBJC_RUNTIME_LAYER_PROTOCOL_H
#include "objc/Protocol.h"
#endif
