import Foundation
import ScriptedNetwork
import Synchronization

// The stub SDK answers from the scenario: each Moloco call an adapter makes is recorded with
// the host and answered as the scenario scripted it. Nothing here is Moloco's API.

/// The connection between the stub SDK and the scenario's network host.
package final class ScriptedMoloco: @unchecked Sendable {
    private static let state = Mutex<ScriptedMoloco>(ScriptedMoloco(host: nil))
    /// The SDK of the scenario under way.
    static var current: ScriptedMoloco { state.withLock { $0 } }

    let host: (any NetworkHost)?
    private let started = Mutex(false)
    init(host: (any NetworkHost)?) { self.host = host }

    /// Connects the SDK to a scenario's host, as a freshly started process: not initialized,
    /// no privacy flags set. `nil` disconnects it.
    package static func connect(_ host: (any NetworkHost)?) {
        state.withLock { $0 = ScriptedMoloco(host: host) }
        MolocoPrivacySettings.isAgeRestrictedUser = false
    }

    var initialized: Bool { started.withLock { $0 } }

    func initialize(_ params: MolocoInitParams, completion: ((Bool, Error?) -> Void)?) {
        guard let host else { return }
        host.note(
            "initialize(appKey: \(params.appKey), mediation: \(params.mediation), isAgeRestrictedUser: "
                + "\(MolocoPrivacySettings.isAgeRestrictedUser))")
        host.schedule(afterMilliseconds: 0, on: .main) {
            self.started.withLock { $0 = true }
            completion?(true, nil)
        }
    }

    func bidToken(_ params: MolocoParams, completion: @escaping (String?, Error?) -> Void) {
        guard let host else { return }
        host.note("getBidToken(mediation: \(params.mediation))")
        host.schedule(afterMilliseconds: 0, on: .background(lane: 0)) { completion("moloco-bid-token", nil) }
    }

    /// Moloco's load error: an `NSError` in the SDK's domain with the scripted code.
    static func error(_ failure: ScriptedFailure) -> NSError {
        NSError(
            domain: "com.moloco.sdk", code: failure.code,
            userInfo: [NSLocalizedDescriptionKey: "Moloco failed to load the ad (code \(failure.code))."])
    }
}

/// An interstitial or rewarded ad.
final class ScriptedFullScreenAd: MolocoInterstitial, MolocoRewardedInterstitial {
    weak var interstitialDelegate: MolocoInterstitialDelegate?
    weak var rewardedDelegate: MolocoRewardedDelegate?
    private(set) var isReady = false
    private var expired = false
    private let format: String
    private let params: MolocoCreateAdParams
    init(format: String, params: MolocoCreateAdParams) {
        self.format = format
        self.params = params
    }
    private var delegate: MolocoAdDelegate? { interstitialDelegate ?? rewardedDelegate }

    func load(bidResponse: String) {
        guard let host = ScriptedMoloco.current.host else { return }
        host.play(
            NetworkRequest(format: format, adUnit: params.adUnit),
            make: { _ in (self, { [weak self] event in self?.deliver(event) }) },
            answer: { [weak self] result in
                guard let self else { return }
                switch result {
                case .success:
                    isReady = true
                    delegate?.didLoad(ad: self)
                case .failure(let failure): delegate?.failToLoad(ad: self, with: ScriptedMoloco.error(failure))
                }
            })
    }

    func show(from viewController: UIViewController) {
        guard isReady, !expired else {
            delegate?.failToShow(ad: self, with: NSError(domain: "com.moloco.sdk", code: 1001))
            return
        }
        ScriptedMoloco.current.host?.show(from: viewController)
    }

    func destroy() { isReady = false }

    private func deliver(_ event: NetworkEvent) {
        switch event {
        case .expire: expired = true
        case .presentScreen: delegate?.didShow(ad: self)
        case .click: delegate?.didClick(on: self)
        case .didDismissScreen: delegate?.didHide(ad: self)
        case .showFailed: delegate?.failToShow(ad: self, with: NSError(domain: "com.moloco.sdk", code: 1002))
        case .rewardEarned: rewardedDelegate?.userRewarded(ad: self)
        case .videoPlay: rewardedDelegate?.rewardedVideoStarted(ad: self)
        case .videoEnd: rewardedDelegate?.rewardedVideoCompleted(ad: self)
        default: break  // Moloco has no callback for the others (impression, will-dismiss, …).
        }
    }
}

/// A banner view.
final class ScriptedBannerView: MolocoBannerAdView {
    private let params: MolocoCreateAdParams
    private let adSize: MolocoBannerAdSize
    private var ready = false
    init(params: MolocoCreateAdParams, size: MolocoBannerAdSize) {
        self.params = params
        self.adSize = size
        let (width, height): (CGFloat, CGFloat) =
            switch size {
            case .standard: (320, 50)
            case .mrec: (300, 250)
            case .anchoredAdaptive(let width), .inlineAdaptive(let width): (CGFloat(width), 50)
            }
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }
    override var isReady: Bool { ready }

    override func load(bidResponse: String) {
        guard let host = ScriptedMoloco.current.host else { return }
        host.registerAdView(self)
        host.play(
            NetworkRequest(
                format: "banner", adUnit: params.adUnit, bannerWidth: Double(frame.width),
                bannerHeight: Double(frame.height)),
            make: { _ in (self, { [weak self] event in self?.deliver(event) }) },
            answer: { [weak self] result in
                guard let self else { return }
                switch result {
                case .success:
                    ready = true
                    delegate?.didLoad(ad: self)
                case .failure(let failure): delegate?.failToLoad(ad: self, with: ScriptedMoloco.error(failure))
                }
            })
    }

    private func deliver(_ event: NetworkEvent) {
        switch event {
        case .impression: delegate?.didShow(ad: self)
        case .click: delegate?.didClick(on: self)
        case .presentScreen: break
        case .didDismissScreen: delegate?.didHide(ad: self)
        default: break
        }
    }
}

/// A native ad.
final class ScriptedNativeAd: MolocoNativeAd {
    private let params: MolocoCreateAdParams
    private var ready = false
    init(params: MolocoCreateAdParams) { self.params = params }
    override var isReady: Bool { ready }

    override func load(bidResponse: String) {
        guard let host = ScriptedMoloco.current.host else { return }
        host.play(
            NetworkRequest(format: "native", adUnit: params.adUnit),
            make: { content in
                self.loadedAssets = MolocoNativeAdAssests(
                    title: content.headline, description: content.body, sponsorText: content.advertiser,
                    ctaTitle: content.callToAction, rating: content.starRating.flatMap(Double.init),
                    appIcon: content.icon.flatMap { UIImage(data: $0.data) },
                    mainImage: content.images.first.flatMap { UIImage(data: $0.data) },
                    videoView: content.hasVideo ? UIView() : nil)
                return (self, { [weak self] event in self?.deliver(event) })
            },
            answer: { [weak self] result in
                guard let self else { return }
                switch result {
                case .success:
                    ready = true
                    delegate?.didLoad(ad: self)
                case .failure(let failure): delegate?.failToLoad(ad: self, with: ScriptedMoloco.error(failure))
                }
            })
    }

    override func handleImpression() { ScriptedMoloco.current.host?.note("handleImpression()") }
    override func handleClick() { ScriptedMoloco.current.host?.note("handleClick()") }

    private func deliver(_ event: NetworkEvent) {
        switch event {
        case .impression: delegate?.didHandleImpression(ad: self)
        case .click: delegate?.didHandleClick(ad: self)
        default: break
        }
    }
}
