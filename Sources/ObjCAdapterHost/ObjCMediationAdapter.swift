import Foundation
import GoogleMobileAds
import GoogleMobileAdsObjC
import ObjCFaces
import UIKit

/// An Objective-C adapter class as the engine's `MediationAdapter`: the SDK's side of every
/// call, made through the class's Objective-C methods. The engine, its scenarios and its rules
/// see an Objective-C adapter exactly as they see a Swift one.
///
/// Name the adapter's class by overriding `objectiveCClassName` in a subclass (class methods
/// such as `adapterVersion` need the class without an instance):
///
/// ```swift
/// final class SampleCustomEventObjC: ObjCMediationAdapter {
///     override class var objectiveCClassName: String { "SampleCustomEvent" }
/// }
/// ```
///
/// A class adopting `GADRTBAdapter` subclasses `ObjCRTBAdapter` instead.
open class ObjCMediationAdapter: NSObject, MediationAdapter, @unchecked Sendable {
    /// The adapter's Objective-C class, as the SDK finds it: by name.
    open class var objectiveCClassName: String {
        preconditionFailure("\(self) must override objectiveCClassName")
    }

    /// The adapter instance.
    package let adapter: ObjCObject

    /// Makes the adapter with its `-init`, as the SDK does for every request.
    public required override init() {
        ObjCHost.install()
        let name = Self.objectiveCClassName
        guard let made = ObjCObject(taking: gac_gma_adapter_new(name)) else {
            preconditionFailure("no Objective-C class named \(name) is linked into this executable")
        }
        adapter = made
        super.init()
    }

    public class func adapterVersion() -> VersionNumber { version(sdk: false) }
    public class func adSDKVersion() -> VersionNumber { version(sdk: true) }

    private class func version(sdk: Bool) -> VersionNumber {
        ObjCHost.install()
        let version = gac_gma_adapter_version(objectiveCClassName, sdk ? 1 : 0)
        return VersionNumber(majorVersion: version.major, minorVersion: version.minor, patchVersion: version.patch)
    }

    /// Objective-C extras classes have no Swift type; publisher extras reach no Objective-C
    /// adapter, so none is declared.
    public class func networkExtrasClass() -> AdNetworkExtras.Type? { nil }

    public class func setUp(
        with configuration: MediationServerConfiguration,
        completionHandler: @escaping GADMediationAdapterSetUpCompletionBlock
    ) {
        ObjCHost.install()
        let selector = "setUpWithConfiguration:completionHandler:"
        guard gac_gma_class_responds(objectiveCClassName, selector, 1) != 0 else {
            // The SDK treats a missing set-up as an immediate success.
            OptionalRequirement.defaultUsed(.setUp)
            completionHandler(nil)
            return
        }
        let face = Faces.face(of: configuration)
        defer { gac_release(face) }
        gac_gma_adapter_set_up(objectiveCClassName, face, Faces.retained(SetUpCompletion(completionHandler)))
    }

    public func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        load(GACLoadBanner, adConfiguration, .loadBanner, "banner") { ad, error in
            completionHandler(ad.map(ObjCBannerAd.init), error)
        }
    }

    public func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        load(GACLoadInterstitial, adConfiguration, .loadInterstitial, "interstitial") { ad, error in
            completionHandler(ad.map(ObjCFullScreenAd.init), error)
        }
    }

    public func loadRewardedAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        load(GACLoadRewarded, adConfiguration, .loadRewardedAd, "rewarded") { ad, error in
            completionHandler(ad.map(ObjCFullScreenAd.init), error)
        }
    }

    public func loadRewardedInterstitialAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        load(GACLoadRewardedInterstitial, adConfiguration, .loadRewardedInterstitialAd, "rewarded interstitial") {
            ad, error in completionHandler(ad.map(ObjCFullScreenAd.init), error)
        }
    }

    public func loadAppOpenAd(
        for adConfiguration: MediationAppOpenAdConfiguration,
        completionHandler: @escaping GADMediationAppOpenLoadCompletionHandler
    ) {
        load(GACLoadAppOpen, adConfiguration, .loadAppOpenAd, "app open") { ad, error in
            completionHandler(ad.map(ObjCFullScreenAd.init), error)
        }
    }

    public func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        load(GACLoadNative, adConfiguration, .loadNativeAd, "native") { ad, error in
            completionHandler(ad.map(ObjCNativeAd.init), error)
        }
    }

    /// Calls the adapter's load method for `load`, or fails at once as the SDK does when the
    /// adapter lacks it.
    private func load(
        _ load: gac_load, _ configuration: MediationAdConfiguration, _ member: OptionalMember, _ format: String,
        completion: @escaping (ObjCObject?, Error?) -> AnyObject?
    ) {
        guard adapter.responds(to: Self.selector(for: load)) else {
            OptionalRequirement.defaultUsed(member)
            _ = completion(nil, MediationAdapterError.formatNotSupported(format))
            return
        }
        let face = Faces.face(of: configuration)
        defer { gac_release(face) }
        gac_gma_adapter_load(adapter.pointer, load, face, Faces.retained(LoadCompletion(completion)))
    }

    private static func selector(for load: gac_load) -> String {
        switch load {
        case GACLoadBanner: "loadBannerForAdConfiguration:completionHandler:"
        case GACLoadInterstitial: "loadInterstitialForAdConfiguration:completionHandler:"
        case GACLoadRewarded: "loadRewardedAdForAdConfiguration:completionHandler:"
        case GACLoadRewardedInterstitial: "loadRewardedInterstitialAdForAdConfiguration:completionHandler:"
        case GACLoadAppOpen: "loadAppOpenAdForAdConfiguration:completionHandler:"
        default: "loadNativeAdForAdConfiguration:completionHandler:"
        }
    }
}

/// An Objective-C adapter class that adopts `GADRTBAdapter`: it also collects bidding signals.
open class ObjCRTBAdapter: ObjCMediationAdapter, RTBAdapter, @unchecked Sendable {
    public func collectSignals(
        for params: RTBRequestParameters, completionHandler: @escaping GADRTBSignalCompletionHandler
    ) {
        let face = Faces.face(of: params)
        defer { gac_release(face) }
        gac_gma_adapter_collect_signals(adapter.pointer, face, Faces.retained(SignalsCompletion(completionHandler)))
    }
}

// MARK: Completions

/// The Swift side of a completion block Objective-C calls back through (set-up, a load, signal
/// collection): the engine's handler, kept alive by the block.
private final class Completion<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }
}

private typealias SetUpCompletion = Completion<GADMediationAdapterSetUpCompletionBlock>
/// A load's: the engine's handler and how to wrap the ad.
private typealias LoadCompletion = Completion<(ObjCObject?, Error?) -> AnyObject?>
private typealias SignalsCompletion = Completion<GADRTBSignalCompletionHandler>

@_cdecl("gac_gma_complete_set_up")
func gacGMACompleteSetUp(_ completion: gac_swift?, _ error: gac_object?) {
    Faces.borrowed(completion, as: SetUpCompletion.self)?.handler(ObjCValue.error(error))
}

@_cdecl("gac_gma_complete_load")
func gacGMACompleteLoad(_ completion: gac_swift?, _ ad: gac_object?, _ error: gac_object?) -> gac_object? {
    guard let completion = Faces.borrowed(completion, as: LoadCompletion.self) else { return nil }
    let loaded = ObjCObject(borrowing: ad)
    guard let delegate = completion.handler(loaded, ObjCValue.error(error)),
        let face = gac_gma_event_delegate(Faces.retained(delegate))
    else { return nil }
    // The SDK keeps the event delegate as long as it keeps the ad: adapters hold it weakly (Google's
    // do), so the face lives as long as the loaded ad the engine holds.
    loaded?.keepAlive(ObjCObject(borrowing: face))
    return face
}

@_cdecl("gac_gma_complete_signals")
func gacGMACompleteSignals(_ completion: gac_swift?, _ signals: gac_object?, _ error: gac_object?) {
    Faces.borrowed(completion, as: SignalsCompletion.self)?.handler(ObjCValue.string(signals), ObjCValue.error(error))
}

@_cdecl("gac_gma_event")
func gacGMAEvent(_ delegate: gac_swift?, _ event: gac_event, _ argument: gac_object?) {
    guard let delegate = Faces.borrowed(delegate, as: AnyObject.self) as? MediationAdEventDelegate else { return }
    switch event {
    case GACEventImpression: delegate.reportImpression()
    case GACEventClick: delegate.reportClick()
    case GACEventWillPresent: delegate.willPresentFullScreenView()
    case GACEventDidFailToPresent:
        delegate.didFailToPresentWithError(ObjCValue.error(argument) ?? ObjCValue.missingError)
    case GACEventWillDismiss: delegate.willDismissFullScreenView()
    case GACEventDidDismiss: delegate.didDismissFullScreenView()
    case GACEventWillBackground: (delegate as? MediationBannerAdEventDelegate)?.willBackgroundApplication()
    case GACEventReward: (delegate as? MediationRewardedAdEventDelegate)?.didRewardUser()
    case GACEventVideoStart: (delegate as? MediationRewardedAdEventDelegate)?.didStartVideo()
    case GACEventVideoEnd:
        (delegate as? MediationRewardedAdEventDelegate)?.didEndVideo()
        (delegate as? MediationNativeAdEventDelegate)?.didEndVideo()
    case GACEventVideoPlay: (delegate as? MediationNativeAdEventDelegate)?.didPlayVideo()
    case GACEventVideoPause: (delegate as? MediationNativeAdEventDelegate)?.didPauseVideo()
    case GACEventVideoMute: (delegate as? MediationNativeAdEventDelegate)?.didMuteVideo()
    default: (delegate as? MediationNativeAdEventDelegate)?.didUnmuteVideo()
    }
}

extension ObjCValue {
    /// What a nil `NSError` passed where one is owed becomes: an error the rules can see is
    /// empty (no domain).
    static var missingError: NSError { NSError(domain: "", code: 0) }
}
