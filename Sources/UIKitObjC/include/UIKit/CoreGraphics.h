// UIKit's headers bring CoreGraphics' geometry with them, as Apple's do.
#import <CoreGraphics/CoreGraphics.h>
