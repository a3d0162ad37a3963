import Foundation

/// Called once by `setUp`: `nil` on success, an error when set-up failed.
public typealias GADMediationAdapterSetUpCompletionBlock = (Error?) -> Void
/// The banner load completion: exactly one of ad or error; returns the event delegate.
public typealias GADMediationBannerLoadCompletionHandler =
    (MediationBannerAd?, Error?) -> MediationBannerAdEventDelegate?
/// The native load completion: exactly one of ad or error; returns the event delegate.
public typealias GADMediationNativeLoadCompletionHandler =
    (MediationNativeAd?, Error?) -> MediationNativeAdEventDelegate?
/// The spelling of the native completion handler used in the native custom-event guide.
public typealias GADMediationNativeAdLoadCompletionHandler = GADMediationNativeLoadCompletionHandler

/// The class an ad network registers with the SDK. The SDK creates one instance per ad
/// request with a no-argument initializer (here: through the adapter's fixture) and calls
/// one `load…` method on it, on the main thread.
///
/// Objective-C `@optional` members are requirements with default implementations; the
/// defaults behave as the SDK does when an adapter lacks the method.
public protocol MediationAdapter: NSObjectProtocol {
    /// The adapter's own version.
    static func adapterVersion() -> VersionNumber
    /// The version of the network SDK the adapter wraps.
    static func adSDKVersion() -> VersionNumber
    /// The publisher extras type the adapter understands, if any.
    static func networkExtrasClass() -> AdNetworkExtras.Type?
    /// One-time set-up with every configured credential; must complete exactly once.
    static func setUp(
        with configuration: MediationServerConfiguration,
        completionHandler: @escaping GADMediationAdapterSetUpCompletionBlock)
    /// The set-up method's name in SDK versions before the Swift renaming; adapters written
    /// against those implement this one, and the default `setUp` forwards to it.
    static func setUpWith(
        _ configuration: MediationServerConfiguration,
        completionHandler: @escaping GADMediationAdapterSetUpCompletionBlock)
    /// Set-up as Swift also imports the Objective-C method: adapters may implement this `async`
    /// form instead of the completion-handler one. Reached from `setUpWith`'s default.
    static func setUp(with configuration: MediationServerConfiguration) async throws
    /// Loads a banner; the completion handler must be called exactly once.
    func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler)
    /// Loads a native ad; the completion handler must be called exactly once.
    func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler)
    /// Loads an interstitial; the completion handler must be called exactly once.
    func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler)
    /// Loads a rewarded ad; the completion handler must be called exactly once.
    func loadRewardedAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler)
    /// Loads a rewarded interstitial: a rewarded ad the app shows without asking the user
    /// first. Same configuration and completion types as `loadRewardedAd`.
    func loadRewardedInterstitialAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler)
    /// Loads an app-open ad; the completion handler must be called exactly once.
    func loadAppOpenAd(
        for adConfiguration: MediationAppOpenAdConfiguration,
        completionHandler: @escaping GADMediationAppOpenLoadCompletionHandler)
}

extension MediationAdapter {
    /// Default: forwards to the older `setUpWith(_:completionHandler:)`.
    public static func setUp(
        with configuration: MediationServerConfiguration,
        completionHandler: @escaping GADMediationAdapterSetUpCompletionBlock
    ) {
        OptionalRequirement.defaultUsed(.setUp)
        setUpWith(configuration, completionHandler: completionHandler)
    }

    /// Default: runs the `async` form, if the adapter wrote that one; the completion comes
    /// at once when it did not (the SDK treats a missing set-up as an immediate success).
    public static func setUpWith(
        _ configuration: MediationServerConfiguration,
        completionHandler: @escaping GADMediationAdapterSetUpCompletionBlock
    ) {
        OptionalRequirement.defaultUsed(.setUpWith)
        AsyncSetUp.run(self, configuration, completionHandler: completionHandler)
    }

    /// Default: nothing to set up.
    public static func setUp(with configuration: MediationServerConfiguration) async throws {
        OptionalRequirement.defaultUsed(.setUpAsync)
    }

    /// Default: the format is not supported, so the load fails at once.
    public func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        OptionalRequirement.defaultUsed(.loadBanner)
        _ = completionHandler(nil, MediationAdapterError.formatNotSupported("banner"))
    }

    /// Default: the format is not supported, so the load fails at once.
    public func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        OptionalRequirement.defaultUsed(.loadNativeAd)
        _ = completionHandler(nil, MediationAdapterError.formatNotSupported("native"))
    }
}

/// Errors the stand-in SDK itself produces for adapters that lack a format.
package enum MediationAdapterError {
    package static func formatNotSupported(_ format: String) -> NSError {
        NSError(
            domain: "com.google.mobileads.mediation", code: 1,
            userInfo: [NSLocalizedDescriptionKey: "The adapter does not implement \(format) ads."])
    }
}
