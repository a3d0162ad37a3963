// UIKit as Objective-C adapters see it, spelled as Apple's headers spell it. Each class is a face
// of the harness's Swift UIKit stand-in of the same name, so a view an adapter makes is the view
// the engine lays out, taps and inspects. Only what adapters use is declared.
#ifndef GAC_UIKIT_H
#define GAC_UIKIT_H

#import <Foundation/Foundation.h>
#import <UIKit/UIKitDefines.h>
#import <UIKit/CoreGraphics.h>

NS_ASSUME_NONNULL_BEGIN

@class UIColor, UIImage, UIViewController, UIWindow;
@class UIFont, UIGestureRecognizer, UILayoutGuide, UIScreen, UIScene, UIWindowScene;
@class NSLayoutConstraint, NSLayoutXAxisAnchor, NSLayoutYAxisAnchor, NSLayoutDimension;

#pragma mark - Geometry and CoreGraphics drawing

/// Insets from each edge of a rectangle.
typedef struct UIEdgeInsets {
  CGFloat top, left, bottom, right;
} UIEdgeInsets;

UIKIT_EXTERN const UIEdgeInsets UIEdgeInsetsZero;

static inline UIEdgeInsets UIEdgeInsetsMake(CGFloat top, CGFloat left, CGFloat bottom, CGFloat right) {
  UIEdgeInsets insets = {top, left, bottom, right};
  return insets;
}
static inline CGRect UIEdgeInsetsInsetRect(CGRect rect, UIEdgeInsets insets) {
  rect.origin.x += insets.left;
  rect.origin.y += insets.top;
  rect.size.width -= (insets.left + insets.right);
  rect.size.height -= (insets.top + insets.bottom);
  return rect;
}
static inline BOOL UIEdgeInsetsEqualToEdgeInsets(UIEdgeInsets insets1, UIEdgeInsets insets2) {
  return insets1.left == insets2.left && insets1.top == insets2.top && insets1.right == insets2.right &&
         insets1.bottom == insets2.bottom;
}

/// CoreGraphics' drawing types, opaque: nothing is drawn here. A `CGColorRef` is its UIColor.
typedef struct CGContext *CGContextRef;
typedef struct CGColor *CGColorRef;

// Drawing into a context does nothing; the calls exist so drawing code runs.
#ifdef __cplusplus
extern "C" {
#endif
UIKIT_EXTERN void CGContextSetFillColorWithColor(CGContextRef _Nullable c, CGColorRef _Nullable color);
UIKIT_EXTERN void CGContextSetStrokeColorWithColor(CGContextRef _Nullable c, CGColorRef _Nullable color);
UIKIT_EXTERN void CGContextSetRGBFillColor(CGContextRef _Nullable c, CGFloat red, CGFloat green, CGFloat blue,
                                           CGFloat alpha);
UIKIT_EXTERN void CGContextSetLineWidth(CGContextRef _Nullable c, CGFloat width);
UIKIT_EXTERN void CGContextFillRect(CGContextRef _Nullable c, CGRect rect);
UIKIT_EXTERN void CGContextStrokeRect(CGContextRef _Nullable c, CGRect rect);
UIKIT_EXTERN void CGContextClearRect(CGContextRef _Nullable c, CGRect rect);
UIKIT_EXTERN void CGContextSaveGState(CGContextRef _Nullable c);
UIKIT_EXTERN void CGContextRestoreGState(CGContextRef _Nullable c);
UIKIT_EXTERN void CGContextTranslateCTM(CGContextRef _Nullable c, CGFloat tx, CGFloat ty);
UIKIT_EXTERN void CGContextScaleCTM(CGContextRef _Nullable c, CGFloat sx, CGFloat sy);
#ifdef __cplusplus
}
#endif

#pragma mark - View enumerations

typedef NS_ENUM(NSInteger, UIViewContentMode) {
  UIViewContentModeScaleToFill,
  UIViewContentModeScaleAspectFit,
  UIViewContentModeScaleAspectFill,
  UIViewContentModeRedraw,
  UIViewContentModeCenter,
  UIViewContentModeTop,
  UIViewContentModeBottom,
  UIViewContentModeLeft,
  UIViewContentModeRight,
  UIViewContentModeTopLeft,
  UIViewContentModeTopRight,
  UIViewContentModeBottomLeft,
  UIViewContentModeBottomRight,
};

typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing) {
  UIViewAutoresizingNone = 0,
  UIViewAutoresizingFlexibleLeftMargin = 1 << 0,
  UIViewAutoresizingFlexibleWidth = 1 << 1,
  UIViewAutoresizingFlexibleRightMargin = 1 << 2,
  UIViewAutoresizingFlexibleTopMargin = 1 << 3,
  UIViewAutoresizingFlexibleHeight = 1 << 4,
  UIViewAutoresizingFlexibleBottomMargin = 1 << 5
};

typedef NS_OPTIONS(NSUInteger, UIViewAnimationOptions) {
  UIViewAnimationOptionLayoutSubviews = 1 << 0,
  UIViewAnimationOptionAllowUserInteraction = 1 << 1,
  UIViewAnimationOptionBeginFromCurrentState = 1 << 2,
  UIViewAnimationOptionRepeat = 1 << 3,
  UIViewAnimationOptionAutoreverse = 1 << 4,
  UIViewAnimationOptionOverrideInheritedDuration = 1 << 5,
  UIViewAnimationOptionOverrideInheritedCurve = 1 << 6,
  UIViewAnimationOptionAllowAnimatedContent = 1 << 7,
  UIViewAnimationOptionShowHideTransitionViews = 1 << 8,
  UIViewAnimationOptionOverrideInheritedOptions = 1 << 9,

  UIViewAnimationOptionCurveEaseInOut = 0 << 16,
  UIViewAnimationOptionCurveEaseIn = 1 << 16,
  UIViewAnimationOptionCurveEaseOut = 2 << 16,
  UIViewAnimationOptionCurveLinear = 3 << 16,

  UIViewAnimationOptionTransitionNone = 0 << 20,
  UIViewAnimationOptionTransitionFlipFromLeft = 1 << 20,
  UIViewAnimationOptionTransitionFlipFromRight = 2 << 20,
  UIViewAnimationOptionTransitionCurlUp = 3 << 20,
  UIViewAnimationOptionTransitionCurlDown = 4 << 20,
  UIViewAnimationOptionTransitionCrossDissolve = 5 << 20,
  UIViewAnimationOptionTransitionFlipFromTop = 6 << 20,
  UIViewAnimationOptionTransitionFlipFromBottom = 7 << 20,
};

typedef NS_ENUM(NSInteger, UILayoutConstraintAxis) {
  UILayoutConstraintAxisHorizontal = 0,
  UILayoutConstraintAxisVertical = 1
};

typedef float UILayoutPriority NS_TYPED_EXTENSIBLE_ENUM;
static const UILayoutPriority UILayoutPriorityRequired = 1000;
static const UILayoutPriority UILayoutPriorityDefaultHigh = 750;
static const UILayoutPriority UILayoutPriorityDefaultLow = 250;
static const UILayoutPriority UILayoutPriorityFittingSizeLevel = 50;


/// An object that takes part in the responder chain.
@interface UIResponder : NSObject
@property(nonatomic, readonly, nullable) UIResponder *nextResponder;
@end

/// A rectangular area on screen and its subviews.
@interface UIView : UIResponder
- (instancetype)initWithFrame:(CGRect)frame;
- (instancetype)init;
@property(nonatomic) CGRect frame;
@property(nonatomic) CGRect bounds;
@property(nonatomic) CGPoint center;
@property(nonatomic, readonly, nullable) UIView *superview;
@property(nonatomic, readonly, copy) NSArray<UIView *> *subviews;
@property(nonatomic, readonly, nullable) UIWindow *window;
@property(nonatomic, getter=isHidden) BOOL hidden;
@property(nonatomic, getter=isUserInteractionEnabled) BOOL userInteractionEnabled;
@property(nonatomic) NSInteger tag;
@property(nonatomic) CGFloat alpha;
@property(nonatomic, copy, nullable) UIColor *backgroundColor;
@property(nonatomic) BOOL clipsToBounds;
@property(nonatomic, copy, nullable) NSString *accessibilityLabel;
@property(nonatomic) BOOL translatesAutoresizingMaskIntoConstraints;
- (void)addSubview:(UIView *)view;
- (void)insertSubview:(UIView *)view atIndex:(NSInteger)index;
- (void)bringSubviewToFront:(UIView *)view;
- (void)removeFromSuperview;
- (BOOL)isDescendantOfView:(UIView *)view;
- (nullable __kindof UIView *)viewWithTag:(NSInteger)tag;
- (void)layoutSubviews;
- (void)setNeedsLayout;
- (void)layoutIfNeeded;
- (void)sizeToFit;
@end

@interface UIView (UIViewGeometry)
/// How the view resizes with its superview; stored only.
@property(nonatomic) UIViewAutoresizing autoresizingMask;
- (CGSize)sizeThatFits:(CGSize)size;
- (CGPoint)convertPoint:(CGPoint)point toView:(nullable UIView *)view;
- (CGPoint)convertPoint:(CGPoint)point fromView:(nullable UIView *)view;
- (CGRect)convertRect:(CGRect)rect toView:(nullable UIView *)view;
- (CGRect)convertRect:(CGRect)rect fromView:(nullable UIView *)view;
@end

@interface UIView (UIViewRendering)
/// How content fills the view; stored only.
@property(nonatomic) UIViewContentMode contentMode;
- (void)setNeedsDisplay;
@end

/// Animations finish at once: the animation block runs, then the completion with `YES`.
@interface UIView (UIViewAnimationWithBlocks)
+ (void)animateWithDuration:(NSTimeInterval)duration
                      delay:(NSTimeInterval)delay
                    options:(UIViewAnimationOptions)options
                 animations:(void (^)(void))animations
                 completion:(void (^_Nullable)(BOOL finished))completion;
+ (void)animateWithDuration:(NSTimeInterval)duration
                 animations:(void (^)(void))animations
                 completion:(void (^_Nullable)(BOOL finished))completion;
+ (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations;
@end

@interface UIView (UIViewGestureRecognizers)
@property(nullable, nonatomic, copy) NSArray<__kindof UIGestureRecognizer *> *gestureRecognizers;
- (void)addGestureRecognizer:(UIGestureRecognizer *)gestureRecognizer;
- (void)removeGestureRecognizer:(UIGestureRecognizer *)gestureRecognizer;
@end

/// Safe area and margins: the safe area is the whole view (the harness has no notch or bars) and
/// the margins are UIKit's default 8 points.
@interface UIView (UIViewLayoutGuides)
@property(nonatomic, readonly) UIEdgeInsets safeAreaInsets;
@property(nonatomic, readonly, strong) UILayoutGuide *safeAreaLayoutGuide;
@property(nonatomic) UIEdgeInsets layoutMargins;
@property(nonatomic, readonly, strong) UILayoutGuide *layoutMarginsGuide;
@end

/// Active constraints are kept with the views they relate; see NSLayoutConstraint.
@interface UIView (UIConstraintBasedLayoutInstallingConstraints)
@property(nonatomic, readonly) NSArray<__kindof NSLayoutConstraint *> *constraints;
- (void)addConstraint:(NSLayoutConstraint *)constraint;
- (void)addConstraints:(NSArray<__kindof NSLayoutConstraint *> *)constraints;
- (void)removeConstraint:(NSLayoutConstraint *)constraint;
- (void)removeConstraints:(NSArray<__kindof NSLayoutConstraint *> *)constraints;
@end

@interface UIView (UIConstraintBasedLayoutCoreMethods)
- (void)updateConstraintsIfNeeded;
- (void)updateConstraints;
- (BOOL)needsUpdateConstraints;
- (void)setNeedsUpdateConstraints;
@end

/// Priorities are stored nowhere: hugging reads 250 and compression resistance 750, UIKit's defaults.
@interface UIView (UIConstraintBasedLayoutLayering)
- (UILayoutPriority)contentHuggingPriorityForAxis:(UILayoutConstraintAxis)axis;
- (void)setContentHuggingPriority:(UILayoutPriority)priority forAxis:(UILayoutConstraintAxis)axis;
- (UILayoutPriority)contentCompressionResistancePriorityForAxis:(UILayoutConstraintAxis)axis;
- (void)setContentCompressionResistancePriority:(UILayoutPriority)priority forAxis:(UILayoutConstraintAxis)axis;
@end

@interface UIView (UIViewLayoutConstraintCreation)
@property(nonatomic, readonly, strong) NSLayoutXAxisAnchor *leadingAnchor;
@property(nonatomic, readonly, strong) NSLayoutXAxisAnchor *trailingAnchor;
@property(nonatomic, readonly, strong) NSLayoutXAxisAnchor *leftAnchor;
@property(nonatomic, readonly, strong) NSLayoutXAxisAnchor *rightAnchor;
@property(nonatomic, readonly, strong) NSLayoutYAxisAnchor *topAnchor;
@property(nonatomic, readonly, strong) NSLayoutYAxisAnchor *bottomAnchor;
@property(nonatomic, readonly, strong) NSLayoutDimension *widthAnchor;
@property(nonatomic, readonly, strong) NSLayoutDimension *heightAnchor;
@property(nonatomic, readonly, strong) NSLayoutXAxisAnchor *centerXAnchor;
@property(nonatomic, readonly, strong) NSLayoutYAxisAnchor *centerYAnchor;
@end

@interface UIView (UILayoutGuideSupport)
@property(nonatomic, readonly, copy) NSArray<__kindof UILayoutGuide *> *layoutGuides;
- (void)addLayoutGuide:(UILayoutGuide *)layoutGuide;
- (void)removeLayoutGuide:(UILayoutGuide *)layoutGuide;
@end

/// A screen of content and the controllers it presents.
@interface UIViewController : UIResponder
- (instancetype)init;
@property(nonatomic, strong, null_resettable) UIView *view;
@property(nonatomic, readonly, getter=isViewLoaded) BOOL viewLoaded;
@property(nonatomic, readonly, nullable) UIViewController *presentedViewController;
@property(nonatomic, readonly, nullable) UIViewController *presentingViewController;
- (void)presentViewController:(UIViewController *)viewControllerToPresent
                     animated:(BOOL)flag
                   completion:(void (^_Nullable)(void))completion;
- (void)dismissViewControllerAnimated:(BOOL)flag completion:(void (^_Nullable)(void))completion;
@end

/// A colour.
@interface UIColor : NSObject
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
+ (UIColor *)colorWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
+ (UIColor *)colorWithCGColor:(CGColorRef)cgColor;
@property(class, nonatomic, readonly) UIColor *clearColor;
@property(class, nonatomic, readonly) UIColor *whiteColor;
@property(class, nonatomic, readonly) UIColor *blackColor;
@property(class, nonatomic, readonly) UIColor *grayColor;
@property(class, nonatomic, readonly) UIColor *redColor;
@property(class, nonatomic, readonly) UIColor *blueColor;
/// An opaque reference to this colour, valid while the colour lives.
@property(nonatomic, readonly) CGColorRef CGColor;
@end

/// An image and its size in points.
@interface UIImage : NSObject
+ (nullable UIImage *)imageNamed:(NSString *)name;
+ (nullable UIImage *)imageWithData:(NSData *)data;
+ (nullable UIImage *)imageWithData:(NSData *)data scale:(CGFloat)scale;
- (nullable instancetype)initWithData:(NSData *)data;
- (nullable instancetype)initWithData:(NSData *)data scale:(CGFloat)scale;
@property(nonatomic, readonly) CGSize size;
@property(nonatomic, readonly) CGFloat scale;
/// Drawing does nothing here.
- (void)drawInRect:(CGRect)rect;
- (void)drawAtPoint:(CGPoint)point;
@end

FOUNDATION_EXPORT NSData *_Nullable UIImagePNGRepresentation(UIImage *image);
FOUNDATION_EXPORT NSData *_Nullable UIImageJPEGRepresentation(UIImage *image, CGFloat compressionQuality);

#pragma mark - Text, images and controls

typedef NS_ENUM(NSInteger, NSTextAlignment) {
  NSTextAlignmentLeft = 0,
  NSTextAlignmentCenter = 1,
  NSTextAlignmentRight = 2,
  NSTextAlignmentJustified = 3,
  NSTextAlignmentNatural = 4
};

typedef CGFloat UIFontWeight NS_TYPED_EXTENSIBLE_ENUM;
UIKIT_EXTERN const UIFontWeight UIFontWeightUltraLight;
UIKIT_EXTERN const UIFontWeight UIFontWeightThin;
UIKIT_EXTERN const UIFontWeight UIFontWeightLight;
UIKIT_EXTERN const UIFontWeight UIFontWeightRegular;
UIKIT_EXTERN const UIFontWeight UIFontWeightMedium;
UIKIT_EXTERN const UIFontWeight UIFontWeightSemibold;
UIKIT_EXTERN const UIFontWeight UIFontWeightBold;
UIKIT_EXTERN const UIFontWeight UIFontWeightHeavy;
UIKIT_EXTERN const UIFontWeight UIFontWeightBlack;

/// A font: a name and a point size. (The Swift stand-in keeps only the size, so a label's font
/// reads back as the system font of that size.)
@interface UIFont : NSObject <NSCopying>
+ (nullable UIFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize;
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize;
+ (UIFont *)boldSystemFontOfSize:(CGFloat)fontSize;
+ (UIFont *)italicSystemFontOfSize:(CGFloat)fontSize;
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight;
@property(nonatomic, readonly, strong) NSString *familyName;
@property(nonatomic, readonly, strong) NSString *fontName;
@property(nonatomic, readonly) CGFloat pointSize;
- (UIFont *)fontWithSize:(CGFloat)fontSize;
@end

/// A view showing text.
@interface UILabel : UIView
@property(nullable, nonatomic, copy) NSString *text;
@property(null_resettable, nonatomic, strong) UIFont *font;
@property(null_resettable, nonatomic, strong) UIColor *textColor;
@property(nonatomic) NSTextAlignment textAlignment;
@property(nonatomic) NSInteger numberOfLines;
@end

/// A view showing one image.
@interface UIImageView : UIView
- (instancetype)initWithImage:(nullable UIImage *)image;
@property(nullable, nonatomic, strong) UIImage *image;
@end

typedef NS_OPTIONS(NSUInteger, UIControlEvents) {
  UIControlEventTouchDown = 1 << 0,
  UIControlEventTouchDownRepeat = 1 << 1,
  UIControlEventTouchDragInside = 1 << 2,
  UIControlEventTouchDragOutside = 1 << 3,
  UIControlEventTouchDragEnter = 1 << 4,
  UIControlEventTouchDragExit = 1 << 5,
  UIControlEventTouchUpInside = 1 << 6,
  UIControlEventTouchUpOutside = 1 << 7,
  UIControlEventTouchCancel = 1 << 8,
  UIControlEventValueChanged = 1 << 12,
  UIControlEventPrimaryActionTriggered = 1 << 13,
  UIControlEventMenuActionTriggered = 1 << 14,
  UIControlEventEditingDidBegin = 1 << 16,
  UIControlEventEditingChanged = 1 << 17,
  UIControlEventEditingDidEnd = 1 << 18,
  UIControlEventEditingDidEndOnExit = 1 << 19,
  UIControlEventAllTouchEvents = 0x00000FFF,
  UIControlEventAllEditingEvents = 0x000F0000,
  UIControlEventApplicationReserved = 0x0F000000,
  UIControlEventSystemReserved = 0xF0000000,
  UIControlEventAllEvents = 0xFFFFFFFF
};

typedef NS_OPTIONS(NSUInteger, UIControlState) {
  UIControlStateNormal = 0,
  UIControlStateHighlighted = 1 << 0,
  UIControlStateDisabled = 1 << 1,
  UIControlStateSelected = 1 << 2,
  UIControlStateFocused = 1 << 3,
  UIControlStateApplication = 0x00FF0000,
  UIControlStateReserved = 0xFF000000
};

/// A view that sends actions to targets. The targets are held weakly, as UIKit holds them; a
/// user's tap the engine makes sends the touch-up-inside actions.
@interface UIControl : UIView
@property(nonatomic, getter=isEnabled) BOOL enabled;
@property(nonatomic, getter=isSelected) BOOL selected;
@property(nonatomic, getter=isHighlighted) BOOL highlighted;
@property(nonatomic, readonly) UIControlState state;
- (void)addTarget:(nullable id)target action:(SEL)action forControlEvents:(UIControlEvents)controlEvents;
- (void)removeTarget:(nullable id)target action:(nullable SEL)action forControlEvents:(UIControlEvents)controlEvents;
- (void)sendActionsForControlEvents:(UIControlEvents)controlEvents;
@property(nonatomic, readonly) NSSet *allTargets;
@end

typedef NS_ENUM(NSInteger, UIButtonType) {
  UIButtonTypeCustom = 0,
  UIButtonTypeSystem,
  UIButtonTypeDetailDisclosure,
  UIButtonTypeInfoLight,
  UIButtonTypeInfoDark,
  UIButtonTypeContactAdd,
  UIButtonTypePlain,
  UIButtonTypeClose,
  UIButtonTypeRoundedRect = UIButtonTypeSystem
};

/// A control with a title and an image per state. `titleLabel` and `imageView` are nil: the
/// Swift stand-in has no such subviews (messages to them do nothing).
@interface UIButton : UIControl
+ (instancetype)buttonWithType:(UIButtonType)buttonType;
@property(nonatomic, readonly) UIButtonType buttonType;
- (void)setTitle:(nullable NSString *)title forState:(UIControlState)state;
- (void)setTitleColor:(nullable UIColor *)color forState:(UIControlState)state;
- (void)setImage:(nullable UIImage *)image forState:(UIControlState)state;
- (void)setBackgroundImage:(nullable UIImage *)image forState:(UIControlState)state;
- (nullable NSString *)titleForState:(UIControlState)state;
- (nullable UIColor *)titleColorForState:(UIControlState)state;
- (nullable UIImage *)imageForState:(UIControlState)state;
- (nullable UIImage *)backgroundImageForState:(UIControlState)state;
@property(nullable, nonatomic, readonly, strong) NSString *currentTitle;
@property(nullable, nonatomic, readonly, strong) UIImage *currentImage;
@property(nullable, nonatomic, readonly, strong) UILabel *titleLabel;
@property(nullable, nonatomic, readonly, strong) UIImageView *imageView;
@end

#pragma mark - Gesture recognisers

typedef NS_ENUM(NSInteger, UIGestureRecognizerState) {
  UIGestureRecognizerStatePossible,
  UIGestureRecognizerStateBegan,
  UIGestureRecognizerStateChanged,
  UIGestureRecognizerStateEnded,
  UIGestureRecognizerStateCancelled,
  UIGestureRecognizerStateFailed,
  UIGestureRecognizerStateRecognized = UIGestureRecognizerStateEnded
};

@class UITouch;
@protocol UIGestureRecognizerDelegate;

/// Recognises a gesture on its view and sends its actions to its targets (held weakly). A user's
/// tap the engine makes recognises the single-tap recognisers of the tapped view and the views
/// inside it; the delegate's `-gestureRecognizerShouldBegin:` is asked first.
@interface UIGestureRecognizer : NSObject
- (instancetype)initWithTarget:(nullable id)target action:(nullable SEL)action NS_DESIGNATED_INITIALIZER;
- (instancetype)init;
- (void)addTarget:(id)target action:(SEL)action;
- (void)removeTarget:(nullable id)target action:(nullable SEL)action;
@property(nonatomic, readonly) UIGestureRecognizerState state;
@property(nullable, nonatomic, weak) id<UIGestureRecognizerDelegate> delegate;
@property(nonatomic, getter=isEnabled) BOOL enabled;
@property(nullable, nonatomic, readonly) UIView *view;
@property(nonatomic) BOOL cancelsTouchesInView;
@property(nonatomic) BOOL delaysTouchesBegan;
@property(nonatomic) BOOL delaysTouchesEnded;
- (void)requireGestureRecognizerToFail:(UIGestureRecognizer *)otherGestureRecognizer;
/// The middle of the recogniser's view: where the engine's tap lands.
- (CGPoint)locationInView:(nullable UIView *)view;
@property(nonatomic, readonly) NSUInteger numberOfTouches;
@end

@protocol UIGestureRecognizerDelegate <NSObject>
@optional
- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer;
- (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer
    shouldRecognizeSimultaneouslyWithGestureRecognizer:(UIGestureRecognizer *)otherGestureRecognizer;
- (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldReceiveTouch:(UITouch *)touch;
@end

@interface UITapGestureRecognizer : UIGestureRecognizer
@property(nonatomic) NSUInteger numberOfTapsRequired;
@property(nonatomic) NSUInteger numberOfTouchesRequired;
@end

#pragma mark - Windows, scenes, the app, the screen and the device

/// A window: the root of a view tree showing its root view controller's view.
@interface UIWindow : UIView
- (instancetype)initWithWindowScene:(UIWindowScene *)windowScene;
@property(nullable, nonatomic, weak) UIWindowScene *windowScene;
@property(nonatomic, readonly, getter=isKeyWindow) BOOL keyWindow;
- (void)makeKeyWindow;
- (void)makeKeyAndVisible;
@property(nullable, nonatomic, strong) UIViewController *rootViewController;
@end

typedef NS_ENUM(NSInteger, UISceneActivationState) {
  UISceneActivationStateUnattached = -1,
  UISceneActivationStateForegroundActive,
  UISceneActivationStateForegroundInactive,
  UISceneActivationStateBackground
};

/// A scene: the harness's one scene is in the foreground and active.
@interface UIScene : UIResponder
@property(nonatomic, readonly) UISceneActivationState activationState;
@end

@interface UIWindowScene : UIScene
@property(nonatomic, readonly) UIScreen *screen;
@property(nonatomic, readonly) NSArray<UIWindow *> *windows;
@property(nonatomic, readonly, nullable) UIWindow *keyWindow;
@end

typedef NS_ENUM(NSInteger, UIApplicationState) {
  UIApplicationStateActive,
  UIApplicationStateInactive,
  UIApplicationStateBackground
};

typedef NS_ENUM(NSInteger, UIDeviceOrientation) {
  UIDeviceOrientationUnknown,
  UIDeviceOrientationPortrait,
  UIDeviceOrientationPortraitUpsideDown,
  UIDeviceOrientationLandscapeLeft,
  UIDeviceOrientationLandscapeRight,
  UIDeviceOrientationFaceUp,
  UIDeviceOrientationFaceDown
};

typedef NS_ENUM(NSInteger, UIInterfaceOrientation) {
  UIInterfaceOrientationUnknown = UIDeviceOrientationUnknown,
  UIInterfaceOrientationPortrait = UIDeviceOrientationPortrait,
  UIInterfaceOrientationPortraitUpsideDown = UIDeviceOrientationPortraitUpsideDown,
  UIInterfaceOrientationLandscapeLeft = UIDeviceOrientationLandscapeRight,
  UIInterfaceOrientationLandscapeRight = UIDeviceOrientationLandscapeLeft
};

typedef NSString *UIApplicationOpenExternalURLOptionsKey NS_TYPED_ENUM;
UIKIT_EXTERN UIApplicationOpenExternalURLOptionsKey const UIApplicationOpenURLOptionUniversalLinksOnly;

@protocol UIApplicationDelegate <NSObject>
@optional
@property(nullable, nonatomic, strong) UIWindow *window;
@end

/// The running app. URL opening goes to the harness, which records every navigation.
@interface UIApplication : UIResponder
@property(class, nonatomic, readonly) UIApplication *sharedApplication;
/// Nil unless an adapter sets one: the harness's app has no delegate of its own.
@property(nullable, nonatomic, assign) id<UIApplicationDelegate> delegate;
@property(nullable, nonatomic, readonly) UIWindow *keyWindow;
@property(nonatomic, readonly) NSArray<__kindof UIWindow *> *windows;
@property(nonatomic, readonly) NSSet<UIScene *> *connectedScenes;
@property(nonatomic, readonly) UIApplicationState applicationState;
@property(nonatomic, readonly) UIInterfaceOrientation statusBarOrientation;
- (BOOL)canOpenURL:(NSURL *)url;
- (BOOL)openURL:(NSURL *)url;
/// Opens `url`; the completion runs before this returns, with whether it opened.
- (void)openURL:(NSURL *)url
              options:(NSDictionary<UIApplicationOpenExternalURLOptionsKey, id> *)options
    completionHandler:(void (^_Nullable)(BOOL success))completion;
@end

/// The device's screen: a fixed phone screen.
@interface UIScreen : NSObject
@property(class, nonatomic, readonly) UIScreen *mainScreen;
@property(nonatomic, readonly) CGRect bounds;
@property(nonatomic, readonly) CGFloat scale;
@property(nonatomic, readonly) CGRect nativeBounds;
@property(nonatomic, readonly) CGFloat nativeScale;
@end

typedef NS_ENUM(NSInteger, UIUserInterfaceIdiom) {
  UIUserInterfaceIdiomUnspecified = -1,
  UIUserInterfaceIdiomPhone,
  UIUserInterfaceIdiomPad,
  UIUserInterfaceIdiomTV,
  UIUserInterfaceIdiomCarPlay,
  UIUserInterfaceIdiomMac = 5,
  UIUserInterfaceIdiomVision = 6
};

/// The device: a fixed iPhone on iOS 17, the same in every run.
@interface UIDevice : NSObject
@property(class, nonatomic, readonly) UIDevice *currentDevice;
@property(nonatomic, readonly, strong) NSString *name;
@property(nonatomic, readonly, strong) NSString *model;
@property(nonatomic, readonly, strong) NSString *localizedModel;
@property(nonatomic, readonly, strong) NSString *systemName;
@property(nonatomic, readonly, strong) NSString *systemVersion;
@property(nonatomic, readonly) UIDeviceOrientation orientation;
@property(nullable, nonatomic, readonly, strong) NSUUID *identifierForVendor;
@property(nonatomic, getter=isBatteryMonitoringEnabled) BOOL batteryMonitoringEnabled;
@property(nonatomic, readonly) float batteryLevel;
@property(nonatomic, readonly, getter=isMultitaskingSupported) BOOL multitaskingSupported;
@property(nonatomic, readonly) UIUserInterfaceIdiom userInterfaceIdiom;
@end

#define UI_USER_INTERFACE_IDIOM() ([[UIDevice currentDevice] userInterfaceIdiom])

#pragma mark - Auto Layout

typedef NS_ENUM(NSInteger, NSLayoutRelation) {
  NSLayoutRelationLessThanOrEqual = -1,
  NSLayoutRelationEqual = 0,
  NSLayoutRelationGreaterThanOrEqual = 1,
};

typedef NS_ENUM(NSInteger, NSLayoutAttribute) {
  NSLayoutAttributeLeft = 1,
  NSLayoutAttributeRight,
  NSLayoutAttributeTop,
  NSLayoutAttributeBottom,
  NSLayoutAttributeLeading,
  NSLayoutAttributeTrailing,
  NSLayoutAttributeWidth,
  NSLayoutAttributeHeight,
  NSLayoutAttributeCenterX,
  NSLayoutAttributeCenterY,
  NSLayoutAttributeLastBaseline,
  NSLayoutAttributeBaseline = NSLayoutAttributeLastBaseline,
  NSLayoutAttributeFirstBaseline,
  NSLayoutAttributeLeftMargin,
  NSLayoutAttributeRightMargin,
  NSLayoutAttributeTopMargin,
  NSLayoutAttributeBottomMargin,
  NSLayoutAttributeLeadingMargin,
  NSLayoutAttributeTrailingMargin,
  NSLayoutAttributeCenterXWithinMargins,
  NSLayoutAttributeCenterYWithinMargins,
  NSLayoutAttributeNotAnAttribute = 0
};

typedef NS_OPTIONS(NSUInteger, NSLayoutFormatOptions) {
  NSLayoutFormatAlignAllLeft = (1 << NSLayoutAttributeLeft),
  NSLayoutFormatAlignAllRight = (1 << NSLayoutAttributeRight),
  NSLayoutFormatAlignAllTop = (1 << NSLayoutAttributeTop),
  NSLayoutFormatAlignAllBottom = (1 << NSLayoutAttributeBottom),
  NSLayoutFormatAlignAllLeading = (1 << NSLayoutAttributeLeading),
  NSLayoutFormatAlignAllTrailing = (1 << NSLayoutAttributeTrailing),
  NSLayoutFormatAlignAllCenterX = (1 << NSLayoutAttributeCenterX),
  NSLayoutFormatAlignAllCenterY = (1 << NSLayoutAttributeCenterY),
  NSLayoutFormatAlignAllLastBaseline = (1 << NSLayoutAttributeLastBaseline),
  NSLayoutFormatAlignAllFirstBaseline = (1 << NSLayoutAttributeFirstBaseline),
  NSLayoutFormatAlignAllBaseline = NSLayoutFormatAlignAllLastBaseline,
  NSLayoutFormatAlignmentMask = 0xFFFF,
  NSLayoutFormatDirectionLeadingToTrailing = 0 << 16,
  NSLayoutFormatDirectionLeftToRight = 1 << 16,
  NSLayoutFormatDirectionRightToLeft = 2 << 16,
  NSLayoutFormatDirectionMask = 0x3 << 16,
  NSLayoutFormatSpacingEdgeToEdge = 0 << 19,
  NSLayoutFormatSpacingBaselineToBaseline = 1 << 19,
  NSLayoutFormatSpacingMask = 0x1 << 19,
};

/// A relation between two layout attributes. Nothing solves a system of them: activating a
/// constraint (and laying out the superview, `-layoutSubviews`/`-layoutIfNeeded`) places a view
/// from its equality constraints to its superview (or the superview's safe area or margins):
/// edges, centres, and widths and heights that are constants or multiples of the superview's.
/// Constraints between siblings, inequalities and priorities are kept, not applied. Items are
/// held weakly, as UIKit holds them.
@interface NSLayoutConstraint : NSObject
+ (NSArray<NSLayoutConstraint *> *)constraintsWithVisualFormat:(NSString *)format
                                                       options:(NSLayoutFormatOptions)opts
                                                       metrics:(nullable NSDictionary<NSString *, id> *)metrics
                                                         views:(NSDictionary<NSString *, id> *)views;
+ (instancetype)constraintWithItem:(id)view1
                         attribute:(NSLayoutAttribute)attr1
                         relatedBy:(NSLayoutRelation)relation
                            toItem:(nullable id)view2
                         attribute:(NSLayoutAttribute)attr2
                        multiplier:(CGFloat)multiplier
                          constant:(CGFloat)c;
@property UILayoutPriority priority;
@property(nullable, readonly, weak) id firstItem;
@property(nullable, readonly, weak) id secondItem;
@property(readonly) NSLayoutAttribute firstAttribute;
@property(readonly) NSLayoutAttribute secondAttribute;
@property(readonly) NSLayoutRelation relation;
@property(readonly) CGFloat multiplier;
@property CGFloat constant;
@property(getter=isActive) BOOL active;
+ (void)activateConstraints:(NSArray<NSLayoutConstraint *> *)constraints;
+ (void)deactivateConstraints:(NSArray<NSLayoutConstraint *> *)constraints;
@property(nullable, copy) NSString *identifier;
@end

/// The views named in a visual format, keyed by their variables' names.
#define NSDictionaryOfVariableBindings(...) _NSDictionaryOfVariableBindings(@"" #__VA_ARGS__, __VA_ARGS__, nil)
#ifdef __cplusplus
extern "C" {
#endif
UIKIT_EXTERN NSDictionary<NSString *, id> *_NSDictionaryOfVariableBindings(NSString *commaSeparatedKeysString,
                                                                            id _Nullable firstValue, ...);
#ifdef __cplusplus
}
#endif

/// One attribute of a view or a layout guide, to make constraints from.
@interface NSLayoutAnchor<AnchorType> : NSObject <NSCopying>
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor
    __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor
    __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor
                                       constant:(CGFloat)c __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor
                                                    constant:(CGFloat)c __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor
                                                 constant:(CGFloat)c __attribute__((warn_unused_result));
@property(readonly, nullable, weak) id item;
@end

@interface NSLayoutXAxisAnchor : NSLayoutAnchor<NSLayoutXAxisAnchor *>
@end

@interface NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor *>
@end

@interface NSLayoutDimension : NSLayoutAnchor<NSLayoutDimension *>
- (NSLayoutConstraint *)constraintEqualToConstant:(CGFloat)c __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToConstant:(CGFloat)c __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintLessThanOrEqualToConstant:(CGFloat)c __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutDimension *)anchor
                                     multiplier:(CGFloat)m __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutDimension *)anchor
                                                  multiplier:(CGFloat)m __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutDimension *)anchor
                                               multiplier:(CGFloat)m __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutDimension *)anchor
                                     multiplier:(CGFloat)m
                                       constant:(CGFloat)c __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutDimension *)anchor
                                                  multiplier:(CGFloat)m
                                                    constant:(CGFloat)c __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutDimension *)anchor
                                               multiplier:(CGFloat)m
                                                 constant:(CGFloat)c __attribute__((warn_unused_result));
@end

/// A rectangle of a view that constraints can relate to. Its layout frame is its owning view's
/// bounds (inset by the margins for `layoutMarginsGuide`).
@interface UILayoutGuide : NSObject
@property(nonatomic, readonly) CGRect layoutFrame;
@property(nonatomic, weak, nullable) UIView *owningView;
@property(nonatomic, copy) NSString *identifier;
@property(nonatomic, readonly, strong) NSLayoutXAxisAnchor *leadingAnchor;
@property(nonatomic, readonly, strong) NSLayoutXAxisAnchor *trailingAnchor;
@property(nonatomic, readonly, strong) NSLayoutXAxisAnchor *leftAnchor;
@property(nonatomic, readonly, strong) NSLayoutXAxisAnchor *rightAnchor;
@property(nonatomic, readonly, strong) NSLayoutYAxisAnchor *topAnchor;
@property(nonatomic, readonly, strong) NSLayoutYAxisAnchor *bottomAnchor;
@property(nonatomic, readonly, strong) NSLayoutDimension *widthAnchor;
@property(nonatomic, readonly, strong) NSLayoutDimension *heightAnchor;
@property(nonatomic, readonly, strong) NSLayoutXAxisAnchor *centerXAnchor;
@property(nonatomic, readonly, strong) NSLayoutYAxisAnchor *centerYAnchor;
@end

#pragma mark - Image contexts

/// An image context: drawing into it does nothing, and its image is a placeholder of the
/// context's size and scale (a scale of 0 is the screen's).
#ifdef __cplusplus
extern "C" {
#endif
UIKIT_EXTERN void UIGraphicsBeginImageContext(CGSize size);
UIKIT_EXTERN void UIGraphicsBeginImageContextWithOptions(CGSize size, BOOL opaque, CGFloat scale);
UIKIT_EXTERN CGContextRef _Nullable UIGraphicsGetCurrentContext(void);
UIKIT_EXTERN UIImage *_Nullable UIGraphicsGetImageFromCurrentImageContext(void);
UIKIT_EXTERN void UIGraphicsEndImageContext(void);
#ifdef __cplusplus
}
#endif

#pragma mark - Notifications

// The names UIKit posts under. Nothing posts them yet; adapters observe them.
UIKIT_EXTERN NSNotificationName const UIApplicationDidFinishLaunchingNotification;
UIKIT_EXTERN NSNotificationName const UIApplicationDidBecomeActiveNotification;
UIKIT_EXTERN NSNotificationName const UIApplicationWillResignActiveNotification;
UIKIT_EXTERN NSNotificationName const UIApplicationDidEnterBackgroundNotification;
UIKIT_EXTERN NSNotificationName const UIApplicationWillEnterForegroundNotification;
UIKIT_EXTERN NSNotificationName const UIApplicationWillTerminateNotification;
UIKIT_EXTERN NSNotificationName const UIApplicationDidReceiveMemoryWarningNotification;
UIKIT_EXTERN NSNotificationName const UIApplicationSignificantTimeChangeNotification;
UIKIT_EXTERN NSNotificationName const UISceneWillConnectNotification;
UIKIT_EXTERN NSNotificationName const UISceneDidDisconnectNotification;
UIKIT_EXTERN NSNotificationName const UISceneDidActivateNotification;
UIKIT_EXTERN NSNotificationName const UISceneWillDeactivateNotification;
UIKIT_EXTERN NSNotificationName const UISceneWillEnterForegroundNotification;
UIKIT_EXTERN NSNotificationName const UISceneDidEnterBackgroundNotification;
UIKIT_EXTERN NSNotificationName const UIWindowDidBecomeVisibleNotification;
UIKIT_EXTERN NSNotificationName const UIWindowDidBecomeHiddenNotification;
UIKIT_EXTERN NSNotificationName const UIWindowDidBecomeKeyNotification;
UIKIT_EXTERN NSNotificationName const UIWindowDidResignKeyNotification;
UIKIT_EXTERN NSNotificationName const UIDeviceOrientationDidChangeNotification;
UIKIT_EXTERN NSNotificationName const UIKeyboardWillShowNotification;
UIKIT_EXTERN NSNotificationName const UIKeyboardDidShowNotification;
UIKIT_EXTERN NSNotificationName const UIKeyboardWillHideNotification;
UIKIT_EXTERN NSNotificationName const UIKeyboardDidHideNotification;

NS_ASSUME_NONNULL_END

#endif
