import Foundation

/// What a `SampleAppOpenAd` tells its owner. Receiving and failing are required, as in the
/// real header; the optional methods have empty defaults (Swift has no optional protocol
/// members off Objective-C).
public protocol SampleAppOpenAdDelegate: NSObjectProtocol {
    /// The fetch returned an ad (the header's `appOpenAdDidReceiveAd:`, as Swift names it).
    func appOpenAdDidReceive(_ appOpenAd: SampleAppOpenAd)
    /// The fetch failed; the real SDK does not say which ad.
    func appOpenAdDidFailToLoadWithError(_ errorCode: SampleErrorCode)
    /// The ad is about to cover the screen.
    func appOpenAdWillPresent(_ appOpenAd: SampleAppOpenAd)
    /// The ad covers the screen.
    func appOpenAdDidPresent(_ appOpenAd: SampleAppOpenAd)
    /// The user closed the ad.
    func appOpenAdDidDismiss(_ appOpenAd: SampleAppOpenAd)
    /// The user tapped the ad and the app is about to leave; this is the network's click.
    func appOpenWillLeaveApplication(_ appOpenAd: SampleAppOpenAd)
}

extension SampleAppOpenAdDelegate {
    /// Optional in the real header: ignored by default.
    public func appOpenAdWillPresent(_ appOpenAd: SampleAppOpenAd) {}
    /// Optional in the real header: ignored by default.
    public func appOpenAdDidPresent(_ appOpenAd: SampleAppOpenAd) {}
    /// Optional in the real header: ignored by default.
    public func appOpenAdDidDismiss(_ appOpenAd: SampleAppOpenAd) {}
    /// Optional in the real header: ignored by default.
    public func appOpenWillLeaveApplication(_ appOpenAd: SampleAppOpenAd) {}
}

/// The harness's additions, used by the reference adapter (the real SDK reports none of
/// these): impression, the coming dismissal and a show that failed. A `SampleAppOpenAd` sends
/// them only to a delegate that also conforms to this protocol.
package protocol SampleAppOpenAdDelegateAdditions: AnyObject {
    /// The network counted an impression.
    func appOpenAdDidRecordImpression(_ appOpenAd: SampleAppOpenAd)
    /// The ad is about to close (the real SDK only says it closed).
    func appOpenAdWillDismiss(_ appOpenAd: SampleAppOpenAd)
    /// `present(fromRootViewController:)` could not show the ad; reported on the main thread.
    func appOpenAd(_ appOpenAd: SampleAppOpenAd, didFailToPresentWith error: SamplePresentationError)
}

extension SampleAppOpenAdDelegateAdditions {
    /// Ignores the impression by default.
    package func appOpenAdDidRecordImpression(_ appOpenAd: SampleAppOpenAd) {}
    /// Ignores the coming dismissal by default.
    package func appOpenAdWillDismiss(_ appOpenAd: SampleAppOpenAd) {}
    /// Ignores the failure by default.
    package func appOpenAd(_ appOpenAd: SampleAppOpenAd, didFailToPresentWith error: SamplePresentationError) {}
}
