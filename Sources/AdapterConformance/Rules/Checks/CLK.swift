import ConformanceVocabulary
import Foundation
import GoogleMobileAds
import ScriptedNetwork

/// CLK-1: handlesUserClicks() true: each network click is forwarded once with reportClick().
struct CLK_1: RuleCheck {
    let rule = RuleCatalog.definition(.clk1)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withNativeAd(context) { subject in
            guard subject.assets.handlesUserClicks else {
                return .skipped("the adapter declares handlesUserClicks() false; CLK-2 covers this mode")
            }
            let clicks = context.networkEventCount([.click])
            guard clicks > 0 else { return .skipped("no click reached the network in this scenario") }
            let reported = context.count(delegate: .reportClick)
            if reported == clicks { return .passed }
            return .violated([
                Finding(
                    expected: "reportClick() \(Show.times(clicks)), once per click the network reported",
                    actual: "reportClick() \(Show.times(reported))",
                    evidence: context.evidence(
                        context.networkEventEvents([.click]) + context.delegateEvents([.reportClick])))
            ])
        }
    }
}

/// CLK-2: handlesUserClicks() false: the SDK's click reaches the network and is not also reported.
struct CLK_2: RuleCheck {
    let rule = RuleCatalog.definition(.clk2)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withNativeAd(context) { subject in
            guard !subject.assets.handlesUserClicks else {
                return .skipped("the adapter declares handlesUserClicks() true; CLK-1 covers this mode")
            }
            if context.customClickHandlerSet {
                return .skipped("the publisher set a custom click handler; CLK-3 covers this case")
            }
            let clicks = context.clicks.filter { tap in
                tap.sdkCalls.contains { if case .didRecordClickOnAsset = $0 { true } else { false } }
            }
            guard !clicks.isEmpty else { return .skipped("the SDK records no click in this scenario") }
            var findings: [Finding] = []
            for (index, click) in clicks.enumerated() {
                let asset = click.asset ?? "?"
                if click.defaulted.contains(.didRecordClickOnAsset) {
                    findings.append(
                        Finding(
                            expected:
                                "click \(index + 1) (\(asset)): the adapter implements \(OptionalMember.didRecordClickOnAsset.rawValue)",
                            actual:
                                "the SDK fell back to the default: the adapter lacks that exact method (misspelt?), so the click never reaches the network",
                            evidence: click.evidence { $0 == .defaulted(.didRecordClickOnAsset) }))
                    continue
                }
                let recorded = click.observations.filter(\.isClick).count
                if recorded == 0 {
                    findings.append(
                        Finding(
                            expected:
                                "click \(index + 1) (\(asset)): the network told of the click (e.g. handleClick(on:))",
                            actual:
                                "the network recorded no click; what it saw: \(Show.list(click.observations.map(\.text)))",
                            evidence: click.evidence { $0 == .sdkCall(.didRecordClickOnAsset(asset)) }))
                }
                if recorded > 1 {
                    findings.append(
                        Finding(
                            expected: "click \(index + 1) (\(asset)): the network counts one click",
                            actual: "the network recorded the click \(Show.times(recorded))",
                            evidence: click.evidence { $0.networkObservation?.isClick == true }))
                }
            }
            let reported = context.count(delegate: .reportClick)
            if reported > 0 {
                findings.append(
                    Finding(
                        expected: "no reportClick(): the SDK already counted the click itself",
                        actual:
                            "reportClick() \(Show.times(reported)) for \(clicks.count) user click\(clicks.count == 1 ? "" : "s")",
                        at: clicks.map(\.event) + context.delegateEvents([.reportClick])))
            }
            return verdict(findings)
        }
    }
}

/// CLK-3: with a custom click handler, only that handler runs, once per click with the asset ID.
struct CLK_3: RuleCheck {
    let rule = RuleCatalog.definition(.clk3)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        guard context.customClickHandlerSet else {
            return .skipped("the publisher set no custom click handler (CLK-4 covers that)")
        }
        return withNativeAd(context) { _ in
            let clicks = context.clicks
            guard !clicks.isEmpty else { return .skipped("the scenario has no click") }
            var findings: [Finding] = []
            for (index, click) in clicks.enumerated() {
                let asset = click.asset ?? "?"
                let wanted = NativeAdRenderer.identifier(asset).rawValue
                if click.customClicks != [wanted] {
                    findings.append(
                        Finding(
                            expected:
                                "click \(index + 1) (\(asset)): the custom click handler once with asset ID \(wanted)",
                            actual: click.customClicks.isEmpty
                                ? "not called" : "called with \(click.customClicks.joined(separator: ", "))",
                            evidence: click.evidence { if case .customClickHandler = $0 { true } else { false } }))
                }
                var extra: [String] = []
                if !click.navigations.isEmpty { extra.append("opened \(click.navigations.joined(separator: ", "))") }
                let reported = click.delegateCalls.filter { $0 == .reportClick }.count
                if reported > 0 { extra.append("reportClick() \(Show.times(reported))") }
                let recorded = click.observations.filter(\.isClick)
                if !recorded.isEmpty {
                    extra.append("the network handled the click (\(recorded.map(\.text).joined(separator: ", ")))")
                }
                if click.networkEvents.contains(.click) { extra.append("the network saw the click") }
                if !extra.isEmpty {
                    findings.append(
                        Finding(
                            expected: "click \(index + 1) (\(asset)): nothing but the custom click handler",
                            actual: extra.joined(separator: "; "),
                            evidence: click.evidence { kind in
                                switch kind {
                                case .navigation, .delegateCall(.reportClick), .networkNote, .networkEvent(.click): true
                                default: false
                                }
                            }))
                }
            }
            return verdict(findings)
        }
    }
}

/// CLK-4: without a custom click handler, a click opens the first openable deep link, else the URL.
struct CLK_4: RuleCheck {
    let rule = RuleCatalog.definition(.clk4)

    /// Where a click should go: the first deep link the device can open (a web link, or an
    /// installed app's scheme), else the destination URL.
    static func target(_ destination: ClickDestination, installed: [String]) -> String {
        let schemes = Set(installed.map { $0.lowercased() })
        for link in destination.deepLinks {
            guard let url = URL(string: link), let scheme = url.scheme?.lowercased() else { continue }
            if scheme == "http" || scheme == "https" || schemes.contains(scheme) { return url.absoluteString }
        }
        return Show.normalized(destination.url)
    }

    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        if context.customClickHandlerSet {
            return .skipped("the publisher set a custom click handler; CLK-3 covers this case")
        }
        return withNativeAd(context) { subject in
            guard let destination = subject.network.destination else {
                return .skipped("the network's ad has no click destination")
            }
            let clicks = context.clicks
            guard !clicks.isEmpty else { return .skipped("the scenario has no click") }
            let wanted = Self.target(destination, installed: context.scenario.publisher.installedAppSchemes)
            let installed = context.scenario.publisher.installedAppSchemes
            let why =
                wanted == Show.normalized(destination.url)
                ? "the destination URL: no deep link is openable (installed schemes: \(Show.list(installed)))"
                : "the first openable deep link"
            var findings: [Finding] = []
            for (index, click) in clicks.enumerated() where click.navigations.map(Show.normalized) != [wanted] {
                findings.append(
                    Finding(
                        expected:
                            "click \(index + 1) (\(click.asset ?? "?")): exactly one navigation, to \(wanted) (\(why))",
                        actual: click.navigations.isEmpty
                            ? "no navigation"
                            : "\(click.navigations.count) navigation\(click.navigations.count == 1 ? "" : "s"): \(click.navigations.joined(separator: ", "))",
                        evidence: click.evidence { if case .navigation = $0 { true } else { false } }))
            }
            return verdict(findings)
        }
    }
}

// What the rest of the harness needs from these rules besides their checks: formats, fuzz aims, limits.

extension CLK_1 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.stepKinds[.click, default: 0] += 6; grammar.favour([.click]) }
}

extension CLK_2 {
    func aim(_ grammar: inout FuzzGrammar) {
        grammar.customClickHandler = 0.05; grammar.stepKinds[.click, default: 0] += 6
    }
}

extension CLK_3 {
    func aim(_ grammar: inout FuzzGrammar) {
        grammar.customClickHandler = 0.9; grammar.stepKinds[.click, default: 0] += 6
    }
    func limit(in scenario: Scenario) -> String? { CLK_3.networkClickLimit(scenario) }

    /// CLK-3's and CLK-4's limit.
    static func networkClickLimit(_ scenario: Scenario) -> String? {
        scenario.networkClickAfterTap
            ? "the check counts what the network's own later click does as the user's tap" : nil
    }
}

extension CLK_4 {
    func aim(_ grammar: inout FuzzGrammar) {
        grammar.customClickHandler = 0.05; grammar.stepKinds[.click, default: 0] += 6
    }
    func limit(in scenario: Scenario) -> String? { CLK_3.networkClickLimit(scenario) }
}
