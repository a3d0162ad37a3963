#import "UIKitObjC/Faces.h"

// Labels, image views, fonts and the view extras adapters use: geometry conversion, content
// mode, autoresizing and block animations.

const UIFontWeight UIFontWeightUltraLight = -0.8;
const UIFontWeight UIFontWeightThin = -0.6;
const UIFontWeight UIFontWeightLight = -0.4;
const UIFontWeight UIFontWeightRegular = 0;
const UIFontWeight UIFontWeightMedium = 0.23;
const UIFontWeight UIFontWeightSemibold = 0.3;
const UIFontWeight UIFontWeightBold = 0.4;
const UIFontWeight UIFontWeightHeavy = 0.56;
const UIFontWeight UIFontWeightBlack = 0.62;

/// UIKit's default label font size.
static const CGFloat GACDefaultFontSize = 17;

@interface UIFont ()
- (instancetype)initWithGACName:(NSString *)name family:(NSString *)family size:(CGFloat)size;
@end

// A value: the Swift stand-in's UIFont is a struct (a point size), so the face of a font is an
// Objective-C object of its own, and a label keeps only the size.
@implementation UIFont {
  NSString *_fontName;
  NSString *_familyName;
  CGFloat _pointSize;
}

- (instancetype)initWithGACName:(NSString *)name family:(NSString *)family size:(CGFloat)size {
  if ((self = [super init])) {
    _fontName = [name copy];
    _familyName = [family copy];
    _pointSize = size;
  }
  return self;
}

+ (UIFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize {
  return [[UIFont alloc] initWithGACName:fontName family:fontName size:fontSize];
}
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize {
  return [[UIFont alloc] initWithGACName:@".SFUI-Regular" family:@".AppleSystemUIFont" size:fontSize];
}
+ (UIFont *)boldSystemFontOfSize:(CGFloat)fontSize {
  return [[UIFont alloc] initWithGACName:@".SFUI-Semibold" family:@".AppleSystemUIFont" size:fontSize];
}
+ (UIFont *)italicSystemFontOfSize:(CGFloat)fontSize {
  return [[UIFont alloc] initWithGACName:@".SFUI-RegularItalic" family:@".AppleSystemUIFont" size:fontSize];
}
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight {
  return weight >= UIFontWeightSemibold ? [self boldSystemFontOfSize:fontSize] : [self systemFontOfSize:fontSize];
}
- (UIFont *)fontWithSize:(CGFloat)fontSize {
  return [[UIFont alloc] initWithGACName:_fontName family:_familyName size:fontSize];
}
- (NSString *)fontName {
  return _fontName;
}
- (NSString *)familyName {
  return _familyName;
}
- (CGFloat)pointSize {
  return _pointSize;
}
- (id)copyWithZone:(NSZone *)zone {
  return self;
}
- (BOOL)isEqual:(id)other {
  if (![other isKindOfClass:[UIFont class]]) return NO;
  UIFont *font = other;
  return font.pointSize == _pointSize && [font.fontName isEqualToString:_fontName];
}
- (NSUInteger)hash {
  return _fontName.hash ^ (NSUInteger)_pointSize;
}
@end

@implementation UILabel

+ (const char *)gac_kind {
  return "UILabel";
}

- (NSString *)text {
  return GACStringTakingUTF8(gac_uikit_label_text(self.gac_swift));
}
- (void)setText:(NSString *)text {
  gac_uikit_label_set_text(self.gac_swift, text.UTF8String);
}
// The stand-in keeps the size only: the font reads back as the system font of that size.
- (UIFont *)font {
  double size = gac_uikit_label_font_size(self.gac_swift);
  return [UIFont systemFontOfSize:size < 0 ? GACDefaultFontSize : size];
}
- (void)setFont:(UIFont *)font {
  gac_uikit_label_set_font_size(self.gac_swift, font == nil ? -1 : font.pointSize);
}
- (UIColor *)textColor {
  UIColor *color = (__bridge_transfer UIColor *)gac_uikit_label_text_color(self.gac_swift);
  return color ?: [UIColor blackColor];
}
- (void)setTextColor:(UIColor *)color {
  gac_uikit_label_set_text_color(self.gac_swift, color.gac_swift);
}
- (NSTextAlignment)textAlignment {
  return gac_uikit_label_alignment(self.gac_swift);
}
- (void)setTextAlignment:(NSTextAlignment)alignment {
  gac_uikit_label_set_alignment(self.gac_swift, alignment);
}
- (NSInteger)numberOfLines {
  return gac_uikit_label_lines(self.gac_swift);
}
- (void)setNumberOfLines:(NSInteger)lines {
  gac_uikit_label_set_lines(self.gac_swift, lines);
}

@end

@implementation UIImageView

+ (const char *)gac_kind {
  return "UIImageView";
}

// Sized to nothing, as the Swift stand-in's `init(image:)`.
- (instancetype)initWithImage:(UIImage *)image {
  if ((self = [self initWithFrame:CGRectZero])) self.image = image;
  return self;
}

- (UIImage *)image {
  return (__bridge_transfer UIImage *)gac_uikit_image_view_image(self.gac_swift);
}
- (void)setImage:(UIImage *)image {
  gac_uikit_image_view_set_image(self.gac_swift, image.gac_swift);
}

@end

#pragma mark - View extras

/// `point` in `view`'s coordinates, in those of the root of its tree.
static CGPoint GACPointToRoot(UIView *view, CGPoint point) {
  for (UIView *current = view; current != nil; current = current.superview) {
    CGRect bounds = current.bounds;
    point.x -= bounds.origin.x;
    point.y -= bounds.origin.y;
    if (current.superview == nil) break;
    CGRect frame = current.frame;
    point.x += frame.origin.x;
    point.y += frame.origin.y;
  }
  return point;
}

/// `point` in the coordinates of `view`'s root, in `view`'s.
static CGPoint GACPointFromRoot(UIView *view, CGPoint point) {
  CGPoint origin = GACPointToRoot(view, CGPointZero);
  return CGPointMake(point.x - origin.x, point.y - origin.y);
}

@implementation UIView (UIViewGeometry)

- (UIViewAutoresizing)autoresizingMask {
  return gac_uikit_view_autoresizing(self.gac_swift);
}
- (void)setAutoresizingMask:(UIViewAutoresizing)mask {
  gac_uikit_view_set_autoresizing(self.gac_swift, mask);
}

- (CGSize)sizeThatFits:(CGSize)size {
  return self.bounds.size;
}

// A nil view is the window (the root of the tree), as in UIKit.
- (CGPoint)convertPoint:(CGPoint)point toView:(UIView *)view {
  CGPoint root = GACPointToRoot(self, point);
  return view == nil ? root : GACPointFromRoot(view, root);
}
- (CGPoint)convertPoint:(CGPoint)point fromView:(UIView *)view {
  CGPoint root = view == nil ? point : GACPointToRoot(view, point);
  return GACPointFromRoot(self, root);
}
- (CGRect)convertRect:(CGRect)rect toView:(UIView *)view {
  return (CGRect){[self convertPoint:rect.origin toView:view], rect.size};
}
- (CGRect)convertRect:(CGRect)rect fromView:(UIView *)view {
  return (CGRect){[self convertPoint:rect.origin fromView:view], rect.size};
}

@end

@implementation UIView (UIViewRendering)

- (UIViewContentMode)contentMode {
  return gac_uikit_view_content_mode(self.gac_swift);
}
- (void)setContentMode:(UIViewContentMode)mode {
  gac_uikit_view_set_content_mode(self.gac_swift, mode);
}
- (void)setNeedsDisplay {
}

@end

// Nothing animates here: the changes take effect and the completion runs before the call returns.
@implementation UIView (UIViewAnimationWithBlocks)

+ (void)animateWithDuration:(NSTimeInterval)duration
                      delay:(NSTimeInterval)delay
                    options:(UIViewAnimationOptions)options
                 animations:(void (^)(void))animations
                 completion:(void (^)(BOOL finished))completion {
  if (animations != nil) animations();
  if (completion != nil) completion(YES);
}

+ (void)animateWithDuration:(NSTimeInterval)duration
                 animations:(void (^)(void))animations
                 completion:(void (^)(BOOL finished))completion {
  [self animateWithDuration:duration delay:0 options:0 animations:animations completion:completion];
}

+ (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations {
  [self animateWithDuration:duration delay:0 options:0 animations:animations completion:nil];
}

@end
