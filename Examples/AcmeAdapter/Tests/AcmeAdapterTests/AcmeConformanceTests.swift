import AcmeFixture
import AdapterConformance
import AdapterConformanceTesting
import Testing

/// The whole built-in conformance catalog against the Acme adapter, one test per rule
/// family so `swift test --filter AcmeConformance/load` and the `.load` tag select a family.
/// Each scenario is one test case; the JUnit report lands in `reports/conformance-Acme.xml`.
@Suite(.tags(.conformance)) struct AcmeConformance {
    @Test(.tags(.adp), arguments: try ConformanceSuite.scenarios(for: .acme, family: .adp))
    func adp(_ scenario: ConformanceCase) async throws { try await ConformanceSuite.check(scenario) }
    @Test(.tags(.load), arguments: try ConformanceSuite.scenarios(for: .acme, family: .load))
    func load(_ scenario: ConformanceCase) async throws { try await ConformanceSuite.check(scenario) }
    @Test(.tags(.opt), arguments: try ConformanceSuite.scenarios(for: .acme, family: .opt))
    func opt(_ scenario: ConformanceCase) async throws { try await ConformanceSuite.check(scenario) }
    @Test(.tags(.nat), arguments: try ConformanceSuite.scenarios(for: .acme, family: .nat))
    func nat(_ scenario: ConformanceCase) async throws { try await ConformanceSuite.check(scenario) }
    @Test(.tags(.adc), arguments: try ConformanceSuite.scenarios(for: .acme, family: .adc))
    func adc(_ scenario: ConformanceCase) async throws { try await ConformanceSuite.check(scenario) }
    @Test(.tags(.med), arguments: try ConformanceSuite.scenarios(for: .acme, family: .med))
    func med(_ scenario: ConformanceCase) async throws { try await ConformanceSuite.check(scenario) }
    @Test(.tags(.clk), arguments: try ConformanceSuite.scenarios(for: .acme, family: .clk))
    func clk(_ scenario: ConformanceCase) async throws { try await ConformanceSuite.check(scenario) }
    @Test(.tags(.imp), arguments: try ConformanceSuite.scenarios(for: .acme, family: .imp))
    func imp(_ scenario: ConformanceCase) async throws { try await ConformanceSuite.check(scenario) }
    @Test(.tags(.ban), arguments: try ConformanceSuite.scenarios(for: .acme, family: .ban))
    func ban(_ scenario: ConformanceCase) async throws { try await ConformanceSuite.check(scenario) }
    @Test(.tags(.con), arguments: try ConformanceSuite.scenarios(for: .acme, family: .con))
    func con(_ scenario: ConformanceCase) async throws { try await ConformanceSuite.check(scenario) }
    @Test(.tags(.ful), arguments: try ConformanceSuite.scenarios(for: .acme, family: .ful))
    func ful(_ scenario: ConformanceCase) async throws { try await ConformanceSuite.check(scenario) }
    @Test(.tags(.rwd), arguments: try ConformanceSuite.scenarios(for: .acme, family: .rwd))
    func rwd(_ scenario: ConformanceCase) async throws { try await ConformanceSuite.check(scenario) }
    @Test(.tags(.bid), arguments: try ConformanceSuite.scenarios(for: .acme, family: .bid))
    func bid(_ scenario: ConformanceCase) async throws { try await ConformanceSuite.check(scenario) }
    @Test(.tags(.prv), arguments: try ConformanceSuite.scenarios(for: .acme, family: .prv))
    func prv(_ scenario: ConformanceCase) async throws { try await ConformanceSuite.check(scenario) }
}
