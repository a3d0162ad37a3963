import Foundation
import ScriptedNetwork

/// One scripted scenario: the stimuli (request, network script, steps after loading),
/// the rules it checks, and the values it expects. Loaded from `scenarios/*.json`.
package struct Scenario: Equatable, Sendable, Identifiable {
    /// Stable ID, e.g. `native.load.answer-twice`; JUnit test names are built from it.
    package var id: String
    /// One-line description.
    package var title: String
    /// The ad format, or `setUp` for adapter-class scenarios.
    package var format: ScenarioFormat
    /// The rules this scenario checks.
    package var rules: [RuleID]
    /// How the SDK builds the ad configuration.
    package var request: ScenarioRequest
    /// What the network does for each load; one entry per adapter instance, loading at once.
    package var loads: [NetworkScript]
    /// Scenario time the SDK waits for a completion after the network answered.
    package var loadWindowMilliseconds: Int
    /// The publisher's side: custom click handler, installed apps.
    package var publisher: PublisherSetup
    /// What happens after loading, in order.
    package var steps: [ScenarioStep]
    /// Set-up credentials, for `setUp` scenarios.
    package var setUpParameters: [String?]
    /// Explicit expectations.
    package var expect: ScenarioExpectation
    /// The file the scenario came from, for error messages and reports.
    package var source: String?
    /// The global request configuration (`MobileAds.shared.requestConfiguration`) during the scenario.
    package var privacy = PrivacySettings()
    /// Changes the publisher makes to the global request configuration between two loads,
    /// each before the load it names (files: `"privacyChanges": [{"beforeLoad": 1, "privacy": {…}}]`).
    package var privacyChanges: [PrivacyChange] = []
    /// Signal collection before the loads, if the scenario asks for it.
    package var signals: SignalPhase?

    package init(
        id: String, title: String, format: ScenarioFormat, rules: [RuleID],
        request: ScenarioRequest = ScenarioRequest(), loads: [NetworkScript] = Scenario.defaultLoads,
        loadWindowMilliseconds: Int = Scenario.defaultLoadWindowMilliseconds,
        publisher: PublisherSetup = PublisherSetup(), steps: [ScenarioStep] = [],
        setUpParameters: [String?] = Scenario.defaultSetUpParameters,
        expect: ScenarioExpectation = ScenarioExpectation(), source: String? = nil
    ) {
        self.id = id; self.title = title; self.format = format; self.rules = rules
        self.request = request; self.loads = loads; self.loadWindowMilliseconds = loadWindowMilliseconds
        self.publisher = publisher; self.steps = steps; self.setUpParameters = setUpParameters
        self.expect = expect; self.source = source
    }

    /// What a file without `network` or `loads` scripts: one standard ad, at once.
    package static let defaultLoads: [NetworkScript] = [.deliver()]
    /// The load window of a file without `loadWindowMs`.
    package static let defaultLoadWindowMilliseconds = 10_000
    /// The set-up credentials of a file without `setUp`.
    package static let defaultSetUpParameters: [String?] = ["sample-ad-unit"]
}

/// What a scenario exercises: the load of one ad format (see `driver`), or set-up.
package enum ScenarioFormat: String, Sendable, CaseIterable {
    case banner, native, interstitial, rewarded, rewardedInterstitial, appOpen
    /// Adapter-class checks (versions, set-up) without a load.
    case setUp
}

/// The publisher's side of a native ad.
package struct PublisherSetup: Equatable, Sendable {
    /// Whether the publisher set a custom click handler.
    package var customClickHandler: Bool
    /// URL schemes that installed apps open (deep links with other schemes fail).
    package var installedAppSchemes: [String]
    /// Creates a set-up.
    package init(customClickHandler: Bool = false, installedAppSchemes: [String] = []) {
        self.customClickHandler = customClickHandler
        self.installedAppSchemes = installedAppSchemes
    }
}

/// A stimulus after loading.
package enum ScenarioStep: Equatable, Sendable {
    /// The publisher renders the native ad in an ad view.
    case render
    /// The user taps an asset view (`headline`, `callToAction`, `icon`, …).
    case click(asset: String)
    /// The SDK records an impression (the ad became visible).
    case impression
    /// The user taps the AdChoices view.
    case tapAdChoices
    /// The network reports an event.
    case network(NetworkEvent)
    /// Scenario time passes.
    case wait(milliseconds: Int)
    /// The ad view is released.
    case untrack
    /// The publisher shows the loaded full-screen ad: the SDK calls `present(from:)`, and
    /// when the adapter asks the network to show, the network plays `show`.
    case present(show: [ShowEvent])

    /// Step names as scenario files spell them; formats accept some of them.
    package enum Kind: String, CaseIterable, Sendable {
        case render, click, impression, tapAdChoices, network, wait, untrack, present
    }

    package var kind: Kind {
        switch self {
        case .render: .render
        case .click: .click
        case .impression: .impression
        case .tapAdChoices: .tapAdChoices
        case .network: .network
        case .wait: .wait
        case .untrack: .untrack
        case .present: .present
        }
    }
}

/// What the network reports during one show, timed from the moment it was asked to show.
package struct ShowEvent: Equatable, Sendable {
    package var event: NetworkEvent
    package var delayMilliseconds: Int
    package var thread: CallbackThread

    package init(_ event: NetworkEvent, afterMilliseconds delay: Int = 0, on thread: CallbackThread = .main) {
        self.event = event
        self.delayMilliseconds = delay
        self.thread = thread
    }

    /// A presentation that goes as planned: shown, counted, closed by the user a second later.
    package static let ordinary = [
        ShowEvent(.presentScreen), ShowEvent(.impression), ShowEvent(.dismissScreen, afterMilliseconds: 1_000),
        ShowEvent(.didDismissScreen, afterMilliseconds: 1_000),
    ]
}

/// How a scenario says its load should end, when the script alone does not tell.
package enum ExpectedOutcome: String, Sendable, CaseIterable {
    case success, failure
    /// No completion is owed (the network never answers and nothing forces an end).
    case none

    /// Whether the adapter owes the SDK a completion.
    package var owesCompletion: Bool { self != .none }
}

/// Values the scenario expects, checked under the rules it names.
package struct ScenarioExpectation: Equatable, Sendable {
    package var outcome: ExpectedOutcome?
    /// The set-up should end in an error (`true`) or succeed (`false`).
    package var setUpFails: Bool?
    /// Creates expectations.
    package init(outcome: ExpectedOutcome? = nil, setUpFails: Bool? = nil) {
        self.outcome = outcome
        self.setUpFails = setUpFails
    }
}
