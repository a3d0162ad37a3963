import ConformanceVocabulary
import Foundation
import JUnitReport
import Testing

@testable import HTMLReport

/// The page as a whole: counts, grouping, marks, escaping of hostile text, empty traces, budgets.
struct PageRenderingTests {
    static let mixed = ReportFixtures.report([
        ReportFixtures.failing(
            "banner.a", [("LOAD-1", "load 0: the completion handler called exactly once", "called 2 times")],
            at: [5]),
        ReportFixtures.failing(
            "banner.b", [("ADP-4", "load 0 completes", "no completion"), ("LOAD-1", "once", "called 0 times")],
            at: [3, 5]),
        ReportFixtures.failing("banner.c", [("LOAD-1", "once", "called 2 times")]),
        ReportFixtures.passing("banner.d"),
        ReportFixtures.passing("native.e", adapter: "Other", format: "native", rules: ["NAT-1"]),
        ReportFixtures.skipped("banner.f", reason: "needs test mode"),
        ReportFixtures.crashed(
            "banner.g", site: CrashFrame(place: .source(file: "Acme.swift", line: 12), symbol: "Acme.load()"),
            attribution: .reproducedAlone),
        ReportFixtures.crashed(
            "banner.h", site: CrashFrame(place: .source(file: "Acme.swift", line: 12), symbol: "Acme.load()")),
        ReportFixtures.crashed(
            "banner.i", site: CrashFrame(place: .source(file: "Acme.swift", line: 40), symbol: "Acme.show()")),
    ])

    @Test func countsInTheHeaderTheCasesAndTheOverviewEqualTheJUnitTotals() {
        let page = RenderedPage(Self.mixed)
        let totals = Self.mixed.totals
        #expect(page.text(ofID: "count-tests") == String(totals.tests))
        #expect(page.text(ofID: "count-failed") == String(totals.failures))
        #expect(page.text(ofID: "count-error") == String(totals.errors))
        #expect(page.text(ofID: "count-skipped") == String(totals.skipped))
        #expect(page.text(ofID: "count-passed") == "2")
        #expect(page.count("<details class=\"case\"") == totals.tests)
        #expect(page.count("data-o=\"failed\"") == 3)
        #expect(page.count("data-o=\"error\"") == 3)
        let digest = ReportDigest(report: Self.mixed)
        #expect(digest.overview.total == .init(passed: 2, failed: 3, skipped: 1, errors: 3))
        #expect(digest.overview.counts(family: "ADP", adapter: "Acme").failed == 1)
        #expect(digest.overview.counts(family: "NAT", adapter: "Other").passed == 1)
        #expect(digest.overview.families.first == "ADP")  // catalog order, not alphabetical by accident
    }

    @Test func failuresAreGroupedByTheirFirstRuleInCatalogOrderAndCrashesBySite() throws {
        let digest = ReportDigest(report: Self.mixed)
        #expect(digest.failures.map(\.key) == ["ADP-4", "LOAD-1"])
        #expect(digest.failures[1].members.map { digest.cases[$0].scenarioID } == ["banner.a", "banner.c"])
        #expect(
            digest.errors.map(\.key) == ["crash at Acme.swift:12 Acme.load()", "crash at Acme.swift:40 Acme.show()"])
        #expect(digest.errors[0].members.count == 2)
        let page = RenderedPage(Self.mixed)
        let failures = try #require(page.section("failures"))
        #expect(failures.contains("The load completion handler runs exactly once"))  // the rule's words
        #expect(failures.contains("Why: "))  // and why
        #expect(page.html.range(of: "id=\"failures\"")!.lowerBound < page.html.range(of: "id=\"errors\"")!.lowerBound)
        #expect(page.html.range(of: "id=\"errors\"")!.lowerBound < page.html.range(of: "id=\"passed\"")!.lowerBound)
    }

    @Test func everyViolatedRuleAndEveryFaultIsMarkedOnAStep() throws {
        let page = RenderedPage(Self.mixed)
        let a = RenderedPage.marks(in: try #require(page.caseElement("banner.a")))
        #expect(a.map(\.rules) == ["LOAD-1"])
        #expect(a[0].label == "completion #2(ad: Banner, error: nil)")
        let b = RenderedPage.marks(in: try #require(page.caseElement("banner.b")))
        #expect(b.map(\.rules) == ["ADP-4 LOAD-1", "ADP-4 LOAD-1"])
        #expect(b.map(\.label) == ["completion #1(ad: Banner, error: nil)", "completion #2(ad: Banner, error: nil)"])
        let c = RenderedPage.marks(in: try #require(page.caseElement("banner.c")))
        #expect(c.map(\.label) == ["load window of 10000 ms ended"])  // no events named: the last step
        let g = RenderedPage.marks(in: try #require(page.caseElement("banner.g")))
        #expect(g.map(\.rules) == ["crash"])
        #expect(g[0].label == "load banner")
        #expect(page.caseElement("banner.d").map(RenderedPage.marks(in:))?.isEmpty == true)
    }

    @Test func hostileTextStaysText() throws {
        let hostile = "</script><script>alert(1)</script><img src=x onerror=alert(2)> & \"double\" 'single' \u{1B}[31m"
        let report = ReportFixtures.report(
            [
                ReportFixtures.failing(
                    "banner.<b>x</b>", adapter: "Evil\"Adapter", [("LOAD-1", hostile, hostile)],
                    trace: "  0.000s [main load0] adapter → sdk  completion #1(ad: \(hostile), error: nil)",
                    output: hostile),
                JUnitTestCase(
                    classname: "Evil\"Adapter.banner", name: "plain", systemOut: hostile, systemErr: hostile),
            ], adapter: "Evil\"Adapter")
        let page = RenderedPage(report)
        #expect(page.count("<script>") == 1)
        #expect(page.count("</script>") == 1)
        #expect(page.count("<img") == 0)
        #expect(page.count("<b>x</b>") == 0)
        #expect(page.html.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.html.contains("&amp; &quot;double&quot; &#39;single&#39;"))
        #expect(page.html.contains("Evil&quot;Adapter"))
        #expect(page.html.contains("[U+001B][31m"))
        #expect(!page.html.contains("\u{1B}"))
    }

    @Test func aCaseWithoutTraceShowsAnEmptyDiagramThatStillCarriesItsRule() throws {
        let report = ReportFixtures.report([
            ReportFixtures.failing("banner.empty", [("LOAD-1", "once", "called 0 times")], trace: "")
        ])
        let page = RenderedPage(report)
        let element = try #require(page.caseElement("banner.empty"))
        #expect(element.contains("data-steps=\"0\""))
        #expect(element.contains("No trace steps were recorded"))
        #expect(RenderedPage.marks(in: element).map(\.rules) == ["LOAD-1"])
        #expect(!element.contains("<ol>"))
    }

    @Test func largeReportsDrawALimitedNumberOfFailureDiagramsFromEveryGroupAndCutOutput() throws {
        var cases: [JUnitTestCase] = []
        for index in 0..<30 {
            cases.append(
                ReportFixtures.failing(
                    "banner.load.\(index)", [("LOAD-1", "once", "called 2 times")],
                    output: String(repeating: "x", count: 10_000)))
        }
        cases.append(ReportFixtures.failing("banner.adp", [("ADP-1", "real version", "0.0.0")]))
        let page = RenderedPage(
            ReportFixtures.report(cases), options: .init(passingDiagramLimit: 0, diagramLimit: 5, outputBytes: 9_000))
        #expect(page.count("<figure class=\"sq\"") == 5)
        #expect(page.count("class=\"note undrawn\"") == 26)
        // Every group keeps an example, however far down it comes.
        #expect(try #require(page.caseElement("banner.adp")).contains("<figure"))
        #expect(page.html.contains("… and 6000 more bytes"))
        #expect(page.html.contains("Left out (10000 bytes)"))
        #expect(page.html.contains("data-diagram-limit=\"5\""))
    }

    @Test func passingDiagramsAreLeftOutAboveTheirLimitAndSaySo() {
        let report = ReportFixtures.report((0..<3).map { ReportFixtures.passing("banner.p\($0)") })
        #expect(RenderedPage(report, options: .init(passingDiagramLimit: 3)).count("<figure") == 3)
        let over = RenderedPage(report, options: .init(passingDiagramLimit: 2))
        #expect(over.count("<figure") == 0)
        #expect(over.html.contains("Traces of these scenarios are left out"))
    }

    @Test func thePageIsSelfContained() {
        let page = RenderedPage(Self.mixed)
        for reference in ["src=", "href=\"http", "@import", "url(", "<link"] {
            #expect(!page.html.contains(reference), "found \(reference)")
        }
        #expect(page.html.hasPrefix("<!DOCTYPE html>"))
        for control in ["f-rule", "f-family", "f-outcome", "f-adapter", "f-id", "f-reset"] {
            #expect(page.html.contains("id=\"\(control)\""))
        }
    }
}
