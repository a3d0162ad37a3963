import Foundation
import Synchronization

/// The one completion a load owes the Google Mobile Ads SDK. Acme may answer twice, or
/// on two threads at once; only the first caller of ``take()`` gets the handler, and the
/// handler is dropped once taken so nothing it captured outlives the load.
final class LoadOnce<Handler>: @unchecked Sendable {
    // @unchecked: the handler is only reached through the mutex.
    private let handler: Mutex<Handler?>

    init(_ handler: Handler) {
        self.handler = Mutex(handler)
    }

    /// The handler for the first caller; `nil` for every later one.
    func take() -> Handler? {
        handler.withLock { slot in
            let first = slot
            slot = nil
            return first
        }
    }
}
