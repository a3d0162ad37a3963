import ConformanceVocabulary
import Foundation
import ScriptedNetwork

/// PRV-1: the global request configuration's child and age flags reach the network, three-valued.
struct PRV_1: RuleCheck {
    let rule = RuleCatalog.definition(.prv1)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        let records = context.privacyRecords
        guard !records.isEmpty else {
            return .skipped(
                "the network took no child or age flags in this scenario (it takes them at "
                    + context.biddingFacts.privacyPoints.joined(separator: ", ") + ")")
        }
        // Each request is judged by the configuration in force when its load started: the
        // publisher may change its flags between two loads.
        var findings: [Finding] = []
        for (index, record) in records.enumerated() {
            findings += Self.judge(
                record.privacy, number: index + 1, event: record.event,
                settings: context.scenario.privacy(atLoad: record.event.load))
        }
        return verdict(Array(findings.prefix(4)))
    }

    /// What is wrong with the flags of request `number`, made under `settings`.
    static func judge(_ privacy: NetworkPrivacy, number: Int, event: TraceEvent, settings: PrivacySettings)
        -> [Finding]
    {
        var findings: [Finding] = []
        // The child flag: a child-directed tag or a child age treatment makes it true; an
        // explicit false with no child mark keeps it false; nothing set leaves it unset.
        // Under-age alone may or may not set a network's single child flag (Google's Bigo
        // adapter merges the three; others keep a separate under-age flag).
        let childAllowed: Set<Bool?> =
            if settings.childDirected == true || settings.ageRestricted == .child {
                [true]
            } else if settings.underAgeOfConsent == true {
                [settings.childDirected, true]
            } else if settings.childDirected == false { [false] } else if settings.underAgeOfConsent == false {
                [nil, false]
            } else { [nil] }
        if !childAllowed.contains(privacy.childDirected) {
            findings.append(
                Finding(
                    expected: "the network's child flag \(Self.describe(childAllowed)) for \(settings.description)",
                    actual: "request \(number) has childDirected=\(privacy.childDirected.map(String.init) ?? "unset")",
                    at: [event]))
        }
        if privacy.underAgeOfConsent != nil {
            let underAgeAllowed: Set<Bool?> =
                settings.underAgeOfConsent == true || settings.ageRestricted == .child
                ? [true] : settings.underAgeOfConsent == false ? [false] : settings.marksChild ? [nil, true] : [nil]
            if !underAgeAllowed.contains(privacy.underAgeOfConsent) {
                findings.append(
                    Finding(
                        expected:
                            "the network's under-age flag \(Self.describe(underAgeAllowed)) for \(settings.description)",
                        actual:
                            "request \(number) has underAgeOfConsent=\(privacy.underAgeOfConsent.map(String.init) ?? "unset")",
                        at: [event]))
            }
        }
        return findings
    }

    static func describe(_ allowed: Set<Bool?>) -> String {
        allowed.map { $0.map(String.init) ?? "unset" }.sorted().joined(separator: " or ")
    }
}

/// PRV-2: a network that refuses child users refuses them everywhere.
struct PRV_2: RuleCheck {
    let rule = RuleCatalog.definition(.prv2)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        guard context.biddingFacts.refusesChildUsers else {
            return .skipped("the fixture does not declare that its network refuses child users")
        }
        guard context.scenario.marksChildAnywhere else {
            return .skipped("the request configuration marks no child")
        }
        var findings: [Finding] = []
        // Set-up and signals come before every load: the scenario's own configuration.
        for event in context.trace.events where context.scenario.privacy.marksChild {
            if case .setUpCompleted(let error) = event.kind, error.map({ $0.domain.isEmpty }) != false {
                findings.append(
                    Finding(
                        expected: "set-up fails with an NSError for a child user",
                        actual: "set-up completed with \(error.map(\.description) ?? "nil")", at: [event]))
            }
        }
        if context.signalsRequest != nil, context.scenario.privacy.marksChild {
            let first = context.signalCompletions.first
            if first?.error.map({ $0.domain.isEmpty }) != false || CheckContext.hasSignal(first?.signal) {
                findings.append(
                    Finding(
                        expected: "signal collection fails with an NSError for a child user",
                        actual: first.map {
                            "signal \($0.signal ?? "nil"), error \($0.error.map(\.description) ?? "nil")"
                        }
                            ?? "no completion",
                        evidence: first.map { TraceEvidence(events: [$0.event]) }
                            ?? context.evidence([context.signalsRequest?.event].compactMap { $0 })))
            }
        }
        for load in 0..<context.loadCount where context.scenario.privacy(atLoad: load).marksChild {
            let first = context.completions(load: load).first
            if first?.adType != nil || first?.error.map({ $0.domain.isEmpty }) != false {
                findings.append(
                    Finding(
                        expected: "load \(load + 1) fails with an NSError for a child user",
                        actual: first.map { "completion with ad \($0.adType ?? "nil")" } ?? "no completion",
                        evidence: context.completionEvidence(load: load)))
            }
        }
        return verdict(findings)
    }
}

// What the rest of the harness needs from these rules besides their checks: formats, fuzz aims, limits.

extension PRV_1 {
    var judgesRefusals: RefusalsJudged { .biddingOnly }
    func aim(_ grammar: inout FuzzGrammar) {
        grammar.privacy = 0.9
        grammar.missingParameter = 0
        grammar.severalLoads = 0.5
        grammar.privacyChange = 0.6
    }
}

extension PRV_2 {
    var judgesRefusals: RefusalsJudged { .all }
    var formats: [ScenarioFormat] { ScenarioFormat.allCases }
    func aim(_ grammar: inout FuzzGrammar) { grammar.privacy = 0.95; grammar.signals = 0.3; grammar.signalsOnly = 0.2 }
}
