import Foundation

/// Run-wide facts every suite of a report carries.
public struct ReportSettings: Sendable {
    /// Seed of the run (printed so a failure can be replayed).
    public var seed: UInt64
    /// Whether recommended rules fail scenarios.
    public var strict: Bool
    /// When the run started.
    public var timestamp: Date
    /// The machine.
    public var hostname: String
    /// Shard of the run, e.g. "2/3", if sharded.
    public var shard: String?
    /// Whether the run was interrupted before every scenario finished.
    public var isIncomplete: Bool

    /// Creates settings.
    public init(
        seed: UInt64 = 0, strict: Bool = false, timestamp: Date = Date(),
        hostname: String = ProcessInfo.processInfo.hostName, shard: String? = nil, isIncomplete: Bool = false
    ) {
        self.seed = seed; self.strict = strict; self.timestamp = timestamp
        self.hostname = hostname; self.shard = shard; self.isIncomplete = isIncomplete
    }
}
