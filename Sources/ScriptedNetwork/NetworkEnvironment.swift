import Foundation
import Synchronization

/// Where a network stand-in whose public API has no injection point (the Sample Ad SDK is
/// created with plain initializers inside adapter code) finds the host of the scenario
/// that is running. The engine installs the host for one scenario at a time and removes it
/// afterwards; nothing else writes it.
public enum NetworkEnvironment {
    private static let current = Mutex<(any NetworkHost)?>(nil)

    /// The host of the running scenario, if any.
    public static var host: (any NetworkHost)? { current.withLock { $0 } }

    /// Runs `body` with `host` installed, restoring the previous one afterwards.
    public static func withHost<T>(_ host: any NetworkHost, _ body: () throws -> T) rethrows -> T {
        let previous = current.withLock { slot in
            let old = slot
            slot = host
            return old
        }
        defer { current.withLock { $0 = previous } }
        return try body()
    }

    /// Installs `host` (or removes it with `nil`), returning the previous one.
    @discardableResult
    public static func install(_ host: (any NetworkHost)?) -> (any NetworkHost)? {
        current.withLock { slot in
            let old = slot
            slot = host
            return old
        }
    }
}
