import ConformanceVocabulary
import Foundation
import GoogleMobileAds
import ScriptedNetwork

/// What a rule check sees: the scenario, its trace, the network's capabilities and the
/// call timings, with queries shared by many checks.
package struct CheckContext: Sendable {
    package let scenario: Scenario
    package let trace: Trace
    /// What the adapter's network can do.
    package let capabilities: NetworkCapabilities
    /// Real-time durations of SDK calls into the adapter.
    package let timings: [CallTiming]
    /// The fixture's declarations (the defaults when the trace carries none), found once: most
    /// rules ask, through the refusal skip, and a scan of the trace per rule would be a tenth of
    /// judging a generated scenario.
    let biddingFacts: BiddingFacts

    package init(scenario: Scenario, trace: Trace, capabilities: NetworkCapabilities, timings: [CallTiming]) {
        self.scenario = scenario
        self.trace = trace
        self.capabilities = capabilities
        self.timings = timings
        biddingFacts = Self.declaredFacts(in: trace)
    }

    /// Number of loads in the scenario.
    package var loadCount: Int { scenario.format.phase.loads ? scenario.loads.count : 0 }

    /// Completion calls of a load, in order.
    package func completions(load: Int = 0) -> [(event: TraceEvent, adType: String?, error: ErrorSummary?)] {
        trace.events.compactMap { event in
            guard event.load == load, case .completion(_, let adType, let error) = event.kind else { return nil }
            return (event, adType, error)
        }
    }

    /// Event-delegate calls of a load.
    package func delegateCalls(load: Int = 0) -> [(event: TraceEvent, call: DelegateCall)] {
        trace.events.compactMap { event in
            guard event.load == load, case .delegateCall(let call) = event.kind else { return nil }
            return (event, call)
        }
    }

    /// How many times a delegate method was called for a load.
    package func count(delegate call: DelegateCall, load: Int = 0) -> Int {
        delegateCalls(load: load).filter { $0.call == call }.count
    }

    /// The fetch of a load.
    package func fetch(load: Int = 0) -> (event: TraceEvent, request: NetworkRequest)? {
        for event in trace.events where event.load == load {
            if case .networkFetch(let request) = event.kind { return (event, request) }
        }
        return nil
    }

    /// The network's scripted answers for a load.
    package func answers(load: Int = 0) -> [NetworkAnswer] {
        load < scenario.loads.count ? scenario.loads[load].answers : []
    }

    /// Scenario time of the network's first answer to a load, if it fetched and the script answers.
    package func firstAnswerTime(load: Int = 0) -> Int? {
        guard let fetch = fetch(load: load), let delay = answers(load: load).map(\.delayMilliseconds).min() else {
            return nil
        }
        return fetch.event.timeMilliseconds + delay
    }

    /// The outcome of the network's first answer (earliest delay, script order on ties).
    package func firstOutcome(load: Int = 0) -> NetworkOutcome? { firstAnswer(load: load)?.outcome }

    /// Whether the network's ad factory made no ad object for load `load` (the trace says so).
    package func refusedAdObject(load: Int) -> Bool {
        trace.events.contains { event in
            guard event.load == load, case .networkObservation(.noAdObjectCreated) = event.kind else { return false }
            return true
        }
    }

    /// The network's earliest answer to a load.
    package func firstAnswer(load: Int = 0) -> NetworkAnswer? {
        let answers = answers(load: load)
        guard let earliest = answers.map(\.delayMilliseconds).min() else { return nil }
        return answers.first { $0.delayMilliseconds == earliest }
    }

    /// The ad of the network's first answer, if it was an ad.
    package func firstAd(load: Int = 0) -> NetworkAd? {
        if case .ad(let ad) = firstOutcome(load: load) { return ad }
        return nil
    }

    /// What the mapped native ad exposed after the load.
    package func assets(load: Int = 0) -> AssetSnapshot? {
        for event in trace.events where event.load == load {
            if case .assets(let snapshot) = event.kind { return snapshot }
        }
        return nil
    }

    /// Whether the adapter hands its images over through its media view instead of `images`:
    /// the fixture declares it does (Google's Bigo adapter), the ad has no images and a media
    /// view, and either the network drew the image into it when the ad was rendered or the
    /// scenario does not render, so only rendering could tell (MED-2 judges the rendered case).
    func imagesGoThroughMediaView(_ assets: AssetSnapshot) -> Bool {
        guard biddingFacts.mainImageInMediaView, (assets.images ?? []).isEmpty, assets.mediaView != nil else {
            return false
        }
        return render.map(\.mediaShowsImage) ?? true
    }

    /// Media a network draws into the SDK's media view (capability `rendersIntoSDKViews`):
    /// drawn there, not judgeable because the scenario does not render, or absent.
    enum SDKMediaView { case drawn, unjudged, absent }
    var mediaInSDKView: SDKMediaView {
        guard capabilities.contains(.rendersIntoSDKViews) else { return .absent }
        guard let render else { return .unjudged }
        return render.mediaDrawnIntoSDKView ? .drawn : .absent
    }

    /// The rendered ad view.
    package var render: RenderSnapshot? {
        for event in trace.events { if case .render(let snapshot) = event.kind { return snapshot } }
        return nil
    }

    /// The banner view the adapter returned.
    package func bannerView(load: Int = 0) -> BannerSnapshot? {
        for event in trace.events where event.load == load {
            if case .bannerView(let snapshot) = event.kind { return snapshot }
        }
        return nil
    }

    /// Every URL opened, in order.
    package var navigations: [String] {
        trace.events.compactMap { if case .navigation(let url) = $0.kind { url } else { nil } }
    }

    /// Asset IDs the publisher's custom click handler received.
    package var customClicks: [String] {
        trace.events.compactMap { if case .customClickHandler(let asset) = $0.kind { asset } else { nil } }
    }

    /// What the network saw the adapter do, in order (its free-text notes are not for rules).
    package var networkObservations: [NetworkObservation] { trace.events.compactMap(\.kind.networkObservation) }

    /// Network events the harness triggered, in order.
    package var networkEvents: [NetworkEvent] {
        trace.events.compactMap { if case .networkEvent(let event) = $0.kind { event } else { nil } }
    }

    /// Optional members that fell back to their defaults.
    package var defaulted: Set<OptionalMember> {
        Set(trace.events.compactMap { if case .defaulted(let name) = $0.kind { name } else { nil } })
    }

    /// SDK calls into the loaded ad, in order.
    package var sdkCalls: [SDKCall] {
        trace.events.compactMap { if case .sdkCall(let name) = $0.kind { name } else { nil } }
    }

    /// Whether the steps include one matching `predicate`.
    package func hasStep(_ predicate: (ScenarioStep) -> Bool) -> Bool { scenario.steps.contains(where: predicate) }

    /// The image options of the request (defaults when absent).
    package var imageOptions: (disableImageLoading: Bool, multipleImages: Bool) {
        for option in scenario.request.options {
            if case .image(let disable, let multiple) = option { return (disable, multiple) }
        }
        return (false, false)
    }

    /// The media aspect ratio of the request, if any.
    package var aspectRatio: MediaAspectRatio? {
        for option in scenario.request.options { if case .media(let ratio) = option { return ratio } }
        return nil
    }

    /// The AdChoices corner of the request, if any.
    package var adChoicesPosition: AdChoicesPosition? { Self.adChoicesPosition(of: scenario.request) }

    static func adChoicesPosition(of request: ScenarioRequest) -> AdChoicesPosition? {
        for option in request.options { if case .adView(let corner) = option { return corner } }
        return nil
    }

    /// The credential keys load `load` handed the adapter, as the trace recorded them; `nil`
    /// for a load the trace has no record of.
    package func handedCredentials(load: Int = 0) -> [HandedCredential]? {
        for event in trace.events where event.load == load {
            if case .bidding(.credentials(let keys)) = event.kind { return keys }
        }
        return nil
    }

    /// Whether load `load` (the first by default: every load shares the scenario's request)
    /// lacks a key the fixture declares required on its path, so the load is owed a failure
    /// (LOAD-8) and nothing else. A scenario without a parameter whose
    /// load owes no key it lacks (an optional ad unit, a bid loaded by its response) is not.
    package func credentialsMissing(load: Int = 0) -> Bool {
        guard let keys = handedCredentials(load: load) else { return scenario.request.parameterIsMissing }
        return keys.contains(where: \.isMissingButOwed)
    }

    /// Whether the banner size requested fits none of the sizes the fixture declares its
    /// network serves, so the load is owed a failure with an error (OPT-9) and nothing else.
    package var bannerSizeUnserved: Bool {
        guard scenario.format == .banner, !biddingFacts.bannerSizes.isEmpty else { return false }
        let width = scenario.request.adWidth, height = scenario.request.adHeight
        return !biddingFacts.bannerSizes.contains {
            OPT_9.fits(width: $0.width, height: $0.height, into: width, height)
        }
    }

    /// Why the scenario's loads are owed a refusal and nothing else (no fetch, no ad), or
    /// `nil` when they are not: a required credential is missing (LOAD-8), or the banner size
    /// asked for is one the network does not serve (OPT-9).
    package var refusalOwed: String? {
        if credentialsMissing() {
            return "the load lacks a key the fixture declares required, so it is meant to fail (LOAD-8)"
        }
        if bannerSizeUnserved {
            return "the network serves no banner size that fits the one asked for, so the load is meant to fail (OPT-9)"
        }
        return nil
    }

    /// Why a scenario that leaves its parameter out owes nothing for it here, or `nil` when
    /// it does owe (or has its parameter).
    package var missingParameterOwesNothing: String? {
        guard scenario.request.parameterIsMissing, loadCount > 0, !credentialsMissing() else { return nil }
        if loadPath()?.bidResponse != nil, !biddingFacts.adUnitOnBiddingLoads {
            return
                "a bidding load is identified by its bid response (BID-9); the fixture declares no ad unit on bidding loads"
        }
        return
            "every key the fixture declares required for this load is present (the parameter left out is optional here)"
    }
}
