import ConformanceVocabulary
import Foundation
import ScriptedNetwork

/// CON-1: concurrent loads on separate instances each get their own ad.
struct CON_1: RuleCheck {
    let rule = RuleCatalog.definition(.con1)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        guard context.loadCount > 1 else { return .skipped("needs concurrent loads") }
        return verdict(OwnAdCheck.findings(context))
    }
}

/// CON-2: background-thread callbacks end in exactly one completion, and the adapter's code has
/// no data race. A race shows in an outcome only in the rare interleaving that breaks it; in a
/// build made with ThreadSanitizer it is seen whenever the racing accesses happen, in whichever
/// scenario they happen.
struct CON_2: RuleCheck {
    let rule = RuleCatalog.definition(.con2)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        var findings: [Finding] = context.trace.dataRaces.filter { $0.race.isAdapters }.map { event, race in
            Finding(
                expected: "no data race in the adapter's code",
                actual: race.summary, at: context.trace.events(around: race) + [event])
        }
        var judged = !findings.isEmpty
        for load in 0..<context.loadCount {
            let answers = context.answers(load: load)
            guard answers.contains(where: { $0.thread != .main }) else { continue }
            judged = true
            let calls = context.completions(load: load)
            if calls.count != 1 {
                let threads = Set(answers.map(\.thread.description)).sorted().joined(separator: ", ")
                findings.append(
                    Finding(
                        expected: "load \(load): exactly one completion with the network calling back on \(threads)",
                        actual: "\(calls.count) completions", evidence: context.completionEvidence(load: load)))
            }
        }
        if !judged { return .skipped("the network answers on the main thread only") }
        return verdict(findings)
    }
}

/// CON-3: no SDK call blocks the main thread for more than 16 ms.
struct CON_3: RuleCheck {
    let rule = RuleCatalog.definition(.con3)
    static let limitMicroseconds = 16_000
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        verdict(
            context.timings.filter { $0.onMainThread && $0.microseconds > Self.limitMicroseconds }.map {
                Finding(
                    expected: "\($0.call) returns within 16 ms on the main thread",
                    actual: String(format: "blocked it for %.1f ms", Double($0.microseconds) / 1000),
                    evidence: context.evidence(context.events(of: $0.call)))
            })
    }
}

// What the rest of the harness needs from these rules besides their checks: formats, fuzz aims, limits.

extension CON_1 {
    func aim(_ grammar: inout FuzzGrammar) { OwnAdCheck.aim(&grammar) }
    func limit(in scenario: Scenario) -> String? { OwnAdCheck.limit(in: scenario) }
}

extension CON_2 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.background = 0.8; grammar.race = 0.6; grammar.anotherAnswer = 0.6 }
    /// A race in the adapter's code, in whichever scenario it happened.
    func isOwed(by trace: Trace) -> Bool { trace.dataRaces.contains { $0.race.isAdapters } }
}

extension CON_3 {
    var judgesRefusals: RefusalsJudged { .all }
}
