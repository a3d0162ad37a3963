import Foundation

/// What a `SampleBanner` tells its owner. Load and failure are required, as in the real SDK;
/// the others are optional there (`@optional`), so here they have empty defaults.
public protocol SampleBannerAdDelegate: AnyObject {
    /// The banner fetched an ad and shows it.
    func bannerDidLoad(_ banner: SampleBanner)
    /// The fetch failed.
    func banner(_ banner: SampleBanner, didFailToLoadAdWith errorCode: SampleErrorCode)
    /// The user tapped the banner and the app is about to leave; this is the network's click.
    func bannerWillLeaveApplication(_ banner: SampleBanner)
    /// Stand-in extension: the banner is about to show full-screen content.
    func bannerWillPresentScreen(_ banner: SampleBanner)
    /// Stand-in extension: the full-screen content is about to close.
    func bannerWillDismissScreen(_ banner: SampleBanner)
    /// Stand-in extension: the full-screen content closed.
    func bannerDidDismissScreen(_ banner: SampleBanner)
    /// Stand-in extension: the network counted an impression (the real SDK does not report
    /// one; BAN-3 needs it).
    func bannerDidRecordImpression(_ banner: SampleBanner)
}

extension SampleBannerAdDelegate {
    /// Ignores the click by default, as `@optional` allows in the real SDK.
    public func bannerWillLeaveApplication(_ banner: SampleBanner) {}
    /// Ignores the full-screen presentation by default.
    public func bannerWillPresentScreen(_ banner: SampleBanner) {}
    /// Ignores the coming dismissal by default.
    public func bannerWillDismissScreen(_ banner: SampleBanner) {}
    /// Ignores the dismissal by default.
    public func bannerDidDismissScreen(_ banner: SampleBanner) {}
    /// Ignores the impression by default, so delegates written for the real SDK still compile.
    public func bannerDidRecordImpression(_ banner: SampleBanner) {}
}
