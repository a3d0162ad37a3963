import Foundation

/// The base of views and view controllers; adapters walk `next` to find the controller that
/// shows a view.
open class UIResponder: NSObject {
    public override init() { super.init() }
    /// The next responder: a view's controller (for a root view) or superview; a controller's
    /// presenter or window.
    open var next: UIResponder? { nil }
}
