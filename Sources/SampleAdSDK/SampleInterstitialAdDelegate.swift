import Foundation

/// What a `SampleInterstitial` tells its owner; every method is required in the real header.
/// Its header leaves the interstitial parameter unannotated, so each method comes in both
/// spellings an adapter may write (`SampleInterstitial!` as Xcode's stubs write it, or
/// `SampleInterstitial`); implement either (see `SampleEitherSpelling`).
public protocol SampleInterstitialAdDelegate: NSObjectProtocol {
    /// The interstitial fetched an ad and can be shown.
    func interstitialDidLoad(_ interstitial: SampleInterstitial)
    /// The same, spelled as Swift imports the header.
    func interstitialDidLoad(_ interstitial: SampleInterstitial!)
    /// The fetch failed; `errorCode` says why.
    func interstitial(_ interstitial: SampleInterstitial, didFailToLoadAdWith errorCode: SampleErrorCode)
    /// The same, spelled as Swift imports the header.
    func interstitial(_ interstitial: SampleInterstitial!, didFailToLoadAdWith errorCode: SampleErrorCode)
    /// The interstitial is about to cover the screen.
    func interstitialWillPresentScreen(_ interstitial: SampleInterstitial)
    /// The same, spelled as Swift imports the header.
    func interstitialWillPresentScreen(_ interstitial: SampleInterstitial!)
    /// The interstitial is about to close.
    func interstitialWillDismissScreen(_ interstitial: SampleInterstitial)
    /// The same, spelled as Swift imports the header.
    func interstitialWillDismissScreen(_ interstitial: SampleInterstitial!)
    /// The interstitial closed.
    func interstitialDidDismissScreen(_ interstitial: SampleInterstitial)
    /// The same, spelled as Swift imports the header.
    func interstitialDidDismissScreen(_ interstitial: SampleInterstitial!)
    /// The user tapped the ad and the app is about to leave; this is the network's click.
    func interstitialWillLeaveApplication(_ interstitial: SampleInterstitial)
    /// The same, spelled as Swift imports the header.
    func interstitialWillLeaveApplication(_ interstitial: SampleInterstitial!)
}

extension SampleInterstitialAdDelegate {
    /// Forwards to the implicitly unwrapped spelling.
    public func interstitialDidLoad(_ interstitial: SampleInterstitial) {
        SampleEitherSpelling.forward("interstitialDidLoad") { self.interstitialDidLoad(Optional(interstitial)) }
    }
    /// Forwards to the plain spelling.
    public func interstitialDidLoad(_ interstitial: SampleInterstitial!) {
        SampleEitherSpelling.forward("interstitialDidLoad") {
            if let interstitial { self.interstitialDidLoad(interstitial) }
        }
    }
    /// Forwards to the implicitly unwrapped spelling.
    public func interstitial(_ interstitial: SampleInterstitial, didFailToLoadAdWith errorCode: SampleErrorCode) {
        SampleEitherSpelling.forward("interstitial(_:didFailToLoadAdWith:)") {
            self.interstitial(Optional(interstitial), didFailToLoadAdWith: errorCode)
        }
    }
    /// Forwards to the plain spelling.
    public func interstitial(_ interstitial: SampleInterstitial!, didFailToLoadAdWith errorCode: SampleErrorCode) {
        SampleEitherSpelling.forward("interstitial(_:didFailToLoadAdWith:)") {
            if let interstitial { self.interstitial(interstitial, didFailToLoadAdWith: errorCode) }
        }
    }
    /// Forwards to the implicitly unwrapped spelling.
    public func interstitialWillPresentScreen(_ interstitial: SampleInterstitial) {
        SampleEitherSpelling.forward("interstitialWillPresentScreen") {
            self.interstitialWillPresentScreen(Optional(interstitial))
        }
    }
    /// Forwards to the plain spelling.
    public func interstitialWillPresentScreen(_ interstitial: SampleInterstitial!) {
        SampleEitherSpelling.forward("interstitialWillPresentScreen") {
            if let interstitial { self.interstitialWillPresentScreen(interstitial) }
        }
    }
    /// Forwards to the implicitly unwrapped spelling.
    public func interstitialWillDismissScreen(_ interstitial: SampleInterstitial) {
        SampleEitherSpelling.forward("interstitialWillDismissScreen") {
            self.interstitialWillDismissScreen(Optional(interstitial))
        }
    }
    /// Forwards to the plain spelling.
    public func interstitialWillDismissScreen(_ interstitial: SampleInterstitial!) {
        SampleEitherSpelling.forward("interstitialWillDismissScreen") {
            if let interstitial { self.interstitialWillDismissScreen(interstitial) }
        }
    }
    /// Forwards to the implicitly unwrapped spelling.
    public func interstitialDidDismissScreen(_ interstitial: SampleInterstitial) {
        SampleEitherSpelling.forward("interstitialDidDismissScreen") {
            self.interstitialDidDismissScreen(Optional(interstitial))
        }
    }
    /// Forwards to the plain spelling.
    public func interstitialDidDismissScreen(_ interstitial: SampleInterstitial!) {
        SampleEitherSpelling.forward("interstitialDidDismissScreen") {
            if let interstitial { self.interstitialDidDismissScreen(interstitial) }
        }
    }
    /// Forwards to the implicitly unwrapped spelling.
    public func interstitialWillLeaveApplication(_ interstitial: SampleInterstitial) {
        SampleEitherSpelling.forward("interstitialWillLeaveApplication") {
            self.interstitialWillLeaveApplication(Optional(interstitial))
        }
    }
    /// Forwards to the plain spelling.
    public func interstitialWillLeaveApplication(_ interstitial: SampleInterstitial!) {
        SampleEitherSpelling.forward("interstitialWillLeaveApplication") {
            if let interstitial { self.interstitialWillLeaveApplication(interstitial) }
        }
    }
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
