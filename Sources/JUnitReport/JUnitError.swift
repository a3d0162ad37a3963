/// Why a test case could not produce a verdict, written as `<error type message>body</error>`.
///
/// Kept apart from ``JUnitFailure`` because CI tools distinguish a broken adapter contract
/// (failure) from a run that never reached a verdict (error: crash, hang, harness fault).
package struct JUnitError: Sendable, Hashable {
    /// A short category such as `crash`, `hang` or `harness`.
    package var type: String
    /// A single line for CI summaries; see ``JUnitFailure/message``.
    package var message: String
    /// Everything useful for diagnosis, such as a backtrace or the last adapter output.
    package var body: String

    /// Keeps `message` to one line; when that shortens it, the full text is kept in `body`.
    package init(type: String, message: String, body: String = "") {
        self.type = type
        (self.message, self.body) = JUnitText.splitMessage(message, body: body)
    }

    /// Accepts the body as raw bytes, e.g. a crash log that may hold invalid UTF-8.
    package init<Bytes: Sequence>(type: String, message: String, bodyBytes: Bytes)
    where Bytes.Element == UInt8 {
        self.init(type: type, message: message, body: JUnitText.decode(bodyBytes))
    }
}
