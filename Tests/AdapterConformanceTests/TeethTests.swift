import AdapterConformance
import BrokenAdapters
import ConformanceVocabulary
import ConformingAdapters
import GoogleMobileAds
import SampleAdSDKFixture
import SampleCustomEvent
import Testing

/// The harness's teeth: for every rule, a deliberately broken adapter that the rule's
/// scenarios catch, and correct adapters they let through. A rule that passes its broken
/// variant checks nothing; a rule that fails the reference checks the wrong thing.
@MainActor
@Suite struct TeethTests {
    nonisolated static let ruleIDs = RuleID.allCases

    @Test func everyRuleHasABrokenVariant() {
        let covered = Set(BrokenAdapterCatalog.all.map(\.rule))
        let missing = Self.ruleIDs.filter { !covered.contains($0) }
        #expect(missing.isEmpty, "rules without a broken variant: \(missing)")
    }

    @Test func catalogEntriesAreWellFormed() {
        let names = BrokenAdapterCatalog.all.map(\.name)
        #expect(Set(names).count == names.count, "duplicate variant names")
        for entry in BrokenAdapterCatalog.all {
            #expect(
                entry.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" },
                "\(entry.name) is not CLI-friendly")
            #expect(
                entry.name.hasPrefix("broken-\(entry.rule.rawValue.lowercased())-"),
                "\(entry.name) does not start with its rule"
            )
        }
    }

    /// Each broken variant of a rule is reported by that rule in at least one of the
    /// built-in scenarios citing it: as a failure for a required rule, a warning for a
    /// recommended one.
    @Test(arguments: ruleIDs)
    func brokenVariantIsCaught(rule: RuleID) async throws {
        let scenarios = try TeethSupport.scenarios(citing: rule)
        try #require(!scenarios.isEmpty, "no built-in scenario cites \(rule)")
        let variants = BrokenAdapterCatalog.caughtByScenarios.filter { $0.rule == rule }
        try #require(!variants.isEmpty, "no broken variant for \(rule)")
        let level = RuleCatalog.definition(rule).level
        for variant in variants {
            let fixture = variant.fixture
            let results = await ConformanceEngine.run(
                scenarios.onEachDeclaredPath(of: fixture), fixture: fixture)
            let caught = results.filter { TeethSupport.reports(rule, level: level, in: $0) }
            if caught.isEmpty {
                Issue.record(
                    Comment(
                        rawValue: """
                            \(rule) did not catch \(variant.name) (\(variant.summary)) in any of \(results.count) scenarios.
                            \(TeethSupport.describe(rule, in: results))
                            """))
            }
        }
    }

    /// The correct adapters show no violation of the rule in any scenario citing it, and
    /// at least one of them is actually judged (not only skipped) by it.
    @Test(arguments: ruleIDs)
    func correctCounterpartsPass(rule: RuleID) async throws {
        let scenarios = try TeethSupport.scenarios(citing: rule)
        try #require(!scenarios.isEmpty, "no built-in scenario cites \(rule)")
        var judged = false
        for fixture in TeethSupport.counterparts(for: rule) {
            let results = await ConformanceEngine.run(scenarios, fixture: fixture)
            for result in results {
                guard let outcome = result.outcomes.first(where: { $0.ruleID == rule }) else { continue }
                switch outcome.verdict {
                case .passed:
                    judged = true
                case .violated(let findings):
                    Issue.record(
                        Comment(
                            rawValue: """
                                \(fixture.name) violates \(rule) in \(result.scenarioID):
                                \(findings.map { "  expected: \($0.expected)\n  actual:   \($0.actual)" }.joined(separator: "\n"))
                                trace:
                                \(result.trace.text)
                                """))
                case .skipped:
                    break
                }
            }
        }
        #expect(judged, "no correct adapter was judged by \(rule): every scenario citing it skipped it")
    }
}

/// The scaffolding the broken variants are built on, with nothing overridden, passes the
/// whole built-in catalog: so each variant differs from a clean adapter by its one defect.
@MainActor
@Suite struct TeethScaffoldingTests {
    nonisolated static let controls: [String] = TeethSupport.controlNames

    @Test(arguments: controls)
    func scaffoldingIsTransparent(control: String) async throws {
        let fixture = try #require(TeethSupport.control(named: control))
        let results = await ConformanceEngine.run(try TeethSupport.catalog.get(), fixture: fixture)
        for result in results where !(result.failures + result.warnings).isEmpty {
            let findings = (result.failures + result.warnings).flatMap { outcome in
                outcome.findings.map { "  \(outcome.ruleID): expected \($0.expected); actual \($0.actual)" }
            }
            Issue.record(
                Comment(
                    rawValue: """
                        \(control) is not transparent in \(result.scenarioID):
                        \(findings.joined(separator: "\n"))
                        trace:
                        \(result.trace.text)
                        """))
        }
    }
}

/// Shared by the teeth tests: the scenario catalog, the counterparts, the verdict reading.
@MainActor
enum TeethSupport {
    /// The built-in catalog, loaded once per test process.
    static let catalog = Result { try BuiltInScenarios.load() }

    /// Built-in scenarios that cite `rule`.
    static func scenarios(citing rule: RuleID) throws -> [Scenario] {
        try catalog.get().filter { $0.rules.contains(rule) }
    }

    /// The reference custom event.
    static let reference = AdapterFixture.sampleSDKStandIn(
        name: "SampleCustomEvent", summary: "the reference custom event"
    ) {
        SampleCustomEvent()
    }

    /// The reference in its self-tracking mode.
    static let selfTracking = AdapterFixture.sampleSDKStandIn(
        name: "SampleCustomEventSelfTracking", summary: "the reference, network-tracked clicks and impressions"
    ) { SampleCustomEventSelfTracking() }

    /// Names of the scaffolding controls.
    nonisolated static let controlNames = [
        "decorated-native", "event-decorated-native", "decorated-banner", "rewriting", "outcome-rewriting",
        "gated-once",
    ]

    /// A scaffolding control: a base of the broken variants with nothing overridden.
    static func control(named name: String) -> AdapterFixture? {
        let make: (@Sendable () -> any MediationAdapter)? =
            switch name {
            case "decorated-native": { DecoratedNativeEvent<NativeAdDecorator>() }
            case "event-decorated-native": { DecoratedNativeEvent<NativeAdEventDecorator>() }
            case "decorated-banner": { DecoratedBannerEvent<BannerDecorator>() }
            case "rewriting": { RewritingCustomEvent() }
            case "outcome-rewriting": { OutcomeRewritingEvent() }
            case "gated-once": { GatedCustomEvent<OnceGate>() }
            default: nil
            }
        return make.map { AdapterFixture.sampleSDKStandIn(name: name, summary: "scaffolding control", makeAdapter: $0) }
    }

    /// Rules about the network tracking clicks and impressions itself, which the reference
    /// (SDK-tracked) only skips.
    static let selfTrackingRules: Set<RuleID> = [.clk1, .imp1, .imp3, .imp4]

    /// The reference in its bidding forms: both paths, bidding only, and for a network
    /// that refuses child users.
    static let bidding = AdapterFixture.sampleSDKStandIn(
        name: "SampleBiddingCustomEvent", summary: "the bidding reference"
    ) { SampleBiddingCustomEvent() }
    static let biddingOnly = AdapterFixture.sampleSDKStandIn(
        name: "SampleBiddingOnlyCustomEvent", summary: "the bidding-only reference"
    ) { SampleBiddingOnlyCustomEvent() }
    static let childRefusing = AdapterFixture.sampleSDKStandIn(
        name: "SampleChildRefusingCustomEvent", summary: "the reference for a network that refuses children"
    ) { SampleChildRefusingCustomEvent() }

    /// The correct adapters a rule must let through.
    static func counterparts(for rule: RuleID) -> [AdapterFixture] {
        if rule.family == .bid { return [bidding, biddingOnly, childRefusing] }
        if rule == .prv1 { return [reference, bidding, biddingOnly] }
        if rule == .prv2 { return [childRefusing] }
        return selfTrackingRules.contains(rule) ? [reference, selfTracking] : [reference]
    }

    /// Whether `result` reports `rule` at its level: a failure if required, a warning if recommended.
    static func reports(_ rule: RuleID, level: RuleLevel, in result: ScenarioResult) -> Bool {
        let reported = level == .required ? result.failures : result.warnings
        return reported.contains { $0.ruleID == rule }
    }

    /// Every scenario's verdict on `rule`, and the traces of the ones that judged it.
    static func describe(_ rule: RuleID, in results: [ScenarioResult]) -> String {
        results.map { result in
            let verdict: String
            switch result.outcomes.first(where: { $0.ruleID == rule })?.verdict {
            case .passed?: verdict = "passed"
            case .violated(let findings)?: verdict = "violated (\(findings.map(\.actual).joined(separator: "; ")))"
            case .skipped(let reason)?: verdict = "skipped: \(reason)"
            case nil: verdict = "not judged"
            }
            let trace =
                verdict == "passed"
                ? "\n" + result.trace.text.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") : ""
            return "- \(result.scenarioID): \(verdict)\(trace)"
        }.joined(separator: "\n")
    }
}
