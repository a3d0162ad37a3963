// For the Objective-C faces of the Swift stand-ins: an Objective-C object that stands for one
// Swift stand-in object, so an adapter written in Objective-C and the engine share one object.
//
// A face keeps its Swift object alive (one `swift_retain`, dropped in the face's `-dealloc`);
// the Swift object does not keep its face. Faces whose identity matters (views, controllers)
// register themselves, and `GACFaceFor` finds a live face again before making a new one.
#import <Foundation/Foundation.h>
#import <ObjCFacesBridge.h>

NS_ASSUME_NONNULL_BEGIN

/// The Swift runtime's reference counting, which faces call directly.
extern void *swift_retain(void *object);
extern void swift_release(void *object);

/// Records that `face` stands for `swift` (which the face already retains).
void GACFaceRegister(id face, gac_swift swift);
/// Forgets `face`; called from the face's `-dealloc`.
void GACFaceUnregister(gac_swift swift);
/// The live face registered for `swift`, or nil.
id _Nullable GACFaceLookup(gac_swift _Nullable swift);

/// A string from UTF-8 the caller owns (freed here); nil for NULL.
NSString *_Nullable GACStringTakingUTF8(char *_Nullable text);
/// UTF-8 text Swift takes ownership of (`free`); NULL for nil.
char *_Nullable GACCopyUTF8(NSString *_Nullable string);

/// What every face class implements: the initializer Swift makes a face with.
@protocol GACFace <NSObject>
/// Takes over one reference to `swift` and registers the face for it.
- (instancetype)gac_initTakingSwift:(gac_swift)swift __attribute__((objc_method_family(init)));
/// The Swift object (borrowed).
@property(nonatomic, readonly) gac_swift gac_swift;
@end

/// The methods of a face root class (one whose superclass is not a face) whose ivars include
/// `gac_swift _swift;`: it takes over one reference to its Swift object, registers itself as that
/// object's face so it is found again (`GACFaceLookup`), and drops both in `-dealloc`. A NULL
/// Swift object makes no face.
#define GAC_REGISTERED_FACE_ROOT_METHODS                        \
  -(instancetype)gac_initTakingSwift : (gac_swift)swift {       \
    if (swift == NULL) return nil;                              \
    if ((self = [super init])) {                                \
      _swift = swift;                                           \
      GACFaceRegister(self, swift);                             \
    }                                                           \
    return self;                                                \
  }                                                             \
  -(gac_swift)gac_swift {                                       \
    return _swift;                                              \
  }                                                             \
  -(void)dealloc {                                              \
    if (_swift != NULL) {                                       \
      GACFaceUnregister(_swift);                                \
      swift_release(_swift);                                    \
    }                                                           \
  }

/// The methods of a face root class whose ivars include `gac_swift _swift;` and whose identity
/// does not matter (a configuration, a colour): it takes over one reference to its Swift object and
/// drops it in `-dealloc`, and Swift makes a new face each time it hands the object over.
#define GAC_FACE_ROOT_METHODS                                   \
  -(instancetype)gac_initTakingSwift : (gac_swift)swift {       \
    if ((self = [super init])) _swift = swift;                  \
    return self;                                                \
  }                                                             \
  -(gac_swift)gac_swift {                                       \
    return _swift;                                              \
  }                                                             \
  -(void)dealloc {                                              \
    if (_swift != NULL) swift_release(_swift);                  \
  }

/// An object that keeps one Swift object alive while Objective-C holds it: a completion
/// handler's Swift side captured by a block, a delegate's forwarder.
@interface GACSwiftBox : NSObject
/// Takes over one reference to `swift`.
- (instancetype)initTakingSwift:(gac_swift)swift;
@property(nonatomic, readonly) gac_swift swift;
@end

NS_ASSUME_NONNULL_END
