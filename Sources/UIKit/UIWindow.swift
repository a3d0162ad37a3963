import Foundation

/// A window: the root of a view tree, showing its root view controller's view.
open class UIWindow: UIView {
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            if let root = rootViewController { addSubview(root.view) }
        }
    }
    /// The scene the window belongs to.
    open weak var windowScene: UIWindowScene?
    /// Whether this is the window that receives keyboard and other non-touch events.
    open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// Creates a window in a scene.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: UIScreen.main.bounds)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Makes the window key and shows it.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }
    /// Makes the window key.
    open func makeKey() { UIApplication.shared.conformanceMakeKey(self) }
}

/// A scene: one instance of the app's interface.
open class UIScene: UIResponder {
    /// Where a scene is in its life.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }
    /// The scene's state; the harness's scene is in the foreground.
    open var activationState: ActivationState = .foregroundActive
}

/// A scene that shows windows.
open class UIWindowScene: UIScene {
    /// The scene's windows.
    open var windows: [UIWindow] { UIApplication.shared.conformanceWindows.filter { $0.windowScene === self } }
    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    public override init() { super.init() }
}
