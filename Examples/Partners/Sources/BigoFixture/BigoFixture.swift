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
        // What Bigo's SDK has, as its adapter uses it: no image options, no several images,
        // no AdChoices positions (the adapter pins its options view top right), no banner
        // full-screen events the adapter forwards, no per-request test mode.
        let capabilities = NetworkCapabilities.all.subtracting([
            .adChoicesIconAndURL, .adChoicesPositions, .multipleImages, .imageOrientation, .imageDownloadOption,
            .testMode,
        ])
        return AdapterFixture(
            name: "Bigo", summary: "Google's Bigo adapter (RTB): banner, native, interstitial, rewarded, app open",
            capabilities: capabilities, adChoicesViewTypes: [BigoAdOptionsView.self],
            makeAdapter: { BigoAdapter() },
            connect: { host in BigoClientFactory.debugClient = ScriptedBigoClient(host: host) },
            disconnect: { BigoClientFactory.debugClient = nil })
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
        host.note(
            "setUserConsent(child: \(Self.flag(tagForChildDirectedTreatment)), underAge: "
                + "\(Self.flag(tagForUnderAgeOfConsent)), ageRestricted: \(ageRestrictedTreatment.rawValue))")
    }

    func initialize(with applicationId: String, testMode: Bool, completion: @escaping () -> Void) {
        host.note("initialize(applicationId: \(applicationId), testMode: \(testMode))")
        // Bigo's start-up always completes; it has no failure callback.
        host.schedule(afterMilliseconds: 0, on: .main) { completion() }
    }

    func getBidderToken() -> String? { "bigo-bidder-token" }

    func loadRTBInterstitialAd(
        for slotId: String, bidPayLoad: String, watermark: Data, delegate: BigoInterstitialAdLoaderDelegate
    ) {
        load(
            "interstitial", slotId, make: { BigoInterstitialAd() },
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
            "rewarded", slotId, make: { BigoRewardVideoAd() },
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
            "appOpen", slotId, make: { BigoSplashAd() },
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
        let view = UIView(frame: CGRect(x: 0, y: 0, width: adSize.width, height: adSize.height))
        host.registerAdView(view)
        let request = NetworkRequest(
            format: "banner", adUnit: slotId, bannerWidth: Double(adSize.width), bannerHeight: Double(adSize.height))
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
            NetworkRequest(format: "native", adUnit: slotId),
            make: { [host] (content: NetworkAd) -> BigoNativeAd in
                let ad = BigoNativeAd()
                ad.assets = .init(
                    title: content.headline, description: content.body, callToAction: content.callToAction,
                    advertiser: content.advertiser)
                ad.assets.creativeType = content.hasVideo ? .video : .image
                ad.assets.aspectRatio = content.hasVideo ? 16.0 / 9.0 : 1
                ad.onRegister = { view, media, icon, options, clickable in
                    host.note(
                        "registerView(forInteraction: \(type(of: view)), mediaView: \(media.map { "\(type(of: $0))" } ?? "nil"), "
                            + "adIconView: \(icon.map { "\(type(of: $0))" } ?? "nil"), adOptionsView: "
                            + "\(options.map { "\(type(of: $0))" } ?? "nil"), clickableViews: \(clickable.count))")
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

    // MARK: Playback

    private func load<Ad: BigoAd>(
        _ format: String, _ slotId: String, make: @escaping () -> Ad,
        answer: @escaping (BigoAnswer<Ad>) -> Void
    ) {
        play(NetworkRequest(format: format, adUnit: slotId), make: { _ in make() }, answer: answer)
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
                return (ad, { event in Self.deliver(event, to: ad) })
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
    static func deliver(_ event: NetworkEvent, to ad: BigoAd) {
        if event == .expire {
            ad.expired = true
            return
        }
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

    private static func flag(_ value: NSNumber?) -> String { value.map { $0.boolValue ? "true" : "false" } ?? "unset" }
}

/// What a Bigo load delegate hears: an ad or Bigo's error (which is not a Swift `Error`).
enum BigoAnswer<Ad> {
    case success(Ad)
    case failure(BigoAdError)
}
