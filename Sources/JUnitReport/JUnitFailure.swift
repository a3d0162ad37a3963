/// One broken expectation of a test case, written as `<failure type message>body</failure>`.
///
/// A scenario may break several rules at once; each becomes its own failure so that every rule
/// ID is visible, while the test case still counts once in the `failures` total.
package struct JUnitFailure: Sendable, Hashable {
    /// The rule ID that was violated; CI tools group failures by this.
    package var type: String
    /// A single line, because CI tools show the message attribute in one-line summaries.
    package var message: String
    /// The full explanation: trace, expected vs. actual, adapter log excerpt.
    package var body: String

    /// Keeps `message` to one line; when that shortens it, the full text is kept in `body`.
    package init(type: String, message: String, body: String = "") {
        self.type = type
        (self.message, self.body) = JUnitText.splitMessage(message, body: body)
    }

    /// Accepts the body as raw bytes from an adapter, which need not be valid UTF-8.
    package init<Bytes: Sequence>(type: String, message: String, bodyBytes: Bytes)
    where Bytes.Element == UInt8 {
        self.init(type: type, message: message, body: JUnitText.decode(bodyBytes))
    }
}
