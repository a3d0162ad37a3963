// The same kind of adapter in the SDK's current Swift names, with only the required native
// members: the optional ones fall back to defaults the harness can detect.
import GoogleMobileAds

final class CurrentNamesAdapter: NSObject, MediationAdapter {
    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1, minorVersion: 0, patchVersion: 0) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 1, minorVersion: 2, patchVersion: 3) }
    static func networkExtrasClass() -> AdNetworkExtras.Type? { nil }

    func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        let disabled = adConfiguration.options.contains {
            ($0 as? NativeAdImageAdLoaderOptions)?.isImageLoadingDisabled == true
        }
        _ = completionHandler(MinimalNativeAd(imagesDisabled: disabled), nil)
    }
}

final class MinimalNativeAd: NSObject, MediationNativeAd {
    let imagesDisabled: Bool
    init(imagesDisabled: Bool) { self.imagesDisabled = imagesDisabled }
    var headline: String? { "Current" }
    var images: [NativeAdImage]? { nil }
    var body: String? { nil }
    var icon: NativeAdImage? { nil }
    var callToAction: String? { nil }
    var starRating: NSDecimalNumber? { nil }
    var store: String? { nil }
    var price: String? { nil }
    var advertiser: String? { nil }
    var extraAssets: [String: Any]? { nil }

    /// The misspelling from the native guide: compiles, but is not the protocol's method.
    func didRecordClickOnAsset(withName assetName: NativeAssetIdentifier, view: UIView, wController: UIViewController) {
    }
}
