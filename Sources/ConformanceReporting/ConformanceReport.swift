import AdapterConformance
import ConformanceVocabulary
import Foundation
import JUnitReport
import ReportGrammar

/// Turns scenario results into the JUnit report CI systems read: one `<testsuite>` per
/// adapter and format, one `<testcase>` per scenario. Class names and test names depend only
/// on the adapter, the format and the scenario ID, so CI history lines up across runs and shards.
package enum ConformanceReport {
    /// The `name` of the `<testsuites>` root, the same for CLI and Swift Testing reports.
    package static let name = "adapter-conformance"

    /// Builds the report model: one suite per adapter and format, in name order; an adapter
    /// missing from `adapters` is described with versions `unknown`. `testCases`, when given,
    /// holds for each result (in the same order) its test case if it was made beforehand
    /// (``testCase(_:strict:)``): a run in workers makes each as its result arrives.
    package static func make(
        results: [ScenarioResult], adapters: [AdapterDescription], settings: ReportSettings,
        testCases: [JUnitTestCase?]? = nil
    ) -> JUnitReport {
        precondition(testCases == nil || testCases?.count == results.count, "one entry per result")
        var groups: [String: [Int]] = [:]
        for (index, result) in results.enumerated() {
            groups[SuiteText.name(adapter: result.adapter, format: result.format), default: []].append(index)
        }
        let suites = groups.keys.sorted().map { suiteName -> JUnitTestSuite in
            let indices = groups[suiteName]!
            let members = indices.map { results[$0] }
            let adapter =
                adapters.first { $0.name == members[0].adapter }
                ?? AdapterDescription(name: members[0].adapter, adapterVersion: "unknown", networkSDKVersion: "unknown")
            return JUnitTestSuite(
                name: suiteName, timestamp: settings.timestamp, hostname: settings.hostname,
                properties: properties(adapter: adapter, settings: settings, results: members),
                testCases: indices.map { testCases?[$0] ?? testCase(results[$0], strict: settings.strict) }
                    + (settings.isIncomplete ? [incompleteMarker(suite: suiteName)] : []))
        }
        return JUnitReport(name: name, suites: suites, isIncomplete: settings.isIncomplete)
    }

    /// An interrupted or killed run must never read as a pass to a CI system that ignores
    /// properties: every suite of a partial report carries one error saying so.
    static func incompleteMarker(suite: String) -> JUnitTestCase {
        let message =
            "the run ended before every scenario finished (interrupted, or the test process died); this report is partial"
        return JUnitTestCase(
            classname: suite, name: "run-incomplete",
            outcome: .error(JUnitError(type: "incomplete", message: message, body: message)))
    }

    /// Builds and writes the report atomically.
    package static func write(
        results: [ScenarioResult], adapters: [AdapterDescription], settings: ReportSettings, to url: URL
    ) throws {
        try JUnitWriter.write(make(results: results, adapters: adapters, settings: settings), to: url)
    }

    static func properties(adapter: AdapterDescription, settings: ReportSettings, results: [ScenarioResult])
        -> [JUnitProperty]
    {
        var properties = [
            JUnitProperty(.adapterName, value: adapter.name),
            JUnitProperty(.adapterVersion, value: adapter.adapterVersion),
            JUnitProperty(.networkSDKVersion, value: adapter.networkSDKVersion),
            JUnitProperty(.harnessVersion, value: HarnessVersion.current),
            JUnitProperty(.seed, value: String(settings.seed)),
            JUnitProperty(.strict, value: String(settings.strict)),
            JUnitProperty(.warnings, value: String(results.reduce(0) { $0 + $1.warnings.count })),
        ]
        if let shard = settings.shard { properties.append(JUnitProperty(.shard, value: shard)) }
        if let sanitizer = settings.sanitizer { properties.append(JUnitProperty(.sanitizer, value: sanitizer)) }
        return properties
    }

    /// One scenario as a test case; its texts are ``CaseText``'s.
    package static func testCase(_ result: ScenarioResult, strict: Bool) -> JUnitTestCase {
        let classname = SuiteText.name(adapter: result.adapter, format: result.format)
        let trace = CaseText.trace(result)
        let outcome: JUnitTestCase.Outcome
        switch result.status(strict: strict) {
        case .error:
            let fault = result.fault ?? ScenarioFault(kind: .harness, message: "unknown fault")
            outcome = .error(
                JUnitError(
                    type: fault.kind.rawValue, message: FaultText.message(fault),
                    body: CaseText.faultBody(fault, trace: trace)))
        case .failed:
            outcome = .failed([failure(result.failures + (strict ? result.warnings : []), trace: trace)])
        case .skipped:
            outcome = .skipped(message: CaseText.skipMessage(result))
        case .passed:
            outcome = .passed
        }
        return JUnitTestCase(
            classname: classname, name: result.scenarioID, time: result.durationSeconds, outcome: outcome,
            systemOut: CaseText.systemOut(result, trace: trace), systemErr: CaseText.systemErr(result))
    }

    /// Every violated rule of a case in one `<failure>`: consumers keep only the first
    /// failure element (Jenkins, dorny's reporter) or the last (junit2html), and GitLab shows
    /// the text but not the `message` attribute, so both start with all the rule IDs.
    static func failure(_ violated: [RuleOutcome], trace: String) -> JUnitFailure {
        JUnitFailure(
            type: violated.first?.ruleID.rawValue ?? JUnitTestCase.unspecifiedFailureType,
            message: CaseText.failureMessage(violated),
            body: CaseText.failureBody(violated, trace: trace))
    }
}
