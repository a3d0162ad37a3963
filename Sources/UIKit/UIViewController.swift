import Foundation

/// A controller owning a root view; ads receive one to present from.
open class UIViewController: NSObject {
    private var loadedView: UIView?

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

    public override init() { super.init() }

    /// Presents a controller; completion runs at once since nothing animates here.
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = controller
        completion?()
    }

    /// Dismisses the presented controller.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = nil
        completion?()
    }
}
