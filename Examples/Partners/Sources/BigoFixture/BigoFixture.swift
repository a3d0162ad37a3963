import AdapterConformance
import BigoADS
@testable import BigoAdapter
import Foundation
import GoogleMobileAds
import ScriptedNetwork

// Bigo through the seam its adapter offers for tests: `BigoClientFactory.debugClient` (under
// `#if DEBUG`, reached with `@testable import`). Every call the adapter makes to Bigo goes
// through `BigoClient`, so a scripted client is the whole network; the BigoADS module is only
// the types that client hands back.

extension AdapterFixture {
    /// Google's Bigo adapter with the scenario's network behind its client protocol.
    public static let bigo: AdapterFixture = {
        // What Bigo's SDK has, as its adapter uses it: an options (AdChoices) view the adapter
        // places itself, no image options, no several images, no per-request test mode (only
        // a process-wide one at start-up), a bid token without a size, no video callbacks on
        // rewarded ads, a click callback of its own.
        let capabilities = NetworkCapabilities.all.subtracting([
            .adChoicesIconAndURL, .adChoicesPositions, .multipleImages, .imageOrientation, .imageDownloadOption,
            .testMode, .signalAdSize, .rewardedVideoEvents, .leaveApplicationIsClick,
            // Bigo's native ads carry a title, a description, a call to action and an
            // advertiser; Bigo draws the icon into the icon view it is handed rather than giving
            // the adapter one, and has no store, price, rating or extra assets.
            .assetStore, .assetPrice, .assetStarRating, .assetIcon, .assetExtras,
            // Bigo's banner has onAdOpened/onAdClosed, but nothing we can read says they
            // mean a full-screen presentation (BAN-4), so they are not claimed.
            .fullScreenEvents,
            // Bigo draws its media into the adapter's own media view, not the SDK's.
            .rendersIntoSDKViews,
        ])
        var fixture = AdapterFixture(
            name: "Bigo", summary: "Google's Bigo adapter (RTB): banner, native, interstitial, rewarded, app open",
            capabilities: capabilities, adChoicesViewTypes: [BigoAdOptionsView.self],
            bannerViewTypes: [BigoRenderedBannerView.self],
            makeAdapter: { BigoAdapter() },
            connect: { host in BigoClientFactory.debugClient = ScriptedBigoClient(host: host) },
            disconnect: { BigoClientFactory.debugClient = nil })
        // A crash in the stub SDK or the scripted client is placed at the adapter's frame.
        fixture.harnessSources = ["/Sources/BigoADS/", "/Sources/BigoFixture/"]
        // `Util.applicationId(from:)` and `Util.slotId(from:)`.
        fixture.credentials = CredentialLayout(
            setUp: [.required("application_id", sampleValue: "bigo-app-id")], load: [.adUnit("slot_id")])
        // The native ad has no `images`: Bigo draws its main image into the adapter's media view.
        fixture.mainImageInMediaView = true
        // Every load reads `bidResponse` and `watermark` and fails without them.
        fixture.bidding = BiddingDeclaration(paths: .biddingOnly, watermarkEncoding: .raw)
        // The adapter hands the child and age flags to Bigo's consent call at set-up only.
        fixture.privacyPoints = [.setUp]
        return fixture
    }()
}

/// Bigo's client answering from the scenario.
final class ScriptedBigoClient: NSObject, BigoClient, @unchecked Sendable {
    let host: any NetworkHost
    init(host: any NetworkHost) { self.host = host }

    func setUserConsent(
        with tagForChildDirectedTreatment: NSNumber?, tagForUnderAgeOfConsent: NSNumber?,
        ageRestrictedTreatment: AgeRestrictedTreatment
    ) {
        // The client is the adapter's own seam above Bigo's COPPA call: what it is handed is
        // what the network is told (a child age treatment is the child flag).
        host.notePrivacy(
            NetworkPrivacy(
                childDirected: ageRestrictedTreatment == .child ? true : tagForChildDirectedTreatment?.boolValue,
                underAgeOfConsent: tagForUnderAgeOfConsent?.boolValue))
    }

    func initialize(with applicationId: String, testMode: Bool, completion: @escaping () -> Void) {
        host.note("initialize(applicationId: \(applicationId), testMode: \(testMode))")
        // Bigo's start-up always completes; it has no failure callback.
        host.schedule(afterMilliseconds: 0, on: .main) { completion() }
    }

    /// Bigo's token getter is synchronous: it returns the scenario's first scripted answer at
    /// once (a delay cannot be played by a call that returns its value), `nil` for a failure.
    func getBidderToken() -> String? {
        var token: String?
        var answered = false
        host.playSignals(SignalRequest()) { result in
            guard !answered else { return }
            answered = true
            token = try? result.get()
        }
        return token
    }

    func loadRTBInterstitialAd(
        for slotId: String, bidPayLoad: String, watermark: Data, delegate: BigoInterstitialAdLoaderDelegate
    ) {
        load(
            "interstitial", slotId, bidPayLoad, watermark, make: { BigoInterstitialAd() },
            answer: { result in
                switch result {
                case .success(let ad): delegate.onInterstitialAdLoaded(ad)
                case .failure(let error): delegate.onInterstitialAdLoadError(error)
                }
            })
    }

    func presentInterstitialAd(
        _ ad: BigoInterstitialAd, viewController: UIViewController, interactionDelegate: BigoAdInteractionDelegate
    ) {
        ad.setAdInteractionDelegate(interactionDelegate)
        host.show(from: viewController)
    }

    func loadRTBRewardVideoAd(
        for slotId: String, bidPayLoad: String, watermark: Data, delegate: BigoRewardVideoAdLoaderDelegate
    ) {
        load(
            "rewarded", slotId, bidPayLoad, watermark, make: { BigoRewardVideoAd() },
            answer: { result in
                switch result {
                case .success(let ad): delegate.onRewardVideoAdLoaded(ad)
                case .failure(let error): delegate.onRewardVideoAdLoadError(error)
                }
            })
    }

    func presentRewardVideoAd(
        _ ad: BigoRewardVideoAd, viewController: UIViewController,
        interactionDelegate: BigoRewardVideoAdInteractionDelegate
    ) {
        ad.setRewardVideoAdInteractionDelegate(interactionDelegate)
        host.show(from: viewController)
    }

    func loadRTBSplashAd(for slotId: String, bidPayLoad: String, watermark: Data, delegate: BigoSplashAdLoaderDelegate)
    {
        load(
            "appOpen", slotId, bidPayLoad, watermark, make: { BigoSplashAd() },
            answer: { result in
                switch result {
                case .success(let ad): delegate.onSplashAdLoaded(ad)
                case .failure(let error): delegate.onSplashAdLoadError(error)
                }
            })
    }

    func presentSplashAd(
        _ ad: BigoSplashAd, viewController: UIViewController, interactionDelegate: BigoSplashAdInteractionDelegate
    ) {
        ad.setSplashAdInteractionDelegate(interactionDelegate)
        host.show(from: viewController)
    }

    func loadRTBBannerAd(
        for slotId: String, bidPayLoad: String, adSize: BigoAdSize, watermark: Data,
        delegate: BigoBannerAdLoaderDelegate
    ) {
        let view = BigoRenderedBannerView(frame: CGRect(x: 0, y: 0, width: adSize.width, height: adSize.height))
        host.registerAdView(view)
        let request = NetworkRequest(
            format: "banner", adUnit: slotId, bannerWidth: Double(adSize.width), bannerHeight: Double(adSize.height),
            bidResponse: bidPayLoad, watermark: String(decoding: watermark, as: UTF8.self))
        play(
            request,
            make: { (_: NetworkAd) -> BigoBannerAd in
                let ad = BigoBannerAd()
                ad.view = view
                return ad
            },
            answer: { result in
                switch result {
                case .success(let ad): delegate.onBannerAdLoaded(ad)
                case .failure(let error): delegate.onBannerAdLoadError(error)
                }
            })
    }

    func loadRTBNativeAd(for slotId: String, bidPayLoad: String, watermark: Data, delegate: BigoNativeAdLoaderDelegate)
    {
        play(
            NetworkRequest(
                format: "native", adUnit: slotId, bidResponse: bidPayLoad,
                watermark: String(decoding: watermark, as: UTF8.self)),
            make: { [host] (content: NetworkAd) -> BigoNativeAd in
                let ad = BigoNativeAd()
                ad.assets = .init(
                    title: content.headline, description: content.body, callToAction: content.callToAction,
                    advertiser: content.advertiser)
                ad.assets.creativeType = content.hasVideo ? .video : .image
                ad.assets.aspectRatio = content.hasVideo ? 16.0 / 9.0 : 1
                ad.onRegister = { view, media, icon, options, clickable in
                    // Bigo draws the ad's image or video into the media view and its icon into
                    // the icon view it is handed, and plays video events through the media view.
                    if let media, !content.hasVideo,
                        let image = content.images.first.flatMap({ UIImage(data: $0.data) })
                    {
                        let imageView = UIImageView(image: image)
                        imageView.frame = media.bounds
                        media.addSubview(imageView)
                    }
                    if let icon, let image = content.icon.flatMap({ UIImage(data: $0.data) }) { icon.image = image }
                    ad.registeredMedia = media
                    host.observe(.viewRegistered(RegisteredViews(view: view, clickable: clickable)))
                    host.note(
                        "registerView(forInteraction:) also got mediaView: \(media.map { "\(type(of: $0))" } ?? "nil"), "
                            + "adIconView: \(icon.map { "\(type(of: $0))" } ?? "nil"), adOptionsView: "
                            + "\(options.map { "\(type(of: $0))" } ?? "nil")")
                }
                return ad
            },
            answer: { result in
                switch result {
                case .success(let ad): delegate.onNativeAdLoaded(ad)
                case .failure(let error): delegate.onNativeAdLoadError(error)
                }
            })
    }

    /// The first deep link an installed app opens, else the landing page, as Bigo's SDK does.
    static func navigate(to destination: ClickDestination) {
        let app = UIApplication.shared
        if let link = destination.deepLinks.compactMap(URL.init(string:)).first(where: app.canOpenURL) {
            app.open(link)
        } else if let page = URL(string: destination.url) {
            app.open(page)
        }
    }

    // MARK: Playback

    private func load<Ad: BigoAd>(
        _ format: String, _ slotId: String, _ bidPayLoad: String, _ watermark: Data, make: @escaping () -> Ad,
        answer: @escaping (BigoAnswer<Ad>) -> Void
    ) {
        let request = NetworkRequest(
            format: format, adUnit: slotId, bidResponse: bidPayLoad,
            watermark: String(decoding: watermark, as: UTF8.self))
        play(request, make: { _ in make() }, answer: answer)
    }

    /// Plays the scripted answers; a delivered ad receives the scenario's network events.
    private func play<Ad: BigoAd>(
        _ request: NetworkRequest, make: @escaping (NetworkAd) -> Ad,
        answer: @escaping (BigoAnswer<Ad>) -> Void
    ) {
        host.play(
            request,
            make: { content in
                let ad = make(content)
                return (ad, { event in Self.deliver(event, to: ad, destination: content.destination) })
            },
            answer: { result in
                switch result {
                case .success(let ad): answer(.success(ad))
                case .failure(let failure):
                    answer(
                        .failure(BigoAdError(errorCode: Int32(failure.code), errorMsg: "Bigo error \(failure.code)")))
                }
            })
    }

    /// A network event as Bigo reports it: through the ad's interaction delegate.
    static func deliver(_ event: NetworkEvent, to ad: BigoAd, destination: ClickDestination?) {
        if event == .expire {
            ad.expired = true
            return
        }
        if let video = (ad as? BigoNativeAd)?.registeredMedia?.videoController, let delegate = video.delegate {
            switch event {
            case .videoPlay: return delegate.onVideoPlay(video)
            case .videoPause: return delegate.onVideoPause(video)
            case .videoEnd: return delegate.onVideoEnd(video)
            case .videoMute: return delegate.onVideo(video, mute: true)
            case .videoUnmute: return delegate.onVideo(video, mute: false)
            default: break
            }
        }
        // A tap on a banner or native ad is Bigo's: it opens the ad's destination itself.
        if event == .click, ad is BigoNativeAd || ad is BigoBannerAd, let destination { navigate(to: destination) }
        guard let delegate = ad.interactionDelegate else { return }
        switch event {
        case .impression: delegate.onAdImpression(ad)
        case .click: delegate.onAdClicked(ad)
        case .presentScreen: delegate.onAdOpened(ad)
        case .didDismissScreen: delegate.onAdClosed(ad)
        case .showFailed: delegate.onAd(ad, error: BigoAdError(errorCode: 2001, errorMsg: "Bigo could not show the ad"))
        case .rewardEarned:
            if let rewarded = ad as? BigoRewardVideoAd {
                (delegate as? BigoRewardVideoAdInteractionDelegate)?.onAdRewarded(rewarded)
            }
        case .videoEnd: (delegate as? BigoSplashAdInteractionDelegate)?.onAdFinished(ad)
        default: break  // Bigo has no callback for the others (will-dismiss, video play/pause, …).
        }
    }

}

/// What a Bigo load delegate hears: an ad or Bigo's error (which is not a Swift `Error`).
enum BigoAnswer<Ad> {
    case success(Ad)
    case failure(BigoAdError)
}
