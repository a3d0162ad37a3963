import Foundation

/// A colour as RGBA components.
public final class UIColor: NSObject, Sendable {
    /// Harness-only (UIKit exposes components through `getRed(_:green:blue:alpha:)`): red,
    /// green, blue and alpha, each 0 to 1.
    package let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// Creates a colour from components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Creates a grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Opaque black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Opaque white.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Opaque mid grey.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Opaque light grey, two-thirds white as in UIKit.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// Opaque pure red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Opaque pure blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
}
