import AdapterConformance
import BrokenAdapters
import ConformanceReporting
import ConformanceVocabulary
import Foundation
import JUnitReport
import ReportGrammar
import SampleAdSDKFixture
import SampleCustomEvent
import Testing

/// Results written as report text and read back give the model they came from: header, rule
/// blocks with every finding and its events, trace lines, fault text and crash site.
@MainActor
@Suite struct RoundTripTests {
    /// A result with everything the text forms carry: a multi-line finding, events and an
    /// absence, a warning, a skipped rule, the adapter's output and a crash.
    static func everything() -> ScenarioResult {
        let events = [
            TraceEvent(sequence: 0, timeMilliseconds: 0, thread: .main, load: 0, kind: .loadStarted(format: .native)),
            TraceEvent(
                sequence: 1, timeMilliseconds: 5, thread: .background(2), load: 0,
                kind: .completion(
                    call: 1, adType: nil,
                    error: ErrorSummary(
                        NSError(domain: "d", code: 3, userInfo: [NSLocalizedDescriptionKey: "two\nlines"])))),
            TraceEvent(sequence: 2, timeMilliseconds: 1_250, thread: .race, load: nil, kind: .note("window ended")),
        ]
        let violated = RuleOutcome(
            ruleID: .load1, level: .required,
            verdict: .violated([
                Finding(
                    expected: "load 0: once", actual: "called 2 times\nsecond line",
                    evidence: TraceEvidence(events: [1, 0])),
                Finding(expected: "an ad", actual: "none", evidence: TraceEvidence(events: [0], absentAfter: 2)),
            ]))
        let warned = RuleOutcome(
            ruleID: .load5, level: .recommended,
            verdict: .violated([Finding(expected: "a sentence", actual: "none", evidence: TraceEvidence(events: [1]))]))
        let skipped = RuleOutcome(ruleID: .nat1, level: .required, verdict: .skipped("no ad"))
        var result = ScenarioResult(
            scenarioID: "load.twice", title: "Twice — or more", format: .native, adapter: "Acme",
            outcomes: [violated, warned, skipped], trace: Trace(events: events), durationSeconds: 0.5)
        result.output = CapturedOutput(standardOutput: "hello\nworld", standardError: "oops")
        return result
    }

    @Test func aFailingCaseReadsBackAsItsResult() throws {
        let result = Self.everything()
        for strict in [false, true] {
            let testCase = ConformanceReport.testCase(result, strict: strict)
            guard case .failed(let failures) = testCase.outcome else {
                Issue.record("not a failure: \(testCase.outcome)")
                return
            }
            let violated = result.failures + (strict ? result.warnings : [])
            let parsed = CaseText.violations(failureBody: failures[0].body)
            #expect(parsed.map(\.ruleID) == violated.map(\.ruleID.rawValue))
            #expect(parsed.map(\.level) == violated.map(\.level.rawValue))
            #expect(
                parsed.map { $0.findings }
                    == violated.map { outcome in
                        outcome.findings.map {
                            CaseText.ParsedFinding(expected: $0.expected, actual: $0.actual, evidence: $0.evidence)
                        }
                    })
            // The message attribute holds one line.
            #expect(failures[0].message == CaseText.failureMessage(violated).replacingOccurrences(of: "\n", with: " "))
            Self.expectOutput(testCase.systemOut, equals: result)
        }
    }

    @Test func aCrashReadsBackWithItsSiteAndDetails() throws {
        var result = Self.everything()
        let site = CrashFrame(place: .source(file: "Acme.swift", line: 12), symbol: "Acme.load(for:)")
        let crash = WorkerCrash(
            ending: .signaled(4), fatalError: "Fatal error: boom", site: site, adapterFrames: [site],
            backtrace: [site, CrashFrame(place: .source(file: "main.swift", line: 1), symbol: "main")])
        var fault = ScenarioFault(crash: crash)
        fault.attribution = .reportedHere(earlier: 3)
        result.fault = fault
        let testCase = ConformanceReport.testCase(result, strict: false)
        guard case .error(let error) = testCase.outcome else {
            Issue.record("not an error: \(testCase.outcome)")
            return
        }
        #expect(error.type == "crash" && error.message == FaultText.message(fault))
        #expect(CaseText.faultDetails(message: error.message, body: error.body) == FaultText.details(fault))
        #expect(FaultText.crashSite(in: error.message) == "Acme.swift:12 Acme.load(for:)")
        let attributions: [FaultAttribution] = [
            .reproducedAlone, .reportedHere(earlier: 1), .reportedOnLast(answered: 2),
            .cameAfter(during: .crash, running: "x"), .cameAfterEnd,
        ]
        for attribution in attributions {
            var attributed = ScenarioFault(crash: WorkerCrash(ending: .unknown, site: site))
            attributed.attribution = attribution
            #expect(FaultText.crashSite(in: FaultText.message(attributed)) == FaultText.frame(site))
        }
        #expect(
            FaultText.crashSite(in: FaultText.crash(WorkerCrash(ending: .exited(status: 1), fatalError: "f"))) == nil)
        Self.expectOutput(testCase.systemOut, equals: result)
    }

    @Test func evidenceLinesReadBack() {
        let cases = [
            TraceEvidence(events: [12, 15]), TraceEvidence(events: [3], absentAfter: 9),
            TraceEvidence(events: [], absentAfter: 9), TraceEvidence(events: [], absentAfter: -1),
            TraceEvidence(events: [0]), TraceEvidence(events: []),
        ]
        for evidence in cases {
            #expect(EvidenceText.parse(EvidenceText.line(evidence)[...]) == evidence, "\(EvidenceText.line(evidence))")
        }
        #expect(EvidenceText.line(TraceEvidence(events: [15, 12, 12])) == "at:       #12, #15")
        #expect(EvidenceText.line(TraceEvidence(events: [], absentAfter: 9)) == "at:       absent after #9")
        #expect(EvidenceText.parse("at: #x") == nil)
        #expect(EvidenceText.parse("actual: #1") == nil)
    }

    /// Every result of a broken variant over the catalog reads back: each rule block, each
    /// finding with its events, and one trace line per event with its time, thread and load.
    @Test func theCatalogsResultsReadBack() async throws {
        let entry = try #require(BrokenAdapterCatalog.entry(named: "broken-ban-4-crossed-screen-events"))
        let fixture = AdapterFixture.sampleSDKStandIn(
            name: entry.name, summary: entry.summary, makeAdapter: entry.makeAdapter)
        let results = await ConformanceEngine.run(try BuiltInScenarios.load(), fixture: fixture)
        var failures = 0
        for result in results {
            let testCase = ConformanceReport.testCase(result, strict: true)
            Self.expectOutput(testCase.systemOut, equals: result)
            guard case .failed(let junit) = testCase.outcome else { continue }
            failures += 1
            let violated = result.failures + result.warnings
            let parsed = CaseText.violations(failureBody: junit[0].body)
            #expect(parsed.map(\.ruleID) == violated.map(\.ruleID.rawValue), "\(result.scenarioID)")
            #expect(
                parsed.flatMap(\.findings)
                    == violated.flatMap(\.findings).map {
                        CaseText.ParsedFinding(expected: $0.expected, actual: $0.actual, evidence: $0.evidence)
                    }, "\(result.scenarioID)")
        }
        #expect(failures > 0)
    }

    /// A run makes each case as its result arrives and hands them to the report with the
    /// results: the report is the one made from the results alone, across suites whose
    /// results interleave, and the cases given are the ones used.
    @Test func casesMadeAheadMakeTheSameReport() async throws {
        let entry = try #require(BrokenAdapterCatalog.entry(named: "broken-ban-4-crossed-screen-events"))
        let fixture = AdapterFixture.sampleSDKStandIn(
            name: entry.name, summary: entry.summary, makeAdapter: entry.makeAdapter)
        let results = await ConformanceEngine.run(try BuiltInScenarios.load(), fixture: fixture)
        let settings = ReportSettings(seed: 3, strict: true, shard: nil, isIncomplete: false)
        let made = ConformanceReport.make(results: results, adapters: [], settings: settings)
        #expect(made.suites.count > 1)
        let ahead = results.map { ConformanceReport.testCase($0, strict: true) }
        #expect(ConformanceReport.make(results: results, adapters: [], settings: settings, testCases: ahead) == made)
        // Some made ahead, the rest (nil) made with the report.
        let some = ahead.enumerated().map { $0.offset.isMultiple(of: 2) ? $0.element : nil }
        #expect(ConformanceReport.make(results: results, adapters: [], settings: settings, testCases: some) == made)
        let crossed = ConformanceReport.make(
            results: results, adapters: [], settings: settings, testCases: ahead.reversed())
        #expect(crossed != made)
    }

    /// The header, each event's line and the adapter's output read back from `<system-out>`.
    static func expectOutput(_ systemOut: String?, equals result: ScenarioResult) {
        let parsed = CaseText.parse(systemOut: systemOut)
        #expect(parsed.scenarioID == result.scenarioID && parsed.title == result.title)
        #expect(parsed.rules == result.outcomes.map(\.ruleID.rawValue))
        #expect(parsed.trace.count == result.trace.events.count, "\(result.scenarioID)")
        for (line, event) in zip(parsed.trace, result.trace.events) {
            #expect(line.sequence == event.sequence)
            #expect(line.thread == event.thread.description && line.load == TraceLine.label(load: event.load))
            #expect(line.time == String(format: "%.3fs", Double(event.timeMilliseconds) / 1000))
            #expect(line.text == event.kind.summary, "\(result.scenarioID) #\(event.sequence)")
        }
        #expect(parsed.standardOutput == result.output?.standardOutput.nilIfEmpty)
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
