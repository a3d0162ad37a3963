/* Apple's <objc/NSObject.h>, which libdispatch's <os/object.h> imports when dispatch objects
 * are Objective-C objects (OS_OBJECT_USE_OBJC=1): GNUstep Base's NSObject is the one there is. */
#import <Foundation/NSObject.h>
