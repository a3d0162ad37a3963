import Foundation

/// Whether `ConformanceSuite.check` runs cases in worker processes. On by default, so an
/// adapter that crashes or hangs costs its own case and not the test process;
/// `CONFORMANCE_ISOLATION=off` (or `0`, `false`, `no`) runs them in the test process, as
/// before isolation existed.
package enum Isolation {
    static let environmentKey = "CONFORMANCE_ISOLATION"

    package enum Mode: Sendable {
        /// In the test process.
        case off
        /// In a worker, or in the test process (after a warning) when none can be started.
        case on
        /// In a worker, or not at all: an error when none can be started. For tests that crash
        /// on purpose, which must never take the test process with them.
        case required
    }

    /// What `CONFORMANCE_ISOLATION` asks for; read once per process.
    package static let fromEnvironment = mode(from: ProcessInfo.processInfo.environment[environmentKey])

    /// `off`, `0`, `false` or `no` (any case) turn isolation off; anything else leaves it on.
    package static func mode(from value: String?) -> Mode {
        ["off", "0", "false", "no"].contains(value?.lowercased() ?? "") ? .off : .on
    }

    /// The CLI's default `--timeout`: far beyond what a scenario on the virtual clock takes.
    package static let defaultTimeout: Duration = .seconds(10)

    /// Workers per test process, shared by every case: two keep both cores of a small CI
    /// machine busy while the test process itself only waits.
    static let workerCount = max(1, min(2, ProcessInfo.processInfo.activeProcessorCount))

}
