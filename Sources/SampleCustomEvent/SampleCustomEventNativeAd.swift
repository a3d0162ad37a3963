import Foundation
import GoogleMobileAds
import SampleAdSDK

/// Loads one native ad from the Sample Ad SDK for one `loadNativeAd` call and completes
/// exactly once, however often and on whichever threads the network answers.
public final class SampleCustomEventNativeAd: NSObject, SampleNativeAdLoaderDelegate {
    /// The network's loader; kept because the loader holds this object only weakly.
    private var adLoader: SampleNativeAdLoader?
    /// The guarded SDK completion.
    private var completion: CompletionOnce<any MediationNativeAd, any MediationNativeAdEventDelegate>?
    /// The ad handed to the SDK; kept because the network's ad holds its delegate weakly.
    private var mappedAd: SampleMediatedNativeAd?
    /// How images are mapped for this load.
    private var imageMapping = NativeImageMapping(wantsImageData: true, loader: nil)

    /// Creates a loader for one load.
    public override init() { super.init() }

    /// Starts the load; fails at once, without fetching, when the ad unit is missing (LOAD-8).
    public func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        imageLoader: (any SampleCustomEventImageLoading)? = nil,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        let completion = CompletionOnce(completionHandler)
        self.completion = completion
        guard let adUnit = ServerParameter.adUnit(in: adConfiguration.credentials) else {
            completion.complete(nil, SampleCustomEventError.missingAdUnit)
            return
        }
        let request = SampleNativeAdRequest.make(for: adConfiguration)
        imageMapping = NativeImageMapping(wantsImageData: request.shouldDownloadImages, loader: imageLoader)
        let loader = SampleNativeAdLoader()
        loader.adUnitID = adUnit
        loader.delegate = self
        adLoader = loader
        loader.fetchAd(request)
    }

    // MARK: SampleNativeAdLoaderDelegate

    /// Maps and completes with the ad, or an error if images fail; later answers are ignored.
    public func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
        guard let completion, !completion.isCompleted else { return }
        let mapped: SampleMediatedNativeAd
        do {
            mapped = SampleMediatedNativeAd(
                nativeAd: nativeAd, images: try imageMapping.images(of: nativeAd),
                icon: try imageMapping.icon(of: nativeAd), adChoicesView: Self.adChoicesView(for: nativeAd))
        } catch let failure as NativeImageMapping.Unavailable {
            completion.complete(
                nil,
                SampleCustomEventError.make(
                    .imageDownloadFailure, "The image at \(failure.url) could not be downloaded."))
            return
        } catch {
            completion.complete(nil, SampleCustomEventError.make(.imageDownloadFailure, "\(error)"))
            return
        }
        guard let handler = completion.claim() else { return }
        mappedAd = mapped
        nativeAd.delegate = mapped
        mapped.eventDelegate.set(handler(mapped, nil))
    }

    /// Completes with an error naming the network's code, unless the load already completed.
    public func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
        completion?.complete(nil, SampleCustomEventError.loadFailure(errorCode))
    }

    /// The network's ad-info view when it supplies one; otherwise a view built from its
    /// icon and URL; otherwise none. Never both (ADC-3).
    static func adChoicesView(for nativeAd: SampleNativeAd) -> UIView? {
        if let view = nativeAd.adInfoView { return view }
        if let text = nativeAd.adChoicesClickURL, let url = URL(string: text) {
            return AdChoicesButton.make(icon: nativeAd.adChoicesIcon, clickURL: url)
        }
        return nil
    }
}
