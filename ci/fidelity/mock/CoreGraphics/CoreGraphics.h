// CoreGraphics' geometry as partner SDK headers use it.
#pragma once
#import <ObjectiveC/ObjectiveC.h>

typedef double CGFloat;
struct CGPoint { CGFloat x; CGFloat y; };
typedef struct CGPoint CGPoint;
struct CGSize { CGFloat width; CGFloat height; };
typedef struct CGSize CGSize;
struct CGRect { CGPoint origin; CGSize size; };
typedef struct CGRect CGRect;

extern const CGPoint CGPointZero NS_SWIFT_NAME(CGPoint.zero);
extern const CGSize CGSizeZero NS_SWIFT_NAME(CGSize.zero);
extern const CGRect CGRectZero NS_SWIFT_NAME(CGRect.zero);
