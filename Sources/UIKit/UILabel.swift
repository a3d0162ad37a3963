import Foundation

/// A view showing text.
open class UILabel: UIView {
    open var text: String?
    /// Maximum number of lines; 0 means no limit.
    open var numberOfLines = 1
    open var textColor: UIColor?
    /// Font, kept as a value only.
    open var font: UIFont?
    /// Alignment, stored only.
    open var textAlignment: NSTextAlignment = .natural
}

/// A font reduced to its point size.
public struct UIFont: Sendable, Equatable {
    public var pointSize: CGFloat
    /// The system font at a size.
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    /// The bold system font at a size.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
}

/// Text alignment, stored only.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}
