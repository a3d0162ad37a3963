// What the UIKit faces share with the faces of other frameworks built on them.
#import <ObjCFaces/ObjCFaces.h>
#import <UIKit/UIKit.h>

#import "SwiftSide.h"

NS_ASSUME_NONNULL_BEGIN

static inline gac_rect GACRect(CGRect r) { return (gac_rect){r.origin.x, r.origin.y, r.size.width, r.size.height}; }
static inline CGRect GACCGRect(gac_rect r) { return CGRectMake(r.x, r.y, r.width, r.height); }

/// Every UIKit face answers with the Swift object it stands for.
@interface UIResponder () <GACFace>
/// The name of the Swift stand-in class `-initWithFrame:`/`-init` makes for this class: the
/// nearest face class's own. A face subclass in another framework (a network's banner view)
/// overrides it.
+ (const char *)gac_kind;
@end

@interface UIColor () <GACFace>
@end

@interface UIImage () <GACFace>
@end

NS_ASSUME_NONNULL_END
