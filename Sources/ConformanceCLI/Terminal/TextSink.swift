import Foundation

/// Where terminal output goes. A closure rather than a stream so progress can be written from
/// several threads, and tests can capture output without touching file descriptors.
package struct TextSink: Sendable {
    private let writeText: @Sendable (String) -> Void

    /// `write` is called once per chunk, possibly from several threads.
    package init(_ write: @escaping @Sendable (String) -> Void) {
        self.writeText = write
    }

    /// Writes `text` as-is; callers include their own newlines.
    func write(_ text: String) {
        writeText(text)
    }

    /// Unbuffered standard error: the default for progress and diagnostics, so stdout stays
    /// clean for `--summary json` and other machine-readable output.
    static let standardError = TextSink { write($0, to: 2) }

    /// Standard output, for summaries and listings.
    static let standardOutput = TextSink { write($0, to: 1) }

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
