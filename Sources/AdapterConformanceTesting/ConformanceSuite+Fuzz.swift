import AdapterConformance
import ConformanceVocabulary
import ReportGrammar
import Testing

extension ConformanceSuite {
    /// Runs a fuzz budget against `fixture` as one test: scenarios generated from everything
    /// the scenario language can say (requests, network answers, delays, threads, races, ad
    /// content, steps, presentations), each judged by every rule that fits it. Each distinct
    /// failure is shrunk to a smallest scenario that still fails and recorded as an `Issue`
    /// naming the rule, with the shrunk scenario as a scenario file to commit next to the
    /// catalog and the trace:
    ///
    /// ```swift
    /// @Test func fuzz() async {
    ///     await ConformanceSuite.fuzz(.acme, runs: 2_000, seed: 42)
    /// }
    /// ```
    ///
    /// The same seed gives the same scenarios and the same issues, so a failure found once is
    /// found again. Scenarios run in the test process: an adapter that crashes takes the test
    /// run with it (`conformance fuzz` runs them in worker processes and reports a crash as a
    /// finding).
    /// - Parameters:
    ///   - fixture: The adapter.
    ///   - runs: How many generated scenarios to run.
    ///   - seed: The seed the scenarios are drawn from.
    ///   - family: Aim at one rule family: generate what its rules can judge, judge only them.
    ///   - strict: Whether recommended rules' violations are issues too (they are when their
    ///     family is aimed at); by default, whether `CONFORMANCE_STRICT` is `1`, `true` or `yes`.
    @MainActor
    public static func fuzz(
        _ fixture: AdapterFixture, runs: Int = 1_000, seed: UInt64 = 0, family: RuleFamily? = nil,
        strict: Bool = strictFromEnvironment, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let rules = family.map { family in RuleCatalog.all.filter { $0.family == family }.map(\.id) } ?? []
        let options = FuzzOptions(seed: seed, budget: .runs(runs), target: FuzzTarget(rules: rules), strict: strict)
        let summary = await FuzzSession(
            adapter: fixture.name, options: options, executor: InProcessExecutor(fixture: fixture)
        ).run()
        for finding in summary.findings {
            Issue.record(
                Comment(rawValue: IssueText.fuzz(finding, adapter: fixture.name)), sourceLocation: sourceLocation)
            #if compiler(>=6.2)
            Attachment.record(
                finding.fileText(adapter: fixture.name), named: "\(finding.scenario.id).json",
                sourceLocation: sourceLocation)
            #endif
        }
    }
}
