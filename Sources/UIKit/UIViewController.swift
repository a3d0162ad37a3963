import Foundation

/// A controller owning a root view; ads receive one to present from.
open class UIViewController: UIResponder {
    private var loadedView: UIView? {
        didSet {
            if oldValue !== loadedView { oldValue?.owningViewController = nil }
            loadedView?.owningViewController = self
        }
    }

    /// The root view, created on first access.
    open var view: UIView! {
        get {
            if loadedView == nil { loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812)) }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// The controller presented on top of this one, if any.
    open private(set) var presentedViewController: UIViewController?
    /// The controller that presented this one, if any.
    open private(set) weak var presentingViewController: UIViewController?

    /// The presenting controller, else the window showing this controller's view.
    open override var next: UIResponder? { presentingViewController ?? loadedView?.superview }

    /// Whether the root view exists yet.
    open var isViewLoaded: Bool { loadedView != nil }

    public override init() { super.init() }

    /// Presents a controller; completion runs at once since nothing animates here.
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = controller
        controller.presentingViewController = self
        completion?()
    }

    /// Dismisses the presented controller.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        presentedViewController?.presentingViewController = nil
        presentedViewController = nil
        completion?()
    }
}
