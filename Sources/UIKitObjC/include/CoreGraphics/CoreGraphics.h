// CoreGraphics' geometry as adapters use it, spelled as Apple's; `<UIKit/UIKit.h>` imports it, and
// adapters that import it directly get the same.
#ifndef GAC_CORE_GRAPHICS_H
#define GAC_CORE_GRAPHICS_H

#import <Foundation/Foundation.h>

typedef struct CGPoint {
  CGFloat x;
  CGFloat y;
} CGPoint;
typedef struct CGSize {
  CGFloat width;
  CGFloat height;
} CGSize;
typedef struct CGRect {
  CGPoint origin;
  CGSize size;
} CGRect;

static const CGPoint CGPointZero = {0, 0};
static const CGSize CGSizeZero = {0, 0};
static const CGRect CGRectZero = {{0, 0}, {0, 0}};

static inline CGPoint CGPointMake(CGFloat x, CGFloat y) { return (CGPoint){x, y}; }
static inline CGSize CGSizeMake(CGFloat width, CGFloat height) { return (CGSize){width, height}; }
static inline CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height) {
  return (CGRect){{x, y}, {width, height}};
}
static inline CGFloat CGRectGetMinX(CGRect r) { return r.size.width < 0 ? r.origin.x + r.size.width : r.origin.x; }
static inline CGFloat CGRectGetMinY(CGRect r) { return r.size.height < 0 ? r.origin.y + r.size.height : r.origin.y; }
static inline CGFloat CGRectGetWidth(CGRect r) { return r.size.width < 0 ? -r.size.width : r.size.width; }
static inline CGFloat CGRectGetHeight(CGRect r) { return r.size.height < 0 ? -r.size.height : r.size.height; }
static inline CGFloat CGRectGetMaxX(CGRect r) { return CGRectGetMinX(r) + CGRectGetWidth(r); }
static inline CGFloat CGRectGetMaxY(CGRect r) { return CGRectGetMinY(r) + CGRectGetHeight(r); }
static inline CGFloat CGRectGetMidX(CGRect r) { return CGRectGetMinX(r) + CGRectGetWidth(r) / 2; }
static inline CGFloat CGRectGetMidY(CGRect r) { return CGRectGetMinY(r) + CGRectGetHeight(r) / 2; }
static inline bool CGSizeEqualToSize(CGSize a, CGSize b) { return a.width == b.width && a.height == b.height; }
static inline bool CGPointEqualToPoint(CGPoint a, CGPoint b) { return a.x == b.x && a.y == b.y; }
static inline bool CGRectEqualToRect(CGRect a, CGRect b) {
  return CGPointEqualToPoint(a.origin, b.origin) && CGSizeEqualToSize(a.size, b.size);
}
static inline bool CGRectIsEmpty(CGRect r) { return r.size.width == 0 || r.size.height == 0; }

#endif
