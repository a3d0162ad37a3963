import AdapterConformance
import ConformanceVocabulary
import Testing

/// One scenario for one adapter: the argument of a parameterized conformance test. It reads
/// in test output and IDEs as `native.load.answer-twice — The network answers twice`, and its
/// ID is the scenario ID, so a single case can be re-run from an IDE. Get cases from
/// ``ConformanceSuite/scenarios(for:family:strict:report:)`` and hand each to
/// ``ConformanceSuite/check(_:sourceLocation:)``.
public struct ConformanceCase: Sendable, Identifiable, CustomTestStringConvertible, CustomStringConvertible {
    package let scenario: Scenario
    /// The adapter under test.
    let fixture: AdapterFixture
    /// Whether recommended rules fail the case (`CONFORMANCE_STRICT=1` by default).
    let strict: Bool
    /// Where the JUnit report goes.
    let report: ReportDestination
    /// Whether the case runs in a worker process (`CONFORMANCE_ISOLATION` by default).
    let isolation: Isolation.Mode
    /// Real time the case may take in a worker before it counts as hung.
    let timeout: Duration

    /// Tests build cases directly; adopters get them from
    /// ``ConformanceSuite/scenarios(for:family:strict:report:)``.
    package init(
        scenario: Scenario, fixture: AdapterFixture, strict: Bool = false, report: ReportDestination = .automatic,
        isolation: Isolation.Mode = Isolation.fromEnvironment, timeout: Duration = Isolation.defaultTimeout
    ) {
        self.scenario = scenario
        self.fixture = fixture
        self.strict = strict
        self.report = report
        self.isolation = isolation
        self.timeout = timeout
    }

    /// The scenario ID (`native.load.answer-twice`). Swift Testing identifies the test
    /// argument by it, which is what lets an IDE re-run one case on its own.
    public var id: String { scenario.id }

    /// How test output and IDEs name the case: `<scenario id> — <title>`.
    public var testDescription: String { "\(scenario.id) — \(scenario.title)" }

    /// Same text as ``testDescription``, for string interpolation and `print`.
    public var description: String { testDescription }
}
