/* Apple's annotation macros that adapter code and SDK headers use and GNUstep's Foundation lacks:
 * availability, Swift names, typed string enums. They mean nothing to the Objective-C compiler
 * here, so they expand to nothing or to the plain construct they annotate. Every Foundation
 * import reaches them (through <objc/objc.h>), so a file that imports Foundation alone, as
 * adapters' constant headers do, compiles as on Apple platforms. */
#ifndef OBJC_RUNTIME_LAYER_APPLE_ANNOTATIONS_H
#define OBJC_RUNTIME_LAYER_APPLE_ANNOTATIONS_H
#ifndef NS_TYPED_ENUM
#define NS_TYPED_ENUM
#endif
#ifndef NS_TYPED_EXTENSIBLE_ENUM
#define NS_TYPED_EXTENSIBLE_ENUM
#endif
#ifndef NS_EXTENSIBLE_STRING_ENUM
#define NS_EXTENSIBLE_STRING_ENUM
#endif
#ifndef NS_STRING_ENUM
#define NS_STRING_ENUM
#endif
#ifndef NS_SWIFT_NAME
#define NS_SWIFT_NAME(name)
#endif
#ifndef NS_SWIFT_UNAVAILABLE
#define NS_SWIFT_UNAVAILABLE(message)
#endif
#ifndef NS_REFINED_FOR_SWIFT
#define NS_REFINED_FOR_SWIFT
#endif
#ifndef NS_SWIFT_UI_ACTOR
#define NS_SWIFT_UI_ACTOR
#endif
#ifndef NS_SWIFT_SENDABLE
#define NS_SWIFT_SENDABLE
#endif
#ifndef NS_HEADER_AUDIT_BEGIN
#define NS_HEADER_AUDIT_BEGIN(...)
#define NS_HEADER_AUDIT_END(...)
#endif
#ifndef API_AVAILABLE
#define API_AVAILABLE(...)
#endif
#ifndef API_UNAVAILABLE
#define API_UNAVAILABLE(...)
#endif
#ifndef API_DEPRECATED
#define API_DEPRECATED(...)
#endif
#ifndef API_DEPRECATED_WITH_REPLACEMENT
#define API_DEPRECATED_WITH_REPLACEMENT(...)
#endif
#ifndef NS_AVAILABLE_IOS
#define NS_AVAILABLE_IOS(version)
#endif
#ifndef NS_DEPRECATED_IOS
#define NS_DEPRECATED_IOS(...)
#endif
#ifndef NS_ERROR_ENUM
#define NS_ERROR_ENUM(type, name, domain) NS_ENUM(type, name)
#endif
#endif
