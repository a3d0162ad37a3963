import Foundation

/// Edge insets, as UIKit defines them.
public struct UIEdgeInsets: Equatable, Sendable {
    /// Inset on each edge, in points.
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// The main screen, for adapters that size ads from it.
public final class UIScreen: NSObject, Sendable {
    /// The device screen: a common phone size.
    public static let main = UIScreen()
    /// Screen bounds in points.
    public var bounds: CGRect { CGRect(x: 0, y: 0, width: 375, height: 812) }
    /// Pixels per point: 3, as on current iPhones.
    public var scale: CGFloat { 3 }
}
