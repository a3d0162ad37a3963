import AdapterConformance
import AdapterConformanceTesting
import IronSourceFixture
import Testing

/// The whole built-in catalog against Google's IronSource adapter under Swift Testing: each
/// scenario is one test case, isolated in a worker process as in the CLI. The adapter's own
/// defects (README.md, "IronSource") fail their cases.
@Suite struct IronSourceConformance {
    @Test(arguments: try ConformanceSuite.scenarios(for: .ironSource))
    func scenario(_ scenario: ConformanceCase) async throws { try await ConformanceSuite.check(scenario) }
}
