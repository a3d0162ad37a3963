#import "UIKitObjC/Faces.h"

// Image contexts and CoreGraphics drawing: nothing is drawn. A context is a size and a scale on
// the calling thread's stack of contexts (as UIKit's are per thread), and its image is a
// placeholder of that size and scale, so drawing code runs and yields an image.

/// An image context; its address is the `CGContextRef` drawing calls receive.
@interface GACImageContext : NSObject {
 @public
  CGSize _size;
  CGFloat _scale;
}
@end

@implementation GACImageContext
@end

static NSString *const GACImageContextsKey = @"UIKit.imageContexts";

static NSMutableArray<GACImageContext *> *GACImageContexts(void) {
  NSMutableDictionary *threadDictionary = [[NSThread currentThread] threadDictionary];
  NSMutableArray *contexts = threadDictionary[GACImageContextsKey];
  if (contexts == nil) {
    contexts = [NSMutableArray array];
    threadDictionary[GACImageContextsKey] = contexts;
  }
  return contexts;
}

void UIGraphicsBeginImageContextWithOptions(CGSize size, BOOL opaque, CGFloat scale) {
  GACImageContext *context = [GACImageContext new];
  context->_size = size;
  context->_scale = scale > 0 ? scale : [UIScreen mainScreen].scale;
  [GACImageContexts() addObject:context];
}

void UIGraphicsBeginImageContext(CGSize size) {
  UIGraphicsBeginImageContextWithOptions(size, NO, 1);
}

CGContextRef UIGraphicsGetCurrentContext(void) {
  return (CGContextRef)(__bridge void *)GACImageContexts().lastObject;
}

UIImage *UIGraphicsGetImageFromCurrentImageContext(void) {
  GACImageContext *context = GACImageContexts().lastObject;
  if (context == nil) return nil;
  gac_size size = {context->_size.width, context->_size.height};
  return (__bridge_transfer UIImage *)gac_face_make("UIImage", gac_uikit_image_drawn(size, context->_scale));
}

void UIGraphicsEndImageContext(void) {
  NSMutableArray<GACImageContext *> *contexts = GACImageContexts();
  if (contexts.count > 0) [contexts removeLastObject];
}

void CGContextSetFillColorWithColor(CGContextRef c, CGColorRef color) {
}
void CGContextSetStrokeColorWithColor(CGContextRef c, CGColorRef color) {
}
void CGContextSetRGBFillColor(CGContextRef c, CGFloat red, CGFloat green, CGFloat blue, CGFloat alpha) {
}
void CGContextSetLineWidth(CGContextRef c, CGFloat width) {
}
void CGContextFillRect(CGContextRef c, CGRect rect) {
}
void CGContextStrokeRect(CGContextRef c, CGRect rect) {
}
void CGContextClearRect(CGContextRef c, CGRect rect) {
}
void CGContextSaveGState(CGContextRef c) {
}
void CGContextRestoreGState(CGContextRef c) {
}
void CGContextTranslateCTM(CGContextRef c, CGFloat tx, CGFloat ty) {
}
void CGContextScaleCTM(CGContextRef c, CGFloat sx, CGFloat sy) {
}
