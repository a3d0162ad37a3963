import AcmeAdapter
import AcmeSDK
import AdapterConformance
import Foundation
import ScriptedNetwork
import Synchronization
import UIKit

extension AdapterFixture {
    /// The Acme adapter, with the harness's scripted network behind Acme's client seam.
    public static let acme: AdapterFixture = {
        var capabilities = NetworkCapabilities()
        capabilities.adChoicesView = false  // Acme sends an icon and a URL, and does not place the icon itself.
        capabilities.adChoicesPositions = false
        return AdapterFixture(
            name: "Acme", summary: "Acme Ads adapter: banner, native with video, AdChoices as icon + URL",
            capabilities: capabilities, bannerViewTypes: [AcmeBannerView.self], makeAdapter: { AcmeMediationAdapter() },
            connect: { host in
                let client = ScriptedAcmeClient(host: host)
                AcmeClientFactory.make = { client }
                AcmeImageLoaderFactory.make = { client }
            },
            disconnect: { AcmeClientFactory.reset(); AcmeImageLoaderFactory.reset() })
    }()
}

/// Acme's client answering from the scenario: records each request, plays the scripted
/// answers on the scenario's clock, and turns network events into Acme callbacks.
final class ScriptedAcmeClient: AcmeClient, AcmeImageLoading, AcmeInteractionTracker, @unchecked Sendable {
    let host: any NetworkHost  // Sendable; the image table is behind a mutex.
    private let imageBytes = Mutex<[URL: Data]>([:])
    init(host: any NetworkHost) { self.host = host }

    func loadNative(placement: String, options: AcmeNativeOptions, completion: @escaping (Result<AcmeNativeAd, AcmeError>) -> Void) {
        play(NetworkRequest(format: "native", adUnit: placement, testMode: options.request.testMode, orientation: options.orientation.rawValue,
                            multipleImages: options.maxImages > 1, childDirected: options.request.childDirected), completion) { content in
            let ad = self.nativeAd(content, maxImages: options.maxImages)
            return (ad, { event in
                switch event {
                case .click: ad.handleTap()
                case .impression: ad.onImpression?()
                default: if let video = Self.video[event] { ad.onVideoEvent?(video) } else { Self.overlay[event].map { ad.onOverlay?($0) } }
                }
            })
        }
    }

    func loadBanner(placement: String, size: AcmeBannerSize, options: AcmeRequestOptions, completion: @escaping (Result<AcmeBannerView, AcmeError>) -> Void) {
        let banner = AcmeBannerView(placement: placement, size: size)  // Acme renders into one view per request.
        host.registerAdView(banner)
        play(NetworkRequest(format: "banner", adUnit: placement, testMode: options.testMode, bannerWidth: size.width,
                            bannerHeight: size.height, childDirected: options.childDirected), completion) { _ in
            (banner, { event in
                switch event {
                case .click: banner.onClick?()
                case .impression: banner.onImpression?()
                case .leaveApplication: banner.onLeaveApplication?()
                default: Self.overlay[event].map { banner.onOverlay?($0) }
                }
            })
        }
    }

    /// Records the fetch and schedules each answer; network events go to the first ad delivered.
    private func play<Ad>(_ request: NetworkRequest, _ completion: @escaping (Result<Ad, AcmeError>) -> Void,
                          make: @escaping (NetworkAd) -> (Ad, (NetworkEvent) -> Void)) {
        let first = FirstTime()
        for answer in host.fetch(request).answers {
            host.schedule(afterMilliseconds: answer.delayMilliseconds, on: answer.thread) { [host] in
                switch answer.outcome {
                case .ad(let content):
                    let (ad, events) = make(content)
                    if first.take() { host.register(eventSink: events) }
                    completion(.success(ad))
                case .failure(let code): completion(.failure(AcmeError(code: code)))
                }
            }
        }
    }

    private func nativeAd(_ ad: NetworkAd, maxImages: Int) -> AcmeNativeAd {
        let privacy: (icon: NetworkImage, url: String)? = switch ad.adChoices {
        case .view: (NetworkImage(url: "https://acme.example/privacy.png", bytes: "acme-privacy"), "https://acme.example/privacy")
        case .iconAndURL(let icon, let url): (icon, url)
        case .none: nil
        }
        let images = Array(ad.images.prefix(maxImages))
        imageBytes.withLock { table in
            for image in [ad.icon, privacy?.icon].compactMap({ $0 }) + images { URL(string: image.url).map { table[$0] = image.data } }
        }
        return AcmeNativeAd(
            title: ad.headline, text: ad.body, cta: ad.callToAction, sponsoredBy: ad.advertiser, appStore: ad.store, price: ad.price,
            rating: ad.starRating.flatMap { Decimal(string: $0) }, iconURL: ad.icon.flatMap { URL(string: $0.url) },
            imageURLs: images.compactMap { URL(string: $0.url) }, video: ad.hasVideo ? AcmeVideo(duration: ad.videoDuration ?? 0) : nil,
            privacyIconURL: privacy.flatMap { URL(string: $0.icon.url) }, privacyClickURL: privacy.flatMap { URL(string: $0.url) },
            custom: ad.extraAssets ?? [:], clickThrough: ad.destination.flatMap { destination in
                URL(string: destination.url).map { AcmeClickThrough(deepLinks: destination.deepLinks.compactMap(URL.init(string:)), landingPage: $0) }
            }, tracker: self)
    }

    func loadImage(at url: URL, completion: @escaping (Data?) -> Void) {
        let data = imageBytes.withLock { $0[url] }
        host.schedule(afterMilliseconds: 0, on: .main) { completion(data) }
    }
    func didRegister(_ view: UIView, for ad: AcmeNativeAd) { host.note("registerView(\(type(of: view)))") }
    func didUnregister(_ ad: AcmeNativeAd) { host.note("unregisterView()") }

    static let video: [NetworkEvent: AcmeVideoEvent] = [.videoPlay: .started, .videoPause: .paused, .videoEnd: .completed, .videoMute: .muted, .videoUnmute: .unmuted]
    static let overlay: [NetworkEvent: AcmeOverlayEvent] = [.presentScreen: .willOpen, .dismissScreen: .willClose, .didDismissScreen: .didClose]
}

/// True once: a script may answer twice, on racing threads.
private final class FirstTime: Sendable {
    private let taken = Mutex(false)
    func take() -> Bool { taken.withLock { taken in defer { taken = true }; return !taken } }
}
