import Foundation
import Synchronization

// Harness-only: nothing in this file exists in the real SDK, so it is `package`. Adapters
// in other packages cannot see it; the engine and this package's tests can.

/// Every Objective-C `@optional` member the stand-ins model as a requirement with a default
/// implementation. The raw value is the name the engine writes into traces and reports, so
/// it must never change.
package enum OptionalMember: String, Sendable, CaseIterable, Hashable {
    // MediationAdapter
    case setUp = "setUp(with:completionHandler:)"
    case setUpWith = "setUpWith(_:completionHandler:)"
    case setUpAsync = "setUp(with:) async throws"
    case loadBanner = "loadBanner(for:completionHandler:)"
    case loadNativeAd = "loadNativeAd(for:completionHandler:)"
    case loadInterstitial = "loadInterstitial(for:completionHandler:)"
    case loadRewardedAd = "loadRewardedAd(for:completionHandler:)"
    case loadRewardedInterstitialAd = "loadRewardedInterstitialAd(for:completionHandler:)"
    case loadAppOpenAd = "loadAppOpenAd(for:completionHandler:)"
    // RTBAdapter
    case collectSignals = "collectSignals(for:completionHandler:)"
    // MediationBannerAd
    case changeSize = "changeSize(to:)"
    // MediatedUnifiedNativeAd
    case adChoicesView
    case mediaView
    case hasVideoContent
    case mediaContentAspectRatio
    case duration
    case currentTime
    case didRender = "didRender(in:clickableAssetViews:nonclickableAssetViews:viewController:)"
    case didRecordImpression = "didRecordImpression()"
    case didRecordClickOnAsset = "didRecordClickOnAsset(with:view:viewController:)"
    case didUntrackView = "didUntrackView(_:)"
    // MediationNativeAd
    case handlesUserClicks = "handlesUserClicks()"
    case handlesUserImpressions = "handlesUserImpressions()"
}

/// Objective-C `@optional` protocol members become requirements with default
/// implementations here. Without `respondsToSelector:`, the harness learns whether an
/// adapter implemented one by watching whether the default ran: every default reports
/// itself to the observation in progress on the calling task.
package enum OptionalRequirement {
    /// Collects the members whose defaults ran during an observation.
    package final class Observation: Sendable {
        private let members = Mutex<Set<OptionalMember>>([])
        fileprivate func note(_ member: OptionalMember) { members.withLock { _ = $0.insert(member) } }
        /// The optional members that fell back to their default.
        package var defaulted: Set<OptionalMember> { members.withLock { $0 } }
    }

    @TaskLocal private static var current: Observation?

    /// Runs `body` and reports which optional members answered with their default
    /// implementation while it ran (calls from other threads are not seen).
    package static func observe<T>(_ body: () throws -> T) rethrows -> (value: T, defaulted: Set<OptionalMember>) {
        let observation = Observation()
        let value = try $current.withValue(observation) { try body() }
        return (value, observation.defaulted)
    }

    /// Whether reading a member through `body` ran the default implementation of `member`.
    package static func isDefaulted<T>(_ member: OptionalMember, _ body: () throws -> T) rethrows -> Bool {
        try observe(body).defaulted.contains(member)
    }

    /// Called by every default implementation in this module.
    package static func defaultUsed(_ member: OptionalMember) {
        current?.note(member)
    }
}
