import AdapterConformance
import ConformanceVocabulary
import ReportGrammar
import Testing

@testable import HTMLReport

/// Trace lines and failure texts, read back the way `TraceText` and `ConformanceReport` write them.
struct TraceParsingTests {
    @Test func stepsCarryTimeThreadLoadLanesAndLabel() throws {
        let report = ReportFixtures.report([
            ReportFixtures.passing(
                "banner.one", rules: ["LOAD-1"])
        ])
        let steps = try #require(ReportDigest(report: report).cases.first).steps
        #expect(steps.count == 8)
        #expect(
            steps[0]
                == TraceStep(
                    time: "0.000s", thread: "main", load: "load0", route: .arrow(from: .sdk, to: .adapter),
                    label: "load banner"))
        #expect(steps[3].route == .arrow(from: .adapter, to: .sdk))
        #expect(steps[4].thread == "background-1")
        #expect(steps[6].route == .note(.sdk))
        #expect(steps[7].route == .remark)
        #expect(steps[7].load == nil)
        #expect(steps[7].label == "load window of 10000 ms ended")
    }

    @Test func publisherAndSystemShareTheAppLaneAndUnknownActorsStayWhole() {
        let steps = CaseOutput(
            systemOut: ReportFixtures.systemOut(
                "x", rules: [],
                trace: """
                      0.000s [main load0] sdk → publisher  customClickHandler(3002)
                      0.000s [main] system  open https://example.com
                      0.000s [race] robot → adapter  beep
                      1.250s [other] adapter → network  show()
                    """)
        ).steps
        #expect(
            steps.map(\.route) == [
                .arrow(from: .sdk, to: .app), .note(.app), .remark, .arrow(from: .adapter, to: .network),
            ])
        #expect(steps[2].label == "robot → adapter  beep")
        #expect(steps[3].time == "1.250s")
    }

    @Test func actorsAreReadByTheWordsTheirLinesNameThemBy() {
        for actor in TraceActor.allCases {
            #expect(TraceActor(word: Substring(actor.word.description)) == actor)
        }
        #expect(TraceActor(word: "robot") == nil)
        #expect(TraceActor(word: "sdk ") == nil)
    }

    @Test func aLineWithoutTimeContinuesThePreviousStepAndTheOutputFollowsTheMarker() {
        let output = CaseOutput(
            systemOut: ReportFixtures.systemOut(
                "x", rules: ["LOAD-2"],
                trace: """
                      0.000s [main load0] adapter → sdk  completion #1(ad: nil, error: d 1 "two
                    lines")
                      0.001s [main load0] harness  the adapter's standard output:
                    """,
                output: "printed\nby the adapter"))
        #expect(output.rules == ["LOAD-2"])
        #expect(output.title == "Title of x")
        #expect(output.steps.count == 2)
        #expect(output.steps[0].label == "completion #1(ad: nil, error: d 1 \"two\nlines\")")
        #expect(output.standardOutput == "printed\nby the adapter")
    }

    @Test func foreignOutputIsKeptWholeAsTheAdaptersOutput() {
        let output = CaseOutput(systemOut: "just some log\n  0.000s [main] sdk → adapter  x")
        #expect(output.steps.isEmpty)
        #expect(output.standardOutput == "just some log\n  0.000s [main] sdk → adapter  x")
    }

    @Test func failureTextGivesEveryRuleWithItsFindings() {
        let failure = ReportFixtures.failure(
            [("LOAD-1", "load 0: called once", "called 2 times"), ("LOAD-7", "released", "still\nretained")],
            trace: ReportFixtures.loadTrace)
        let violations = CaseText.violations(failureBody: failure.body)
        #expect(violations.map(\.ruleID) == ["LOAD-1", "LOAD-7"])
        #expect(violations[0].level == "required")
        let none = TraceEvidence(events: [])
        #expect(
            violations[0].findings == [.init(expected: "load 0: called once", actual: "called 2 times", evidence: none)]
        )
        #expect(violations[1].findings == [.init(expected: "released", actual: "still\nretained", evidence: none)])
    }

    @Test func aFailureFromAnotherToolKeepsItsTypeAndMessage() throws {
        let report = ReportFixtures.report([
            JUnitTestCaseFactory.failed(type: "AssertionError", message: "boom", body: "stack…")
        ])
        let item = try #require(ReportDigest(report: report).cases.first)
        #expect(item.violations.map(\.ruleID) == ["AssertionError"])
        #expect(item.violations[0].findings[0].actual == "boom")
        #expect(item.steps.isEmpty)
    }

    @Test func crashSitesLoseTheWorkerPoolsAttributionNotes() {
        #expect(
            FaultText.crashSite(
                in:
                    "crashed; Fatal error: x; at Adapter.swift:15 Thing.load(for:completionHandler:) (reproduced when run alone in a fresh worker)"
            )
                == "Adapter.swift:15 Thing.load(for:completionHandler:)")
        #expect(FaultText.crashSite(in: "no result after 5.0 s of real time") == nil)
        #expect(ErrorGroupKey.heading(type: "hang", crashSite: nil) == "hang")
    }
}
