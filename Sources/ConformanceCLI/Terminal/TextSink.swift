import Foundation

/// Where terminal output goes. A closure rather than a stream so progress can be written from
/// several threads, and tests can capture output without touching file descriptors.
public struct TextSink: Sendable {
    private let writeText: @Sendable (String) -> Void

    /// - Parameter write: Called once per chunk, possibly from several threads.
    public init(_ write: @escaping @Sendable (String) -> Void) {
        self.writeText = write
    }

    /// Writes `text` as-is; callers include their own newlines.
    public func write(_ text: String) {
        writeText(text)
    }

    /// Unbuffered standard error: the default for progress and diagnostics, so stdout stays
    /// clean for `--summary json` and other machine-readable output.
    public static let standardError = TextSink { FileHandle.standardError.write(Data($0.utf8)) }

    /// Standard output, for summaries and listings.
    public static let standardOutput = TextSink { FileHandle.standardOutput.write(Data($0.utf8)) }

    /// Discards everything.
    public static let discard = TextSink { _ in }
}
