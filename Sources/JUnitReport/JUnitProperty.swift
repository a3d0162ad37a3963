/// One `<property name value/>` of a suite.
///
/// Properties are kept as an ordered list rather than a dictionary because JUnit consumers
/// show them in document order and the same name may legitimately appear more than once.
public struct JUnitProperty: Sendable, Hashable {
    /// The key, e.g. `adapter.version`.
    public var name: String
    /// The value; an empty string is written as `value=""` because the schema requires it.
    public var value: String

    /// Pairs a name with its value.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
