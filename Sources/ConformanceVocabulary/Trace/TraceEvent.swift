import Foundation
import GoogleMobileAds
import ScriptedNetwork

/// One call or happening between the SDK (played by the engine), the adapter and the
/// scripted network, stamped with scenario time and the thread it happened on.
package struct TraceEvent: Equatable, Sendable {
    /// Position in the trace.
    package var sequence: Int
    /// Scenario (virtual) time in milliseconds.
    package var timeMilliseconds: Int
    package var thread: TraceThread
    /// The load this event belongs to (0-based), `nil` for scenario-wide events.
    package var load: Int?
    /// What happened.
    package var kind: TraceKind

    package init(sequence: Int, timeMilliseconds: Int, thread: TraceThread, load: Int?, kind: TraceKind) {
        self.sequence = sequence
        self.timeMilliseconds = timeMilliseconds
        self.thread = thread
        self.load = load
        self.kind = kind
    }
}

/// The kinds of trace events. Rules match on these, so each carries structured data,
/// and `summary` gives the line a human reads in a report.
package enum TraceKind: Equatable, Sendable {
    /// SDK → adapter: a static version or extras member was read.
    case versionQueried(member: ClassMember, value: String)
    /// SDK → adapter: `setUp(with:completionHandler:)` was called.
    case setUpStarted(credentials: Int)
    /// Adapter → SDK: the set-up completion was called.
    case setUpCompleted(error: ErrorSummary?)
    /// SDK → adapter: `loadBanner` / `loadNativeAd` was called.
    case loadStarted(format: ScenarioFormat)
    /// Adapter → network: a fetch, with what it asked for.
    case networkFetch(NetworkRequest)
    /// Network → adapter: an answer to a fetch.
    case networkAnswer(outcome: String)
    /// Network → adapter: a post-load event (click, impression, video…).
    case networkEvent(NetworkEvent)
    /// Something the network saw the adapter do that rules judge (registered the ad view,
    /// passed on a click or an impression).
    case networkObservation(NetworkObservation)
    /// A network's free-text note, for people: no rule reads it.
    case networkNote(String)
    /// Adapter → SDK: the load completion handler was called (`call` counts from 1).
    case completion(call: Int, adType: String?, error: ErrorSummary?)
    /// Adapter → SDK: an event-delegate method.
    case delegateCall(DelegateCall)
    /// SDK → adapter: a call on the loaded ad (`didRender…`, `didRecordImpression`, …).
    case sdkCall(SDKCall)
    /// An optional member the SDK used fell back to its default: the adapter lacks it.
    case defaulted(OptionalMember)
    /// SDK: what the mapped native ad exposes.
    case assets(AssetSnapshot)
    /// SDK: what the rendered ad view holds.
    case render(RenderSnapshot)
    /// SDK: the banner view the adapter returned.
    case bannerView(BannerSnapshot)
    /// Someone opened a URL (deep link or browser).
    case navigation(url: String)
    /// SDK → publisher: the custom click handler ran with an asset ID.
    case customClickHandler(assetID: String)
    /// SDK: whether the load completion handler was freed after the scenario.
    case handlerReleased(Bool)
    /// Harness remark (scenario phase, skipped step).
    case note(String)
    /// Adapter → network: show the full-screen ad; whether the view controller it passed is
    /// the one the SDK gave `present(from:)` (`nil`: the network's show takes none).
    case networkShow(givenSDKViewController: Bool?)
    /// Signal collection, bidding and privacy (see `BiddingEvent`).
    case bidding(BiddingEvent)
    /// ThreadSanitizer: a data race while the scenario ran (sanitized builds only).
    case dataRace(DataRace)

    /// One readable line.
    package var summary: String { traceDescription }
}
