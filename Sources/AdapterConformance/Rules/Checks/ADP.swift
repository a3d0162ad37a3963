import ConformanceVocabulary
import Foundation

/// ADP-1: both versions are real versions.
struct ADP_1: RuleCheck {
    let rule = RuleCatalog.definition(.adp1)
    let judgesVersions = true
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        var findings: [Finding] = []
        for event in context.trace.events {
            guard case .versionQueried(let member, let value) = event.kind, member != .networkExtrasClass else {
                continue
            }
            let parts = value.split(separator: ".").compactMap { Int($0) }
            if parts.contains(where: { $0 < 0 }) || parts.allSatisfy({ $0 == 0 }) {
                findings.append(
                    Finding(expected: "\(member.rawValue): components ≥ 0 and not all zero", actual: value, at: [event])
                )
            }
        }
        return verdict(findings)
    }
}

/// ADP-2: set-up completes exactly once, with an error exactly when credentials are unusable.
struct ADP_2: RuleCheck {
    let rule = RuleCatalog.definition(.adp2)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        guard context.scenario.phases.contains(.setUp) else { return .skipped("not a set-up scenario") }
        let completionEvents = context.events { if case .setUpCompleted = $0 { true } else { false } }
        let completions = completionEvents.compactMap { event -> ErrorSummary?? in
            if case .setUpCompleted(let error) = event.kind { return .some(error) }
            return nil
        }
        guard completions.count == 1, let error = completions.first else {
            return .violated([
                Finding(
                    expected: "the set-up completion called exactly once", actual: "called \(completions.count) times",
                    evidence: context.evidence(completionEvents))
            ])
        }
        // A network whose set-up needs no credentials starts without them: only "exactly
        // once" is judged then.
        guard context.capabilities.contains(.setUpCredentials) else { return .passed }
        let usable = context.scenario.setUpParameters.contains { !($0 ?? "").isEmpty }
        let shouldFail = context.scenario.expect.setUpFails ?? !usable
        if shouldFail && error == nil {
            return .violated([
                Finding(
                    expected: "an NSError: no credential carries a usable parameter", actual: "completion(nil)",
                    at: completionEvents)
            ])
        }
        if !shouldFail, let error {
            return .violated([
                Finding(
                    expected: "completion(nil): the credentials are valid", actual: "error \(error)",
                    at: completionEvents)
            ])
        }
        return .passed
    }
}

/// ADP-3: version and extras members answer in under 5 ms.
struct ADP_3: RuleCheck {
    let rule = RuleCatalog.definition(.adp3)
    /// The bar; a call over it is timed twice more and judged by its fastest (the runner's
    /// `timedClassCall`), so a loaded machine does not make a fast member look slow.
    static let limitMicroseconds = 5_000
    let judgesVersions = true
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        let classMembers = context.timings.filter { if case .classMember = $0.call { true } else { false } }
        return verdict(
            classMembers.filter { $0.microseconds > Self.limitMicroseconds }.map {
                Finding(
                    expected: "\($0.call) returns in under 5 ms",
                    actual: String(format: "took %.1f ms", Double($0.microseconds) / 1000),
                    evidence: context.evidence(context.events(of: $0.call)))
            })
    }
}

/// ADP-4: each adapter instance keeps its own loads.
struct ADP_4: RuleCheck {
    let rule = RuleCatalog.definition(.adp4)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        guard context.loadCount > 1 else { return .skipped("needs two adapter instances loading") }
        return verdict(OwnAdCheck.findings(context))
    }
}

/// Shared by ADP-4 and CON-1: every load's completion carries the ad its own network served.
enum OwnAdCheck {
    static func findings(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for load in 0..<context.loadCount {
            guard let expected = context.firstAd(load: load) else { continue }
            let completions = context.completions(load: load)
            guard let first = completions.first, first.adType != nil else {
                findings.append(
                    Finding(
                        expected: "load \(load) completes with its own ad",
                        actual: completions.isEmpty ? "no completion" : "no ad",
                        evidence: context.completionEvidence(load: load)))
                continue
            }
            if context.scenario.format == .native, let assetsEvent = context.assetsEvent(load: load),
                case .assets(let assets) = assetsEvent.kind,
                assets.headline != expected.headline
            {
                findings.append(
                    Finding(
                        expected: "load \(load) shows its own ad, headline \"\(expected.headline ?? "nil")\"",
                        actual: "headline \"\(assets.headline ?? "nil")\": another load's ad",
                        at: [first.event, assetsEvent]))
            }
        }
        return findings
    }
}

// What the rest of the harness needs from these rules besides their checks: formats, fuzz aims, limits.

extension ADP_1 {
    var judgesRefusals: RefusalsJudged { .all }
    var formats: [ScenarioFormat] { ScenarioFormat.allCases }
    var judgesSignalsAlone: Bool { true }
    func aim(_ grammar: inout FuzzGrammar) { grammar.formats[.setUp, default: 0] += 4 }
}

extension ADP_2 {
    var formats: [ScenarioFormat] { [.setUp] }
    func aim(_ grammar: inout FuzzGrammar) { grammar.formats[.setUp, default: 0] += 4 }
}

extension ADP_3 {
    var judgesRefusals: RefusalsJudged { .all }
    var formats: [ScenarioFormat] { ScenarioFormat.allCases }
    var judgesSignalsAlone: Bool { true }
    func aim(_ grammar: inout FuzzGrammar) { grammar.formats[.setUp, default: 0] += 4 }
}

extension ADP_4 {
    func aim(_ grammar: inout FuzzGrammar) { OwnAdCheck.aim(&grammar) }
    func limit(in scenario: Scenario) -> String? { OwnAdCheck.limit(in: scenario) }
}

extension OwnAdCheck {
    /// ADP-4's and CON-1's aim: several loads, nearly all served.
    static func aim(_ grammar: inout FuzzGrammar) {
        grammar.severalLoads = 0.9; grammar.failure = 0.1; grammar.silent = 0.02
    }

    /// ADP-4's and CON-1's limit.
    static func limit(in scenario: Scenario) -> String? {
        guard scenario.request.parameterIsMissing else { return nil }
        return "the check expects every load to succeed even when the missing parameter must fail it (LOAD-8)"
    }
}
