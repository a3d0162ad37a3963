import Testing

@testable import HTMLReport

/// Which step a violated rule's diagram marks, for the kinds of findings the catalog produces.
struct StepHighlighterTests {
    let steps = CaseOutput(systemOut: ReportFixtures.systemOut("x", rules: [], trace: ReportFixtures.loadTrace)).steps

    func step(_ rule: String, expected: String, actual: String, in steps: [TraceStep]? = nil) -> String? {
        let steps = steps ?? self.steps
        let violation = RuleViolation(ruleID: rule, findings: [.init(expected: expected, actual: actual)])
        return StepHighlighter.step(for: violation, in: steps).map { steps[$0].label }
    }

    @Test func aCallMadeTooOftenMarksTheFirstOneTooMany() {
        #expect(
            step("LOAD-1", expected: "load 0: the completion handler called exactly once", actual: "called 2 times")
                == "completion #2(ad: Banner, error: nil)")
    }

    @Test func aCallNamedInTheActualValueWinsAndQuotedDataIsIgnored() {
        let trace = CaseOutput(
            systemOut: ReportFixtures.systemOut(
                "x", rules: [],
                trace: """
                      0.000s [main load0] adapter → network  fetch format=banner
                      0.000s [main load0] adapter → sdk  completion #1(ad: Blank, error: d 101 "no ad unit")
                    """)
        ).steps
        // "ad unit" inside the quoted error text must not send the mark to the fetch.
        #expect(
            step(
                "LOAD-2", expected: "an ad or an error", actual: #"both: ad Blank and error d 101 "no ad unit""#,
                in: trace)
                == #"completion #1(ad: Blank, error: d 101 "no ad unit")"#)
    }

    @Test func theRequestsFieldsMarkTheFetchForAnOptionRule() {
        #expect(
            step("OPT-2", expected: "load 0: network test mode true", actual: "test mode false")?.hasPrefix("fetch ")
                == true)
    }

    @Test func somethingThatNeverHappenedMarksTheLoadsLastNetworkAnswer() {
        let trace = CaseOutput(
            systemOut: ReportFixtures.systemOut(
                "x", rules: [],
                trace: """
                      0.000s [main load0] sdk → adapter  load banner
                      0.000s [main load1] sdk → adapter  load banner
                      0.020s [main load1] network → adapter  answers with an ad ("B")
                      0.020s [main load1] adapter → sdk  completion #1(ad: Banner, error: nil)
                      0.040s [main load0] network → adapter  answers with an ad ("A")
                      10.040s [main] harness  load window of 10000 ms ended
                    """)
        ).steps
        #expect(
            step(
                "LOAD-1", expected: "load 0: the completion handler called exactly once", actual: "called 0 times",
                in: trace)
                == #"answers with an ad ("A")"#)
    }

    @Test func crossedDelegateCallsMarkTheFirstCallTheActualNames() {
        let trace = CaseOutput(
            systemOut: ReportFixtures.systemOut(
                "x", rules: [],
                trace: """
                      0.000s [main load0] network → adapter  event presentScreen
                      0.000s [main load0] adapter → sdk  delegate.willDismissFullScreenView()
                      0.000s [main load0] network → adapter  event dismissScreen
                      0.000s [main load0] adapter → sdk  delegate.willPresentFullScreenView()
                    """)
        ).steps
        #expect(
            step(
                "BAN-4", expected: "delegate willPresentFullScreenView(), willDismissFullScreenView()",
                actual: "willDismissFullScreenView(), willPresentFullScreenView()", in: trace)
                == "delegate.willDismissFullScreenView()")
    }

    @Test func withoutAnyClueTheLastAdapterToSDKArrowIsMarked() {
        #expect(step("XYZ-1", expected: "", actual: "") == "completion #2(ad: Banner, error: nil)")
    }

    @Test func anEmptyTraceHasNoStepToMark() {
        let violation = RuleViolation(ruleID: "LOAD-1", findings: [.init(expected: "a", actual: "b")])
        #expect(StepHighlighter.step(for: violation, in: []) == nil)
        #expect(StepHighlighter.step(forFaultIn: []) == nil)
    }

    @Test func wordsMatchWholeWordsOnly() {
        #expect(StepHighlighter.containsWord("asset", in: "didrecordclickonasset") == false)
        #expect(StepHighlighter.containsWord("asset", in: "no asset here") == true)
    }
}
