import Foundation
import GoogleMobileAds
import GoogleMobileAdsObjC
import ObjCFaces
import UIKit

// The ads an Objective-C adapter hands to its completion handler, as the engine's protocols:
// every member is the Objective-C object's own, read or called through the bridge.

/// A loaded banner.
final class ObjCBannerAd: NSObject, MediationBannerAd, @unchecked Sendable {
    let ad: ObjCObject
    init(_ ad: ObjCObject) { self.ad = ad }

    var view: UIView {
        guard let face = gac_gma_banner_view(ad.pointer) else { return UIView(frame: .zero) }
        defer { gac_release(face) }
        return Faces.swiftObject(of: face, as: UIView.self) ?? UIView(frame: .zero)
    }

    func changeSize(to adSize: AdSize) {
        guard ad.responds(to: "changeAdSizeTo:") else { return OptionalRequirement.defaultUsed(.changeSize) }
        gac_gma_banner_change_size(ad.pointer, adSize.bridged)
    }
}

/// A loaded interstitial, rewarded or app-open ad: each presents from a view controller.
final class ObjCFullScreenAd: NSObject, MediationInterstitialAd, MediationRewardedAd, MediationAppOpenAd,
    @unchecked Sendable
{
    let ad: ObjCObject
    init(_ ad: ObjCObject) { self.ad = ad }

    func present(from viewController: UIViewController) {
        let face = Faces.face(of: viewController)
        defer { gac_release(face) }
        gac_gma_present(ad.pointer, face)
    }
}

/// A loaded native ad.
final class ObjCNativeAd: NSObject, MediationNativeAd, @unchecked Sendable {
    let ad: ObjCObject
    init(_ ad: ObjCObject) { self.ad = ad }

    private func object(_ member: String) -> Any? {
        guard let value = gac_gma_native_get(ad.pointer, member) else { return nil }
        defer { gac_release(value) }
        return ObjCValue.value(value)
    }

    private func number(_ member: String, default: OptionalMember? = nil) -> Double? {
        let value = gac_gma_native_number(ad.pointer, member)
        if value.isNaN, let member = `default` { OptionalRequirement.defaultUsed(member) }
        return value.isNaN ? nil : value
    }

    var headline: String? { object("headline") as? String }
    var images: [NativeAdImage]? { (object("images") as? [Any])?.compactMap { $0 as? NativeAdImage } }
    var body: String? { object("body") as? String }
    var icon: NativeAdImage? { object("icon") as? NativeAdImage }
    var callToAction: String? { object("callToAction") as? String }
    var starRating: NSDecimalNumber? {
        (object("starRating") as? NSNumber).map { NSDecimalNumber(value: $0.doubleValue) }
    }
    var store: String? { object("store") as? String }
    var price: String? { object("price") as? String }
    var advertiser: String? { object("advertiser") as? String }
    var extraAssets: [String: Any]? { object("extraAssets") as? [String: Any] }

    var adChoicesView: UIView? {
        guard ad.responds(to: "adChoicesView") else {
            OptionalRequirement.defaultUsed(.adChoicesView)
            return nil
        }
        return object("adChoicesView") as? UIView
    }

    var mediaView: UIView? {
        guard ad.responds(to: "mediaView") else {
            OptionalRequirement.defaultUsed(.mediaView)
            return nil
        }
        return object("mediaView") as? UIView
    }

    var hasVideoContent: Bool { (number("hasVideoContent", default: .hasVideoContent) ?? 0) != 0 }
    var mediaContentAspectRatio: CGFloat {
        CGFloat(number("mediaContentAspectRatio", default: .mediaContentAspectRatio) ?? 0)
    }
    var duration: TimeInterval { number("duration", default: .duration) ?? 0 }
    var currentTime: TimeInterval { number("currentTime", default: .currentTime) ?? 0 }

    func handlesUserClicks() -> Bool { (number("handlesUserClicks", default: .handlesUserClicks) ?? 0) != 0 }
    func handlesUserImpressions() -> Bool {
        (number("handlesUserImpressions", default: .handlesUserImpressions) ?? 0) != 0
    }

    func didRender(
        in view: UIView, clickableAssetViews: [NativeAssetIdentifier: UIView],
        nonclickableAssetViews: [NativeAssetIdentifier: UIView], viewController: UIViewController
    ) {
        guard ad.responds(to: "didRenderInView:clickableAssetViews:nonclickableAssetViews:viewController:") else {
            return OptionalRequirement.defaultUsed(.didRender)
        }
        let faces = [Faces.face(of: view), Faces.face(of: viewController)]
        let clickable = Self.assetViews(clickableAssetViews), nonclickable = Self.assetViews(nonclickableAssetViews)
        defer { (faces + [clickable, nonclickable]).forEach { gac_release($0) } }
        gac_gma_native_did_render(ad.pointer, faces[0], clickable, nonclickable, faces[1])
    }

    func didRecordImpression() {
        guard ad.responds(to: "didRecordImpression") else {
            return OptionalRequirement.defaultUsed(.didRecordImpression)
        }
        gac_gma_native_did_record_impression(ad.pointer)
    }

    func didRecordClickOnAsset(with assetName: NativeAssetIdentifier, view: UIView, viewController: UIViewController) {
        guard ad.responds(to: "didRecordClickOnAssetWithName:view:viewController:") else {
            return OptionalRequirement.defaultUsed(.didRecordClickOnAsset)
        }
        let faces = [gac_string(assetName.rawValue), Faces.face(of: view), Faces.face(of: viewController)]
        defer { faces.forEach { gac_release($0) } }
        gac_gma_native_did_record_click(ad.pointer, faces[0], faces[1], faces[2])
    }

    func didUntrackView(_ view: UIView?) {
        guard ad.responds(to: "didUntrackView:") else { return OptionalRequirement.defaultUsed(.didUntrackView) }
        let face = Faces.face(of: view)
        defer { gac_release(face) }
        gac_gma_native_did_untrack(ad.pointer, face)
    }

    /// An asset dictionary (+1) whose values are the views' faces.
    private static func assetViews(_ views: [NativeAssetIdentifier: UIView]) -> gac_object? {
        let dictionary = gac_dictionary_new()
        for (asset, view) in views {
            let key = gac_string(asset.rawValue), face = Faces.face(of: view)
            gac_dictionary_set(dictionary, key, face)
            gac_release(key)
            gac_release(face)
        }
        return dictionary
    }
}
