// Declarations of the Moloco SDK as the Moloco adapter uses it: names and shapes are the
// vendor's public Swift API. The bodies are ours: this stub SDK is the scripted network itself
// (see MolocoSDK+Scripted.swift), which the fixture connects to the scenario's host.
@_exported import Foundation
import ScriptedNetwork
@_exported import UIKit

/// Parameters of SDK start-up.
public struct MolocoInitParams: Sendable {
    public let appKey: String
    public let mediation: String
    public init(appKey: String, mediation: String) {
        self.appKey = appKey
        self.mediation = mediation
    }
}

/// Parameters of creating one ad.
public struct MolocoCreateAdParams: Sendable {
    public let adUnit: String
    public let mediation: String
    public let watermarkData: Data?
    public init(adUnit: String, mediation: String, watermarkData: Data? = nil) {
        self.adUnit = adUnit
        self.mediation = mediation
        self.watermarkData = watermarkData
    }
}

/// Parameters of a bid-token request.
public struct MolocoParams: Sendable {
    public let mediation: String
    public init(mediation: String) { self.mediation = mediation }
}

/// Banner sizes the SDK serves.
public enum MolocoBannerAdSize: Equatable, Sendable {
    case standard
    case mrec
    case anchoredAdaptive(width: Int)
    case inlineAdaptive(width: Int)
}

/// Privacy settings the publisher's adapter passes on.
public enum MolocoPrivacySettings {
    nonisolated(unsafe) public static var isAgeRestrictedUser: Bool = false {
        didSet { ScriptedMoloco.current.ageRestrictedUserSet(isAgeRestrictedUser) }
    }
    nonisolated(unsafe) public static var hasUserConsent: Bool = false
    nonisolated(unsafe) public static var isDoNotSell: Bool = false
}

/// Callbacks every ad gives.
public protocol MolocoAdDelegate: AnyObject {
    func didLoad(ad: MolocoAd)
    func failToLoad(ad: MolocoAd, with error: Error?)
    func didShow(ad: MolocoAd)
    func failToShow(ad: MolocoAd, with error: Error?)
    func didHide(ad: MolocoAd)
    func didClick(on ad: MolocoAd)
}
public protocol MolocoInterstitialDelegate: MolocoAdDelegate {}
public protocol MolocoBannerDelegate: MolocoAdDelegate {}
public protocol MolocoRewardedDelegate: MolocoAdDelegate {
    func userRewarded(ad: MolocoAd)
    func rewardedVideoStarted(ad: MolocoAd)
    func rewardedVideoCompleted(ad: MolocoAd)
}
public protocol MolocoNativeAdDelegate: MolocoAdDelegate {
    func didHandleClick(ad: MolocoAd)
    func didHandleImpression(ad: MolocoAd)
}

/// A loadable ad.
public protocol MolocoAd: AnyObject {
    /// Loads the ad the auction's bid response names.
    func load(bidResponse: String)
    /// Whether the ad loaded and can be shown.
    var isReady: Bool { get }
    func destroy()
}

/// A full-screen interstitial.
public protocol MolocoInterstitial: MolocoAd {
    var interstitialDelegate: MolocoInterstitialDelegate? { get set }
    func show(from viewController: UIViewController)
}

/// A full-screen rewarded ad.
public protocol MolocoRewardedInterstitial: MolocoAd {
    var rewardedDelegate: MolocoRewardedDelegate? { get set }
    func show(from viewController: UIViewController)
}

/// A banner: a view that is also an ad.
open class MolocoBannerAdView: UIView, MolocoAd {
    open var delegate: (any MolocoBannerDelegate)? {
        get { delegateReference.value }
        set { delegateReference.value = newValue }
    }
    private let delegateReference = WeakDelegate<any MolocoBannerDelegate>()
    open func load(bidResponse: String) {}
    open var isReady: Bool { false }
    open func destroy() {}
}

/// The assets of a loaded native ad.
public struct MolocoNativeAdAssests {
    public var title: String?
    public var description: String?
    public var sponsorText: String?
    public var ctaTitle: String?
    public var rating: Double?
    public var appIcon: UIImage?
    public var mainImage: UIImage?
    public var videoView: UIView?
    public init(
        title: String? = nil, description: String? = nil, sponsorText: String? = nil, ctaTitle: String? = nil,
        rating: Double? = nil, appIcon: UIImage? = nil, mainImage: UIImage? = nil, videoView: UIView? = nil
    ) {
        self.title = title
        self.description = description
        self.sponsorText = sponsorText
        self.ctaTitle = ctaTitle
        self.rating = rating
        self.appIcon = appIcon
        self.mainImage = mainImage
        self.videoView = videoView
    }
}

/// A native ad.
open class MolocoNativeAd: NSObject, MolocoAd {
    open var delegate: (any MolocoNativeAdDelegate)? {
        get { delegateReference.value }
        set { delegateReference.value = newValue }
    }
    private let delegateReference = WeakDelegate<any MolocoNativeAdDelegate>()
    open var assets: MolocoNativeAdAssests? { loadedAssets }
    /// Set when the ad loaded.
    var loadedAssets: MolocoNativeAdAssests?
    open func load(bidResponse: String) {}
    open var isReady: Bool { false }
    open func destroy() {}
    /// The publisher's view recorded an impression.
    open func handleImpression() {}
    /// The publisher's view recorded a click.
    open func handleClick() {}
}

/// The SDK's process-wide object.
open class Moloco: NSObject {
    nonisolated(unsafe) public static let shared = Moloco()
    open var sdkVersion: String { "3.12.0" }
    open var isInitialized: Bool { ScriptedMoloco.current.initialized }
    open func initialize(params: MolocoInitParams, completion: ((Bool, Error?) -> Void)?) {
        ScriptedMoloco.current.initialize(params, completion: completion)
    }
    open func getBidToken(params: MolocoParams, completion: @escaping (String?, Error?) -> Void) {
        ScriptedMoloco.current.bidToken(params, completion: completion)
    }
    // Each `create…` may return nil, as Moloco's may: when the scenario scripts no ad object.
    open func createInterstitial(params: MolocoCreateAdParams) -> MolocoInterstitial? {
        ScriptedMoloco.makesAdObject ? ScriptedFullScreenAd(format: "interstitial", params: params) : nil
    }
    open func createRewarded(params: MolocoCreateAdParams) -> MolocoRewardedInterstitial? {
        ScriptedMoloco.makesAdObject ? ScriptedFullScreenAd(format: "rewarded", params: params) : nil
    }
    open func createMolocoBanner(
        params: MolocoCreateAdParams, size: MolocoBannerAdSize, viewController: UIViewController
    ) -> MolocoBannerAdView? { ScriptedMoloco.makesAdObject ? ScriptedBannerView(params: params, size: size) : nil }
    open func createNativeAd(params: MolocoCreateAdParams) -> MolocoNativeAd? {
        ScriptedMoloco.makesAdObject ? ScriptedNativeAd(params: params) : nil
    }
}
