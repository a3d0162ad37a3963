import AdapterConformance
import ConformanceVocabulary
import Foundation
import JUnitReport
import ReportGrammar

/// A fuzz run as JUnit: one suite, `<adapter>.fuzz`, with a test case per distinct finding
/// (named after its shrunk scenario; the failure names the rule, the text carries the
/// scenario file, the seed and the trace) and a summary case with the runs, the rules judged
/// and the time.
package enum FuzzReport {
    /// The summary case's name.
    package static let summaryCaseName = "fuzz-summary"

    package static func make(
        _ summary: FuzzSummary, adapter: AdapterDescription, target: FuzzTarget, settings: ReportSettings,
        files: [String: String] = [:]
    ) -> JUnitReport {
        let suite = SuiteText.fuzzName(adapter: adapter.name)
        var properties = ConformanceReport.properties(
            adapter: adapter, settings: settings, results: summary.findings.map(\.result))
        properties += [
            JUnitProperty(.fuzzRuns, value: String(summary.runs)),
            JUnitProperty(.fuzzFormats, value: target.generatedFormats.map(\.rawValue).joined(separator: ",")),
            JUnitProperty(
                .fuzzRules,
                value: target.rules.isEmpty ? "all" : target.rules.map(\.rawValue).joined(separator: ",")),
            JUnitProperty(.fuzzFindings, value: String(summary.findings.count)),
        ]
        let cases =
            summary.findings.map { testCase($0, suite: suite, adapter: adapter.name, file: files[$0.scenario.id]) }
            + [summaryCase(summary, suite: suite)]
            + (settings.isIncomplete ? [ConformanceReport.incompleteMarker(suite: suite)] : [])
        return JUnitReport(
            name: ConformanceReport.name,
            suites: [
                JUnitTestSuite(
                    name: suite, timestamp: settings.timestamp, hostname: settings.hostname, properties: properties,
                    testCases: cases)
            ], isIncomplete: settings.isIncomplete)
    }

    package static func write(
        _ summary: FuzzSummary, adapter: AdapterDescription, target: FuzzTarget, settings: ReportSettings,
        files: [String: String] = [:], to url: URL
    ) throws {
        try JUnitWriter.write(
            make(summary, adapter: adapter, target: target, settings: settings, files: files), to: url)
    }

    /// A finding as the case of its shrunk scenario; judged strictly, since a recommended rule
    /// is a finding only when it counts.
    static func testCase(_ finding: FuzzFinding, suite: String, adapter: String, file: String?) -> JUnitTestCase {
        var testCase = ConformanceReport.testCase(finding.result, strict: true)
        testCase.classname = suite
        testCase.systemOut = CaseText.fuzzSystemOut(finding, adapter: adapter, file: file)
        return testCase
    }

    static func summaryCase(_ summary: FuzzSummary, suite: String) -> JUnitTestCase {
        let judged = summary.judged.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key) \($0.value)" }
        let found = summary.occurrences.sorted { $0.key < $1.key }.map { "\($0.key) in \($0.value)" }
        let text = """
            seed \(summary.seed): \(summary.runs) generated scenarios in \(String(format: "%.2f", summary.seconds)) s \
            (\(Int(summary.runsPerSecond.rounded())) a second), \(summary.shrinkRuns) more runs shrinking
            rules judged: \(summary.judged.count) (scenarios judged per rule: \(judged.isEmpty ? "none" : judged.joined(separator: ", ")))
            findings: \(summary.findings.count) distinct\(found.isEmpty ? "" : " (generated scenarios showing each kind: \(found.joined(separator: ", ")))")
            \(summary.harnessFaults.isEmpty ? "" : "harness faults: \(summary.harnessFaults.map { "\($0.scenarioID): \(FaultText.message($0.fault))" }.joined(separator: "; "))\n")
            """
        return JUnitTestCase(classname: suite, name: summaryCaseName, time: summary.seconds, systemOut: text)
    }
}
