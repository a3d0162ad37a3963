// UIKit as partner SDK headers use it, declared as Swift imports the iOS SDK's.
#pragma once
#import <Foundation/Foundation.h>

#define UIKIT_EXTERN extern
#define UI_APPEARANCE_SELECTOR
// UIKit's classes are @MainActor on iOS; the oracle compares spellings and types, not isolation
// (the stand-ins run their main thread themselves), so the mock leaves it out.
#define NS_SWIFT_MAIN_ACTOR

NS_ASSUME_NONNULL_BEGIN

@class UIView, UIViewController, UIWindow, UIImage, UIColor, UIScene;

typedef struct UIEdgeInsets { CGFloat top, left, bottom, right; } UIEdgeInsets;

typedef NS_ENUM(NSInteger, UIInterfaceOrientation) {
  UIInterfaceOrientationUnknown = 0,
  UIInterfaceOrientationPortrait = 1,
  UIInterfaceOrientationPortraitUpsideDown = 2,
  UIInterfaceOrientationLandscapeLeft = 4,
  UIInterfaceOrientationLandscapeRight = 3,
};

typedef NS_ENUM(NSInteger, UIViewContentMode) {
  UIViewContentModeScaleToFill,
  UIViewContentModeScaleAspectFit,
  UIViewContentModeScaleAspectFill,
};

typedef NS_ENUM(NSInteger, UISceneActivationState) {
  UISceneActivationStateUnattached = -1,
  UISceneActivationStateForegroundActive,
  UISceneActivationStateForegroundInactive,
  UISceneActivationStateBackground,
};

typedef NS_OPTIONS(NSUInteger, UISwipeGestureRecognizerDirection) {
  UISwipeGestureRecognizerDirectionRight = 1 << 0,
  UISwipeGestureRecognizerDirectionLeft = 1 << 1,
  UISwipeGestureRecognizerDirectionUp = 1 << 2,
  UISwipeGestureRecognizerDirectionDown = 1 << 3,
};

NS_SWIFT_MAIN_ACTOR
@interface UIResponder : NSObject
@property(nonatomic, readonly, nullable) UIResponder *nextResponder NS_SWIFT_NAME(next);
@end

NS_SWIFT_MAIN_ACTOR
@interface UIGestureRecognizer : NSObject
- (instancetype)initWithTarget:(nullable id)target action:(nullable SEL)action NS_DESIGNATED_INITIALIZER;
@property(nullable, nonatomic, readonly) UIView *view;
@end
@interface UITapGestureRecognizer : UIGestureRecognizer
@end

NS_SWIFT_MAIN_ACTOR
@interface UIView : UIResponder
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property(nonatomic) CGRect frame;
@property(nonatomic) CGRect bounds;
@property(nonatomic, getter=isHidden) BOOL hidden;
@property(nonatomic, getter=isUserInteractionEnabled) BOOL userInteractionEnabled;
@property(nonatomic, copy, nullable) UIColor *backgroundColor;
@property(nonatomic) UIViewContentMode contentMode;
@property(nullable, nonatomic, readonly) UIView *superview;
@property(nonatomic, readonly, copy) NSArray<__kindof UIView *> *subviews;
@property(nullable, nonatomic, readonly) UIWindow *window;
@property(nullable, nonatomic, copy) NSArray<__kindof UIGestureRecognizer *> *gestureRecognizers;
- (void)addSubview:(UIView *)view;
- (void)removeFromSuperview;
- (void)addGestureRecognizer:(UIGestureRecognizer *)gestureRecognizer;
- (CGSize)sizeThatFits:(CGSize)size;
- (void)layoutSubviews;
@end

NS_SWIFT_MAIN_ACTOR
@interface UIControl : UIView
@property(nonatomic, getter=isEnabled) BOOL enabled;
@end

NS_SWIFT_MAIN_ACTOR
@interface UILabel : UIView
@property(nullable, nonatomic, copy) NSString *text;
@property(nonatomic) NSInteger numberOfLines;
@end

NS_SWIFT_MAIN_ACTOR
@interface UIImageView : UIView
- (instancetype)initWithImage:(nullable UIImage *)image;
@property(nullable, nonatomic, strong) UIImage *image;
@end

NS_SWIFT_MAIN_ACTOR
@interface UIButton : UIControl
@end

NS_SWIFT_MAIN_ACTOR
@interface UIViewController : UIResponder
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil
                         bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property(null_resettable, nonatomic, strong) UIView *view;
@property(nullable, nonatomic, readonly) UIViewController *presentedViewController;
@property(nullable, nonatomic, readonly) UIViewController *presentingViewController;
- (void)presentViewController:(UIViewController *)viewControllerToPresent
                     animated:(BOOL)flag
                   completion:(void (^_Nullable)(void))completion;
- (void)dismissViewControllerAnimated:(BOOL)flag completion:(void (^_Nullable)(void))completion;
- (void)viewDidLoad;
@end

NS_SWIFT_MAIN_ACTOR
@interface UIWindow : UIView
@property(nullable, nonatomic, strong) UIViewController *rootViewController;
@property(nonatomic, readonly, getter=isKeyWindow) BOOL keyWindow;
@end

NS_SWIFT_MAIN_ACTOR
@interface UIScene : UIResponder
@property(nonatomic, readonly) UISceneActivationState activationState;
@end

NS_SWIFT_MAIN_ACTOR
@interface UIWindowScene : UIScene
@property(nonatomic, readonly) NSArray<UIWindow *> *windows;
@end

NS_SWIFT_MAIN_ACTOR
@interface UIApplication : UIResponder
@property(class, nonatomic, readonly) UIApplication *sharedApplication NS_SWIFT_NAME(shared);
@property(nullable, nonatomic, readonly) UIWindow *keyWindow;
@property(nonatomic, readonly) NSSet<UIScene *> *connectedScenes;
- (BOOL)canOpenURL:(NSURL *)url;
@end

@interface UIImage : NSObject <NSSecureCoding>
+ (nullable UIImage *)imageNamed:(NSString *)name;
- (nullable instancetype)initWithData:(NSData *)data;
@property(nonatomic, readonly) CGSize size;
@property(nonatomic, readonly) CGFloat scale;
@end

@interface UIColor : NSObject <NSSecureCoding, NSCopying>
@property(class, nonatomic, readonly) UIColor *clearColor;
@end

@interface UIFont : NSObject <NSCopying>
@end

@interface NSValue (UIGeometryKitAdditions)
+ (NSValue *)valueWithCGSize:(CGSize)size;
+ (NSValue *)valueWithCGRect:(CGRect)rect;
@property(nonatomic, readonly) CGSize CGSizeValue;
@property(nonatomic, readonly) CGRect CGRectValue;
@end

NS_ASSUME_NONNULL_END
