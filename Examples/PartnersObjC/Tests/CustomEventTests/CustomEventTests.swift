import AdapterConformance
import AdapterConformanceTesting
import CustomEventFixture
import Testing

/// The whole built-in catalog against Google's Objective-C sample custom event under Swift
/// Testing: each scenario is one test case, isolated in a worker process as in the CLI, so its
/// crashes cost one case each. The sample's own defects (README.md) fail their cases.
@Suite struct CustomEventConformance {
    @Test(arguments: try ConformanceSuite.scenarios(for: .customEvent))
    func scenario(_ scenario: ConformanceCase) async throws { try await ConformanceSuite.check(scenario) }
}
