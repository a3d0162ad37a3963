import Foundation

/// The assets and hooks of a mediated native ad: the adapter maps its network's ad onto it.
///
/// The ten asset getters are required. Everything below them is optional in the SDK and
/// has a default here, which behaves as the SDK does when an adapter lacks the member.
public protocol MediatedUnifiedNativeAd: NSObjectProtocol {
    var headline: String? { get }
    /// Images; the first is the main image.
    var images: [NativeAdImage]? { get }
    var body: String? { get }
    var icon: NativeAdImage? { get }
    /// Call to action, e.g. "Install".
    var callToAction: String? { get }
    /// Store rating, 0 to 5.
    var starRating: NSDecimalNumber? { get }
    var store: String? { get }
    var price: String? { get }
    var advertiser: String? { get }
    /// Network-specific assets beyond the standard ones.
    var extraAssets: [String: Any]? { get }

    /// The network's AdChoices view, if it supplies one.
    var adChoicesView: UIView? { get }
    /// The network's media view (video, or the main image).
    var mediaView: UIView? { get }
    /// Whether the ad has video.
    var hasVideoContent: Bool { get }
    /// Media aspect ratio (width / height), 0 when unknown.
    var mediaContentAspectRatio: CGFloat { get }
    /// Video duration in seconds.
    var duration: TimeInterval { get }
    /// Current playback time in seconds.
    var currentTime: TimeInterval { get }

    /// The publisher's ad view was rendered with these asset views.
    func didRender(
        in view: UIView, clickableAssetViews: [NativeAssetIdentifier: UIView],
        nonclickableAssetViews: [NativeAssetIdentifier: UIView], viewController: UIViewController)
    /// The SDK recorded an impression (only when the adapter does not handle impressions).
    func didRecordImpression()
    /// The SDK recorded a click on an asset (only when the adapter does not handle clicks).
    /// The SDK calls this spelling (GMA 12 and later); its default forwards to the older one.
    func didRecordClickOnAsset(
        with assetName: NativeAssetIdentifier, view: UIView, viewController: UIViewController)
    /// The same notification as SDKs before 12 spelled it; adapters written for them implement
    /// this one and are still called.
    func didRecordClickOnAsset(
        withName assetName: NativeAssetIdentifier, view: UIView, viewController: UIViewController)
    /// The ad view is being released or reused for another ad.
    func didUntrackView(_ view: UIView?)
}

extension MediatedUnifiedNativeAd {
    /// Default: no AdChoices view.
    public var adChoicesView: UIView? {
        OptionalRequirement.defaultUsed(.adChoicesView)
        return nil
    }
    /// Default: no media view.
    public var mediaView: UIView? {
        OptionalRequirement.defaultUsed(.mediaView)
        return nil
    }
    /// Default: no video.
    public var hasVideoContent: Bool {
        OptionalRequirement.defaultUsed(.hasVideoContent)
        return false
    }
    /// Default: unknown.
    public var mediaContentAspectRatio: CGFloat {
        OptionalRequirement.defaultUsed(.mediaContentAspectRatio)
        return 0
    }
    /// Default: unknown.
    public var duration: TimeInterval {
        OptionalRequirement.defaultUsed(.duration)
        return 0
    }
    /// Default: unknown.
    public var currentTime: TimeInterval {
        OptionalRequirement.defaultUsed(.currentTime)
        return 0
    }
    /// Default: nothing.
    public func didRender(
        in view: UIView, clickableAssetViews: [NativeAssetIdentifier: UIView],
        nonclickableAssetViews: [NativeAssetIdentifier: UIView], viewController: UIViewController
    ) {
        OptionalRequirement.defaultUsed(.didRender)
    }
    /// Default: nothing.
    public func didRecordImpression() {
        OptionalRequirement.defaultUsed(.didRecordImpression)
    }
    /// Default: forwards to the spelling of SDKs before 12.
    public func didRecordClickOnAsset(
        with assetName: NativeAssetIdentifier, view: UIView, viewController: UIViewController
    ) {
        didRecordClickOnAsset(withName: assetName, view: view, viewController: viewController)
    }
    /// Default: nothing (the adapter implements neither spelling).
    public func didRecordClickOnAsset(
        withName assetName: NativeAssetIdentifier, view: UIView, viewController: UIViewController
    ) {
        OptionalRequirement.defaultUsed(.didRecordClickOnAsset)
    }
    /// Default: nothing.
    public func didUntrackView(_ view: UIView?) {
        OptionalRequirement.defaultUsed(.didUntrackView)
    }
}
