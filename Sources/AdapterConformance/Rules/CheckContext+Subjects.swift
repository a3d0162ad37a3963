import ConformanceVocabulary
import Foundation
import ScriptedNetwork

/// What a native-ad rule judges: the ad the network delivered and what the adapter made of it.
struct NativeSubject {
    /// The network's first answer.
    let network: NetworkAd
    /// The mapped ad as the SDK read it.
    let assets: AssetSnapshot
    /// The trace event of that snapshot.
    let assetsEvent: TraceEvent
}

/// What a banner rule judges: the network's ad and the view the adapter returned.
struct BannerSubject {
    let network: NetworkAd
    let view: BannerSnapshot
    /// The trace event of the banner-view snapshot.
    let viewEvent: TraceEvent
}

/// Why a rule has nothing to judge (a skip), or why the missing subject is itself a defect.
struct Unjudged: Error {
    let verdict: RuleOutcome.Verdict
}

extension CheckContext {
    /// The native ad of a load, when the scenario delivers one. A scenario whose network
    /// delivers an ad but whose load produced no mapped ad is a violation, not a skip: the
    /// scenario clearly exercises the rule and the adapter lost the ad.
    func nativeSubject(load: Int = 0) -> Result<NativeSubject, Unjudged> {
        guard scenario.format == .native else {
            return .failure(Unjudged(verdict: .skipped("not a native-ad scenario")))
        }
        if let skip = deliverySkip(load: load) { return .failure(Unjudged(verdict: skip)) }
        guard let network = firstAd(load: load) else {
            return .failure(Unjudged(verdict: .skipped("the network does not deliver an ad in this scenario")))
        }
        guard let assetsEvent = assetsEvent(load: load), case .assets(let assets) = assetsEvent.kind else {
            return .failure(
                Unjudged(
                    verdict: .violated([
                        Finding(
                            expected:
                                "load \(load): a mapped native ad to judge (the network delivered \"\(network.headline ?? "an ad without headline")\")",
                            actual: completionSummary(load: load), evidence: completionEvidence(load: load))
                    ])))
        }
        return .success(NativeSubject(network: network, assets: assets, assetsEvent: assetsEvent))
    }

    /// The banner of a load, when the scenario delivers one (see `nativeSubject`).
    func bannerSubject(load: Int = 0) -> Result<BannerSubject, Unjudged> {
        guard scenario.format == .banner else { return .failure(Unjudged(verdict: .skipped("not a banner scenario"))) }
        if let skip = deliverySkip(load: load) { return .failure(Unjudged(verdict: skip)) }
        guard let network = firstAd(load: load) else {
            return .failure(Unjudged(verdict: .skipped("the network does not deliver an ad in this scenario")))
        }
        guard let viewEvent = bannerViewEvent(load: load), case .bannerView(let view) = viewEvent.kind else {
            return .failure(
                Unjudged(
                    verdict: .violated([
                        Finding(
                            expected: "load \(load): a banner view to judge (the network delivered an ad)",
                            actual: completionSummary(load: load), evidence: completionEvidence(load: load))
                    ])))
        }
        return .success(BannerSubject(network: network, view: view, viewEvent: viewEvent))
    }

    private func deliverySkip(load: Int) -> RuleOutcome.Verdict? {
        if let refusalOwed { return .skipped(refusalOwed) }
        if load >= loadCount { return .skipped("the scenario has no load \(load)") }
        return nil
    }

    /// How a load ended, in words, for findings about a missing ad.
    func completionSummary(load: Int = 0) -> String {
        guard let first = completions(load: load).first else { return "no completion: the load never finished" }
        if let error = first.error { return "the load failed with error \(error)" }
        if let ad = first.adType { return "the load completed with \(ad), which the SDK could not read as this format" }
        return "the load completed with neither ad nor error"
    }
}

extension RuleCheck {
    /// Runs `judge` on the load's native ad, or returns why there is none to judge.
    func withNativeAd(_ context: CheckContext, load: Int = 0, _ judge: (NativeSubject) -> RuleOutcome.Verdict)
        -> RuleOutcome.Verdict
    {
        switch context.nativeSubject(load: load) {
        case .success(let subject): judge(subject)
        case .failure(let unjudged): unjudged.verdict
        }
    }

    /// Runs `judge` on the load's banner, or returns why there is none to judge.
    func withBanner(_ context: CheckContext, load: Int = 0, _ judge: (BannerSubject) -> RuleOutcome.Verdict)
        -> RuleOutcome.Verdict
    {
        switch context.bannerSubject(load: load) {
        case .success(let subject): judge(subject)
        case .failure(let unjudged): unjudged.verdict
        }
    }
}

extension Unjudged {
    /// The findings, when the missing subject is a violation.
    var findings: [Finding] {
        if case .violated(let findings) = verdict { return findings }
        return []
    }
}
