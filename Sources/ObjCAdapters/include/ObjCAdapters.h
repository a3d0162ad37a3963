// The Objective-C adapters of the harness: the reference custom event, written against the
// Sample Ad SDK's public Objective-C API, its deliberately broken variants and the adapters
// that crash on purpose. Each is registered with the SDK by its class name; only the reference
// is public API.
#ifndef GAC_OBJC_ADAPTERS_H
#define GAC_OBJC_ADAPTERS_H

#ifdef __OBJC__
#import "SampleObjCCustomEvent.h"
#endif

#endif
