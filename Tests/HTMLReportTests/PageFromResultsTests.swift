import AdapterConformance
import BrokenAdapters
import ConformanceReporting
import ConformanceVocabulary
import ConformingAdapters
import Foundation
import JUnitReport
import ReportGrammar
import SampleAdSDKFixture
import SampleCustomEvent
import Testing

@testable import HTMLReport

/// `run --html` makes the page's cases from the run's results; `html` reads them back from
/// the report's texts. For the same run both give the same bytes: the reference adapter and
/// broken variants over the catalog (findings with their events, warnings, skips, bidding and
/// native traces), with faults, captured output and odd trace events put in, judged normally
/// and strictly, complete and interrupted.
@MainActor
@Suite struct PageFromResultsTests {
    /// Variants of required and recommended rules (warnings unless strict), of load, native,
    /// banner and bidding scenarios.
    static let variants = [
        "broken-load-1-no-guard", "broken-load-5-description-key", "broken-adp-3-slow-version",
        "broken-bid-4-waits-for-main", "broken-nat-2-empty-strings", "broken-ban-4-crossed-screen-events",
    ]

    /// Every page shows every case whole: each diagram drawn, no output cut.
    static let everything = HTMLReport.Options(
        passingDiagramLimit: .max, diagramLimit: .max, outputBytes: 1 << 40)

    @Test func thePageOfARunsResultsIsThePageOfItsReport() async throws {
        let results = try await Self.shared.value
        let statuses = Set(results.map { $0.status(strict: false).rawValue })
        try #require(statuses == ["passed", "failed", "skipped", "error"], "\(statuses)")
        try #require(results.contains { !$0.warnings.isEmpty && $0.failures.isEmpty })

        for strict in [false, true] {
            for incomplete in [false, true] {
                let settings = ReportSettings(
                    seed: 11, strict: strict, timestamp: Date(timeIntervalSince1970: 1_700_000_000),
                    hostname: "host", isIncomplete: incomplete)
                let report = ConformanceReport.make(results: results, adapters: [], settings: settings)
                let context = "strict \(strict), incomplete \(incomplete)"
                Self.expectSameCases(
                    ReportDigest(report: report), ReportDigest(report: report, results: results, strict: strict),
                    context)
                for options in [Self.everything, HTMLReport.Options()] {
                    let read = HTMLReport.render(report, options: options)
                    let made = HTMLReport.render(report, results: results, strict: strict, options: options)
                    // Compared apart from the expectation, which would print both pages whole.
                    let same = read == made
                    #expect(same, "\(context): the pages differ from byte \(Self.firstDifference(read, made))")
                }
            }
        }
    }

    /// The comparison sees the results: a result that says something else than its test case
    /// makes another page, and with no results the page is the one read from the texts.
    @Test func thePageIsMadeFromTheResultsGiven() async throws {
        let results = try await Self.shared.value
        let report = ConformanceReport.make(
            results: results, adapters: [], settings: ReportSettings(timestamp: Date(timeIntervalSince1970: 0)))
        let read = HTMLReport.render(report)
        func isTheReadPage(_ results: [ScenarioResult]) -> Bool {
            HTMLReport.render(report, results: results, strict: false) == read
        }
        #expect(isTheReadPage([]))
        #expect(isTheReadPage(results))
        var changed = results
        let failing = try #require(changed.firstIndex { $0.status() == .failed && !$0.trace.events.isEmpty })
        changed[failing].trace.events[0].timeMilliseconds += 1
        #expect(!isTheReadPage(changed))
        changed = results
        changed[failing].title += "!"
        #expect(!isTheReadPage(changed))
    }

    // MARK: Results

    /// ``results()``, made once for both tests.
    static let shared = Task { try await results() }

    /// The catalog's results for the reference adapter and ``variants``, then, put in: faults
    /// of every kind (on real traces cut short), captured output, and trace events whose text
    /// spans lines or names an actor the diagram has no lane for.
    static func results() async throws -> [ScenarioResult] {
        let catalog = try BuiltInScenarios.load()
        let reference = AdapterFixture.sampleSDKStandIn(name: "SampleCustomEvent", summary: "reference") {
            SampleCustomEvent()
        }
        var results = await ConformanceEngine.run(catalog.onEachDeclaredPath(of: reference), fixture: reference)
        for name in variants {
            let fixture = try #require(BrokenAdapterCatalog.entry(named: name)).fixture
            results += await ConformanceEngine.run(catalog.onEachDeclaredPath(of: fixture), fixture: fixture)
        }
        let passing = results.indices.filter { results[$0].status() == .passed && results[$0].trace.events.count > 3 }
        try #require(passing.count >= 12)

        let site = CrashFrame(place: .source(file: "SampleCustomEvent.swift", line: 42), symbol: "Event.load(for:)")
        let frames = [
            site, CrashFrame(place: .compilerGenerated, symbol: "protocol witness for Load.load()"),
            CrashFrame(place: .source(file: "main.swift", line: 1), symbol: "main"),
        ]
        var crash = ScenarioFault(
            crash: WorkerCrash(
                ending: .signaled(SIGILL), fatalError: "SampleCustomEvent.swift:42: Fatal error: boom; at noon",
                site: site, adapterFrames: [site], backtrace: frames))
        crash.attribution = .reportedHere(earlier: 2)
        var elsewhere = ScenarioFault(crash: WorkerCrash(ending: .exited(status: 134), fatalError: "*** NSException"))
        elsewhere.attribution = .cameAfter(during: .crash, running: "banner.load.first")
        var lineOnly = ScenarioFault(
            crash: WorkerCrash(
                ending: .unknown, site: CrashFrame(place: .source(file: "A.swift", line: 7), symbol: nil)))
        lineOnly.attribution = .reportedOnLast(answered: 3)
        var hang = ScenarioFault(kind: .hang, message: "no result after 5.0 s of real time")
        hang.attribution = .reproducedAlone
        let harness = ScenarioFault(
            kind: .harness, message: "the worker's answer was lost", details: "  the worker said:\nnothing\n\n")
        for (offset, fault) in [crash, elsewhere, lineOnly, hang, harness].enumerated() {
            let index = passing[offset]
            results[index].fault = fault
            results[index].trace.events.removeLast(2)
        }

        let race = DataRace(
            kind: "data race",
            accesses: [
                DataRace.Access(
                    isWrite: true, isAtomic: false, size: 8, thread: "background-1",
                    frames: [DataRace.Frame(function: "Event.load()", file: "/a/Event.swift", line: 3, owner: .adapter)]
                )
            ], position: 0)
        let odd: [TraceKind] = [
            .dataRace(race), .networkNote("two\nlines"), .note("  indented"),
            .completion(
                call: 1, adType: nil,
                error: ErrorSummary(NSError(domain: "d", code: 3, userInfo: [NSLocalizedDescriptionKey: "x\n  y"]))),
        ]
        for (offset, index) in passing[5..<9].enumerated() {
            var event = results[index].trace.events.last!
            event.sequence += 1
            event.kind = odd[offset]
            results[index].trace.events.append(event)
        }

        let failing = results.indices.filter { results[$0].status(strict: true) == .failed }
        let outputs = [
            CapturedOutput(standardOutput: "printed\nby the adapter\n", standardError: "and\nits errors"),
            CapturedOutput(standardOutput: "", standardError: "errors only"),
            CapturedOutput(standardOutput: "output only", standardError: ""),
        ]
        for (offset, output) in outputs.enumerated() {
            results[failing[offset]].output = output
            results[passing[9 + offset]].output = output
        }
        return results
    }

    // MARK: Comparing

    /// Case by case, field by field, so that a difference names where it is.
    static func expectSameCases(_ read: ReportDigest, _ made: ReportDigest, _ context: String) {
        #expect(read.cases.count == made.cases.count, "\(context)")
        for (a, b) in zip(read.cases, made.cases) {
            let id = "\(context): \(a.adapter) \(a.scenarioID)"
            #expect(a.adapter == b.adapter && a.format == b.format && a.scenarioID == b.scenarioID, "\(id)")
            #expect(a.title == b.title, "\(id)")
            #expect(a.rules == b.rules, "\(id)")
            #expect(a.outcome == b.outcome, "\(id)")
            #expect(a.violations == b.violations, "\(id)")
            #expect(a.failureMessage == b.failureMessage, "\(id)")
            #expect(a.fault == b.fault, "\(id)")
            #expect(a.skipReason == b.skipReason, "\(id)")
            #expect(a.steps.count == b.steps.count, "\(id)")
            for (index, (x, y)) in zip(a.steps, b.steps).enumerated() where x != y {
                Issue.record("\(id) step \(index): read \(x), made \(y)")
            }
            #expect(a.standardOutput == b.standardOutput, "\(id)")
            #expect(a.standardError == b.standardError, "\(id)")
        }
        #expect(read.errors == made.errors, "\(context)")
    }

    static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
    }
}
