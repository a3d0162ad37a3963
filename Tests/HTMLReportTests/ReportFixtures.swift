import Foundation
import JUnitReport

/// Test cases spelled the way `ConformanceReport` writes them, so the renderer is tested
/// against the real shape of our reports without running the engine.
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

    static func systemOut(_ id: String, rules: [String], trace: String, output: String? = nil) -> String {
        var text = "scenario: \(id) — Title of \(id)\nrules: \(rules.joined(separator: ", "))\n\n\(trace)"
        if let output { text += "\n\nthe adapter's standard output:\n\(output)" }
        return text
    }

    /// One failure carrying every violated rule, as `ConformanceReport.failure` writes it.
    static func failure(_ rules: [(id: String, expected: String, actual: String)], trace: String) -> JUnitFailure {
        let ids = rules.map(\.id).joined(separator: ", ")
        let blocks = rules.map {
            "\($0.id) (required): Some rule sentence.\nexpected: \($0.expected)\nactual:   \($0.actual)"
        }
        return JUnitFailure(
            type: rules[0].id, message: "\(ids): expected \(rules[0].expected); actual \(rules[0].actual)",
            body: "\(ids): \(rules.count) rules violated\n\n\(blocks.joined(separator: "\n\n"))\n\ntrace:\n\(trace)")
    }

    static func failing(
        _ id: String, adapter: String = "Acme", format: String = "banner",
        _ rules: [(id: String, expected: String, actual: String)], trace: String = loadTrace,
        output: String? = nil
    ) -> JUnitTestCase {
        JUnitTestCase(
            classname: "\(adapter).\(format)", name: id, outcome: .failed([failure(rules, trace: trace)]),
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

    static func crashed(_ id: String, adapter: String = "Acme", site: String, note: String = "") -> JUnitTestCase {
        let message =
            "the adapter crashed the worker: terminated by signal 4 (SIGILL); Fatal error: boom; at \(site)\(note)"
        let trace = "  0.000s [main load0] sdk → adapter  load banner"
        return JUnitTestCase(
            classname: "\(adapter).banner", name: id,
            outcome: .error(
                JUnitError(
                    type: "crash", message: message,
                    body: "\(message)\n\nadapter frames:\n  \(site)\n\ntrace up to the fault:\n\(trace)")),
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
