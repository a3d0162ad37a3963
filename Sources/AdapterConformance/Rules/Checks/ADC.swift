import ConformanceVocabulary
import Foundation
import ScriptedNetwork

extension CheckContext {
    /// The render snapshot to judge AdChoices on, or why there is none.
    func renderedAd(_ subject: NativeSubject) -> Result<RenderSnapshot, Unjudged> {
        if let render { return .success(render) }
        let renders = scenario.steps.contains { step in
            switch step {
            case .render, .click, .impression, .tapAdChoices: true
            default: false
            }
        }
        if !renders { return .failure(Unjudged(verdict: .skipped("the scenario never renders the ad"))) }
        return .failure(
            Unjudged(
                verdict: .violated([
                    Finding(
                        expected: "a rendered ad view",
                        actual: "the SDK could not render the ad (no render snapshot in the trace)",
                        at: sdkCallEvents { $0 == .didRender }, absentAfter: lastEvent)
                ])))
    }
}

extension RuleCheck {
    /// Runs `judge` on the rendered native ad, or returns why there is none to judge.
    func withRenderedAd(_ context: CheckContext, _ judge: (NativeSubject, RenderSnapshot) -> RuleOutcome.Verdict)
        -> RuleOutcome.Verdict
    {
        withNativeAd(context) { subject in
            switch context.renderedAd(subject) {
            case .success(let render): judge(subject, render)
            case .failure(let unjudged): unjudged.verdict
            }
        }
    }
}

/// ADC-1: a network AdChoices view ends up in the rendered ad.
struct ADC_1: RuleCheck {
    let rule = RuleCatalog.definition(.adc1)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withRenderedAd(context) { subject, render in
            guard subject.network.adChoices == .view else {
                return .skipped("the network does not supply an AdChoices view in this scenario")
            }
            if render.networkAdChoicesViewPresent { return .passed }
            return .violated([
                Finding(
                    expected:
                        "the network's AdChoices view in the rendered ad (through adChoicesView or added in didRender)",
                    actual:
                        "not there; the ad view holds \(render.adChoicesViews) AdChoices view\(render.adChoicesViews == 1 ? "" : "s")"
                        + (subject.assets.adChoicesView.map { ", adChoicesView is \($0)" } ?? ", adChoicesView is nil"),
                    at: [subject.assetsEvent, context.renderEvent].compactMap { $0 })
            ])
        }
    }
}

/// ADC-2: AdChoices as icon and URL: the adapter builds the view and a tap opens the URL.
struct ADC_2: RuleCheck {
    let rule = RuleCatalog.definition(.adc2)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withRenderedAd(context) { subject, render in
            guard case .iconAndURL(_, let clickURL) = subject.network.adChoices else {
                return .skipped("the network does not supply AdChoices as icon and URL in this scenario")
            }
            var findings: [Finding] = []
            if render.adChoicesViews < 1 {
                findings.append(
                    Finding(
                        expected: "an AdChoices view the adapter built from the network's icon",
                        actual:
                            "no AdChoices view in the rendered ad (adChoicesView is \(subject.assets.adChoicesView ?? "nil"))",
                        at: [subject.assetsEvent, context.renderEvent].compactMap { $0 }))
            }
            let taps = context.taps.filter { $0.asset == nil }
            for (index, tap) in taps.enumerated() {
                let wanted = Show.normalized(clickURL)
                if !tap.navigations.map(Show.normalized).contains(wanted) {
                    findings.append(
                        Finding(
                            expected: "AdChoices tap \(index + 1) opens \(clickURL)",
                            actual: "opened \(Show.list(tap.navigations))",
                            evidence: tap.evidence { if case .navigation = $0 { true } else { false } }))
                }
            }
            return verdict(findings)
        }
    }
}

/// ADC-3: a rendered ad holds exactly one AdChoices view.
struct ADC_3: RuleCheck {
    let rule = RuleCatalog.definition(.adc3)
    /// A network supplies AdChoices in one of two ways; one that has neither has none to count.
    static let supplies: [NetworkCapability] = [.adChoicesView, .adChoicesIconAndURL]

    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        guard Self.supplies.contains(where: context.capabilities.contains) else {
            return .skipped(
                "the adapter's network has no AdChoices (neither \(Self.supplies.map(\.displayName).joined(separator: " nor "))), which ADC-3 needs"
            )
        }
        return withRenderedAd(context) { subject, render in
            guard subject.network.adChoices != .none else {
                return .skipped("the network supplies no AdChoices in this scenario")
            }
            if render.adChoicesViews == 1 { return .passed }
            return .violated([
                Finding(
                    expected: "exactly one AdChoices view in the rendered ad",
                    actual: "\(render.adChoicesViews)"
                        + (render.adChoicesViews > 1 ? " (adapter and network both added one?)" : ""),
                    at: [context.renderEvent].compactMap { $0 })
            ])
        }
    }
}

/// ADC-4: the AdChoices view sits in the requested corner.
struct ADC_4: RuleCheck {
    let rule = RuleCatalog.definition(.adc4)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withRenderedAd(context) { subject, render in
            guard subject.network.adChoices != .none else {
                return .skipped("the network supplies no AdChoices in this scenario")
            }
            guard let corner = render.adChoicesCorner, render.adChoicesViews > 0 else {
                return .skipped("the rendered ad has no AdChoices view to place (ADC-3 covers that)")
            }
            let wanted = context.adChoicesPosition ?? .topRightCorner
            if corner == wanted { return .passed }
            return .violated([
                Finding(
                    expected:
                        "the AdChoices view in the \(wanted.scenarioName) corner\(context.adChoicesPosition == nil ? " (the default)" : "")",
                    actual: "in the \(corner.scenarioName) corner", at: [context.renderEvent].compactMap { $0 })
            ])
        }
    }
}

// What the rest of the harness needs from these rules besides their checks: formats, fuzz aims, limits.

extension ADC_1 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.stepKinds[.render, default: 0] += 6 }
}

extension ADC_2 {
    func aim(_ grammar: inout FuzzGrammar) {
        grammar.adChoicesIcon = 0.7; grammar.adChoicesNone = 0.05
        grammar.stepKinds[.tapAdChoices, default: 0] += 6
    }
}

extension ADC_3 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.stepKinds[.render, default: 0] += 6 }
}

extension ADC_4 {
    func aim(_ grammar: inout FuzzGrammar) {
        grammar.options[.adView] = 0.7; grammar.stepKinds[.render, default: 0] += 6
    }
}
