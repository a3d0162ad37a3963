import AdapterConformance
import AdapterConformanceTesting
import MaioFixture
import Testing

/// The whole built-in catalog against Google's maio adapter under Swift Testing: each scenario is
/// one test case, isolated in a worker process as in the CLI. The adapter's own defects
/// (README.md, "Maio") fail their cases.
@Suite struct MaioConformance {
    @Test(arguments: try ConformanceSuite.scenarios(for: .maio))
    func scenario(_ scenario: ConformanceCase) async throws { try await ConformanceSuite.check(scenario) }
}
