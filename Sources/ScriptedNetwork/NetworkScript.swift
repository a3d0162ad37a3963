import Foundation

/// What the scripted network does when an adapter fetches an ad: each answer it gives,
/// when, and on which thread. Several answers script a misbehaving network (answer twice,
/// answer then fail); no answers script a network that never calls back.
///
/// Scenarios are written in it; `NetworkHost.fetch(_:)` hands it out and `play` performs it,
/// so an adopter's client rarely reads it.
public struct NetworkScript: Equatable, Sendable {
    /// Answers in the order they are scheduled.
    public var answers: [NetworkAnswer]
    /// The network's ad factory makes no ad object for this load (an SDK whose `create…`
    /// returns `nil`); a stub asks ``NetworkHost/createsAdObject()``. A network whose ad
    /// objects are always made ignores it, and the rules then owe the load nothing for it.
    public var createsNoAdObject = false
    /// A script whose answers are scheduled in array order.
    public init(answers: [NetworkAnswer]) { self.answers = answers }

    /// One ad, at once, on the main thread.
    public static func deliver(_ ad: NetworkAd = .standard) -> NetworkScript {
        NetworkScript(answers: [NetworkAnswer(.ad(ad))])
    }
    /// One failure, at once, on the main thread.
    public static func fail(code: Int) -> NetworkScript {
        NetworkScript(answers: [NetworkAnswer(.failure(code: code))])
    }
    /// A network that never answers.
    public static let silent = NetworkScript(answers: [])
}

/// One answer of the network to a fetch.
public struct NetworkAnswer: Equatable, Sendable {
    /// An ad, or a failure with the network's code.
    public var outcome: NetworkOutcome
    /// Scenario time after the fetch at which the answer is given, in milliseconds.
    public var delayMilliseconds: Int
    /// The thread the network calls back on.
    public var thread: CallbackThread
    /// A failure the network reports without an error object (its callback's `Error?` is
    /// `nil`). A network whose API always carries a code reports the code all the same.
    public var withoutError = false

    /// By default the answer comes at once, on the main thread.
    public init(_ outcome: NetworkOutcome, afterMilliseconds delay: Int = 0, on thread: CallbackThread = .main) {
        self.outcome = outcome
        self.delayMilliseconds = delay
        self.thread = thread
    }
}

/// The content of an answer.
public enum NetworkOutcome: Equatable, Sendable {
    /// The network delivers this content.
    case ad(NetworkAd)
    /// A failure with the network's own error code.
    case failure(code: Int)
}

/// Where a network callback runs.
public enum CallbackThread: Hashable, Sendable, CustomStringConvertible {
    /// The SDK's main thread.
    case main
    /// A background thread; callbacks with the same lane run on the same thread, callbacks
    /// on different lanes at the same scenario time run at the same moment (a race).
    case background(lane: Int)

    /// "main" or "background-N", as traces show it.
    public var description: String {
        switch self {
        case .main: "main"
        case .background(let lane): "background-\(lane)"
        }
    }
}
