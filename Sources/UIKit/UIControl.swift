import Foundation

/// A view that sends actions when touched. Target-action needs the Objective-C runtime,
/// so on this platform actions are closures (`UIAction`, the iOS 14 API).
open class UIControl: UIView {
    /// Control events; `touchUpInside` is the tap.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The event bits; values match UIKit's.
        public let rawValue: UInt
        /// Wraps raw event bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger went down on the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    private var actions: [(UIAction, Event)] = []
    /// Whether the control responds to touches.
    open var isEnabled = true
    /// Whether the control is selected (a toggle that is on); stored only.
    open var isSelected = false
    /// Whether the control is being touched; stored only.
    open var isHighlighted = false

    /// Registers a closure to run for `events`.
    open func addAction(_ action: UIAction, for events: Event) {
        actions.append((action, events))
    }

    /// Removes a previously added action.
    open func removeAction(_ action: UIAction, for events: Event) {
        actions.removeAll { $0.0 === action && $0.1 == events }
    }

    /// Runs every action registered for any of `events`, as a touch would.
    open func sendActions(for events: Event) {
        guard isEnabled else { return }
        for (action, registered) in actions where !registered.intersection(events).isEmpty {
            action.handler(action)
        }
    }

    /// Harness-only (not UIKit): whether any action is registered, which is how the harness
    /// tells a tappable view.
    package var conformanceHasActions: Bool { !actions.isEmpty }
}

/// A closure-backed action for a control.
public final class UIAction: NSObject {
    /// Shown in menus on iOS; stored only here.
    public let title: String
    /// Harness-only (UIKit keeps the handler private): the closure the control runs.
    package let handler: (UIAction) -> Void

    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}
