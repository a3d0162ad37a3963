import Foundation
import GoogleMobileAds
import GoogleMobileAdsObjC
import ObjCFaces
import UIKit

// The Swift side of the GoogleMobileAds faces (`GoogleMobileAdsObjC/SwiftSide.h`): one keyed
// getter and setter read the stand-in objects, so the faces hold no state of their own.

extension Faces {
    /// The GoogleMobileAds face classes.
    static func declareGoogleMobileAds() {
        declare(MediationCredentials.self, as: "GADMediationCredentials")
        declare(MediationServerConfiguration.self, as: "GADMediationServerConfiguration")
        declare(MediationAdConfiguration.self, as: "GADMediationAdConfiguration")
        declare(MediationBannerAdConfiguration.self, as: "GADMediationBannerAdConfiguration")
        declare(MediationInterstitialAdConfiguration.self, as: "GADMediationInterstitialAdConfiguration")
        declare(MediationRewardedAdConfiguration.self, as: "GADMediationRewardedAdConfiguration")
        declare(MediationAppOpenAdConfiguration.self, as: "GADMediationAppOpenAdConfiguration")
        declare(MediationNativeAdConfiguration.self, as: "GADMediationNativeAdConfiguration")
        declare(AdLoaderOptions.self, as: "GADAdLoaderOptions")
        declare(NativeAdImageAdLoaderOptions.self, as: "GADNativeAdImageAdLoaderOptions")
        declare(NativeAdViewAdOptions.self, as: "GADNativeAdViewAdOptions")
        declare(NativeAdMediaAdLoaderOptions.self, as: "GADNativeAdMediaAdLoaderOptions")
        declare(VideoOptions.self, as: "GADVideoOptions")
        declare(MultipleAdsAdLoaderOptions.self, as: "GADMultipleAdsAdLoaderOptions")
        declare(NativeAdImage.self, as: "GADNativeAdImage")
        declare(AdReward.self, as: "GADAdReward")
        declare(RequestConfiguration.self, as: "GADRequestConfiguration")
        declare(MobileAds.self, as: "GADMobileAds")
        declare(RTBMediationSignalsConfiguration.self, as: "GADRTBMediationSignalsConfiguration")
        declare(RTBRequestParameters.self, as: "GADRTBRequestParameters")
    }
}

/// An array (+1) of the faces of stand-in objects.
private func bridged(_ objects: [AnyObject]) -> gac_object? {
    let array = gac_array_new()
    for object in objects {
        guard let face = Faces.face(of: object) else { continue }
        gac_array_add(array, face)
        gac_release(face)
    }
    return array
}

private func number(_ value: Bool) -> gac_object? { gac_number_bool(value ? 1 : 0) }
private func number(_ value: Double) -> gac_object? { gac_number_double(value) }
private func number(_ value: Int) -> gac_object? { gac_number_long(value) }

@_cdecl("gac_gma_get")
func gacGMAGet(_ swift: gac_swift?, _ member: gac_member) -> gac_object? {
    guard let object = Faces.borrowed(swift, as: AnyObject.self) else { return nil }
    switch (object, member) {
    case (let configuration as MediationAdConfiguration, _):
        switch member {
        case GACBidResponse: return ObjCValue.object(configuration.bidResponse)
        case GACTopViewController: return Faces.face(of: configuration.topViewController)
        case GACCredentials: return Faces.face(of: configuration.credentials)
        case GACWatermark: return ObjCValue.object(configuration.watermark)
        case GACExtras: return nil
        case GACIsTestRequest: return number(configuration.isTestRequest)
        case GACHasUserLocation: return number(configuration.hasUserLocation)
        case GACUserLatitude: return number(Double(configuration.userLatitude))
        case GACUserLongitude: return number(Double(configuration.userLongitude))
        case GACUserLocationAccuracy: return number(Double(configuration.userLocationAccuracyInMeters))
        case GACOptions: return bridged((configuration as? MediationNativeAdConfiguration)?.options ?? [])
        default: return nil
        }
    case (let credentials as MediationCredentials, GACFormat): return number(credentials.format.rawValue)
    case (let credentials as MediationCredentials, GACSettings): return ObjCValue.object(credentials.settings)
    case (let configuration as MediationServerConfiguration, GACCredentials):
        return bridged(configuration.credentials)
    case (let configuration as RTBMediationSignalsConfiguration, GACCredentials):
        return bridged(configuration.credentials)
    case (let parameters as RTBRequestParameters, GACSignalsConfiguration):
        return Faces.face(of: parameters.configuration)
    case (is RTBRequestParameters, GACExtras): return nil
    case (let image as NativeAdImage, GACImage): return Faces.face(of: image.image)
    case (let image as NativeAdImage, GACImageURL): return ObjCValue.object(image.imageURL)
    case (let image as NativeAdImage, GACImageScale): return number(Double(image.scale))
    case (let reward as AdReward, GACRewardType): return ObjCValue.object(reward.type)
    case (let reward as AdReward, GACRewardAmount): return number(reward.amount.doubleValue)
    case (let configuration as RequestConfiguration, _):
        switch member {
        case GACChildDirected: return ObjCValue.object(configuration.tagForChildDirectedTreatment)
        case GACUnderAgeOfConsent: return ObjCValue.object(configuration.tagForUnderAgeOfConsent)
        case GACMaxAdContentRating: return ObjCValue.object(configuration.maxAdContentRating?.rawValue)
        case GACTestDeviceIdentifiers: return ObjCValue.object(configuration.testDeviceIdentifiers)
        case GACAgeRestrictedTreatment: return number(configuration.ageRestrictedTreatment.rawValue)
        default: return nil
        }
    case (let mobileAds as MobileAds, GACRequestConfiguration): return Faces.face(of: mobileAds.requestConfiguration)
    case (let mobileAds as MobileAds, GACApplicationVolume): return number(Double(mobileAds.applicationVolume))
    case (let mobileAds as MobileAds, GACApplicationMuted): return number(mobileAds.isApplicationMuted)
    case (let options as NativeAdImageAdLoaderOptions, GACDisableImageLoading):
        return number(options.isImageLoadingDisabled)
    case (let options as NativeAdImageAdLoaderOptions, GACMultipleImages):
        return number(options.shouldRequestMultipleImages)
    case (let options as NativeAdViewAdOptions, GACAdChoicesPosition):
        return number(options.preferredAdChoicesPosition.rawValue)
    case (let options as NativeAdMediaAdLoaderOptions, GACMediaAspectRatio):
        return number(options.mediaAspectRatio.rawValue)
    case (let options as VideoOptions, GACStartMuted): return number(options.shouldStartMuted)
    case (let options as VideoOptions, GACCustomControls): return number(options.areCustomControlsRequested)
    case (let options as VideoOptions, GACClickToExpand): return number(options.isClickToExpandRequested)
    case (let options as MultipleAdsAdLoaderOptions, GACNumberOfAds): return number(options.numberOfAds)
    default: return nil
    }
}

@_cdecl("gac_gma_set")
func gacGMASet(_ swift: gac_swift?, _ member: gac_member, _ value: gac_object?) {
    guard let object = Faces.borrowed(swift, as: AnyObject.self) else { return }
    let value = ObjCValue.value(value)
    let flag = (value as? Bool) ?? ((value as? NSNumber)?.boolValue ?? false)
    let integer = (value as? NSNumber)?.intValue ?? (flag ? 1 : 0)
    switch (object, member) {
    case (let configuration as RequestConfiguration, GACChildDirected):
        configuration.tagForChildDirectedTreatment = value.map { _ in NSNumber(value: flag) }
    case (let configuration as RequestConfiguration, GACUnderAgeOfConsent):
        configuration.tagForUnderAgeOfConsent = value.map { _ in NSNumber(value: flag) }
    case (let configuration as RequestConfiguration, GACMaxAdContentRating):
        configuration.maxAdContentRating = (value as? String).map { GADMaxAdContentRating(rawValue: $0) }
    case (let configuration as RequestConfiguration, GACTestDeviceIdentifiers):
        configuration.testDeviceIdentifiers = (value as? [Any])?.compactMap { $0 as? String }
    case (let configuration as RequestConfiguration, GACAgeRestrictedTreatment):
        configuration.ageRestrictedTreatment = AgeRestrictedTreatment(rawValue: integer) ?? .unspecified
    case (let mobileAds as MobileAds, GACApplicationVolume):
        mobileAds.applicationVolume = Float((value as? NSNumber)?.doubleValue ?? 1)
    case (let mobileAds as MobileAds, GACApplicationMuted): mobileAds.isApplicationMuted = flag
    case (let options as NativeAdImageAdLoaderOptions, GACDisableImageLoading): options.isImageLoadingDisabled = flag
    case (let options as NativeAdImageAdLoaderOptions, GACMultipleImages): options.shouldRequestMultipleImages = flag
    case (let options as NativeAdViewAdOptions, GACAdChoicesPosition):
        options.preferredAdChoicesPosition = AdChoicesPosition(rawValue: integer) ?? .topRightCorner
    case (let options as NativeAdMediaAdLoaderOptions, GACMediaAspectRatio):
        options.mediaAspectRatio = MediaAspectRatio(rawValue: integer) ?? .unknown
    case (let options as VideoOptions, GACStartMuted): options.shouldStartMuted = flag
    case (let options as VideoOptions, GACCustomControls): options.areCustomControlsRequested = flag
    case (let options as VideoOptions, GACClickToExpand): options.isClickToExpandRequested = flag
    case (let options as MultipleAdsAdLoaderOptions, GACNumberOfAds): options.numberOfAds = integer
    default: break
    }
}

extension AdSize {
    init(_ size: gac_ad_size) { self.init(size: CGSize(width: size.width, height: size.height), flags: size.flags) }
    var bridged: gac_ad_size { gac_ad_size(width: size.width, height: size.height, flags: flags) }
}

@_cdecl("gac_gma_size")
func gacGMASize(_ swift: gac_swift?) -> gac_ad_size {
    switch Faces.borrowed(swift, as: AnyObject.self) {
    case let configuration as MediationBannerAdConfiguration: return configuration.adSize.bridged
    case let parameters as RTBRequestParameters: return parameters.adSize.bridged
    default: return AdSizeInvalid.bridged
    }
}

@_cdecl("gac_gma_make_image")
func gacGMAMakeImage(_ image: gac_swift?) -> gac_swift? {
    guard let image = Faces.borrowed(image, as: UIImage.self) else { return nil }
    return Faces.retained(NativeAdImage(image: image))
}

@_cdecl("gac_gma_make_image_url")
func gacGMAMakeImageURL(_ url: UnsafePointer<CChar>, _ scale: Double) -> gac_swift? {
    guard let url = URL(string: String(cString: url)) else { return nil }
    return Faces.retained(NativeAdImage(url: url, scale: CGFloat(scale)))
}

@_cdecl("gac_gma_make_reward")
func gacGMAMakeReward(_ type: UnsafePointer<CChar>?, _ amount: gac_object?) -> gac_swift? {
    let amount = (ObjCValue.value(amount) as? NSNumber).map { NSDecimalNumber(value: $0.doubleValue) }
    return Faces.retained(AdReward(rewardType: type.map { String(cString: $0) }, rewardAmount: amount))
}

@_cdecl("gac_gma_make_options")
func gacGMAMakeOptions(_ kind: UnsafePointer<CChar>) -> gac_swift? {
    let options: AdLoaderOptions
    switch String(cString: kind) {
    case "GADNativeAdImageAdLoaderOptions": options = NativeAdImageAdLoaderOptions()
    case "GADNativeAdViewAdOptions": options = NativeAdViewAdOptions()
    case "GADNativeAdMediaAdLoaderOptions": options = NativeAdMediaAdLoaderOptions()
    case "GADVideoOptions": options = VideoOptions()
    case "GADMultipleAdsAdLoaderOptions": options = MultipleAdsAdLoaderOptions()
    default: options = AdLoaderOptions()
    }
    return Faces.retained(options)
}

@_cdecl("gac_gma_mobile_ads")
func gacGMAMobileAds() -> gac_swift? { Faces.retained(MobileAds.shared) }

@_cdecl("gac_gma_size_function")
func gacGMASizeFunction(_ name: UnsafePointer<CChar>, _ a: Double, _ b: Double) -> gac_ad_size {
    let size: AdSize
    switch String(cString: name) {
    case "fullWidthPortrait": size = fullWidthPortrait(height: CGFloat(a))
    case "fullWidthLandscape": size = fullWidthLandscape(height: CGFloat(a))
    case "anchored": size = currentOrientationAnchoredAdaptiveBanner(width: CGFloat(a))
    default:
        size =
            b > 0
            ? inlineAdaptiveBanner(width: CGFloat(a), maxHeight: CGFloat(b))
            : currentOrientationInlineAdaptiveBanner(width: CGFloat(a))
    }
    return size.bridged
}

@_cdecl("gac_gma_closest_size")
func gacGMAClosestSize(_ original: gac_ad_size, _ candidates: UnsafePointer<gac_ad_size>?, _ count: Int) -> gac_ad_size
{
    let sizes = (0..<count).compactMap { candidates?[$0] }.map { nsValue(for: AdSize($0)) }
    return closestValidSizeForAdSizes(original: AdSize(original), possibleAdSizes: sizes).bridged
}
