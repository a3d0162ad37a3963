import Foundation

// CoreGraphics' C constructors and accessors, which UIKit brings along on iOS and Swift
// adapters still call. (On Linux the CG types themselves come from Foundation.)

public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
public func CGRectGetWidth(_ rect: CGRect) -> CGFloat { rect.width }
public func CGRectGetHeight(_ rect: CGRect) -> CGFloat { rect.height }
public func CGRectGetMinX(_ rect: CGRect) -> CGFloat { rect.minX }
public func CGRectGetMinY(_ rect: CGRect) -> CGFloat { rect.minY }
public func CGRectGetMaxX(_ rect: CGRect) -> CGFloat { rect.maxX }
public func CGRectGetMaxY(_ rect: CGRect) -> CGFloat { rect.maxY }
public func CGRectGetMidX(_ rect: CGRect) -> CGFloat { rect.midX }
public func CGRectGetMidY(_ rect: CGRect) -> CGFloat { rect.midY }
public func CGRectEqualToRect(_ a: CGRect, _ b: CGRect) -> Bool { a == b }
public func CGSizeEqualToSize(_ a: CGSize, _ b: CGSize) -> Bool { a == b }
public let CGRectZero = CGRect.zero
public let CGSizeZero = CGSize.zero
public let CGPointZero = CGPoint.zero
