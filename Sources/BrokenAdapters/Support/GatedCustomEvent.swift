import Foundation
import GoogleMobileAds
import SampleAdSDK
import SampleCustomEvent

/// A compact custom event on the Sample Ad SDK whose only difference from the reference is
/// its completion guard, `Gate`: it loads, maps (with the reference's mapping) and forwards
/// events as the reference does. With `OnceGate` it is correct; the LOAD-1, LOAD-6 and
/// CON-2 variants plug in a wrong gate.
public final class GatedCustomEvent<Gate: LoadGate>: NSObject, MediationAdapter {
    private var native: GatedNativeLoad<Gate>?
    private var banner: GatedBannerLoad<Gate>?

    /// Creates the custom event, as the SDK does for every request.
    public override init() { super.init() }

    /// The reference's version; only the gate differs.
    public static func adapterVersion() -> VersionNumber { SampleCustomEvent.adapterVersion() }
    /// The reference's Sample Ad SDK version.
    public static func adSDKVersion() -> VersionNumber { SampleCustomEvent.adSDKVersion() }
    /// The reference's extras class, although this compact load reads no extras.
    public static func networkExtrasClass() -> AdNetworkExtras.Type? { SampleCustomEvent.networkExtrasClass() }
    /// The reference's setup, unchanged.
    public static func setUp(
        with configuration: MediationServerConfiguration,
        completionHandler: @escaping GADMediationAdapterSetUpCompletionBlock
    ) {
        SampleCustomEvent.setUp(with: configuration, completionHandler: completionHandler)
    }

    /// Starts a native load whose completions pass through `Gate`.
    public func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        let load = GatedNativeLoad<Gate>(completionHandler)
        native = load
        load.start(adConfiguration)
    }

    /// Starts a banner load whose completions pass through `Gate`.
    public func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        let load = GatedBannerLoad<Gate>(completionHandler)
        banner = load
        load.start(adConfiguration)
    }
}

/// The error for a network failure: domain, the network's code, a sentence.
func networkFailure(_ code: SampleErrorCode) -> NSError {
    NSError(
        domain: SampleCustomEventErrorDomain, code: SampleCustomEventErrorCode.adLoadFailureCallback.rawValue,
        userInfo: [
            NSLocalizedDescriptionKey:
                "The Sample Ad SDK failed to load an ad with error code \(code.rawValue) (\(code))."
        ])
}

/// The error for a missing or empty server parameter.
let missingParameter = NSError(
    domain: SampleCustomEventErrorDomain, code: SampleCustomEventErrorCode.invalidServerParameter.rawValue,
    userInfo: [NSLocalizedDescriptionKey: "The ad source has no server parameter."])

/// The non-empty server parameter, if any.
func adUnit(_ credentials: MediationCredentials) -> String? {
    guard let value = credentials.settings["parameter"] as? String,
        !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    else { return nil }
    return value
}

/// One native load behind `Gate`.
final class GatedNativeLoad<Gate: LoadGate>: NSObject, SampleNativeAdLoaderDelegate {
    private var completion: GADMediationNativeLoadCompletionHandler?
    private let gate = Gate()
    private var loader: SampleNativeAdLoader?
    private var ads: [SampleMediatedNativeAd] = []
    private var wantsImageData = true

    init(_ completion: @escaping GADMediationNativeLoadCompletionHandler) {
        self.completion = completion
    }

    func start(_ configuration: MediationNativeAdConfiguration) {
        guard let unit = adUnit(configuration.credentials) else { return finish(nil, missingParameter, success: false) }
        let request = SampleNativeAdRequest()
        request.testMode = configuration.isTestRequest
        request.applyPrivacyAndBid(from: configuration)
        for option in configuration.options {
            if let images = option as? NativeAdImageAdLoaderOptions {
                request.shouldDownloadImages = !images.isImageLoadingDisabled
                request.shouldRequestMultipleImages = images.shouldRequestMultipleImages
            } else if let media = option as? NativeAdMediaAdLoaderOptions {
                request.preferredImageOrientation =
                    [.landscape: .landscape, .portrait: .portrait][media.mediaAspectRatio] ?? .any
            } else if let view = option as? NativeAdViewAdOptions {
                let corners: [AdChoicesPosition: SampleAdChoicesPosition] = [
                    .topLeftCorner: .topLeftCorner, .bottomRightCorner: .bottomRightCorner,
                    .bottomLeftCorner: .bottomLeftCorner,
                ]
                request.preferredAdChoicesPosition = corners[view.preferredAdChoicesPosition] ?? .topRightCorner
            }
        }
        wantsImageData = request.shouldDownloadImages
        let loader = SampleNativeAdLoader()
        loader.adUnitID = unit
        loader.delegate = self
        self.loader = loader
        loader.fetchAd(request)
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
        guard let mapped = SampleMediatedNativeAd.mapping(nativeAd, wantsImageData: wantsImageData) else {
            return finish(
                nil,
                NSError(
                    domain: SampleCustomEventErrorDomain,
                    code: SampleCustomEventErrorCode.imageDownloadFailure.rawValue,
                    userInfo: [NSLocalizedDescriptionKey: "The network returned image URLs only."]), success: false)
        }
        finish(mapped, nil, success: true)
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
        finish(nil, networkFailure(errorCode), success: false)
    }

    /// The gate is the only thing left to race: the load's own storage is locked, so a gate
    /// that lets two racing answers through (CON-2) shows as two completions, never as a
    /// corrupted closure reference that crashes the test process.
    private let storage = NSLock()

    private func finish(_ ad: SampleMediatedNativeAd?, _ error: Error?, success: Bool) {
        guard let handler = gate.admit(success: success, handler: { storage.withLock { completion } }) else { return }
        if gate.isClosed { storage.withLock { completion = nil } }
        let delegate = handler(ad, error)
        if let ad {
            storage.withLock { ads.append(ad) }
            ad.connect(eventDelegate: delegate)
        }
    }
}

/// One banner load behind `Gate`.
final class GatedBannerLoad<Gate: LoadGate>: NSObject, MediationBannerAd, SampleBannerAdDelegate,
    SampleBannerAdDelegateAdditions
{
    private var completion: GADMediationBannerLoadCompletionHandler?
    private let gate = Gate()
    private var banner: SampleBanner?
    private var eventDelegate: (any MediationBannerAdEventDelegate)?

    init(_ completion: @escaping GADMediationBannerLoadCompletionHandler) {
        self.completion = completion
    }

    func start(_ configuration: MediationBannerAdConfiguration) {
        guard let unit = adUnit(configuration.credentials) else { return finish(nil, missingParameter, success: false) }
        let size = configuration.adSize.size
        let banner = SampleBanner(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        banner.adUnit = unit
        banner.delegate = self
        self.banner = banner
        let request = SampleAdRequest()
        request.testMode = configuration.isTestRequest
        request.applyPrivacyAndBid(from: configuration)
        banner.fetchAd(request)
    }

    var view: UIView { banner ?? UIView() }

    /// Locks the load's own storage so only the gate races (see `GatedNativeLoad.storage`).
    private let storage = NSLock()

    private var events: (any MediationBannerAdEventDelegate)? { storage.withLock { eventDelegate } }

    private func finish(_ ad: GatedBannerLoad?, _ error: Error?, success: Bool) {
        guard let handler = gate.admit(success: success, handler: { storage.withLock { completion } }) else { return }
        if gate.isClosed { storage.withLock { completion = nil } }
        let delegate = handler(ad, error)
        if ad != nil { storage.withLock { eventDelegate = delegate } }
    }

    func bannerDidLoad(_ banner: SampleBanner) { finish(self, nil, success: true) }
    func banner(_ banner: SampleBanner, didFailToLoadAdWith errorCode: SampleErrorCode) {
        finish(nil, networkFailure(errorCode), success: false)
    }
    func bannerWillLeaveApplication(_ banner: SampleBanner) { events?.reportClick() }
    func bannerDidRecordImpression(_ banner: SampleBanner) { events?.reportImpression() }
    func bannerWillPresentScreen(_ banner: SampleBanner) { events?.willPresentFullScreenView() }
    func bannerWillDismissScreen(_ banner: SampleBanner) { events?.willDismissFullScreenView() }
    func bannerDidDismissScreen(_ banner: SampleBanner) { events?.didDismissFullScreenView() }
}
