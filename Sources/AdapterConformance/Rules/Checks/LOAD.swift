import ConformanceVocabulary
import Foundation
import ScriptedNetwork

/// LOAD-1: one completion per load, whatever the network does.
struct LOAD_1: RuleCheck {
    let rule = RuleCatalog.definition(.load1)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        var findings: [Finding] = []
        for load in 0..<context.loadCount {
            let calls = context.completions(load: load).count
            // A scenario's expected outcome rests on its request: when the parameter it
            // leaves out is one this load does not owe, the network's silence owes nothing.
            // A network scripted to make no ad object whose factory cannot fail (it made one)
            // is only silent: the expected failure rests on a refusal that never happened.
            let refusedCreation = context.refusedAdObject(load: load)
            let creationScriptedOnly = context.scenario.loads[load].createsNoAdObject && !refusedCreation
            let expectation =
                context.missingParameterOwesNothing == nil && !creationScriptedOnly
                && context.scenario.expect.outcome?.owesCompletion == true
            let owed =
                !context.answers(load: load).isEmpty || context.credentialsMissing(load: load) || refusedCreation
                || expectation
            if calls == 0, let answered = context.firstAnswerTime(load: load) {
                // Silence after the network answered is a swallowed answer: LOAD-3's verdict,
                // which names the answer; said here only when the scenario does not cite it.
                if context.scenario.rules.contains(.load3) { continue }
                findings.append(
                    Finding(
                        expected: "load \(load): the completion handler called exactly once",
                        actual:
                            "never called: the network \(LOAD_3.describe(context.answers(load: load)[0])) at \(LOAD_3.seconds(answered)) and the adapter swallowed it (LOAD-3)",
                        at: context.answerEvents(load: load), absentAfter: context.lastEvent(load: load)))
            } else if calls > 1 || (owed && calls == 0) {
                findings.append(
                    Finding(
                        expected: "load \(load): the completion handler called exactly once",
                        actual: "called \(calls) time\(calls == 1 ? "" : "s")",
                        evidence: context.completionEvidence(load: load)))
            }
        }
        return verdict(findings)
    }
}

/// LOAD-2: each completion carries exactly one of ad and error.
struct LOAD_2: RuleCheck {
    let rule = RuleCatalog.definition(.load2)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        verdict(
            (0..<context.loadCount).flatMap { load in
                context.completions(load: load).compactMap { call in
                    switch (call.adType, call.error) {
                    case (.some(let ad), .some(let error)):
                        Finding(
                            expected: "an ad or an error", actual: "both: ad \(ad) and error \(error)", at: [call.event]
                        )
                    case (nil, nil):
                        Finding(expected: "an ad or an error", actual: "neither (nil, nil)", at: [call.event])
                    default: nil
                    }
                }
            })
    }
}

/// LOAD-3: once the network answered, a completion follows within the load window.
struct LOAD_3: RuleCheck {
    let rule = RuleCatalog.definition(.load3)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        var findings: [Finding] = []
        var judged = false
        for load in 0..<context.loadCount {
            guard let answered = context.firstAnswerTime(load: load) else { continue }
            judged = true
            let deadline = answered + context.scenario.loadWindowMilliseconds
            let first = context.completions(load: load).first
            if let first, first.event.timeMilliseconds <= deadline { continue }
            findings.append(
                Finding(
                    expected:
                        "load \(load): a completion by \(Self.seconds(deadline)) (network answered at \(Self.seconds(answered)), window \(context.scenario.loadWindowMilliseconds) ms)",
                    actual: first.map { "first completion at \(Self.seconds($0.event.timeMilliseconds))" }
                        ?? "no completion: the network \(Self.describe(context.answers(load: load)[0])), and the adapter swallowed it",
                    at: context.answerEvents(load: load) + [first?.event].compactMap { $0 },
                    absentAfter: first == nil ? context.lastEvent(load: load) : nil))
        }
        if !judged, context.loadCount > 0, context.scenario.loads.allSatisfy(\.answers.isEmpty) {
            return .passed  // The network never answered: there is nothing the adapter owes yet.
        }
        return verdict(findings)
    }

    static func seconds(_ milliseconds: Int) -> String { String(format: "%.3fs", Double(milliseconds) / 1000) }

    /// The network's answer in words ("answered with an ad (\"Headline\")", "answered with failure 3").
    static func describe(_ answer: NetworkAnswer) -> String {
        switch answer.outcome {
        case .ad(let ad): "answered with an ad (\"\(ad.headline ?? "no headline")\")"
        case .failure(let code): "answered with failure \(code)"
        }
    }
}

/// LOAD-4: a network failure ends in a failed load with a useful NSError.
struct LOAD_4: RuleCheck {
    let rule = RuleCatalog.definition(.load4)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        var findings: [Finding] = []
        var judged = false
        for load in 0..<context.loadCount {
            guard case .failure(let code) = context.firstOutcome(load: load) else { continue }
            judged = true
            guard let first = context.completions(load: load).first else {
                findings.append(
                    Finding(
                        expected: "a failed load after network error \(code)", actual: "no completion",
                        at: context.answerEvents(load: load), absentAfter: context.lastEvent(load: load)))
                continue
            }
            if let ad = first.adType {
                findings.append(
                    Finding(
                        expected: "a failed load after network error \(code)", actual: "a success with \(ad)",
                        at: context.answerEvents(load: load) + [first.event]))
                continue
            }
            guard let error = first.error else { continue }
            if error.domain.isEmpty {
                findings.append(
                    Finding(
                        expected: "an NSError with a non-empty domain", actual: "an empty domain", at: [first.event]))
            }
            // A network that gave no error object gave its adapter no code to pass on.
            if context.firstAnswer(load: load)?.withoutError == true { continue }
            let texts = [error.localizedDescription] + error.userInfoText.values
            let visible = error.code == code || texts.contains { $0.mentions(number: code) }
            if !visible {
                findings.append(
                    Finding(
                        expected:
                            "the network's error \(code) visible in the error (as its code or in its description)",
                        actual: "error \(error)", at: context.answerEvents(load: load) + [first.event]))
            }
        }
        if !judged { return .skipped("the network does not fail in this scenario") }
        return verdict(findings)
    }
}

/// LOAD-5: the failure reads as a sentence from NSLocalizedDescriptionKey.
struct LOAD_5: RuleCheck {
    let rule = RuleCatalog.definition(.load5)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        let errors = (0..<context.loadCount).flatMap { load in
            context.completions(load: load).compactMap { call in call.error.map { (call.event, $0) } }
        }
        guard !errors.isEmpty else { return .skipped("no load failed in this scenario") }
        return verdict(
            errors.compactMap { event, error in
                guard let text = error.descriptionKeyValue?.trimmingCharacters(in: .whitespacesAndNewlines),
                    !text.isEmpty
                else {
                    let keys = error.userInfoText.keys.sorted().joined(separator: ", ")
                    return Finding(
                        expected: "a human-readable sentence under NSLocalizedDescriptionKey",
                        actual:
                            "no NSLocalizedDescriptionKey (user-info keys: \(keys.isEmpty ? "none" : keys)); localizedDescription falls back to \"\(error.localizedDescription)\"",
                        at: [event])
                }
                return nil
            })
    }
}

/// LOAD-6: no delegate calls before a successful completion or after a failed one.
struct LOAD_6: RuleCheck {
    let rule = RuleCatalog.definition(.load6)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        var findings: [Finding] = []
        for load in 0..<context.loadCount {
            let calls = context.delegateCalls(load: load)
            guard !calls.isEmpty else { continue }
            let first = context.completions(load: load).first
            if let first, first.error != nil || first.adType == nil {
                findings.append(
                    Finding(
                        expected: "no event-delegate calls after the load failed",
                        actual: calls.map(\.call.name).joined(separator: ", "), at: [first.event] + calls.map(\.event)))
            } else if let first {
                let early = calls.filter { $0.event.sequence < first.event.sequence }
                if !early.isEmpty {
                    findings.append(
                        Finding(
                            expected: "no event-delegate calls before the successful completion",
                            actual: early.map(\.call.name).joined(separator: ", "),
                            at: early.map(\.event) + [first.event]))
                }
            } else {
                findings.append(
                    Finding(
                        expected: "no event-delegate calls without a successful completion",
                        actual: calls.map(\.call.name).joined(separator: ", "), at: calls.map(\.event)))
            }
        }
        return verdict(findings)
    }
}

/// LOAD-7: the completion handler is freed once called.
struct LOAD_7: RuleCheck {
    let rule = RuleCatalog.definition(.load7)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        let released = context.trace.events.compactMap { event -> (Int?, Bool, TraceEvent)? in
            if case .handlerReleased(let released) = event.kind { return (event.load, released, event) }
            return nil
        }
        guard !released.isEmpty else { return .skipped("no completion was called, so there is no handler to release") }
        return verdict(
            released.filter { !$0.1 }.map { load, _, event in
                Finding(
                    expected: "load \(load ?? 0): the adapter drops the completion handler after calling it",
                    actual: "the handler (and what it captured) was still retained at the end of the scenario",
                    at: [event])
            })
    }
}

/// LOAD-8: a missing or empty server parameter fails the load with an error.
struct LOAD_8: RuleCheck {
    let rule = RuleCatalog.definition(.load8)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        if let reason = context.missingParameterOwesNothing { return .skipped(reason) }
        guard context.credentialsMissing() else {
            return .skipped("the load has every key the fixture declares required")
        }
        let completions = context.completions()
        guard let first = completions.first else {
            return .violated([
                Finding(
                    expected: "a failed load with an error for the missing parameter",
                    actual: "no completion: the load hangs", evidence: context.completionEvidence())
            ])
        }
        if first.error == nil || first.adType != nil {
            return .violated([
                Finding(
                    expected: "a failed load with an error for the missing parameter",
                    actual: "completion with ad \(first.adType ?? "nil") and no error", at: [first.event])
            ])
        }
        return .passed
    }
}

// What the rest of the harness needs from these rules besides their checks: formats, fuzz aims, limits.

extension LOAD_1 {
    var judgesRefusals: RefusalsJudged { .all }
    func aim(_ grammar: inout FuzzGrammar) { grammar.anotherAnswer = 0.7; grammar.silent = 0 }
}

extension LOAD_2 {
    var judgesRefusals: RefusalsJudged { .all }
    func aim(_ grammar: inout FuzzGrammar) { grammar.failure = 0.7 }
}

extension LOAD_3 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.delayed = 0.9; grammar.silent = 0 }
}

extension LOAD_4 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.failure = 0.7 }
    func limit(in scenario: Scenario) -> String? {
        if scenario.request.parameterIsMissing {
            return
                "the check expects the network's failure although the missing parameter fails the load first (LOAD-8)"
        }
        if scenario.loads.contains(where: { $0.firstFailureCode.map(RuleAim.unknownToSampleSDK) == true }) {
            return
                "the Sample Ad SDK reaches the adapter with code 1 for any code but 0–3, so the network's code cannot show"
        }
        return nil
    }
}

extension LOAD_5 {
    var judgesRefusals: RefusalsJudged { .all }
    func aim(_ grammar: inout FuzzGrammar) { grammar.failure = 0.7 }
}

extension LOAD_6 {
    var judgesRefusals: RefusalsJudged { .all }
    func aim(_ grammar: inout FuzzGrammar) {
        grammar.failure = 0.6; grammar.anotherAnswer = 0.7
        grammar.stepKinds[.network, default: 0] += 8
    }
}

extension LOAD_7 {
    var judgesRefusals: RefusalsJudged { .all }
    func aim(_ grammar: inout FuzzGrammar) { grammar.silent = 0 }
}

extension LOAD_8 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.missingParameter = 0.7 }
}

extension String {
    /// Whether `number` is written here as a number of its own: no digit right before or
    /// after it (what the regular expression `(^|[^0-9])N([^0-9]|$)` finds). A scan of bytes:
    /// LOAD-4 asked once per error text, and Foundation compiles a regular expression anew
    /// each time (a tenth of a worker's samples in a `run`).
    package func mentions(number: Int) -> Bool {
        let needle = Array(String(number).utf8)
        let bytes = Array(utf8)
        guard needle.count <= bytes.count else { return false }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        for start in 0...(bytes.count - needle.count) {
            let end = start + needle.count
            guard bytes[start..<end].elementsEqual(needle) else { continue }
            if start > 0, isDigit(bytes[start - 1]) { continue }
            if end < bytes.count, isDigit(bytes[end]) { continue }
            return true
        }
        return false
    }
}
