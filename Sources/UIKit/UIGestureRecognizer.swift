import Foundation

/// Recognises a gesture on the view it is attached to and runs its actions. Target-action
/// needs the Objective-C runtime, so on this platform actions are closures (`UIAction`), as
/// for `UIControl`.
open class UIGestureRecognizer: NSObject {
    /// Where a recogniser is in recognising its gesture; values match UIKit's.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture (a tap) was recognised.
        public static let recognized = State.ended
    }

    /// The recogniser's state: `.ended` while its actions run for a recognised tap, else
    /// `.possible`.
    public internal(set) var state: State = .possible
    /// Whether the recogniser recognises anything.
    open var isEnabled = true
    /// The view the recogniser is attached to (`UIView.addGestureRecognizer(_:)`).
    public internal(set) weak var view: UIView?
    /// Stored only.
    open var cancelsTouchesInView = true
    /// Stored only.
    open var delaysTouchesBegan = false
    /// Stored only.
    open var delaysTouchesEnded = true

    private var actions: [UIAction] = []

    public override init() { super.init() }

    /// Not UIKit (whose initializer takes a target and a selector): a recogniser whose
    /// recognition runs `action`.
    public convenience init(action: UIAction?) {
        self.init()
        if let action { addAction(action) }
    }

    /// Not UIKit (`addTarget(_:action:)`): runs `action` on each recognition.
    open func addAction(_ action: UIAction) { actions.append(action) }

    /// Not UIKit (`removeTarget(_:action:)`): removes a previously added action.
    open func removeAction(_ action: UIAction) { actions.removeAll { $0 === action } }

    /// Harness-only (not UIKit): the gesture a user's tap makes, recognised: the state is
    /// `.ended` while every action runs, then `.possible` again. Nothing happens while disabled.
    package func conformanceRecognize() {
        guard isEnabled else { return }
        state = .ended
        for action in actions { action.handler(action) }
        state = .possible
    }
}

/// Recognises taps.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps that make the gesture; a user's single tap recognises only a recogniser needing one.
    open var numberOfTapsRequired = 1
    /// Fingers that make the gesture; a user's tap is one finger's.
    open var numberOfTouchesRequired = 1

    /// Whether a one-finger single tap is this recogniser's gesture.
    var recognizesSingleTap: Bool { numberOfTapsRequired == 1 && numberOfTouchesRequired == 1 }
}

extension UIView {
    /// Harness-only (not UIKit): a user's tap on this view. Runs the touch-up-inside actions
    /// of every control inside it (adapter- or network-installed tap handling), then
    /// recognises every enabled single-tap recogniser attached to it or to a view inside it.
    package func conformanceTap() {
        for control in conformanceViews(ofType: UIControl.self) where control.conformanceHasActions {
            control.sendActions(for: .touchUpInside)
        }
        for view in conformanceViewTree {
            for case let tap as UITapGestureRecognizer in view.gestureRecognizers ?? [] where tap.recognizesSingleTap {
                tap.conformanceRecognize()
            }
        }
    }
}
