import AdapterConformance
import Testing

/// One scenario for one adapter: the argument of a parameterized conformance test. It reads
/// in test output and IDEs as `native.load.answer-twice — The network answers twice`, and its
/// ID is the scenario ID, so a single case can be re-run from an IDE.
public struct ConformanceCase: Sendable, Identifiable, CustomTestStringConvertible, CustomStringConvertible {
    /// The scenario.
    public let scenario: Scenario
    /// The adapter under test.
    public let fixture: AdapterFixture
    /// Whether recommended rules fail the case (`CONFORMANCE_STRICT=1` by default).
    public let strict: Bool
    /// Where the JUnit report goes.
    public let report: ReportDestination

    /// Creates a case; ``ConformanceSuite/scenarios(for:family:directories:strict:report:)``
    /// is the usual way to get them.
    public init(scenario: Scenario, fixture: AdapterFixture, strict: Bool = false, report: ReportDestination = .automatic) {
        self.scenario = scenario
        self.fixture = fixture
        self.strict = strict
        self.report = report
    }

    /// The scenario ID.
    public var id: String { scenario.id }

    /// `<scenario id> — <title>`.
    public var testDescription: String { "\(scenario.id) — \(scenario.title)" }

    /// Same as ``testDescription``.
    public var description: String { testDescription }
}
