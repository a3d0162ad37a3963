import AdapterConformance
import ConformanceVocabulary
import Foundation
import Testing

/// The compact form a worker's results cross the channel in: results come back equal, the
/// findings' events included, and the codec follows every stored property of what it writes.
struct ScenarioResultCodecTests {
    static let fault: ScenarioFault = {
        let site = CrashFrame(place: .source(file: "Acme.swift", line: 12), symbol: "Acme.load(for:)")
        var fault = ScenarioFault(
            crash: WorkerCrash(
                ending: .signaled(4), fatalError: "Fatal error: boom", site: site, adapterFrames: [site],
                backtrace: [CrashFrame(place: .compilerGenerated, symbol: "protocol witness"), site]))
        fault.attribution = .cameAfter(during: .hang, running: "banner.load")
        fault.details = "d"
        return fault
    }()

    static func result(evidence: [TraceEvidence]) -> ScenarioResult {
        let events = (0..<300).map {
            TraceEvent(sequence: $0, timeMilliseconds: $0 * 3, thread: .main, load: 0, kind: .note("step \($0)"))
        }
        let findings = evidence.enumerated().map { index, evidence in
            Finding(expected: "expected \(index)", actual: "actual\n\(index)", evidence: evidence)
        }
        var outcome = RuleOutcome(ruleID: .load1, level: .required, verdict: .violated(findings))
        outcome.implicit = true
        var result = ScenarioResult(
            scenarioID: "a.b", title: "T", format: .native, adapter: "A",
            outcomes: [outcome, RuleOutcome(ruleID: .nat1, level: .recommended, verdict: .skipped("why"))],
            trace: Trace(events: events), durationSeconds: 0.25,
            fault: fault)
        result.leftActivity = true
        result.output = CapturedOutput(standardOutput: "o", standardError: "")
        return result
    }

    static let evidence = [
        TraceEvidence(events: [0]), TraceEvidence(events: [3, 127, 128, 299]),
        TraceEvidence(events: [], absentAfter: 299),
        TraceEvidence(events: [5], absentAfter: 200), TraceEvidence(events: [], absentAfter: -1),
        TraceEvidence(events: []),
        TraceEvidence(events: [16_384, 1 << 40]),
    ]

    @Test func aResultComesBackEqualWithTheEventsItsFindingsJudged() throws {
        let result = Self.result(evidence: Self.evidence)
        var bytes: [UInt8] = []
        ScenarioResultCodec.encode(result, into: &bytes)
        ScenarioResultCodec.encode(result, into: &bytes)
        let decoded = bytes.withUnsafeBytes { raw -> [ScenarioResult?] in
            var offset = 0
            let first = ScenarioResultCodec.decode(raw, offset: &offset)
            let second = ScenarioResultCodec.decode(raw, offset: &offset)
            return [first, second, offset == raw.count ? result : nil]
        }
        #expect(decoded == [result, result, result])
    }

    /// The events of a finding cost a byte each in traces under 128 events, not eight; an
    /// absence's anchor costs nothing more than no absence.
    @Test func theEventsAreCompact() {
        func size(_ evidence: [TraceEvidence]) -> Int {
            var bytes: [UInt8] = []
            ScenarioResultCodec.encode(Self.result(evidence: evidence), into: &bytes)
            return bytes.count
        }
        let none = size([TraceEvidence(events: [])])
        #expect(size([TraceEvidence(events: [1, 5, 9, 40])]) - none == 4)
        #expect(size([TraceEvidence(events: [], absentAfter: 100)]) - none == 0)
    }

    /// Every kind of attribution, and a crash with no site, frames or fatal-error line, come
    /// back equal.
    @Test(arguments: [
        FaultAttribution.reproducedAlone, .cameAfter(during: .crash, running: "x"), .cameAfterEnd,
        .reportedHere(earlier: 3), .reportedOnLast(answered: 2),
    ])
    func anAttributedFaultComesBackEqual(attribution: FaultAttribution) {
        var result = Self.result(evidence: [])
        result.fault = ScenarioFault(crash: WorkerCrash(ending: .exited(status: 1)))
        result.fault?.attribution = attribution
        var bytes: [UInt8] = []
        ScenarioResultCodec.encode(result, into: &bytes)
        let decoded = bytes.withUnsafeBytes { raw in
            var offset = 0
            return ScenarioResultCodec.decode(raw, offset: &offset)
        }
        #expect(decoded == result)
    }

    /// Every reason a worker could not be started comes back equal.
    @Test(arguments: [
        WorkerStartFailure.noFolder(code: 28), .notStarted(executable: "/no/such", code: 2),
        .endedBeforeReady(.signaled(9), startupError: "last\nlines"), .endedBeforeReady(.unknown, startupError: ""),
        .notReady(limit: .milliseconds(1_500), startupError: "x"), .inputClosed(code: 32), .inputClosedBefore,
    ])
    func aStartFailureComesBackEqual(failure: WorkerStartFailure) {
        var result = Self.result(evidence: [])
        result.fault = ScenarioFault(startFailure: failure)
        var bytes: [UInt8] = []
        ScenarioResultCodec.encode(result, into: &bytes)
        let decoded = bytes.withUnsafeBytes { raw in
            var offset = 0
            return ScenarioResultCodec.decode(raw, offset: &offset)
        }
        #expect(decoded == result)
    }

    @Test func aCutResultDoesNotDecode() {
        var bytes: [UInt8] = []
        ScenarioResultCodec.encode(Self.result(evidence: Self.evidence), into: &bytes)
        for cut in stride(from: 0, to: bytes.count, by: 11) {
            let decoded = bytes[..<cut].withUnsafeBytes { raw in
                var offset = 0
                return ScenarioResultCodec.decode(raw, offset: &offset)
            }
            #expect(decoded == nil, "\(cut)")
        }
    }

    /// Fails when a stored property is added to a type the result codec writes field by
    /// field: then `Results/ScenarioResultCodec.swift` and this count are to be brought up to date.
    @Test func theCodecKnowsEveryStoredProperty() {
        let result = Self.result(evidence: Self.evidence)
        let counts: [(String, Any, Int)] = [
            ("ScenarioResult", result, 10), ("RuleOutcome", result.outcomes[0], 4),
            ("Finding", result.outcomes[0].findings[0], 3), ("TraceEvidence", Self.evidence[0], 2),
            ("ScenarioFault", result.fault!, 6), ("WorkerCrash", result.fault!.crash!, 5),
            ("CrashFrame", result.fault!.crash!.backtrace[0], 2), ("CapturedOutput", result.output!, 2),
        ]
        for (name, value, count) in counts {
            #expect(Mirror(reflecting: value).children.count == count, "\(name)")
        }
    }
}
