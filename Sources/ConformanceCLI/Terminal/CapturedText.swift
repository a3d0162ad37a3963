import Synchronization

/// Collects everything written to its ``sink`` in memory, for tests of printed output.
public final class CapturedText: Sendable {
    private let storage = Mutex("")

    /// Starts empty.
    public init() {}

    /// A sink appending to this capture; safe to use from several threads.
    public var sink: TextSink {
        TextSink { text in self.append(text) }
    }

    private func append(_ text: String) {
        storage.withLock { $0 += text }
    }

    /// Everything written so far.
    public var text: String {
        storage.withLock { $0 }
    }
}
