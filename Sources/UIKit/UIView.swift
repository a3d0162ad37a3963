import Foundation

/// A rectangular region of the screen, reduced to what the harness must observe:
/// geometry, the view tree, visibility and interaction flags.
///
/// Views are main-thread objects, as on iOS; they carry no locking of their own.
open class UIView: UIResponder {
    /// The view's frame in its superview's coordinate space.
    open var frame: CGRect {
        didSet { bounds.size = frame.size }
    }
    /// The view's own coordinate space; its size follows `frame`.
    open var bounds: CGRect
    /// The view this view is a subview of, if any.
    open private(set) weak var superview: UIView?
    /// Subviews in back-to-front order.
    open private(set) var subviews: [UIView] = []
    /// Hidden views stay in the tree but are not shown.
    open var isHidden = false
    /// Whether touches reach this view.
    open var isUserInteractionEnabled = true
    /// An integer publishers and adapters use to tag views.
    open var tag = 0
    /// Opacity, 0 to 1.
    open var alpha: CGFloat = 1
    open var backgroundColor: UIColor?
    /// Accessibility label; adapters sometimes use it to name AdChoices views.
    open var accessibilityLabel: String?
    /// Layout flag adapters set before adding constraints; kept so such code compiles.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// Resizing behaviour; stored only.
    open var autoresizingMask: UIView.AutoresizingMask = []
    /// Content mode; stored only.
    open var contentMode: UIView.ContentMode = .scaleToFill
    /// Whether drawing is clipped to bounds; stored only.
    open var clipsToBounds = false

    /// The controller whose root view this is, if any.
    weak var owningViewController: UIViewController?
    private var recognizers: [UIGestureRecognizer] = []

    /// The gesture recognisers attached to this view, in the order they were attached; `nil`
    /// when there are none, as in UIKit.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizers.isEmpty ? nil : recognizers }
        set {
            for recognizer in recognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `recognizer`, detaching it from the view it was attached to.
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        if recognizer.view === self { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer` if it is attached to this view.
    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizers.contains(where: { $0 === recognizer }) else { return }
        recognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    /// The controller whose root view this is, else the superview.
    open override var next: UIResponder? { owningViewController ?? superview }

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Creates a zero-sized view.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Adds `view` on top of the other subviews, moving it from any previous superview.
    open func addSubview(_ view: UIView) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        didAddSubview(view)
        view.didMoveToSuperview()
    }

    /// Inserts `view` at `index` in the subview list.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        didAddSubview(view)
        view.didMoveToSuperview()
    }

    /// Moves `view` to the front if it is a subview.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Detaches the view from its superview.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        didMoveToSuperview()
    }

    /// Hook called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Hook called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Hook called after the superview changed.
    open func didMoveToSuperview() {}
    /// Layout hook; stored geometry is all the harness needs, so it does nothing.
    open func layoutSubviews() {}
    /// Requests layout; a no-op here.
    open func setNeedsLayout() {}
    /// Forces layout; a no-op here.
    open func layoutIfNeeded() {}
    /// Resizes to fit content; a no-op here.
    open func sizeToFit() {}

    /// Whether `view` is this view or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Autoresizing flags, stored only.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The mask bits; values match UIKit's.
        public let rawValue: UInt
        /// Wraps raw mask bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin may stretch.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width may stretch.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin may stretch.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin may stretch.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height may stretch.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin may stretch.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How content fills the view, stored only.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}
