import Foundation
import ObjCAdapterHost
import ObjCFaces
import SampleAdSDK
import SampleAdSDKObjC
import ScriptedNetwork
import UIKit

// The Swift side of the Sample Ad SDK faces (`SampleAdSDKObjC/SwiftSide.h`): each function reads
// or drives the Swift stand-in object a face stands for. Faces borrow their Swift objects; faces
// handed back are +1.

/// The Objective-C Sample Ad SDK: which face class stands for which stand-in class, and what
/// `-init`/`-initWithFrame:` of each face class makes.
public enum SampleAdSDKFaces {
    /// Declares every Sample Ad SDK face class and maker. The UIKit faces they build on (the
    /// superclass makers, the native ad's images) come from `ObjCHost.install()`.
    public static func declare() {
        Faces.declare(SampleBanner.self, as: "SampleBanner")
        Faces.declare(SampleMediaView.self, as: "SampleMediaView")
        Faces.declare(SampleAdInfoView.self, as: "SampleAdInfoView")
        Faces.declare(SampleInterstitial.self, as: "SampleInterstitial")
        Faces.declare(SampleRewardedAd.self, as: "SampleRewardedAd")
        Faces.declare(SampleAppOpenAd.self, as: "SampleAppOpenAd")
        Faces.declare(SampleNativeAdLoader.self, as: "SampleNativeAdLoader")
        Faces.declare(SampleNativeAd.self, as: "SampleNativeAd")
        Faces.declareMaker(for: "SampleBanner") { SampleBanner(frame: $0) }
        Faces.declareMaker(for: "SampleMediaView") { SampleMediaView(frame: $0) }
        // The header makes this view with `-init` only; the stand-in sizes a zero frame itself.
        Faces.declareMaker(for: "SampleAdInfoView") { frame in
            let view = SampleAdInfoView()
            if frame != .zero { view.frame = frame }
            return view
        }
        Faces.declare(SampleRewardedAdController.self, as: "SampleRewardedAdController")
        Faces.declareMaker(for: "SampleNativeAdLoader") { _ in SampleNativeAdLoader() }
        Faces.declareMaker(for: "SampleNativeAd") { _ in SampleNativeAd() }
    }
}

@_cdecl("gac_sample_make_ad")
func gacSampleMakeAd(_ kind: UnsafePointer<CChar>, _ adUnit: UnsafePointer<CChar>?) -> gac_swift? {
    let adUnit = adUnit.map { String(cString: $0) }
    switch String(cString: kind) {
    case "SampleInterstitial": return Faces.retained(SampleInterstitial(adUnitID: adUnit))
    // The Swift initializers take a non-null ad unit, as the headers declare it.
    case "SampleRewardedAd": return Faces.retained(SampleRewardedAd(adUnitID: adUnit ?? ""))
    case "SampleAppOpenAd": return Faces.retained(SampleAppOpenAd(adUnitID: adUnit ?? ""))
    default: return nil
    }
}

@_cdecl("gac_sample_make_rewarded_controller")
func gacSampleMakeRewardedController(_ rewardedAd: gac_swift?) -> gac_swift? {
    Faces.retained(SampleRewardedAdController(rewardedAd: Faces.borrowed(rewardedAd, as: SampleRewardedAd.self)))
}

@_cdecl("gac_sample_fetch")
func gacSampleFetch(_ swift: gac_swift?, _ fields: UnsafePointer<gac_sample_request>?) {
    let fields = fields?.pointee
    switch Faces.borrowed(swift, as: AnyObject.self) {
    case let banner as SampleBanner: banner.fetchAd(fields.map(request(from:)))
    case let interstitial as SampleInterstitial: interstitial.fetchAd(fields.map(request(from:)))
    case let rewardedAd as SampleRewardedAd: rewardedAd.fetch(fields.map(request(from:)) ?? SampleAdRequest())
    case let appOpenAd as SampleAppOpenAd: appOpenAd.fetch(fields.map(request(from:)) ?? SampleAdRequest())
    case let loader as SampleNativeAdLoader: loader.fetchAd(fields.map(nativeRequest(from:)))
    default: preconditionFailure("gac_sample_fetch: not a Sample Ad SDK ad face")
    }
    FetchEnd.whenScenarioEnds(swift)
}

/// Ends a face's hold on itself for a fetch when the scenario's network is discarded unanswered
/// (the face keeps itself alive while its fetch is in flight, as the stand-in's closures keep the
/// Swift object; those go with the network, and so must the face's hold). Held by the network
/// host, it refers to the face weakly.
private final class FetchEnd {
    private let face: gac_object

    private init(face: gac_object) { self.face = gac_weak_new(face) }

    deinit {
        if let live = gac_weak_load(face) {
            gac_sample_end_fetch(live)
            gac_release(live)
        }
        gac_release(face)
    }

    static func whenScenarioEnds(_ swift: gac_swift?) {
        guard let host = NetworkEnvironment.host, let face = gac_face_lookup(swift) else { return }
        let end = FetchEnd(face: face)
        gac_release(face)
        host.register { _ in withExtendedLifetime(end) {} }
    }
}

/// The Swift request an Objective-C request's fields describe: a native one when it was one.
private func request(from fields: gac_sample_request) -> SampleAdRequest {
    let request = fields.isNative != 0 ? nativeRequest(from: fields) : SampleAdRequest()
    request.testMode = fields.testMode != 0
    request.mute = fields.mute != 0
    request.keywords = ObjCValue.value(fields.keywords) as? [String]
    return request
}

/// A native request from the fields; a plain request's fields keep the native defaults.
private func nativeRequest(from fields: gac_sample_request) -> SampleNativeAdRequest {
    let request = SampleNativeAdRequest()
    request.testMode = fields.testMode != 0
    request.mute = fields.mute != 0
    request.keywords = ObjCValue.value(fields.keywords) as? [String]
    guard fields.isNative != 0 else { return request }
    request.shouldDownloadImages = fields.shouldDownloadImages != 0
    request.preferredImageOrientation = NativeAdImageOrientation(rawValue: fields.preferredImageOrientation) ?? .any
    request.shouldRequestMultipleImages = fields.shouldRequestMultipleImages != 0
    return request
}

@_cdecl("gac_sample_show")
func gacSampleShow(_ swift: gac_swift?, _ controller: gac_swift?) {
    let controller = Faces.borrowed(controller, as: AnyObject.self) as? UIViewController
    switch Faces.borrowed(swift, as: AnyObject.self) {
    case let interstitial as SampleInterstitial: interstitial.show()
    // Presenting from nil shows nothing, as messaging nil does in the real SDK.
    case let rewardedAd as SampleRewardedAd:
        if let controller { rewardedAd.present(fromRootViewController: controller) }
    case let appOpenAd as SampleAppOpenAd:
        if let controller { appOpenAd.present(fromRootViewController: controller) }
    default: preconditionFailure("gac_sample_show: not a Sample Ad SDK full-screen ad face")
    }
}

@_cdecl("gac_sample_text_get")
func gacSampleTextGet(_ swift: gac_swift?, _ key: gac_sample_text) -> UnsafeMutablePointer<CChar>? {
    switch Faces.borrowed(swift, as: AnyObject.self) {
    case let banner as SampleBanner: return ObjCValue.copied(banner.adUnit)
    case let interstitial as SampleInterstitial: return ObjCValue.copied(interstitial.adUnit)
    case let rewardedAd as SampleRewardedAd: return ObjCValue.copied(rewardedAd.adUnit)
    case let appOpenAd as SampleAppOpenAd: return ObjCValue.copied(appOpenAd.adUnit)
    case let loader as SampleNativeAdLoader: return ObjCValue.copied(loader.adUnitID)
    case let nativeAd as SampleNativeAd:
        if key == GACSampleStarRating { return ObjCValue.copied(nativeAd.starRating?.stringValue) }
        return ObjCValue.copied(nativeText(key).flatMap { nativeAd[keyPath: $0] })
    default: return nil
    }
}

@_cdecl("gac_sample_text_set")
func gacSampleTextSet(_ swift: gac_swift?, _ key: gac_sample_text, _ text: UnsafePointer<CChar>?) {
    let text = text.map { String(cString: $0) }
    switch Faces.borrowed(swift, as: AnyObject.self) {
    case let banner as SampleBanner: banner.adUnit = text
    case let loader as SampleNativeAdLoader: loader.adUnitID = text
    case let nativeAd as SampleNativeAd:
        if key == GACSampleStarRating {
            // Text that is not a number is no rating, as the network's own parsing has it.
            let rating = text.map { NSDecimalNumber(string: $0, locale: nil) }
            nativeAd.starRating = rating == NSDecimalNumber.notANumber ? nil : rating
        } else if let path = nativeText(key) {
            nativeAd[keyPath: path] = text
        }
    default: break  // The full-screen ads' ad units are read-only.
    }
}

/// The native ad's text asset for `key`; the rating is apart, as it is a number.
private func nativeText(_ key: gac_sample_text) -> ReferenceWritableKeyPath<SampleNativeAd, String?>? {
    switch key {
    case GACSampleAdvertiser: \.advertiser
    case GACSampleBody: \.body
    case GACSampleCallToAction: \.callToAction
    case GACSampleHeadline: \.headline
    case GACSampleIconURL: \.iconURL
    case GACSampleImageURL: \.imageURL
    case GACSamplePrice: \.price
    case GACSampleStore: \.store
    case GACSampleDegreeOfAwesomeness: \.degreeOfAwesomeness
    default: nil
    }
}

@_cdecl("gac_sample_flag_get")
func gacSampleFlagGet(_ swift: gac_swift?, _ key: gac_sample_flag) -> Int32 {
    let value: Bool
    switch (Faces.borrowed(swift, as: AnyObject.self), key) {
    case (let interstitial as SampleInterstitial, GACSampleReady): value = interstitial.isInterstitialLoaded
    case (let rewardedAd as SampleRewardedAd, GACSampleReady): value = rewardedAd.isReady
    case (let rewardedAd as SampleRewardedAd, GACSampleDebugLogging): value = rewardedAd.enableDebugLogging
    case (let appOpenAd as SampleAppOpenAd, GACSampleReady): value = appOpenAd.isReady
    case (let appOpenAd as SampleAppOpenAd, GACSampleDebugLogging): value = appOpenAd.enableDebugLogging
    default: value = false
    }
    return value ? 1 : 0
}

@_cdecl("gac_sample_flag_set")
func gacSampleFlagSet(_ swift: gac_swift?, _ key: gac_sample_flag, _ on: Int32) {
    let value = on != 0
    switch (Faces.borrowed(swift, as: AnyObject.self), key) {
    case (let interstitial as SampleInterstitial, GACSampleReady): interstitial.isInterstitialLoaded = value
    case (let rewardedAd as SampleRewardedAd, GACSampleReady): rewardedAd.isReady = value
    case (let rewardedAd as SampleRewardedAd, GACSampleDebugLogging): rewardedAd.enableDebugLogging = value
    case (let appOpenAd as SampleAppOpenAd, GACSampleReady): appOpenAd.isReady = value
    case (let appOpenAd as SampleAppOpenAd, GACSampleDebugLogging): appOpenAd.enableDebugLogging = value
    default: break
    }
}

@_cdecl("gac_sample_number_get")
func gacSampleNumberGet(_ swift: gac_swift?, _ key: gac_sample_number) -> Double {
    switch (Faces.borrowed(swift, as: AnyObject.self), key) {
    case (let nativeAd as SampleNativeAd, GACSampleIconScale): Double(nativeAd.iconScale)
    case (let nativeAd as SampleNativeAd, GACSampleImageScale): Double(nativeAd.imageScale)
    case (let rewardedAd as SampleRewardedAd, GACSampleReward): Double(rewardedAd.reward)
    default: 0
    }
}

@_cdecl("gac_sample_number_set")
func gacSampleNumberSet(_ swift: gac_swift?, _ key: gac_sample_number, _ value: Double) {
    switch (Faces.borrowed(swift, as: AnyObject.self), key) {
    case (let nativeAd as SampleNativeAd, GACSampleIconScale): nativeAd.iconScale = CGFloat(value)
    case (let nativeAd as SampleNativeAd, GACSampleImageScale): nativeAd.imageScale = CGFloat(value)
    default: break  // The reward is read-only.
    }
}

@_cdecl("gac_sample_object_get")
func gacSampleObjectGet(_ swift: gac_swift?, _ key: gac_sample_object) -> gac_object? {
    guard let nativeAd = Faces.borrowed(swift, as: AnyObject.self) as? SampleNativeAd else { return nil }
    switch key {
    case GACSampleIcon: return Faces.face(of: nativeAd.icon)
    case GACSampleImage: return Faces.face(of: nativeAd.image)
    case GACSampleMediaView: return Faces.face(of: nativeAd.mediaView)
    default: return nil
    }
}

@_cdecl("gac_sample_object_set")
func gacSampleObjectSet(_ swift: gac_swift?, _ key: gac_sample_object, _ value: gac_swift?) {
    guard let nativeAd = Faces.borrowed(swift, as: AnyObject.self) as? SampleNativeAd else { return }
    switch key {
    case GACSampleIcon: nativeAd.icon = Faces.borrowed(value, as: AnyObject.self) as? UIImage
    case GACSampleImage: nativeAd.image = Faces.borrowed(value, as: AnyObject.self) as? UIImage
    case GACSampleMediaView: nativeAd.mediaView = Faces.borrowed(value, as: AnyObject.self) as? SampleMediaView
    default: break
    }
}

@_cdecl("gac_sample_native_ad_handle_click")
func gacSampleNativeAdHandleClick(_ swift: gac_swift?, _ view: gac_swift?) {
    (Faces.borrowed(swift, as: AnyObject.self) as? SampleNativeAd)?.handleClick(
        on: Faces.borrowed(view, as: AnyObject.self) as? UIView)
}

@_cdecl("gac_sample_native_ad_record_impression")
func gacSampleNativeAdRecordImpression(_ swift: gac_swift?) {
    (Faces.borrowed(swift, as: AnyObject.self) as? SampleNativeAd)?.recordImpression()
}

@_cdecl("gac_sample_native_ad_play_video")
func gacSampleNativeAdPlayVideo(_ swift: gac_swift?) {
    (Faces.borrowed(swift, as: AnyObject.self) as? SampleNativeAd)?.playVideo()
}

@_cdecl("gac_sample_media_view_create_content")
func gacSampleMediaViewCreateContent(_ swift: gac_swift?) {
    (Faces.borrowed(swift, as: AnyObject.self) as? SampleMediaView)?.createMediaContent()
}

@_cdecl("gac_sample_media_view_play")
func gacSampleMediaViewPlay(_ swift: gac_swift?) {
    (Faces.borrowed(swift, as: AnyObject.self) as? SampleMediaView)?.playMedia()
}

@_cdecl("gac_sample_swift_version")
func gacSampleSwiftVersion() -> UnsafeMutablePointer<CChar>? { ObjCValue.copied(SampleSDKVersion) }

@_cdecl("gac_sample_offline")
func gacSampleOffline(_ block: gac_object?) {
    NetworkEnvironment.withoutHost { gac_block_call(block) }
}
