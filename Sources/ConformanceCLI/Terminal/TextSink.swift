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
    static let standardError = TextSink { FileHandle.standardError.write(Data($0.utf8)) }

    /// Standard output, for summaries and listings.
    static let standardOutput = TextSink { FileHandle.standardOutput.write(Data($0.utf8)) }

    static let discard = TextSink { _ in }
}
