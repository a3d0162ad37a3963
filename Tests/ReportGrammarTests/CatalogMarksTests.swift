import AdapterConformance
import BrokenAdapters
import ConformingAdapters
import ConformanceReporting
import ConformanceVocabulary
import Foundation
import HTMLReport
import JUnitReport
import ReportGrammar
import SampleAdSDKFixture
import SampleCustomEvent
import Testing

/// The HTML page marks the steps the findings judged: for every broken variant over the whole
/// built-in catalog, each failing case's diagram marks exactly the events its findings
/// recorded, found through the JUnit report as a file, read back and rendered. Judged
/// strictly, so that the variants of recommended rules fail too.
@MainActor
@Suite struct CatalogMarksTests {
    nonisolated static let variants = BrokenAdapterCatalog.caughtByScenarios.map(\.name)
    static let catalog = Result { try BuiltInScenarios.load() }

    @Test(arguments: variants)
    func markedStepsAreTheFindingsEvents(variant: String) async throws {
        let entry = try #require(BrokenAdapterCatalog.entry(named: variant))
        let fixture = entry.fixture
        let results = await ConformanceEngine.run(
            try Self.catalog.get().onEachDeclaredPath(of: fixture), fixture: fixture)
        let failing = results.filter { $0.status(strict: true) == .failed }
        try #require(!failing.isEmpty, "\(variant) fails no scenario of the catalog")

        // Every finding points into its trace.
        for result in failing {
            for outcome in result.failures + result.warnings {
                for finding in outcome.findings {
                    #expect(!finding.evidence.isEmpty, "\(result.scenarioID) \(outcome.ruleID): no events named")
                    #expect(
                        finding.evidence.events.allSatisfy { $0 < result.trace.events.count }
                            && (finding.evidence.absentAfter ?? -1) < result.trace.events.count,
                        "\(result.scenarioID) \(outcome.ruleID): \(EvidenceText.text(finding.evidence)) outside the trace"
                    )
                }
            }
        }

        let report = ConformanceReport.make(
            results: failing, adapters: [],
            settings: ReportSettings(seed: 0, strict: true, timestamp: Date(timeIntervalSince1970: 0), hostname: "h"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("marks-\(variant)-\(UUID()).xml")
        defer { try? FileManager.default.removeItem(at: file) }
        try JUnitWriter.write(report, to: file)
        let read = try JUnitReportReader.read(contentsOf: file)
        let page = String(
            decoding: HTMLReport.render(read, options: .init(diagramLimit: failing.count + 1)), as: UTF8.self)

        for result in failing {
            var expected: [Int: Set<String>] = [:]
            for outcome in result.failures + result.warnings {
                for finding in outcome.findings {
                    for step in finding.evidence.sequences {
                        expected[step, default: []].insert(outcome.ruleID.rawValue)
                    }
                }
            }
            let marked = try #require(MarkedRows.marks(ofCase: result.scenarioID, in: page), "\(result.scenarioID)")
            #expect(marked == expected, "\(variant) \(result.scenarioID)")
        }
    }
}

/// The marked rows of one case's diagram in a rendered page.
enum MarkedRows {
    /// Row index (the step, from 0) → the rule IDs marked on it; `nil` if the case or its
    /// diagram is not in the page.
    static func marks(ofCase id: String, in html: String) -> [Int: Set<String>]? {
        guard let start = html.range(of: "data-id=\"\(id)\""),
            let close = html[start.upperBound...].range(of: "</details>"),
            let list = html[start.upperBound..<close.lowerBound].range(of: "<li class=\"hd\">")
        else { return nil }
        var marks: [Int: Set<String>] = [:]
        var rest = html[list.upperBound..<close.lowerBound]
        var row = 0
        while let open = rest.range(of: "<li class=\"") {
            let tag = rest[open.upperBound...].prefix { $0 != ">" }
            if let attribute = tag.range(of: "data-rule=\"") {
                let rules = tag[attribute.upperBound...].prefix { $0 != "\"" }
                marks[row] = Set(rules.split(separator: " ").map(String.init))
            }
            row += 1
            rest = rest[open.upperBound...]
        }
        return marks
    }
}
