import AdapterConformance
import BrokenAdapters
import ConformanceVocabulary
import SampleAdSDKFixture
import ScriptedNetwork
import Testing

/// Rules judge what the network observed (`NetworkHost.observe(_:)`), never its free-text
/// notes: notes in the words rules once matched by substring change no verdict, and the
/// same happenings told only as notes are no longer seen.
@MainActor
@Suite struct NetworkObservationTests {
    /// Words the click, impression and view hand-over matching used to look for.
    static let oldWords = [
        "setNativeAdView(_:)", "handleClick(on:) view=UILabel", "recordImpression()", "handleImpression()",
        "registerView(forInteraction: UIView, clickableViews: 4)", "an impression and a click",
    ]

    /// Every native scenario of the catalog, run against the reference in both tracking modes
    /// and every broken variant of the click and impression rules.
    static func runs() async throws -> [(fixture: AdapterFixture, scenario: Scenario, result: ScenarioResult)] {
        let scenarios = try TeethSupport.catalog.get().filter { $0.format == .native }
        let variants = BrokenAdapterCatalog.all.filter {
            $0.rule.family == .imp || $0.rule.family == .clk
        }
        let fixtures =
            [TeethSupport.reference, TeethSupport.selfTracking]
            + variants.map {
                AdapterFixture.sampleSDKStandIn(name: $0.name, summary: $0.summary, makeAdapter: $0.makeAdapter)
            }
        var runs: [(AdapterFixture, Scenario, ScenarioResult)] = []
        for fixture in fixtures {
            let results = await ConformanceEngine.run(scenarios, fixture: fixture)
            runs += zip(scenarios, results).map { (fixture, $0, $1) }
        }
        return runs
    }

    /// The verdict of every rule the run judged, on `trace`: passed, the skip reason, or how
    /// many findings (their text may cite sequence numbers, which inserted events move).
    static func verdicts(_ run: (fixture: AdapterFixture, scenario: Scenario, result: ScenarioResult), on trace: Trace)
        -> [String]
    {
        let context = CheckContext(
            scenario: run.scenario, trace: trace, capabilities: run.fixture.capabilities, timings: [])
        return run.result.outcomes.map { outcome in
            switch outcome.ruleID.check.evaluate(context) {
            case .passed: "\(outcome.ruleID) passed"
            case .skipped(let reason): "\(outcome.ruleID) skipped: \(reason)"
            case .violated(let findings): "\(outcome.ruleID) violated \(findings.count)"
            }
        }
    }

    /// `trace` with events rewritten by `rewrite` (one event may become several), renumbered.
    static func rewritten(_ trace: Trace, _ rewrite: (TraceEvent) -> [TraceEvent]) -> Trace {
        Trace(
            events: trace.events.flatMap(rewrite).enumerated().map { index, event in
                var event = event
                event.sequence = index
                return event
            })
    }

    /// A note of each old word after every event.
    static func noted(_ event: TraceEvent) -> [TraceEvent] {
        [event]
            + oldWords.map { word in
                var note = event
                note.kind = .networkNote(word)
                return note
            }
    }

    /// What the network saw, told only as the note the Sample SDK used to write for it.
    static func toldAsNote(_ event: TraceEvent) -> [TraceEvent] {
        guard case .networkObservation(let observation) = event.kind else { return [event] }
        let text =
            switch observation {
            case .viewRegistered: "setNativeAdView(_:)"
            case .viewUnregistered: "unregisterView()"
            case .clickRecorded(let view): "handleClick(on:) view=\(view ?? "nil")"
            case .impressionRecorded: "recordImpression()"
            case .noAdObjectCreated: "no ad object"
            }
        var note = event
        note.kind = .networkNote(text)
        return [note]
    }

    @Test func notesInTheOldWordsChangeNoVerdict() async throws {
        var judged = 0
        var seenOnlyAsObservations = 0
        for run in try await Self.runs() {
            let verdicts = Self.verdicts(run, on: run.result.trace)
            judged += verdicts.count
            let noted = Self.verdicts(run, on: Self.rewritten(run.result.trace, Self.noted))
            #expect(
                noted == verdicts,
                "\(run.fixture.name) \(run.scenario.id): notes changed \(zip(verdicts, noted).filter { $0 != $1 })")
            let unobserved = Self.verdicts(run, on: Self.rewritten(run.result.trace, Self.toldAsNote))
            seenOnlyAsObservations += zip(verdicts, unobserved).filter { $0 != $1 }.count
        }
        #expect(judged > 1_000, "too few verdicts to show anything: \(judged)")
        // The check has teeth: without the observations, the rules no longer see what the
        // network was told, so some verdicts change.
        #expect(seenOnlyAsObservations > 10, "observations told as notes changed \(seenOnlyAsObservations) verdicts")
    }

    /// The compact codec used between processes keeps every observation.
    @Test(arguments: [
        NetworkObservation.viewRegistered(
            RegisteredViews(viewType: "UIView", clickableTypes: ["UILabel", "UIButton"])),
        .viewRegistered(RegisteredViews(viewType: "AcmeAdView", clickableTypes: nil)),
        .viewRegistered(RegisteredViews(viewType: "UIView", clickableTypes: [])), .viewUnregistered,
        .clickRecorded(view: "UILabel"), .clickRecorded(view: nil), .impressionRecorded,
    ])
    func observationsRoundTrip(observation: NetworkObservation) throws {
        let event = TraceEvent(
            sequence: 3, timeMilliseconds: 12, thread: .main, load: 0, kind: .networkObservation(observation))
        var bytes: [UInt8] = []
        TraceEventCodec.encode(event, into: &bytes)
        let decoded = bytes.withUnsafeBytes { TraceEventCodec.decode($0) }
        #expect(decoded == event)
    }
}
