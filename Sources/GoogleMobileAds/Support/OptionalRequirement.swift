import Foundation
import Synchronization

/// Objective-C `@optional` protocol members become requirements with default
/// implementations here. Without `respondsToSelector:`, the harness learns whether an
/// adapter implemented one by watching whether the default ran: every default reports
/// itself to the observation in progress on the calling task.
public enum OptionalRequirement {
    /// Collects the names of defaults that ran during an observation.
    public final class Observation: Sendable {
        private let names = Mutex<Set<String>>([])
        fileprivate func note(_ name: String) { names.withLock { _ = $0.insert(name) } }
        /// Names of the optional members that fell back to their default.
        public var defaulted: Set<String> { names.withLock { $0 } }
    }

    @TaskLocal private static var current: Observation?

    /// Runs `body` and reports which optional members answered with their default
    /// implementation while it ran (calls from other threads are not seen).
    public static func observe<T>(_ body: () throws -> T) rethrows -> (value: T, defaulted: Set<String>) {
        let observation = Observation()
        let value = try $current.withValue(observation) { try body() }
        return (value, observation.defaulted)
    }

    /// Whether reading a member through `body` ran the default implementation of `name`.
    public static func isDefaulted<T>(_ name: String, _ body: () throws -> T) rethrows -> Bool {
        try observe(body).defaulted.contains(name)
    }

    /// Called by every default implementation in this module.
    static func defaultUsed(_ name: String) {
        current?.note(name)
    }
}
