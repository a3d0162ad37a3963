import Foundation

/// The one completion a load owes the Google Mobile Ads SDK. Acme may answer twice, or
/// on two threads at once; only the first caller of ``take()`` gets the handler, and the
/// handler is dropped once taken so nothing it captured outlives the load.
final class LoadOnce<Handler>: @unchecked Sendable {
    // @unchecked: `handler` is only touched under `lock`. (A Mutex would need the SDK's
    // non-Sendable handler to be `sending`, which a parameter of the load call is not.)
    private let lock = NSLock()
    private var handler: Handler?

    init(_ handler: Handler) {
        self.handler = handler
    }

    /// The handler for the first caller; `nil` for every later one.
    func take() -> Handler? {
        lock.withLock {
            let first = handler
            handler = nil
            return first
        }
    }
}
