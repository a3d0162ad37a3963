import Foundation

/// What a `SampleInterstitial` tells its owner; every method is required, as in the real
/// header. Parameters are non-optional: Swift lets an Objective-C protocol's conformer drop
/// the implicit unwrapping, and adapters written for the real SDK do, so this protocol
/// declares what they write.
public protocol SampleInterstitialAdDelegate: NSObjectProtocol {
    /// The interstitial fetched an ad and can be shown.
    func interstitialDidLoad(_ interstitial: SampleInterstitial)
    /// The fetch failed; `errorCode` says why.
    func interstitial(_ interstitial: SampleInterstitial, didFailToLoadAdWith errorCode: SampleErrorCode)
    /// The interstitial is about to cover the screen.
    func interstitialWillPresentScreen(_ interstitial: SampleInterstitial)
    /// The interstitial is about to close.
    func interstitialWillDismissScreen(_ interstitial: SampleInterstitial)
    /// The interstitial closed.
    func interstitialDidDismissScreen(_ interstitial: SampleInterstitial)
    /// The user tapped the ad and the app is about to leave; this is the network's click.
    func interstitialWillLeaveApplication(_ interstitial: SampleInterstitial)
}

/// The harness's additions, used by the reference adapter (the real SDK reports neither):
/// the network's impression and a show that failed. A `SampleInterstitial` sends them to its
/// delegate only when the delegate also conforms to this protocol.
package protocol SampleInterstitialAdDelegateAdditions: AnyObject {
    /// The network counted an impression.
    func interstitialDidRecordImpression(_ interstitial: SampleInterstitial)
    /// `show()` could not show the ad; reported on the main thread.
    func interstitial(_ interstitial: SampleInterstitial, didFailToPresentWith error: SamplePresentationError)
}

extension SampleInterstitialAdDelegateAdditions {
    /// Ignores the impression by default.
    package func interstitialDidRecordImpression(_ interstitial: SampleInterstitial) {}
    /// Ignores the failure by default.
    package func interstitial(_ interstitial: SampleInterstitial, didFailToPresentWith error: SamplePresentationError) {
    }
}
