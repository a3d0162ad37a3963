// Declarations of the BigoADS SDK as the Bigo adapter uses it: names and shapes are the
// vendor's public API as Swift imports it; the bodies are ours. The fixture drives the
// adapter through its client seam and builds the SDK's ad objects with the `package` hooks
// below, which the real SDK does not have.
@_exported import Foundation
import ScriptedNetwork
@_exported import UIKit

/// Consent kinds the SDK takes.
public struct BigoConsentOptions: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}
public let BigoConsentOptionsCOPPA = BigoConsentOptions(rawValue: "COPPA")

/// SDK start-up options.
open class BigoAdConfig: NSObject {
    public let appId: String
    open var testMode = false
    public init(appId: String) { self.appId = appId }
}

/// The SDK's process-wide object.
open class BigoAdSdk: NSObject {
    nonisolated(unsafe) private static let instance = BigoAdSdk()
    nonisolated(unsafe) private var initialized = false
    public static func sharedInstance() -> BigoAdSdk { instance }
    open func initializeSdk(with config: BigoAdConfig, completion: (() -> Void)?) {
        initialized = true
        completion?()
    }
    open func isInitialized() -> Bool { initialized }
    open func getBidderToken() -> String? { nil }
    open func getVersionName() -> String { "5.3.0" }
    public static func setUserConsentWithOption(_ option: BigoConsentOptions, consent: Bool) {}
}

/// A load or show error.
open class BigoAdError: NSObject {
    public let errorCode: Int32
    public let errorMsg: String
    public init(errorCode: Int32, errorMsg: String) {
        self.errorCode = errorCode
        self.errorMsg = errorMsg
    }
}

/// Sizes a banner request can ask for.
open class BigoAdSize: NSObject {
    public let width: CGFloat
    public let height: CGFloat
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }
    public static func banner() -> BigoAdSize { BigoAdSize(width: 320, height: 50) }
    public static func medium_RECTANGLE() -> BigoAdSize { BigoAdSize(width: 300, height: 250) }
    public static func mobile_LARGE_LEADERBOARD() -> BigoAdSize { BigoAdSize(width: 320, height: 100) }
    public static func leaderboard() -> BigoAdSize { BigoAdSize(width: 728, height: 90) }
    public static func getAdaptiveAdSize(withWidth width: CGFloat) -> BigoAdSize {
        BigoAdSize(width: width, height: 50)
    }
}

/// Base of every request.
open class BigoAdRequest: NSObject {
    public let slotId: String
    open var encodedImageData: Data?
    public private(set) var serverBidPayload: String?
    public init(slotId: String) { self.slotId = slotId }
    open func setServerBidPayload(_ payload: String) { serverBidPayload = payload }
}
open class BigoInterstitialAdRequest: BigoAdRequest {}
open class BigoRewardVideoAdRequest: BigoAdRequest {}
open class BigoSplashAdRequest: BigoAdRequest {}
open class BigoNativeAdRequest: BigoAdRequest {}
open class BigoBannerAdRequest: BigoAdRequest {
    public let adSizes: [BigoAdSize]
    public init(slotId: String, adSizes: [BigoAdSize]) {
        self.adSizes = adSizes
        super.init(slotId: slotId)
    }
}

/// Callbacks every ad gives after it loaded.
public protocol BigoAdInteractionDelegate: NSObjectProtocol {
    func onAd(_ ad: BigoAd, error: BigoAdError)
    func onAdImpression(_ ad: BigoAd)
    func onAdClicked(_ ad: BigoAd)
    func onAdOpened(_ ad: BigoAd)
    func onAdClosed(_ ad: BigoAd)
}
extension BigoAdInteractionDelegate {
    public func onAd(_ ad: BigoAd, error: BigoAdError) {}
    public func onAdImpression(_ ad: BigoAd) {}
    public func onAdClicked(_ ad: BigoAd) {}
    public func onAdOpened(_ ad: BigoAd) {}
    public func onAdClosed(_ ad: BigoAd) {}
}
public protocol BigoRewardVideoAdInteractionDelegate: BigoAdInteractionDelegate {
    func onAdRewarded(_ ad: BigoRewardVideoAd)
}
extension BigoRewardVideoAdInteractionDelegate {
    public func onAdRewarded(_ ad: BigoRewardVideoAd) {}
}
public protocol BigoSplashAdInteractionDelegate: BigoAdInteractionDelegate {
    func onAdSkipped(_ ad: BigoAd)
    func onAdFinished(_ ad: BigoAd)
}
extension BigoSplashAdInteractionDelegate {
    public func onAdSkipped(_ ad: BigoAd) {}
    public func onAdFinished(_ ad: BigoAd) {}
}

/// A loaded ad of any format.
open class BigoAd: NSObject {
    /// Harness-only: the delegate the adapter set, which the fixture's events reach.
    package private(set) var interactionDelegate: (any BigoAdInteractionDelegate)? {
        get { interactionDelegateReference.value }
        set { interactionDelegateReference.value = newValue }
    }
    private let interactionDelegateReference = WeakDelegate<any BigoAdInteractionDelegate>()
    /// Harness-only: whether the scenario expired the ad.
    package var expired = false
    /// Harness-only: called when the adapter destroys the ad.
    package var onDestroy: (() -> Void)?
    package override init() {}
    open func setAdInteractionDelegate(_ delegate: BigoAdInteractionDelegate?) { interactionDelegate = delegate }
    open func isExpired() -> Bool { expired }
    open func destroy() { onDestroy?() }
}
open class BigoInterstitialAd: BigoAd {
    open func show(_ viewController: UIViewController) {}
}
open class BigoRewardVideoAd: BigoInterstitialAd {
    open func setRewardVideoAdInteractionDelegate(_ delegate: BigoRewardVideoAdInteractionDelegate?) {
        setAdInteractionDelegate(delegate)
    }
}
open class BigoSplashAd: BigoAd {
    open func setSplashAdInteractionDelegate(_ delegate: BigoSplashAdInteractionDelegate?) {
        setAdInteractionDelegate(delegate)
    }
    open func show(_ viewController: UIViewController) {}
}
/// Harness-only: the view the scripted network renders a banner into (the real SDK's class
/// is private to it; `adView()` returns a `UIView`).
package final class BigoRenderedBannerView: UIView {}

open class BigoBannerAd: BigoAd {
    /// Harness-only: the view the network renders the banner into.
    package var view: UIView?
    open func adView() -> UIView? { view }
}

/// What a native ad's creative is.
public enum BigoCreativeType: Int, Sendable { case unknown, image, video }

/// The role of a view in a native ad's layout.
public enum BigoNativeAdViewTag: Int, Sendable {
    case unknown, nativeAdView, title, description, callToAction, icon, media, option, advertiser
}

nonisolated(unsafe) private var viewTags: [ObjectIdentifier: BigoNativeAdViewTag] = [:]
private let viewTagsLock = NSLock()
extension UIView {
    /// The SDK's category on UIView: which native asset a view shows.
    public var bigoNativeAdViewTag: BigoNativeAdViewTag {
        get { viewTagsLock.withLock { viewTags[ObjectIdentifier(self)] ?? .unknown } }
        set { viewTagsLock.withLock { viewTags[ObjectIdentifier(self)] = newValue } }
    }
}

open class BigoNativeAd: BigoAd {
    /// Harness-only: the ad's text assets and creative.
    package struct Assets {
        package var title, description, callToAction, advertiser: String?
        package var creativeType = BigoCreativeType.image
        package var aspectRatio: CGFloat = 0
        package init(title: String?, description: String?, callToAction: String?, advertiser: String?) {
            self.title = title
            self.description = description
            self.callToAction = callToAction
            self.advertiser = advertiser
        }
    }
    package var assets = Assets(title: nil, description: nil, callToAction: nil, advertiser: nil)
    /// Harness-only: the media view the adapter registered, which video events play through.
    package weak var registeredMedia: BigoAdMediaView?
    /// Harness-only: told what the adapter registered for interaction.
    package var onRegister: ((UIView, BigoAdMediaView?, UIImageView?, BigoAdOptionsView?, [UIView]) -> Void)?

    open func title() -> String? { assets.title }
    open func adDescription() -> String? { assets.description }
    open func callToAction() -> String? { assets.callToAction }
    open func advertiser() -> String? { assets.advertiser }
    open func getMediaContentAspectRatio() -> CGFloat { assets.aspectRatio }
    open func getCreativeType() -> BigoCreativeType { assets.creativeType }
    open func registerView(
        forInteraction view: UIView, mediaView: BigoAdMediaView?, adIconView: UIImageView?,
        adOptionsView: BigoAdOptionsView?, clickableViews: [UIView]?
    ) { onRegister?(view, mediaView, adIconView, adOptionsView, clickableViews ?? []) }
}

/// Video playback callbacks of a native ad's media view.
public protocol BGVideoLifeCallbackDelegate: NSObjectProtocol {
    func onVideoStart(_ videoController: BigoVideoController)
    func onVideoPlay(_ videoController: BigoVideoController)
    func onVideoPause(_ videoController: BigoVideoController)
    func onVideoEnd(_ videoController: BigoVideoController)
    func onVideo(_ videoController: BigoVideoController, mute: Bool)
}
extension BGVideoLifeCallbackDelegate {
    public func onVideoStart(_ videoController: BigoVideoController) {}
    public func onVideoPlay(_ videoController: BigoVideoController) {}
    public func onVideoPause(_ videoController: BigoVideoController) {}
    public func onVideoEnd(_ videoController: BigoVideoController) {}
    public func onVideo(_ videoController: BigoVideoController, mute: Bool) {}
}
open class BigoVideoController: NSObject {
    open var delegate: (any BGVideoLifeCallbackDelegate)? {
        get { delegateReference.value }
        set { delegateReference.value = newValue }
    }
    private let delegateReference = WeakDelegate<any BGVideoLifeCallbackDelegate>()
}
open class BigoAdMediaView: UIView {
    public let videoController = BigoVideoController()
}
open class BigoAdOptionsView: UIView {}

/// Load callbacks, one protocol per format.
public protocol BigoInterstitialAdLoaderDelegate: NSObjectProtocol {
    func onInterstitialAdLoaded(_ ad: BigoInterstitialAd)
    func onInterstitialAdLoadError(_ error: BigoAdError)
}
public protocol BigoRewardVideoAdLoaderDelegate: NSObjectProtocol {
    func onRewardVideoAdLoaded(_ ad: BigoRewardVideoAd)
    func onRewardVideoAdLoadError(_ error: BigoAdError)
}
public protocol BigoSplashAdLoaderDelegate: NSObjectProtocol {
    func onSplashAdLoaded(_ ad: BigoSplashAd)
    func onSplashAdLoadError(_ error: BigoAdError)
}
public protocol BigoBannerAdLoaderDelegate: NSObjectProtocol {
    func onBannerAdLoaded(_ ad: BigoBannerAd)
    func onBannerAdLoadError(_ error: BigoAdError)
}
public protocol BigoNativeAdLoaderDelegate: NSObjectProtocol {
    func onNativeAdLoaded(_ ad: BigoNativeAd)
    func onNativeAdLoadError(_ error: BigoAdError)
}

/// Loaders: one per format, each keeping its delegate weakly as the SDK does.
open class BigoAdLoader: NSObject {
    open var ext: String?
}
open class BigoInterstitialAdLoader: BigoAdLoader {
    public var delegate: (any BigoInterstitialAdLoaderDelegate)? {
        get { delegateReference.value }
        set { delegateReference.value = newValue }
    }
    private let delegateReference = WeakDelegate<any BigoInterstitialAdLoaderDelegate>()
    public init(interstitialAdLoaderDelegate: BigoInterstitialAdLoaderDelegate) {
        super.init()
        delegate = interstitialAdLoaderDelegate
    }
    open func loadAd(_ request: BigoInterstitialAdRequest) {}
}
open class BigoRewardVideoAdLoader: BigoAdLoader {
    public var delegate: (any BigoRewardVideoAdLoaderDelegate)? {
        get { delegateReference.value }
        set { delegateReference.value = newValue }
    }
    private let delegateReference = WeakDelegate<any BigoRewardVideoAdLoaderDelegate>()
    public init(rewardVideoAdLoaderDelegate: BigoRewardVideoAdLoaderDelegate) {
        super.init()
        delegate = rewardVideoAdLoaderDelegate
    }
    open func loadAd(_ request: BigoRewardVideoAdRequest) {}
}
open class BigoSplashAdLoader: BigoAdLoader {
    public var delegate: (any BigoSplashAdLoaderDelegate)? {
        get { delegateReference.value }
        set { delegateReference.value = newValue }
    }
    private let delegateReference = WeakDelegate<any BigoSplashAdLoaderDelegate>()
    public init(splashAdLoaderDelegate: BigoSplashAdLoaderDelegate) {
        super.init()
        delegate = splashAdLoaderDelegate
    }
    open func loadAd(_ request: BigoSplashAdRequest) {}
}
open class BigoBannerAdLoader: BigoAdLoader {
    public var delegate: (any BigoBannerAdLoaderDelegate)? {
        get { delegateReference.value }
        set { delegateReference.value = newValue }
    }
    private let delegateReference = WeakDelegate<any BigoBannerAdLoaderDelegate>()
    public init(bannerAdLoaderDelegate: BigoBannerAdLoaderDelegate) {
        super.init()
        delegate = bannerAdLoaderDelegate
    }
    open func loadAd(_ request: BigoBannerAdRequest) {}
}
open class BigoNativeAdLoader: BigoAdLoader {
    public var delegate: (any BigoNativeAdLoaderDelegate)? {
        get { delegateReference.value }
        set { delegateReference.value = newValue }
    }
    private let delegateReference = WeakDelegate<any BigoNativeAdLoaderDelegate>()
    public init(nativeAdLoaderDelegate: BigoNativeAdLoaderDelegate) {
        super.init()
        delegate = nativeAdLoaderDelegate
    }
    open func loadAd(_ request: BigoNativeAdRequest) {}
}
