import Foundation

/// What a `SampleBanner` tells its owner; all three methods are required in the real SDK. Its
/// header leaves the banner parameter unannotated, so each method comes in both spellings an
/// adapter may write (`SampleBanner!` as Xcode's stubs write it, or `SampleBanner`); implement
/// either (see `SampleEitherSpelling`).
public protocol SampleBannerAdDelegate: AnyObject {
    /// The banner fetched an ad and shows it.
    func bannerDidLoad(_ banner: SampleBanner)
    /// The same, spelled as Swift imports the header.
    func bannerDidLoad(_ banner: SampleBanner!)
    /// The fetch failed; `errorCode` says why.
    func banner(_ banner: SampleBanner, didFailToLoadAdWith errorCode: SampleErrorCode)
    /// The same, spelled as Swift imports the header.
    func banner(_ banner: SampleBanner!, didFailToLoadAdWith errorCode: SampleErrorCode)
    /// The user tapped the banner and the app is about to leave; this is the network's click.
    func bannerWillLeaveApplication(_ banner: SampleBanner)
    /// The same, spelled as Swift imports the header.
    func bannerWillLeaveApplication(_ banner: SampleBanner!)
}

extension SampleBannerAdDelegate {
    /// Forwards to the implicitly unwrapped spelling.
    public func bannerDidLoad(_ banner: SampleBanner) {
        SampleEitherSpelling.forward("bannerDidLoad") { bannerDidLoad(Optional(banner)) }
    }
    /// Forwards to the plain spelling.
    public func bannerDidLoad(_ banner: SampleBanner!) {
        SampleEitherSpelling.forward("bannerDidLoad") { if let banner { bannerDidLoad(banner) } }
    }
    /// Forwards to the implicitly unwrapped spelling.
    public func banner(_ banner: SampleBanner, didFailToLoadAdWith errorCode: SampleErrorCode) {
        SampleEitherSpelling.forward("banner(_:didFailToLoadAdWith:)") {
            self.banner(Optional(banner), didFailToLoadAdWith: errorCode)
        }
    }
    /// Forwards to the plain spelling.
    public func banner(_ banner: SampleBanner!, didFailToLoadAdWith errorCode: SampleErrorCode) {
        SampleEitherSpelling.forward("banner(_:didFailToLoadAdWith:)") {
            if let banner { self.banner(banner, didFailToLoadAdWith: errorCode) }
        }
    }
    /// Forwards to the implicitly unwrapped spelling.
    public func bannerWillLeaveApplication(_ banner: SampleBanner) {
        SampleEitherSpelling.forward("bannerWillLeaveApplication") { bannerWillLeaveApplication(Optional(banner)) }
    }
    /// Forwards to the plain spelling.
    public func bannerWillLeaveApplication(_ banner: SampleBanner!) {
        SampleEitherSpelling.forward("bannerWillLeaveApplication") {
            if let banner { bannerWillLeaveApplication(banner) }
        }
    }
}

/// The harness's additions, used by the reference adapter (the real SDK reports none of
/// these): full-screen and impression callbacks of a banner. A `SampleBanner` sends them to
/// its delegate only when the delegate also conforms to this protocol.
package protocol SampleBannerAdDelegateAdditions: AnyObject {
    /// The banner is about to show full-screen content.
    func bannerWillPresentScreen(_ banner: SampleBanner)
    /// The full-screen content is about to close.
    func bannerWillDismissScreen(_ banner: SampleBanner)
    /// The full-screen content closed.
    func bannerDidDismissScreen(_ banner: SampleBanner)
    /// The network counted an impression (BAN-3 needs it).
    func bannerDidRecordImpression(_ banner: SampleBanner)
}

extension SampleBannerAdDelegateAdditions {
    /// Ignores the full-screen presentation by default.
    package func bannerWillPresentScreen(_ banner: SampleBanner) {}
    /// Ignores the coming dismissal by default.
    package func bannerWillDismissScreen(_ banner: SampleBanner) {}
    /// Ignores the dismissal by default.
    package func bannerDidDismissScreen(_ banner: SampleBanner) {}
    /// Ignores the impression by default.
    package func bannerDidRecordImpression(_ banner: SampleBanner) {}
}
