import AdapterConformance
import ConformanceVocabulary
import Foundation
import JUnitReport
import ReportGrammar

/// Test cases spelled by the report grammar (`CaseText`), the way `ConformanceReport` writes
/// them, so the renderer is tested against the real shape of our reports without running the engine.
enum ReportFixtures {
    static let timestamp = Date(timeIntervalSince1970: 1_700_000_000)

    static let loadTrace = [
        "  0.000s [main load0] sdk → adapter  load banner",
        "  0.000s [main load0] adapter → network  fetch format=banner adUnit=\"unit\" testMode=false size=320x50",
        "  0.000s [main load0] network → adapter  answers with an ad (\"Sample headline\")",
        "  0.000s [main load0] adapter → sdk  completion #1(ad: Banner, error: nil)",
        "  0.005s [background-1 load0] network → adapter  answers with an ad (\"Sample headline\")",
        "  0.005s [background-1 load0] adapter → sdk  completion #2(ad: Banner, error: nil)",
        "  0.005s [main load0] sdk  banner view: SampleBanner 320x50 networkView=true fetchingView=true",
        "  0.005s [main] harness  load window of 10000 ms ended",
    ].joined(separator: "\n")

    /// A result with these rules and findings (each pointing at the events `at`), and no trace:
    /// the fixtures give the trace as text.
    static func result(
        _ id: String, rules: [String], findings: [(id: String, expected: String, actual: String)] = [],
        at: [Int] = [], output: String? = nil
    ) -> ScenarioResult {
        let outcomes = rules.map { rule in
            let found = findings.filter { $0.id == rule }.map {
                Finding(expected: $0.expected, actual: $0.actual, evidence: TraceEvidence(events: at))
            }
            return RuleOutcome(
                ruleID: RuleID(rawValue: rule)!, level: .required, verdict: found.isEmpty ? .passed : .violated(found))
        }
        var result = ScenarioResult(
            scenarioID: id, title: "Title of \(id)", format: .banner, adapter: "Acme", outcomes: outcomes,
            trace: Trace(), durationSeconds: 0)
        result.output = output.map { CapturedOutput(standardOutput: $0, standardError: "") }
        return result
    }

    static func systemOut(_ id: String, rules: [String], trace: String, output: String? = nil) -> String {
        CaseText.systemOut(result(id, rules: rules, output: output), trace: trace)
    }

    /// One failure carrying every violated rule, as `ConformanceReport.failure` writes it; the
    /// findings point at the events `at` (none: the page falls back to the last step).
    static func failure(_ rules: [(id: String, expected: String, actual: String)], trace: String, at: [Int] = [])
        -> JUnitFailure
    {
        let violated = result("", rules: rules.map(\.id), findings: rules, at: at).outcomes
        return JUnitFailure(
            type: rules[0].id, message: CaseText.failureMessage(violated),
            body: CaseText.failureBody(violated, trace: trace))
    }

    static func failing(
        _ id: String, adapter: String = "Acme", format: String = "banner",
        _ rules: [(id: String, expected: String, actual: String)], trace: String = loadTrace,
        output: String? = nil, at: [Int] = []
    ) -> JUnitTestCase {
        JUnitTestCase(
            classname: "\(adapter).\(format)", name: id, outcome: .failed([failure(rules, trace: trace, at: at)]),
            systemOut: systemOut(id, rules: rules.map(\.id), trace: trace, output: output))
    }

    static func passing(_ id: String, adapter: String = "Acme", format: String = "banner", rules: [String] = ["LOAD-1"])
        -> JUnitTestCase
    {
        JUnitTestCase(
            classname: "\(adapter).\(format)", name: id, systemOut: systemOut(id, rules: rules, trace: loadTrace))
    }

    static func skipped(_ id: String, adapter: String = "Acme", reason: String) -> JUnitTestCase {
        JUnitTestCase(
            classname: "\(adapter).banner", name: id, outcome: .skipped(message: reason),
            systemOut: systemOut(id, rules: ["OPT-2"], trace: loadTrace), systemErr: "skipped OPT-2: \(reason)")
    }

    static func crashed(
        _ id: String, adapter: String = "Acme", site: CrashFrame, attribution: FaultAttribution? = nil
    ) -> JUnitTestCase {
        var fault = ScenarioFault(
            crash: WorkerCrash(
                ending: .signaled(4), fatalError: "Fatal error: boom", site: site, adapterFrames: [site],
                backtrace: [site]))
        fault.attribution = attribution
        let trace = "  0.000s [main load0] sdk → adapter  load banner"
        return JUnitTestCase(
            classname: "\(adapter).banner", name: id,
            outcome: .error(
                JUnitError(
                    type: "crash", message: FaultText.message(fault), body: CaseText.faultBody(fault, trace: trace))),
            systemOut: systemOut(id, rules: ["LOAD-1"], trace: trace))
    }

    static func report(_ cases: [JUnitTestCase], adapter: String = "Acme") -> JUnitReport {
        let bySuite = Dictionary(grouping: cases, by: \.classname)
        let suites = bySuite.keys.sorted().map { name in
            JUnitTestSuite(
                name: name, timestamp: timestamp,
                properties: [
                    JUnitProperty(name: "adapter.name", value: String(name.prefix { $0 != "." })),
                    JUnitProperty(name: "seed", value: "0"),
                ],
                testCases: bySuite[name]!)
        }
        return JUnitReport(name: "adapter-conformance", suites: suites)
    }
}
