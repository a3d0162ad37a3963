#import "UIKitObjC/Faces.h"
#import "UIKitObjCBridge.h"

// Places the subviews that have active constraints (UIKitLayout.m).
extern void GACLayoutSubviews(UIView *view);

// The root of every UIKit face: it holds one reference to its Swift object and is registered as
// that object's face, so the same Swift view comes back to the adapter as the same face.
@implementation UIResponder {
  gac_swift _swift;
}

+ (const char *)gac_kind {
  return "UIResponder";
}

- (instancetype)gac_initTakingSwift:(gac_swift)swift {
  if ((self = [super init])) {
    _swift = swift;
    GACFaceRegister(self, swift);
  }
  return self;
}

- (instancetype)init {
  return [self gac_initTakingSwift:gac_uikit_make([[self class] gac_kind], (gac_rect){0, 0, 0, 0})];
}

- (gac_swift)gac_swift {
  return _swift;
}

- (UIResponder *)nextResponder {
  return nil;
}

- (void)dealloc {
  if (_swift != NULL) {
    GACFaceUnregister(_swift);
    swift_release(_swift);
  }
}
@end

@implementation UIView

+ (const char *)gac_kind {
  return "UIView";
}

- (instancetype)initWithFrame:(CGRect)frame {
  return [self gac_initTakingSwift:gac_uikit_make([[self class] gac_kind], GACRect(frame))];
}

- (instancetype)init {
  return [self initWithFrame:CGRectZero];
}

- (UIResponder *)nextResponder {
  return self.superview;
}

- (CGRect)frame {
  return GACCGRect(gac_uikit_view_frame(self.gac_swift));
}
- (void)setFrame:(CGRect)frame {
  gac_uikit_view_set_frame(self.gac_swift, GACRect(frame));
}
- (CGRect)bounds {
  return GACCGRect(gac_uikit_view_bounds(self.gac_swift));
}
- (void)setBounds:(CGRect)bounds {
  gac_uikit_view_set_bounds(self.gac_swift, GACRect(bounds));
}
- (CGPoint)center {
  CGRect frame = self.frame;
  return CGPointMake(CGRectGetMidX(frame), CGRectGetMidY(frame));
}
- (void)setCenter:(CGPoint)center {
  CGRect frame = self.frame;
  frame.origin = CGPointMake(center.x - frame.size.width / 2, center.y - frame.size.height / 2);
  self.frame = frame;
}
- (UIView *)superview {
  return (__bridge_transfer UIView *)gac_uikit_view_superview(self.gac_swift);
}
- (NSArray<UIView *> *)subviews {
  NSArray *faces = (__bridge_transfer NSArray *)gac_uikit_view_subviews(self.gac_swift);
  return faces ?: @[];
}
- (UIWindow *)window {
  return (__bridge_transfer UIWindow *)gac_uikit_view_window(self.gac_swift);
}
- (BOOL)isHidden {
  return gac_uikit_view_flag(self.gac_swift, GACViewHidden);
}
- (void)setHidden:(BOOL)hidden {
  gac_uikit_view_set_flag(self.gac_swift, GACViewHidden, hidden);
}
- (BOOL)isUserInteractionEnabled {
  return gac_uikit_view_flag(self.gac_swift, GACViewUserInteraction);
}
- (void)setUserInteractionEnabled:(BOOL)enabled {
  gac_uikit_view_set_flag(self.gac_swift, GACViewUserInteraction, enabled);
}
- (BOOL)clipsToBounds {
  return gac_uikit_view_flag(self.gac_swift, GACViewClips);
}
- (void)setClipsToBounds:(BOOL)clips {
  gac_uikit_view_set_flag(self.gac_swift, GACViewClips, clips);
}
- (BOOL)translatesAutoresizingMaskIntoConstraints {
  return gac_uikit_view_flag(self.gac_swift, GACViewAutoresizingConstraints);
}
- (void)setTranslatesAutoresizingMaskIntoConstraints:(BOOL)translates {
  gac_uikit_view_set_flag(self.gac_swift, GACViewAutoresizingConstraints, translates);
}
- (NSInteger)tag {
  return gac_uikit_view_tag(self.gac_swift);
}
- (void)setTag:(NSInteger)tag {
  gac_uikit_view_set_tag(self.gac_swift, tag);
}
- (CGFloat)alpha {
  return gac_uikit_view_alpha(self.gac_swift);
}
- (void)setAlpha:(CGFloat)alpha {
  gac_uikit_view_set_alpha(self.gac_swift, alpha);
}
- (UIColor *)backgroundColor {
  gac_swift color = gac_uikit_view_background(self.gac_swift);
  return color == NULL ? nil : (__bridge_transfer UIColor *)gac_face_make("UIColor", color);
}
- (void)setBackgroundColor:(UIColor *)color {
  gac_uikit_view_set_background(self.gac_swift, color.gac_swift);
}
- (NSString *)accessibilityLabel {
  return GACStringTakingUTF8(gac_uikit_view_accessibility_label(self.gac_swift));
}
- (void)setAccessibilityLabel:(NSString *)label {
  gac_uikit_view_set_accessibility_label(self.gac_swift, label.UTF8String);
}
- (void)addSubview:(UIView *)view {
  if (view != nil) gac_uikit_view_add(self.gac_swift, view.gac_swift);
}
- (void)insertSubview:(UIView *)view atIndex:(NSInteger)index {
  if (view != nil) gac_uikit_view_insert(self.gac_swift, view.gac_swift, index);
}
- (void)bringSubviewToFront:(UIView *)view {
  if (view != nil) gac_uikit_view_bring_to_front(self.gac_swift, view.gac_swift);
}
- (void)removeFromSuperview {
  gac_uikit_view_remove(self.gac_swift);
}
- (BOOL)isDescendantOfView:(UIView *)view {
  for (UIView *current = self; current != nil; current = current.superview)
    if (current == view) return YES;
  return NO;
}
- (UIView *)viewWithTag:(NSInteger)tag {
  if (self.tag == tag) return self;
  for (UIView *subview in self.subviews) {
    UIView *found = [subview viewWithTag:tag];
    if (found != nil) return found;
  }
  return nil;
}
- (void)layoutSubviews {
  GACLayoutSubviews(self);
}
- (void)setNeedsLayout {
}
- (void)layoutIfNeeded {
  [self layoutSubviews];
}
- (void)sizeToFit {
}
@end

@implementation UIViewController

+ (const char *)gac_kind {
  return "UIViewController";
}

- (instancetype)init {
  return [super init];
}

- (UIResponder *)nextResponder {
  return self.presentingViewController ?: self.view.superview;
}

- (UIView *)view {
  return (__bridge_transfer UIView *)gac_uikit_controller_view(self.gac_swift);
}
- (void)setView:(UIView *)view {
  gac_uikit_controller_set_view(self.gac_swift, view.gac_swift);
}
- (BOOL)isViewLoaded {
  return gac_uikit_controller_view_loaded(self.gac_swift);
}
- (UIViewController *)presentedViewController {
  return (__bridge_transfer UIViewController *)gac_uikit_controller_presented(self.gac_swift);
}
- (UIViewController *)presentingViewController {
  return (__bridge_transfer UIViewController *)gac_uikit_controller_presenting(self.gac_swift);
}
- (void)presentViewController:(UIViewController *)controller
                     animated:(BOOL)animated
                   completion:(void (^)(void))completion {
  gac_uikit_controller_present(self.gac_swift, controller.gac_swift, animated, (__bridge_retained void *)[completion copy]);
}
- (void)dismissViewControllerAnimated:(BOOL)animated completion:(void (^)(void))completion {
  gac_uikit_controller_dismiss(self.gac_swift, animated, (__bridge_retained void *)[completion copy]);
}
@end

// UIColor and UIImage are faces too, but not responders: each holds its Swift object the same way.
@implementation UIColor {
  gac_swift _swift;
}
GAC_FACE_ROOT_METHODS
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha {
  return [[UIColor alloc] gac_initTakingSwift:gac_uikit_color(red, green, blue, alpha)];
}
+ (UIColor *)colorWithWhite:(CGFloat)white alpha:(CGFloat)alpha {
  return [self colorWithRed:white green:white blue:white alpha:alpha];
}
+ (UIColor *)colorWithCGColor:(CGColorRef)cgColor {
  return (__bridge UIColor *)(void *)cgColor;
}
// A colour's CGColor is the colour itself, opaque to the adapter.
- (CGColorRef)CGColor {
  return (CGColorRef)(__bridge void *)self;
}
+ (UIColor *)clearColor {
  return [self colorWithWhite:0 alpha:0];
}
+ (UIColor *)whiteColor {
  return [self colorWithWhite:1 alpha:1];
}
+ (UIColor *)blackColor {
  return [self colorWithWhite:0 alpha:1];
}
+ (UIColor *)grayColor {
  return [self colorWithWhite:0.5 alpha:1];
}
+ (UIColor *)redColor {
  return [self colorWithRed:1 green:0 blue:0 alpha:1];
}
+ (UIColor *)blueColor {
  return [self colorWithRed:0 green:0 blue:1 alpha:1];
}
@end

@implementation UIImage {
  gac_swift _swift;
}
GAC_REGISTERED_FACE_ROOT_METHODS
+ (UIImage *)imageNamed:(NSString *)name {
  return [[UIImage alloc] gac_initTakingSwift:gac_uikit_image_named(name.UTF8String)];
}
+ (UIImage *)imageWithData:(NSData *)data {
  return [[UIImage alloc] initWithData:data];
}
+ (UIImage *)imageWithData:(NSData *)data scale:(CGFloat)scale {
  return [[UIImage alloc] initWithData:data scale:scale];
}
- (instancetype)initWithData:(NSData *)data {
  return [self initWithData:data scale:1];
}
- (instancetype)initWithData:(NSData *)data scale:(CGFloat)scale {
  return [self gac_initTakingSwift:gac_uikit_image_data((__bridge void *)data, scale)];
}
- (CGSize)size {
  gac_size size = gac_uikit_image_size(_swift);
  return CGSizeMake(size.width, size.height);
}
- (CGFloat)scale {
  return gac_uikit_image_scale(_swift);
}
- (void)drawInRect:(CGRect)rect {
}
- (void)drawAtPoint:(CGPoint)point {
}
@end

NSData *UIImagePNGRepresentation(UIImage *image) {
  return (__bridge_transfer NSData *)gac_uikit_image_png(image.gac_swift);
}

NSData *UIImageJPEGRepresentation(UIImage *image, CGFloat compressionQuality) {
  return UIImagePNGRepresentation(image);
}

void gac_uikit_layout(gac_object view) {
  @autoreleasepool {
    [(__bridge UIView *)view layoutSubviews];
  }
}
