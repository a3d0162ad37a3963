import AdapterConformance
import Foundation

/// Run-wide facts every suite of a report carries.
package struct ReportSettings: Sendable {
    /// Seed of the run (printed so a failure can be replayed).
    var seed: UInt64
    /// Whether recommended rules fail scenarios.
    var strict: Bool
    /// When the run started; written as every suite's timestamp.
    var timestamp: Date
    /// Written as every suite's hostname.
    var hostname: String
    /// Shard of the run, e.g. "2/3", if sharded.
    var shard: String?
    /// Whether the run was interrupted before every scenario finished.
    var isIncomplete: Bool
    /// The sanitizer the harness and the adapter were built with (`thread`), if any: data races
    /// are then judged (CON-2), and a clean report says more.
    var sanitizer: String? = ThreadSanitizerReports.isActive ? "thread" : nil

    package init(
        seed: UInt64 = 0, strict: Bool = false, timestamp: Date = Date(),
        hostname: String = ProcessInfo.processInfo.hostName, shard: String? = nil, isIncomplete: Bool = false
    ) {
        self.seed = seed; self.strict = strict; self.timestamp = timestamp
        self.hostname = hostname; self.shard = shard; self.isIncomplete = isIncomplete
    }
}
