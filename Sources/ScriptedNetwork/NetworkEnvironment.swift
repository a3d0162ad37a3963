import Foundation
import Synchronization

/// Harness-only: where a network stand-in whose public API has no injection point (the
/// Sample Ad SDK is created with plain initializers inside adapter code) finds the host of
/// the scenario that is running.
///
/// Two ways to provide it: the engine installs one process-wide host per scenario (it runs
/// one scenario at a time, and adapters call the network from threads the engine does not
/// control); a unit test scopes a host to its own task with `withHost`, so tests running in
/// parallel with the engine never see each other's network. The scoped host wins.
package enum NetworkEnvironment {
    private static let installed = Mutex<(any NetworkHost)?>(nil)
    /// A task's own choice of host; `host == nil` means "no network at all".
    private struct Scope: Sendable {
        let host: (any NetworkHost)?
    }

    @TaskLocal private static var scope: Scope?

    /// The host for the calling task: the scoped one, else the installed one.
    package static var host: (any NetworkHost)? {
        if let scope { return scope.host }
        return installed.withLock { $0 }
    }

    /// Runs `body` with `host` scoped to the calling task (and code it calls synchronously).
    package static func withHost<T>(_ host: any NetworkHost, _ body: () throws -> T) rethrows -> T {
        try $scope.withValue(Scope(host: host)) { try body() }
    }

    /// Runs `body` as if no network were reachable, whatever is installed process-wide.
    package static func withoutHost<T>(_ body: () throws -> T) rethrows -> T {
        try $scope.withValue(Scope(host: nil)) { try body() }
    }

    /// Installs `host` process-wide (or removes it with `nil`), returning the previous one.
    @discardableResult
    package static func install(_ host: (any NetworkHost)?) -> (any NetworkHost)? {
        installed.withLock { slot in
            let old = slot
            slot = host
            return old
        }
    }
}
