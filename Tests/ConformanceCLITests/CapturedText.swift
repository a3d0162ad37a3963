import ConformanceCLI
import Synchronization

/// Collects everything written to its ``sink`` in memory, for tests of printed output.
final class CapturedText: Sendable {
    private let storage = Mutex("")

    /// Safe to use from several threads.
    var sink: TextSink {
        TextSink { text in self.storage.withLock { $0 += text } }
    }

    var text: String {
        storage.withLock { $0 }
    }
}
