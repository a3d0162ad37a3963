import Foundation
import Synchronization

/// Where terminal output goes. A closure rather than a stream so progress can be written from
/// several threads, and tests can capture output without touching file descriptors.
package struct TextSink: Sendable {
    private let writeText: @Sendable (String) -> Void
    /// Whether this is the process's standard output (``standardOutput``).
    private var isProcessOutput = false

    /// `write` is called once per chunk, possibly from several threads.
    package init(_ write: @escaping @Sendable (String) -> Void) {
        self.writeText = write
    }

    /// ``reserveStandardOutput()`` when this sink is the process's standard output; a sink
    /// that captures text (a test's) leaves the process's descriptors alone.
    func reserveIfProcessOutput() {
        if isProcessOutput { Self.reserveStandardOutput() }
    }

    /// Writes `text` as-is; callers include their own newlines.
    func write(_ text: String) {
        writeText(text)
    }

    /// Unbuffered standard error: the default for progress and diagnostics, so stdout stays
    /// clean for `--summary json` and other machine-readable output.
    static let standardError = TextSink { write($0, to: 2) }

    /// Standard output, for summaries and listings: the descriptor the process started with
    /// as its standard output, wherever descriptor 1 points since (see ``reserveStandardOutput()``).
    static let standardOutput: TextSink = {
        var sink = TextSink { write($0, to: outputDescriptor.load(ordering: .acquiring)) }
        sink.isProcessOutput = true
        return sink
    }()

    /// Where ``standardOutput`` writes.
    private static let outputDescriptor = Atomic<Int32>(1)

    /// Keeps the process's standard output for the harness alone before adapter code runs in
    /// this process (`--jobs 0`): what an adapter prints (`print`, `NSLog`, a write to
    /// descriptor 1) goes to standard error from now on, so `--summary json` and listings on
    /// standard output stay what a script parses. Idempotent; without a spare descriptor the
    /// streams stay as they are.
    static func reserveStandardOutput() {
        guard outputDescriptor.load(ordering: .acquiring) == 1 else { return }
        fflush(nil)
        let kept = dup(1)
        guard kept >= 0 else { return }
        _ = fcntl(kept, F_SETFD, FD_CLOEXEC)
        guard dup2(2, 1) >= 0 else {
            close(kept)
            return
        }
        outputDescriptor.store(kept, ordering: .releasing)
    }

    /// A closed or broken stream (a pipe whose reader left) loses the text, never the run:
    /// the exit status still tells what happened.
    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }

    static let discard = TextSink { _ in }
}
