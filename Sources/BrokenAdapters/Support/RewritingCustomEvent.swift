import Foundation
import GoogleMobileAds
import SampleCustomEvent

/// The reference custom event reading its ad configuration wrongly: a variant rewrites the
/// configuration the SDK sent (drops an option, ignores a flag) and the reference loads
/// from the rewritten one. That is how a request option gets lost on its way to the network.
open class RewritingCustomEvent: SampleCustomEvent {
    /// Creates the custom event.
    public override init() { super.init() }

    /// The native configuration as this variant reads it.
    open func rewrite(_ configuration: MediationNativeAdConfiguration) -> MediationNativeAdConfiguration {
        configuration
    }

    /// The banner configuration as this variant reads it.
    open func rewrite(_ configuration: MediationBannerAdConfiguration) -> MediationBannerAdConfiguration {
        configuration
    }

    /// Loads from what `rewrite` makes of the native configuration.
    open override func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        super.loadNativeAd(for: rewrite(adConfiguration), completionHandler: completionHandler)
    }

    /// Loads from what `rewrite` makes of the banner configuration.
    open override func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        super.loadBanner(for: rewrite(adConfiguration), completionHandler: completionHandler)
    }
}

extension MediationNativeAdConfiguration {
    /// A copy with some fields replaced; the SDK's own objects are never mutated.
    package func with(
        options: [AdLoaderOptions]? = nil, credentials: MediationCredentials? = nil,
        isTestRequest: Bool? = nil, childDirectedTreatment: NSNumber?? = nil
    ) -> MediationNativeAdConfiguration {
        MediationNativeAdConfiguration(
            options: options ?? self.options, credentials: credentials ?? self.credentials,
            bidResponse: bidResponse, topViewController: topViewController, watermark: watermark,
            extras: extras, isTestRequest: isTestRequest ?? self.isTestRequest,
            childDirectedTreatment: childDirectedTreatment ?? self.childDirectedTreatment,
            underAgeOfConsent: underAgeOfConsent)
    }

    /// A copy whose image options are replaced by `change` applied to a copy of them
    /// (defaults when the publisher passed none).
    package func withImageOptions(_ change: (NativeAdImageAdLoaderOptions) -> Void) -> MediationNativeAdConfiguration {
        let original = options.compactMap { $0 as? NativeAdImageAdLoaderOptions }.first
        let copy = NativeAdImageAdLoaderOptions()
        copy.isImageLoadingDisabled = original?.isImageLoadingDisabled ?? false
        copy.shouldRequestMultipleImages = original?.shouldRequestMultipleImages ?? false
        change(copy)
        return with(options: options.filter { !($0 is NativeAdImageAdLoaderOptions) } + [copy])
    }
}

extension MediationBannerAdConfiguration {
    /// A copy with some fields replaced; the SDK's own objects are never mutated.
    package func with(
        adSize: AdSize? = nil, credentials: MediationCredentials? = nil,
        isTestRequest: Bool? = nil, childDirectedTreatment: NSNumber?? = nil
    ) -> MediationBannerAdConfiguration {
        MediationBannerAdConfiguration(
            adSize: adSize ?? self.adSize, credentials: credentials ?? self.credentials,
            bidResponse: bidResponse, topViewController: topViewController, watermark: watermark,
            extras: extras, isTestRequest: isTestRequest ?? self.isTestRequest,
            childDirectedTreatment: childDirectedTreatment ?? self.childDirectedTreatment,
            underAgeOfConsent: underAgeOfConsent)
    }
}

extension MediationCredentials {
    /// A copy whose server parameter is `parameter`.
    package func with(parameter: String?) -> MediationCredentials {
        var settings = self.settings
        settings["parameter"] = parameter
        return MediationCredentials(format: format, settings: settings)
    }

    /// The server parameter as text, if any.
    package var parameter: String? { settings["parameter"] as? String }
}
