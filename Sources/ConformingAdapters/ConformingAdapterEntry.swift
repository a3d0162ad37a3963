import AdapterConformance
import ConformanceVocabulary

/// One adapter that does what production adapters legitimately do and the reference does
/// not: it must pass every required rule. The other half of the teeth: a rule that fails one
/// of these reports a false alarm, and a user who sees one stops trusting the tool.
public struct ConformingAdapterEntry: Sendable {
    /// Name on the command line, e.g. `conforming-optional-ad-unit`.
    public let name: String
    /// What the adapter does that production code does, in one line.
    public let summary: String
    /// The required rules that once failed it: the false alarm it keeps fixed.
    package let falseAlarms: [RuleID]
    /// Its fixture: how it is made and what it declares.
    public let fixture: @Sendable () -> AdapterFixture

    package init(
        name: String, summary: String, falseAlarms: [RuleID], fixture: @escaping @Sendable () -> AdapterFixture
    ) {
        self.name = name
        self.summary = summary
        self.falseAlarms = falseAlarms
        self.fixture = fixture
    }
}
