import Foundation

/// One part of a scenario's run, in the order the engine plays them: the adapter class's
/// set-up, the SDK asking for bidding signals, the load of an ad of one format (then the
/// scenario's steps). This is the one place that says what each phase takes: which steps
/// may follow and which rules a scenario with the phase is judged on uncited; the engine adds
/// what the SDK calls and which rules can judge it at all (its format drivers and checks know).
/// A scenario file names no phase; its `format` (`setUp` or an ad format) and its `signals`
/// say which it has (`Scenario.phases`).
package enum ScenarioPhase: Hashable, Sendable {
    /// `setUp(with:completionHandler:)` and the class members; nothing loads.
    case setUp
    /// `collectSignals(for:completionHandler:)` on a fresh adapter, before any load.
    case collectSignals
    /// The load of an ad of the format, on one adapter instance per scripted load.
    case load(ScenarioFormat)

    /// Whether the adapter loads an ad in the phase: only then do load requests (bid
    /// response, watermark, path), network scripts and expected outcomes mean anything.
    package var loads: Bool {
        switch self {
        case .load: true
        case .setUp, .collectSignals: false
        }
    }

    /// Whether signal collection may come before the phase (a set-up scenario has no signals).
    package var mayFollowSignals: Bool {
        switch self {
        case .load: true
        case .setUp, .collectSignals: false
        }
    }

    /// Whether the SDK reads the adapter's versions and extras class in every scenario with
    /// the phase, whatever its rules.
    package var queriesVersions: Bool {
        switch self {
        case .setUp: true
        case .collectSignals, .load: false
        }
    }

    /// The steps a scenario may take after the phase; the loader refuses others.
    package var acceptedSteps: Set<ScenarioStep.Kind> {
        switch self {
        case .setUp, .collectSignals: []
        case .load(let format):
            switch format {
            // Banners: the network's events and time passing.
            case .banner: [.network, .wait]
            // Native ads: the publisher renders, clicks, shows and untracks the ad.
            case .native: [.render, .click, .impression, .tapAdChoices, .network, .wait, .untrack]
            // Full-screen ads show nothing until the publisher presents them.
            case .interstitial, .rewarded, .rewardedInterstitial, .appOpen: [.present, .network, .wait]
            case .setUp: []
            }
        }
    }

    /// Rules judged in every scenario with the phase, cited or not: a completion called
    /// twice, or with both or neither of ad and error, never passes.
    package var implicitRules: [RuleID] {
        switch self {
        case .load: [.load1, .load2]
        case .setUp, .collectSignals: []
        }
    }
}

extension ScenarioFormat {
    /// The phase a scenario of this format plays after any signal collection; the one place
    /// `setUp`, the file spelling of the set-up phase, is told from the ad formats.
    package var phase: ScenarioPhase { self == .setUp ? .setUp : .load(self) }

    /// The formats that load an ad.
    package static let loadFormats = allCases.filter { $0.phase.loads }

    /// The steps a scenario of this format may take.
    package var acceptedSteps: Set<ScenarioStep.Kind> { phase.acceptedSteps }
}

extension Scenario {
    /// The phases the scenario plays, in order: signal collection if it asks for signals,
    /// then its format's phase unless a load phase has no loads (a signals-only scenario).
    package var phases: [ScenarioPhase] {
        let main = format.phase
        guard main.mayFollowSignals else { return [main] }
        return (signals == nil ? [] : [.collectSignals]) + (main.loads && loads.isEmpty ? [] : [main])
    }

    /// Whether the adapter loads in this scenario.
    package var loadsAnAd: Bool { phases.contains(where: \.loads) }

    /// Whether the scenario's format is an ad format but it loads nothing: it only collects signals.
    package var onlyCollectsSignals: Bool { format.phase.loads && loads.isEmpty }
}
