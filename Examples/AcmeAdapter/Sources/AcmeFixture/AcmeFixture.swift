import AcmeAdapter
import AcmeSDK
import AdapterConformance
import Foundation
import ScriptedNetwork
import UIKit

extension AdapterFixture {
    /// The Acme adapter, with the harness's scripted network behind Acme's client seam.
    public static let acme: AdapterFixture = {
        // Acme sends an icon and a URL, and does not place the icon itself.
        let capabilities = NetworkCapabilities.all.subtracting([
            .adChoicesView, .adChoicesPositions, .rendersIntoSDKViews,
        ])
        var fixture = AdapterFixture(
            name: "Acme",
            summary:
                "Acme Ads adapter: banner, native with video, AdChoices as icon + URL, interstitial, rewarded; bidding and waterfall",
            capabilities: capabilities, bannerViewTypes: [AcmeBannerView.self], makeAdapter: { AcmeMediationAdapter() },
            connect: { host in
                let client = ScriptedAcmeClient(host: host)
                AcmeClientFactory.make = { client }
                AcmeImageLoaderFactory.make = { client }
                AcmeBiddingFactory.make = { client }
            },
            disconnect: {
                AcmeClientFactory.reset(); AcmeImageLoaderFactory.reset(); AcmeBiddingFactory.reset()
            })
        // Acme reads its placement under its own key, at set-up and for every load.
        fixture.credentials = CredentialLayout(setUp: [.adUnit("placement_id")], load: [.adUnit("placement_id")])
        // Both paths; Acme bids on four formats and takes the watermark as base64.
        fixture.bidding = BiddingDeclaration(
            paths: .both, formats: [.banner, .native, .interstitial, .rewarded], watermarkEncoding: .base64)
        return fixture
    }()
}

/// Acme's client answering from the scenario: it records each request, plays the scripted
/// answers, serves the ads' images, shows full-screen ads through the host, and passes network
/// events on as Acme events.
final class ScriptedAcmeClient: AcmeClient, AcmeImageLoading, AcmeInteractionTracker, AcmeFullScreenPresenter,
    AcmeBiddingClient, Sendable
{
    let host: any NetworkHost
    let images = ScriptedImages()
    init(host: any NetworkHost) { self.host = host }

    func loadNative(
        placement: String, options: AcmeNativeOptions, completion: @escaping (Result<AcmeNativeAd, AcmeError>) -> Void
    ) {
        let request = NetworkRequest(
            format: "native", adUnit: placement, testMode: options.request.testMode,
            orientation: options.orientation.rawValue, multipleImages: options.maxImages > 1,
            childDirected: options.request.childDirected, underAgeOfConsent: options.request.underAgeOfConsent,
            bidResponse: options.request.bidPayload, watermark: options.request.watermarkBase64)
        host.play(
            request,
            make: { content in
                let ad = self.nativeAd(content, maxImages: options.maxImages)
                return (ad, { event in event == .click ? ad.handleTap() : Self.events[event].map { ad.onEvent?($0) } })
            }, answer: { completion($0.mapError { AcmeError(code: $0.code) }) })
    }

    func loadBanner(
        placement: String, size: AcmeBannerSize, options: AcmeRequestOptions,
        completion: @escaping (Result<AcmeBannerView, AcmeError>) -> Void
    ) {
        let banner = AcmeBannerView(placement: placement, size: size)  // Acme renders into one view per request.
        host.registerAdView(banner)
        let request = NetworkRequest(
            format: "banner", adUnit: placement, testMode: options.testMode,
            bannerWidth: size.width, bannerHeight: size.height, childDirected: options.childDirected,
            underAgeOfConsent: options.underAgeOfConsent, bidResponse: options.bidPayload,
            watermark: options.watermarkBase64)
        host.play(
            request, make: { _ in (banner, { event in Self.events[event].map { banner.onEvent?($0) } }) },
            answer: { completion($0.mapError { AcmeError(code: $0.code) }) })
    }

    func loadInterstitial(
        placement: String, options: AcmeRequestOptions,
        completion: @escaping (Result<AcmeInterstitialAd, AcmeError>) -> Void
    ) {
        host.play(
            fullScreenRequest("interstitial", placement, options),
            make: { _ in
                let ad = AcmeInterstitialAd(placement: placement, presenter: self)
                return (ad, { Self.deliver($0, to: ad) })
            }, answer: { completion($0.mapError { AcmeError(code: $0.code) }) })
    }

    func loadRewarded(
        placement: String, options: AcmeRequestOptions,
        completion: @escaping (Result<AcmeRewardedAd, AcmeError>) -> Void
    ) {
        host.play(
            fullScreenRequest("rewarded", placement, options),
            make: { _ in
                let ad = AcmeRewardedAd(
                    placement: placement, reward: AcmeReward(currency: "coins", amount: 10), presenter: self)
                return (ad, { Self.deliver($0, to: ad) })
            }, answer: { completion($0.mapError { AcmeError(code: $0.code) }) })
    }

    /// Acme's show goes to the scenario, which plays the presentation it scripted.
    func present(_ ad: AcmeFullScreenAd, from viewController: UIViewController) { host.show(from: viewController) }

    private func fullScreenRequest(_ format: String, _ placement: String, _ options: AcmeRequestOptions)
        -> NetworkRequest
    {
        NetworkRequest(
            format: format, adUnit: placement, testMode: options.testMode, childDirected: options.childDirected,
            underAgeOfConsent: options.underAgeOfConsent, bidResponse: options.bidPayload,
            watermark: options.watermarkBase64)
    }

    /// Acme's token call goes to the scenario's signal script.
    func bidToken(
        format: String, size: AcmeBannerSize?, options: AcmeRequestOptions,
        completion: @escaping (String?, AcmeError?) -> Void
    ) {
        let request = SignalRequest(
            format: format, bannerWidth: size?.width, bannerHeight: size?.height,
            privacy: NetworkPrivacy(childDirected: options.childDirected, underAgeOfConsent: options.underAgeOfConsent))
        host.playSignals(request) { result in
            switch result {
            case .success(let token): completion(token, nil)
            case .failure(let failure): completion(nil, AcmeError(code: failure.code))
            }
        }
    }

    private func nativeAd(_ ad: NetworkAd, maxImages: Int) -> AcmeNativeAd {
        let privacy: (icon: NetworkImage, url: String)? =
            switch ad.adChoices {
            case .view:
                (
                    NetworkImage(url: "https://acme.example/privacy.png", bytes: "acme-privacy"),
                    "https://acme.example/privacy"
                )
            case .iconAndURL(let icon, let url): (icon, url)
            case .none: nil
            }
        let imageList = Array(ad.images.prefix(maxImages))
        images.serve([ad.icon, privacy?.icon] + imageList)
        let click = ad.destination.flatMap { destination in
            URL(string: destination.url).map {
                AcmeClickThrough(deepLinks: destination.deepLinks.compactMap(URL.init(string:)), landingPage: $0)
            }
        }
        return AcmeNativeAd(
            title: ad.headline, text: ad.body, cta: ad.callToAction, sponsoredBy: ad.advertiser, appStore: ad.store,
            price: ad.price,
            rating: ad.starRating.flatMap { Decimal(string: $0) }, iconURL: ad.icon.flatMap { URL(string: $0.url) },
            imageURLs: imageList.compactMap { URL(string: $0.url) },
            video: ad.hasVideo ? AcmeVideo(duration: ad.videoDuration ?? 0) : nil,
            privacyIconURL: privacy.flatMap { URL(string: $0.icon.url) },
            privacyClickURL: privacy.flatMap { URL(string: $0.url) },
            custom: ad.extraAssets ?? [:], clickThrough: click, tracker: self)
    }

    func loadImage(at url: URL, completion: @escaping (Data?) -> Void) {
        let data = images.data(at: url)
        host.schedule(afterMilliseconds: 0, on: .main) { completion(data) }
    }
    func didRegister(_ view: UIView, for ad: AcmeNativeAd) {
        host.observe(.viewRegistered(RegisteredViews(view: view)))
    }
    func didUnregister(_ ad: AcmeNativeAd) { host.observe(.viewUnregistered) }

    /// A network event as a full-screen Acme ad reports it.
    static func deliver(_ event: NetworkEvent, to ad: AcmeFullScreenAd) {
        switch event {
        case .expire: ad.expire()
        case .rewardEarned: (ad as? AcmeRewardedAd).map { $0.onEvent?(.rewarded($0.reward)) }
        default: fullScreenEvents[event].map { ad.onEvent?($0) }
        }
    }

    static let fullScreenEvents: [NetworkEvent: AcmeFullScreenEvent] = [
        .presentScreen: .opened, .impression: .impression, .click: .click, .dismissScreen: .closing,
        .didDismissScreen: .closed, .showFailed: .failedToOpen(.playbackFailed), .videoPlay: .videoStarted,
        .videoEnd: .videoCompleted,
    ]

    static let events: [NetworkEvent: AcmeAdEvent] = [
        .click: .click, .impression: .impression, .leaveApplication: .leftApplication, .presentScreen: .overlayWillOpen,
        .dismissScreen: .overlayWillClose, .didDismissScreen: .overlayDidClose, .videoPlay: .videoStarted,
        .videoPause: .videoPaused, .videoEnd: .videoCompleted, .videoMute: .videoMuted, .videoUnmute: .videoUnmuted,
    ]
}
