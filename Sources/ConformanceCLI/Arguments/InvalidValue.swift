/// Why a value was rejected by a converter, phrased as what was expected ("a non-negative
/// integer"). The parser adds which option and value it was about.
public struct InvalidValue: Error, Equatable, Sendable, CustomStringConvertible {
    /// Completes the sentence "expected …".
    public var expected: String

    /// - Parameter expected: Noun phrase completing "expected …".
    public init(expected: String) {
        self.expected = expected
    }

    /// `expected …`, ready to follow a colon in a usage error.
    public var description: String { "expected \(expected)" }
}
