// UIKit's own macros, and Apple's NS_UNAVAILABLE (the other annotations GNUstep's Foundation
// lacks come with every Foundation import, from the runtime layer's <objc/AppleAnnotations.h>).
#ifndef GAC_UIKIT_DEFINES_H
#define GAC_UIKIT_DEFINES_H

#import <Foundation/Foundation.h>

// GNUstep defines NS_UNAVAILABLE as nothing; Apple's headers make the member unusable, and an
// adapter that calls one must not compile here either.
#undef NS_UNAVAILABLE
#define NS_UNAVAILABLE __attribute__((unavailable))

#ifndef UIKIT_EXTERN
#define UIKIT_EXTERN extern
#endif
#ifndef GAD_DEPRECATED_MSG_ATTRIBUTE
#define GAD_DEPRECATED_MSG_ATTRIBUTE(message)
#endif

#endif
