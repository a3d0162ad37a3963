import AcmeSDK
import Foundation
import GoogleMobileAds

/// The Google Mobile Ads mediation adapter for Acme: banner, native, interstitial and
/// rewarded. The SDK makes one instance per ad request; everything a load needs lives on
/// that instance.
public final class AcmeMediationAdapter: NSObject, MediationAdapter {
    /// The credential key that carries the Acme placement ID (the fixture declares it).
    static let placementKey = "placement_id"

    private var client: (any AcmeClient)?
    private var bannerAd: AcmeBannerAd?
    private var nativeAd: AcmeMediatedNativeAd?
    private var interstitial: AcmeInterstitial?
    private var rewarded: AcmeRewarded?

    /// The SDK creates adapters with this initializer.
    public override init() {
        super.init()
    }

    // MARK: Adapter class

    public static func adapterVersion() -> VersionNumber {
        VersionNumber(majorVersion: 4, minorVersion: 2, patchVersion: 100)
    }

    public static func adSDKVersion() -> VersionNumber {
        let parts = AcmeAds.version.split(separator: ".").map { Int($0) ?? 0 } + [0, 0, 0]
        return VersionNumber(majorVersion: parts[0], minorVersion: parts[1], patchVersion: parts[2])
    }

    public static func networkExtrasClass() -> AdNetworkExtras.Type? { nil }

    public static func setUp(
        with configuration: MediationServerConfiguration,
        completionHandler: @escaping GADMediationAdapterSetUpCompletionBlock
    ) {
        let placements = configuration.credentials.compactMap(placement(in:))
        if AcmeAds.start(placements: placements) {
            completionHandler(nil)
        } else {
            completionHandler(AcmeAdapterError.missingPlacement())
        }
    }

    static func placement(in credentials: MediationCredentials) -> String? {
        guard let value = credentials.settings[placementKey] as? String, !value.isEmpty else { return nil }
        return value
    }

    // MARK: Banner

    public func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        let once = LoadOnce(completionHandler)
        guard let placement = Self.placement(in: adConfiguration.credentials) else {
            _ = once.take()?(nil, AcmeAdapterError.missingPlacement())
            return
        }
        let size = adConfiguration.adSize.size
        let client = AcmeClientFactory.make()
        self.client = client
        client.loadBanner(
            placement: placement, size: AcmeBannerSize(width: Double(size.width), height: Double(size.height)),
            options: Self.requestOptions(adConfiguration)
        ) { [weak self] result in
            guard let completion = once.take() else { return }  // Acme answered again: ignore.
            switch result {
            case .success(let banner):
                let ad = AcmeBannerAd(banner: banner)
                self?.bannerAd = ad
                ad.delegate = completion(ad, nil)
            case .failure(let error):
                _ = completion(nil, AcmeAdapterError.network(error))
            }
        }
    }

    // MARK: Native

    public func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        let once = LoadOnce(completionHandler)
        guard let placement = Self.placement(in: adConfiguration.credentials) else {
            _ = once.take()?(nil, AcmeAdapterError.missingPlacement())
            return
        }
        let imageOptions = adConfiguration.options.compactMap { $0 as? NativeAdImageAdLoaderOptions }.last
        let imageLoadingDisabled = imageOptions?.disableImageLoading ?? false
        let client = AcmeClientFactory.make()
        self.client = client
        client.loadNative(placement: placement, options: Self.nativeOptions(adConfiguration)) { [weak self] result in
            guard let completion = once.take() else { return }  // Acme answered again: ignore.
            switch result {
            case .success(let acmeAd):
                AcmeNativeImages.load(
                    for: acmeAd, includeAssets: !imageLoadingDisabled, loader: AcmeImageLoaderFactory.make()
                ) { images in
                    let ad = AcmeMediatedNativeAd(
                        ad: acmeAd, images: images, imageLoadingDisabled: imageLoadingDisabled)
                    self?.nativeAd = ad
                    ad.delegate = completion(ad, nil)
                }
            case .failure(let error):
                _ = completion(nil, AcmeAdapterError.network(error))
            }
        }
    }

    // MARK: Full screen

    public func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        let once = LoadOnce(completionHandler)
        guard let placement = Self.placement(in: adConfiguration.credentials) else {
            _ = once.take()?(nil, AcmeAdapterError.missingPlacement())
            return
        }
        let client = AcmeClientFactory.make()
        self.client = client
        client.loadInterstitial(placement: placement, options: Self.requestOptions(adConfiguration)) {
            [weak self] result in
            guard let completion = once.take() else { return }  // Acme answered again: ignore.
            switch result {
            case .success(let acmeAd):
                let ad = AcmeInterstitial(ad: acmeAd)
                self?.interstitial = ad
                ad.presentation.delegate = completion(ad, nil)
            case .failure(let error):
                _ = completion(nil, AcmeAdapterError.network(error))
            }
        }
    }

    public func loadRewardedAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        let once = LoadOnce(completionHandler)
        guard let placement = Self.placement(in: adConfiguration.credentials) else {
            _ = once.take()?(nil, AcmeAdapterError.missingPlacement())
            return
        }
        let client = AcmeClientFactory.make()
        self.client = client
        client.loadRewarded(placement: placement, options: Self.requestOptions(adConfiguration)) { [weak self] result in
            guard let completion = once.take() else { return }  // Acme answered again: ignore.
            switch result {
            case .success(let acmeAd):
                let ad = AcmeRewarded(ad: acmeAd)
                self?.rewarded = ad
                ad.presentation.delegate = completion(ad, nil)
            case .failure(let error):
                _ = completion(nil, AcmeAdapterError.network(error))
            }
        }
    }

    // MARK: Options

    /// Test mode from the request; child and age flags from the global request configuration
    /// (Google Mobile Ads 13 carries them only there); the bid and its watermark, base64, for a
    /// bidding load.
    static func requestOptions(_ configuration: MediationAdConfiguration?) -> AcmeRequestOptions {
        let global = MobileAds.shared.requestConfiguration
        let child = global.ageRestrictedTreatment == .child
        return AcmeRequestOptions(
            testMode: configuration?.isTestRequest ?? false,
            childDirected: child ? true : global.tagForChildDirectedTreatment?.boolValue,
            underAgeOfConsent: child ? true : global.tagForUnderAgeOfConsent?.boolValue,
            bidPayload: configuration?.bidResponse,
            watermarkBase64: configuration?.watermark?.base64EncodedString())
    }

    static func nativeOptions(_ configuration: MediationNativeAdConfiguration) -> AcmeNativeOptions {
        var options = AcmeNativeOptions(request: requestOptions(configuration))
        for option in configuration.options {
            if let images = option as? NativeAdImageAdLoaderOptions, images.shouldRequestMultipleImages {
                options.maxImages = 5
            }
            if let media = option as? NativeAdMediaAdLoaderOptions {
                switch media.mediaAspectRatio {
                case .landscape: options.orientation = .landscape
                case .portrait: options.orientation = .portrait
                default: options.orientation = .any
                }
            }
        }
        return options
    }
}
