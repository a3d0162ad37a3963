/// Why a value was rejected by a converter, phrased as what was expected ("a non-negative
/// integer"). The parser adds which option and value it was about.
package struct InvalidValue: Error, Equatable, Sendable, CustomStringConvertible {
    /// Noun phrase completing the sentence "expected …".
    var expected: String

    package init(expected: String) {
        self.expected = expected
    }

    /// `expected …`, ready to follow a colon in a usage error.
    package var description: String { "expected \(expected)" }
}
