// Apple's annotation macros that adapter headers use and GNUstep's Foundation lacks. They carry
// no meaning for the Objective-C compiler here (availability, Swift names), so they expand to
// nothing, or to the plain construct they annotate.
#ifndef GAC_UIKIT_DEFINES_H
#define GAC_UIKIT_DEFINES_H

#import <Foundation/Foundation.h>

// GNUstep defines NS_UNAVAILABLE as nothing; Apple's headers make the member unusable, and an
// adapter that calls one must not compile here either.
#undef NS_UNAVAILABLE
#define NS_UNAVAILABLE __attribute__((unavailable))

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
#ifndef UIKIT_EXTERN
#define UIKIT_EXTERN extern
#endif
#ifndef GAD_DEPRECATED_MSG_ATTRIBUTE
#define GAD_DEPRECATED_MSG_ATTRIBUTE(message)
#endif

#endif
