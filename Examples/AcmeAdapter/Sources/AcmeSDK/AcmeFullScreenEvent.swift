import Foundation

/// Everything a full-screen Acme ad reports once it is shown, through its `onEvent` closure.
public enum AcmeFullScreenEvent: Sendable, Equatable {
    /// The ad covers the screen.
    case opened
    /// Acme counted an impression.
    case impression
    /// Acme handled a tap.
    case click
    /// The ad is about to close, and closed.
    case closing, closed
    /// The ad could not be shown.
    case failedToOpen(AcmeError)
    /// The ad's video started, and played to its end.
    case videoStarted, videoCompleted
    /// The user earned the reward of a rewarded ad.
    case rewarded(AcmeReward)
}

/// What a rewarded Acme ad pays.
public struct AcmeReward: Sendable, Equatable {
    /// The in-app currency, such as "coins".
    public var currency: String
    public var amount: Int
    /// Creates a reward.
    public init(currency: String, amount: Int) {
        self.currency = currency
        self.amount = amount
    }
}
