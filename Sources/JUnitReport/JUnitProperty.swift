/// One `<property name value/>` of a suite.
///
/// Properties are kept as an ordered list rather than a dictionary because JUnit consumers
/// show them in document order and the same name may legitimately appear more than once.
package struct JUnitProperty: Sendable, Hashable {
    /// The key, e.g. `adapter.version`.
    package var name: String
    /// The value; an empty string is written as `value=""` because the schema requires it.
    package var value: String

    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
