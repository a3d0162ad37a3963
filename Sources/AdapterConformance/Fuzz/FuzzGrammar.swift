import ConformanceVocabulary
import ScriptedNetwork

/// How likely each thing the scenario language can say is when the fuzzer draws a scenario:
/// probabilities (0…1) and relative weights. The defaults spread draws over the whole
/// language; aiming at rules (`RuleAim`) raises what those rules need to judge anything.
package struct FuzzGrammar: Sendable {
    var formats: [ScenarioFormat: Int] = [
        .setUp: 1, .native: 8, .banner: 3, .interstitial: 2, .rewarded: 2, .rewardedInterstitial: 2, .appOpen: 2,
    ]

    // The request.
    var missingParameter = 0.05
    var oddParameter = 0.15
    var testRequest = 0.3
    var childDirected = 0.4
    var bannerSize = 0.5
    var bidding = 0.1
    /// Each native loader option kind, independently.
    var options: [LoaderOptionKind: Double] = [
        .image: 0.3, .media: 0.25, .adView: 0.25, .video: 0.15, .multipleAds: 0.15, .unknown: 0.1,
    ]
    var disableImageLoading = 0.4
    var multipleImages = 0.4

    // Bidding and privacy.
    var privacy = 0.25
    /// A change of the request configuration before a later load (with several loads).
    var privacyChange = 0.2
    var biddingPath = 0.2
    var noWatermark = 0.2
    var signals = 0.15
    var signalsOnly = 0.5
    var unbiddable = 0.1
    var busyMain = 0.15
    var scriptedSignals = 0.5

    // The network.
    var severalLoads = 0.15
    var silent = 0.06
    /// Each further answer after the first (up to four), independently.
    var anotherAnswer = 0.3
    var failure = 0.3
    /// A failure reported without an error object.
    var withoutError = 0.1
    var delayed = 0.5
    var background = 0.3
    /// A further answer at the same moment on another lane: a race.
    var race = 0.15
    var oddLoadWindow = 0.15

    // Native content.
    var emptyBase = 0.15
    /// Each asset removed or given odd content, independently.
    var assetChange = 0.2
    var video = 0.3
    var adChoicesIcon = 0.2
    var adChoicesNone = 0.15
    var severalImages = 0.3
    var distinctAdsPerLoad = 0.8

    // The publisher.
    var customClickHandler = 0.25
    var installedApps = 0.4

    // Steps after loading.
    var steps = 0...6
    var stepKinds: [ScenarioStep.Kind: Int] = [
        .render: 3, .click: 4, .impression: 3, .tapAdChoices: 1, .network: 4, .wait: 1, .untrack: 1,
    ]
    var networkEvents: [NetworkEvent: Int] = Dictionary(uniqueKeysWithValues: NetworkEvent.allCases.map { ($0, 1) })

    // Full-screen presentation.
    var present = 0.85
    var secondPresent = 0.15
    var expireFirst = 0.1
    var showFails = 0.1
    var ordinaryShow = 0.3
    var clickInShow = 0.3
    var videoInShow = 0.3
    var reward = 0.6
    var rewardAfterDismissal = 0.25
    var eventsAfterDismissal = 0.15
    var eventsBeforePresent = 0.15

    /// The defaults.
    package init() {}

    /// The defaults, raised toward what `rules` need.
    package init(aimingAt rules: [RuleID]) {
        for rule in rules { RuleAim.raise(&self, toward: rule) }
    }
}

/// The native loader options by kind, so the grammar can weigh each.
package enum LoaderOptionKind: CaseIterable, Sendable {
    case image, media, adView, video, multipleAds, unknown
}
