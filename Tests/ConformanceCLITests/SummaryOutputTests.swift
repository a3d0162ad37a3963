import AdapterConformance
import ConformanceCLI
import Foundation
import Testing

@Suite("Summary output")
struct SummaryOutputTests {
    private let summary = RunSummary(
        rows: [
            SummaryRow(family: "banner.load", passed: 12, skipped: 1),
            SummaryRow(family: "native", passed: 30, failed: 2, errors: 1),
        ],
        failures: [
            FailingScenario(id: "native.load.answer-twice", ruleIDs: ["GMA-LOAD-002", "GMA-NATIVE-003"]),
            FailingScenario(id: "native.click", ruleIDs: ["GMA-CLICK-001"], message: "click reported twice"),
            FailingScenario(id: "native.slow", outcome: .error, message: "timed out after 10s"),
        ],
        reportPath: "reports/junit.xml", durationSeconds: 3.214)

    @Test func textSummaryIsAligned() {
        let text = SummaryPrinter().render(summary)
        #expect(
            text == """
                FAMILY       PASSED  FAILED  SKIPPED  ERRORS
                banner.load      12       0        1       0
                native           30       2        0       1
                TOTAL            42       2        1       1

                Not passed:
                  FAIL   native.load.answer-twice  GMA-LOAD-002, GMA-NATIVE-003
                  FAIL   native.click              GMA-CLICK-001 — click reported twice
                  ERROR  native.slow               timed out after 10s

                Report: reports/junit.xml
                42 passed, 2 failed, 1 skipped, 1 error in 3.21s

                """)
    }

    @Test func allPassingSummaryHasNoFailureList() {
        let text = SummaryPrinter().render(RunSummary(rows: [SummaryRow(family: "banner", passed: 3)]))
        #expect(!text.contains("Not passed"))
        #expect(!text.contains("TOTAL"))
        #expect(text.hasSuffix("\n3 passed\n"))
    }

    @Test func jsonSummaryHasStableSortedKeys() throws {
        let json = try SummaryJSON.encode(summary)
        #expect(try SummaryJSON.encode(summary) == json)
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object.keys.sorted() == ["durationSeconds", "failures", "families", "report", "totals"])
        let totals = try #require(object["totals"] as? [String: Int])
        #expect(totals == ["passed": 42, "failed": 2, "skipped": 1, "errors": 1, "total": 46])
        let families = try #require(object["families"] as? [String: [String: Int]])
        #expect(families["native"]?["failed"] == 2)
        #expect(json.contains("\"report\" : \"reports/junit.xml\""))
        // Sorted keys: "durationSeconds" precedes "failures" precedes "families".
        let order = ["durationSeconds", "failures", "families", "report", "totals"].map {
            json.range(of: "\"\($0)\"")!.lowerBound
        }
        #expect(order == order.sorted())
        #expect(json.contains("\"ruleIDs\""))
        #expect(json.hasSuffix("}\n"))
    }
}
