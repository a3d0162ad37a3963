import Foundation

/// A tappable control with a title and an image.
open class UIButton: UIControl {
    /// Button styles, stored only.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The style the button was made with.
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// Creates a button of a type.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Creates a button whose tap runs `primaryAction`.
    public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .touchUpInside) }
    }

    /// Sets the title for a state.
    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
    /// The title for a state.
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] }
    /// Sets the image for a state.
    open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
    /// The image for a state.
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] }
    /// The image shown now.
    open var currentImage: UIImage? { images[UIControl.State.normal.rawValue] }
    /// The title shown now.
    open var currentTitle: String? { titles[UIControl.State.normal.rawValue] }
    /// Sets the title colour for a state.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
    /// The title colour for a state.
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] }
    /// Sets the background image for a state.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
    }
    /// The background image for a state.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] }
}

extension UIControl {
    public struct State: OptionSet, Sendable {
        /// The state bits; values match UIKit's.
        public let rawValue: UInt
        /// Wraps raw state bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No flags: the default state, and the one `currentImage` reads.
        public static let normal = State([])
        /// Being touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not accepting touches.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected, as a toggle is when on.
        public static let selected = State(rawValue: 1 << 2)
    }
}
