import ConformanceVocabulary
import Foundation
import ScriptedNetwork

/// Shorthand: judge a scenario's signal collection, or say why there is none.
private func withSignals(
    _ context: CheckContext,
    _ judge: ((event: TraceEvent, format: String, width: Double?, height: Double?))
        -> RuleOutcome.Verdict
) -> RuleOutcome.Verdict {
    guard let phase = context.scenario.signals else { return .skipped("the scenario collects no signals") }
    if context.biddingFacts.synchronousTokens, phase.network != .token(SignalScript.defaultToken),
        phase.network.answers.count != 1 || phase.network.answers[0].delayMilliseconds > 0
            || phase.network.answers[0].thread != nil || !phase.network.answers[0].outcome.isToken
    {
        return .skipped(
            "the fixture declares a synchronous token getter that cannot fail: the late, missing or failed token this scenario scripts cannot happen"
        )
    }
    guard let request = context.signalsRequest else {
        return .skipped(
            context.trace.events.contains {
                $0.kind == .note("the adapter is not an RTBAdapter: it collects no signals")
            }
                ? "the adapter is not an RTBAdapter" : "no signals were asked for")
    }
    return judge(request)
}

/// BID-1: collectSignals completes exactly once, within the signal window.
struct BID_1: RuleCheck {
    let rule = RuleCatalog.definition(.bid1)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withSignals(context) { request in
            let completions = context.signalCompletions
            let window = context.scenario.signals?.windowMilliseconds ?? SignalPhase.defaultWindowMilliseconds
            var findings: [Finding] = []
            if completions.count != 1 {
                findings.append(
                    Finding(
                        expected: "the signal completion called once",
                        actual: completions.isEmpty ? "never called" : "called \(completions.count) times",
                        evidence: context.signalEvidence()))
            }
            if let first = completions.first, first.event.timeMilliseconds - request.event.timeMilliseconds > window {
                findings.append(
                    Finding(
                        expected: "the signal completion within \(window) ms",
                        actual: "after \(first.event.timeMilliseconds - request.event.timeMilliseconds) ms",
                        at: [request.event, first.event]))
            }
            return verdict(findings)
        }
    }
}

/// BID-2: a signal without an error is a non-empty string; an error has a domain.
struct BID_2: RuleCheck {
    let rule = RuleCatalog.definition(.bid2)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withSignals(context) { _ in
            guard let first = context.signalCompletions.first else { return .skipped("no signal completion (BID-1's)") }
            if let error = first.error {
                return error.domain.isEmpty
                    ? .violated([
                        Finding(
                            expected: "an error with a non-empty domain", actual: "error \(error)", at: [first.event])
                    ])
                    : .passed
            }
            return CheckContext.hasSignal(first.signal)
                ? .passed
                : .violated([
                    Finding(
                        expected: "a non-empty signal, or an error",
                        actual: "signal \(first.signal.map { "\"\($0)\"" } ?? "nil") without an error",
                        at: [first.event])
                ])
        }
    }
}

/// BID-3: never a signal together with an error.
struct BID_3: RuleCheck {
    let rule = RuleCatalog.definition(.bid3)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withSignals(context) { _ in
            let both = context.signalCompletions.filter { CheckContext.hasSignal($0.signal) && $0.error != nil }
            return verdict(
                both.map {
                    Finding(
                        expected: "a signal or an error", actual: "both: signal and error \($0.error!)", at: [$0.event])
                })
        }
    }
}

/// BID-4: collectSignals completes while the main thread is busy.
struct BID_4: RuleCheck {
    let rule = RuleCatalog.definition(.bid4)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withSignals(context) { _ in
            guard (context.scenario.signals?.busyMainMilliseconds ?? 0) > 0 else {
                return .skipped("the main thread is not held busy in this scenario")
            }
            let freed = context.trace.events.first { $0.kind == .note("the main thread is free again") }
            let free = freed?.sequence ?? 0
            guard let first = context.signalCompletions.first else {
                return .violated([
                    Finding(
                        expected: "signals while the main thread is busy", actual: "no completion",
                        evidence: context.signalEvidence())
                ])
            }
            return first.event.sequence < free
                ? .passed
                : .violated([
                    Finding(
                        expected: "the signal completion while the main thread is busy",
                        actual: "only after the main thread was free again (the adapter waits for it)",
                        at: [freed, first.event].compactMap { $0 })
                ])
        }
    }
}

/// BID-5: asked for a format it cannot bid on, the adapter answers with an error.
struct BID_5: RuleCheck {
    let rule = RuleCatalog.definition(.bid5)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        guard let phase = context.scenario.signals, phase.format == nil else {
            return .skipped("the scenario asks for signals for a format the adapter bids on")
        }
        return withSignals(context) { _ in
            guard let first = context.signalCompletions.first else {
                return .violated([
                    Finding(
                        expected: "an NSError for the format", actual: "no completion",
                        evidence: context.signalEvidence())
                ])
            }
            if CheckContext.hasSignal(first.signal) || first.error == nil {
                return .violated([
                    Finding(
                        expected: "an NSError: the adapter cannot bid on this format",
                        actual:
                            "signal \(first.signal.map { "\"\($0)\"" } ?? "nil"), error \(first.error.map(\.description) ?? "nil")",
                        at: [first.event])
                ])
            }
            return .passed
        }
    }
}

/// BID-6: a banner's size reaches the network's token request.
struct BID_6: RuleCheck {
    let rule = RuleCatalog.definition(.bid6)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withSignals(context) { request in
            guard request.format == ScenarioFormat.banner.rawValue, let width = request.width,
                let height = request.height
            else {
                return .skipped("not a banner signal request")
            }
            guard let fetch = context.signalFetches.first else {
                return .skipped("the adapter asked the network for no token")
            }
            return fetch.bannerWidth == width && fetch.bannerHeight == height
                ? .passed
                : .violated([
                    Finding(
                        expected: "a token request for \(Int(width))x\(Int(height))",
                        actual: fetch.bannerWidth.map { "\(Int($0))x\(Int(fetch.bannerHeight ?? 0))" } ?? "no size",
                        at: [request.event] + context.signalFetchEvents.prefix(1))
                ])
        }
    }
}

/// BID-7: a bidding load loads from the bid response, unchanged.
struct BID_7: RuleCheck {
    let rule = RuleCatalog.definition(.bid7)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        guard context.biddingFacts.bids else { return .skipped("the fixture declares no bidding path") }
        if let reason = context.unbiddableFormat { return .skipped(reason) }
        var findings: [Finding] = []
        var judged = false
        for load in 0..<context.loadCount {
            guard let bid = context.loadPath(load: load)?.bidResponse else { continue }
            if context.refusalOwed != nil { continue }
            judged = true
            guard let fetch = context.fetch(load: load) else {
                if context.completions(load: load).first?.error == nil {
                    findings.append(
                        Finding(
                            expected: "a network load from the bid response",
                            actual: "the network was asked for nothing",
                            at: [context.loadEvent(load: load)].compactMap { $0 },
                            absentAfter: context.lastEvent(load: load)))
                }
                continue
            }
            if fetch.request.bidResponse != bid {
                findings.append(
                    Finding(
                        expected: "the network loads from bid response \"\(bid)\"",
                        actual: fetch.request.bidResponse.map { "bid response \"\($0)\"" }
                            ?? "a fetch by ad unit \(fetch.request.adUnit.map { "\"\($0)\"" } ?? "nil")",
                        at: [fetch.event]))
            }
        }
        return judged ? verdict(findings) : .skipped("no bidding load in this scenario")
    }
}

/// BID-8: the watermark reaches the network, in the declared encoding.
struct BID_8: RuleCheck {
    let rule = RuleCatalog.definition(.bid8)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        guard context.biddingFacts.bids else { return .skipped("the fixture declares no bidding path") }
        if let reason = context.unbiddableFormat { return .skipped(reason) }
        var findings: [Finding] = []
        var judged = false
        for load in 0..<context.loadCount {
            guard let path = context.loadPath(load: load), path.bidResponse != nil, let watermark = path.watermark,
                let fetch = context.fetch(load: load)
            else { continue }
            judged = true
            let expected = context.biddingFacts.watermarkBase64 ? Data(watermark.utf8).base64EncodedString() : watermark
            if fetch.request.watermark != expected {
                findings.append(
                    Finding(
                        expected: "watermark \"\(expected)\" at the network",
                        actual: fetch.request.watermark.map { "watermark \"\($0)\"" } ?? "no watermark",
                        at: [fetch.event]))
            }
        }
        return judged ? verdict(findings) : .skipped("no bidding load with a watermark reached the network")
    }
}

/// BID-9: a bidding-only adapter refuses a load without a bid response; no load hangs on a missing watermark.
struct BID_9: RuleCheck {
    let rule = RuleCatalog.definition(.bid9)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        let facts = context.biddingFacts
        var findings: [Finding] = []
        var judged = false
        for load in 0..<context.loadCount {
            guard let path = context.loadPath(load: load) else { continue }
            let completions = context.completions(load: load)
            if path.bidResponse == nil, facts.bids {
                judged = true
                if facts.biddingOnly {
                    if let fetch = context.fetchEvent(load: load) {
                        findings.append(
                            Finding(
                                expected: "no network request without a bid response",
                                actual: "the adapter fetched from the network", at: [fetch]))
                    }
                    guard let first = completions.first else {
                        findings.append(
                            Finding(
                                expected: "a failed load with an NSError", actual: "no completion",
                                evidence: context.completionEvidence(load: load)))
                        continue
                    }
                    let start = context.trace.events.first {
                        $0.load == load && $0.kind == .loadStarted(format: context.scenario.format)
                    }
                    if first.adType != nil || first.error.map({ $0.domain.isEmpty }) != false {
                        findings.append(
                            Finding(
                                expected: "a failed load with an NSError (domain and code)",
                                actual:
                                    "completion with ad \(first.adType ?? "nil"), error \(first.error.map(\.description) ?? "nil")",
                                at: [first.event]))
                    } else if let start, first.event.timeMilliseconds - start.timeMilliseconds > 100 {
                        findings.append(
                            Finding(
                                expected: "the failure at once",
                                actual: "after \(first.event.timeMilliseconds - start.timeMilliseconds) ms",
                                at: [start, first.event]))
                    }
                } else if context.fetch(load: load) == nil, context.refusalOwed == nil {
                    findings.append(
                        Finding(
                            expected: "a waterfall fetch by ad unit (the fixture declares a waterfall path)",
                            actual: "the network was asked for nothing",
                            at: [context.loadEvent(load: load)].compactMap { $0 },
                            absentAfter: context.lastEvent(load: load)))
                }
            } else if path.bidResponse != nil, path.watermark == nil {
                judged = true
                if completions.isEmpty, context.fetch(load: load) == nil {
                    findings.append(
                        Finding(
                            expected: "a completion without a watermark (a load or an error)", actual: "the load hangs",
                            evidence: context.completionEvidence(load: load)))
                }
            }
        }
        return judged
            ? verdict(findings) : .skipped("no waterfall load on a bidding adapter and no load without a watermark")
    }
}

// What the rest of the harness needs from these rules besides their checks: formats, fuzz aims, limits.

extension BID_1 {
    var judgesRefusals: RefusalsJudged { .all }
    func aim(_ grammar: inout FuzzGrammar) { BID_1.aimAtSignals(&grammar) }

    /// BID-1's, BID-2's, BID-3's and BID-6's aim: signals the network scripts, for a format it bids on.
    static func aimAtSignals(_ grammar: inout FuzzGrammar) {
        grammar.signals = 0.95; grammar.scriptedSignals = 0.8; grammar.unbiddable = 0.05
    }
}

extension BID_2 {
    var judgesRefusals: RefusalsJudged { .biddingOnly }
    func aim(_ grammar: inout FuzzGrammar) { BID_1.aimAtSignals(&grammar) }
}

extension BID_3 {
    var judgesRefusals: RefusalsJudged { .all }
    func aim(_ grammar: inout FuzzGrammar) { BID_1.aimAtSignals(&grammar) }
}

extension BID_4 {
    var judgesRefusals: RefusalsJudged { .all }
    func aim(_ grammar: inout FuzzGrammar) { grammar.signals = 0.95; grammar.busyMain = 0.9; grammar.unbiddable = 0.05 }
    func limit(in scenario: Scenario) -> String? {
        guard
            scenario.signals?.network.answers.contains(where: { $0.thread != nil || $0.delayMilliseconds > 0 })
                == true
        else { return nil }
        return "the network's own token answer waits for the clock, which the busy main thread holds"
    }
}

extension BID_5 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.signals = 0.95; grammar.unbiddable = 0.9 }
}

extension BID_6 {
    var formats: [ScenarioFormat] { [.banner] }
    func aim(_ grammar: inout FuzzGrammar) { BID_1.aimAtSignals(&grammar) }
}

extension BID_7 {
    func aim(_ grammar: inout FuzzGrammar) { BID_7.aimAtBiddingLoads(&grammar) }

    /// BID-7's and BID-8's aim: bidding loads with a watermark.
    static func aimAtBiddingLoads(_ grammar: inout FuzzGrammar) {
        grammar.biddingPath = 0.9; grammar.noWatermark = 0.05; grammar.missingParameter = 0; grammar.signals = 0.05
    }
}

extension BID_8 {
    func aim(_ grammar: inout FuzzGrammar) { BID_7.aimAtBiddingLoads(&grammar) }
}

extension BID_9 {
    var judgesRefusals: RefusalsJudged { .biddingOnly }
    func aim(_ grammar: inout FuzzGrammar) {
        grammar.biddingPath = 0.9; grammar.noWatermark = 0.4; grammar.signals = 0.05
    }
}

extension SignalOutcome {
    /// Whether the answer is a token.
    var isToken: Bool { if case .token = self { true } else { false } }
}
