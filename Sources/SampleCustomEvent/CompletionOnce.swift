import Foundation
import Synchronization

/// Guards a load completion handler so it runs at most once, whatever the network does:
/// answers twice, answers then fails, or calls back on two threads at the same moment
/// (LOAD-1). The winner takes the handler and this guard drops its reference, so whatever
/// the handler captured is freed as soon as the SDK lets go (LOAD-7).
///
/// An atomic flag picks the single winner; only the winner ever touches the stored handler
/// after initialization, so the handler itself needs no lock (and need not be `Sendable`).
public final class CompletionOnce<Ad, EventDelegate> {
    /// The SDK's completion handler shape: exactly one of ad or error, returns the delegate.
    public typealias Handler = (Ad?, Error?) -> EventDelegate?

    private let claimed = Atomic<Bool>(false)
    private var handler: Handler?

    /// Wraps the SDK's handler.
    public init(_ handler: @escaping Handler) {
        self.handler = handler
    }

    /// Whether some caller has already taken the handler.
    public var isCompleted: Bool { claimed.load(ordering: .acquiring) }

    /// Returns the handler to the first caller only, and forgets it. Callers that need to
    /// store state before completing use this, so losers never write any state.
    public func claim() -> Handler? {
        guard claimed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        else { return nil }
        let winner = handler
        handler = nil
        return winner
    }

    /// Calls the handler if no one has yet; returns its delegate, or `nil` for later callers.
    @discardableResult
    public func complete(_ ad: Ad?, _ error: Error?) -> EventDelegate? {
        guard let handler = claim() else { return nil }
        return handler(ad, error)
    }
}
