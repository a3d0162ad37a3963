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

    /// Whether Moloco's factory makes the ad object the adapter asks for.
    static var makesAdObject: Bool { current.host?.createsAdObject() ?? true }

    let host: (any NetworkHost)?
    private let started = Mutex(false)
    init(host: (any NetworkHost)?) { self.host = host }

    /// Connects the SDK to a scenario's host, as a freshly started process: not initialized,
    /// no privacy flags set. `nil` disconnects it.
    package static func connect(_ host: (any NetworkHost)?) {
        state.withLock { $0 = ScriptedMoloco(host: nil) }
        MolocoPrivacySettings.isAgeRestrictedUser = false
        state.withLock { $0 = ScriptedMoloco(host: host) }
    }

    /// Moloco's one child flag: "the user is age-restricted" (a child or under the age of
    /// consent). Unset until the adapter sets it.
    func ageRestrictedUserSet(_ value: Bool) {
        host?.notePrivacy(NetworkPrivacy(childDirected: value))
    }

    /// What a load hands the network: the ad unit (a test placement is Moloco's test mode),
    /// the bid response and the watermark.
    static func request(_ format: String, _ params: MolocoCreateAdParams, bidResponse: String) -> NetworkRequest {
        NetworkRequest(
            format: format, adUnit: params.adUnit, testMode: params.adUnit == "moloco_test_placement",
            bidResponse: bidResponse, watermark: params.watermarkData.map { String(decoding: $0, as: UTF8.self) })
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
        host.playSignals(SignalRequest()) { result in
            switch result {
            case .success(let token): completion(token, nil)
            case .failure(let failure): completion(nil, Self.error(failure))
            }
        }
    }

    /// Plays a load: the scripted answers reach `delegate` as Moloco reports them, and the
    /// delivered ad (`ad`, prepared from the content by `prepare`) receives later events.
    static func play(
        _ request: NetworkRequest, ad: MolocoAd & AnyObject, delegate: @escaping () -> MolocoAdDelegate?,
        prepare: @escaping (NetworkAd) -> Void = { _ in }, loaded: @escaping () -> Void,
        events: @escaping (NetworkEvent) -> Void
    ) {
        guard let host = current.host else { return }
        host.play(
            request,
            make: { content in
                prepare(content)
                return (ad, events)
            },
            answer: { [weak ad] result in
                guard let ad else { return }
                switch result {
                case .success:
                    loaded()
                    delegate()?.didLoad(ad: ad)
                case .failure(let failure):
                    delegate()?.failToLoad(ad: ad, with: failure.carriesError ? error(failure) : nil)
                }
            })
    }

    /// Moloco's show error: an `NSError` in the SDK's domain that says what failed.
    static func showError(_ code: Int, _ sentence: String) -> NSError {
        NSError(domain: "com.moloco.sdk", code: code, userInfo: [NSLocalizedDescriptionKey: sentence])
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
    var interstitialDelegate: (any MolocoInterstitialDelegate)? {
        get { interstitialDelegateReference.value }
        set { interstitialDelegateReference.value = newValue }
    }
    private let interstitialDelegateReference = WeakDelegate<any MolocoInterstitialDelegate>()
    var rewardedDelegate: (any MolocoRewardedDelegate)? {
        get { rewardedDelegateReference.value }
        set { rewardedDelegateReference.value = newValue }
    }
    private let rewardedDelegateReference = WeakDelegate<any MolocoRewardedDelegate>()
    private var loaded = false
    private var expired = false
    /// An expired ad is not ready, as Moloco's is not.
    var isReady: Bool { loaded && !expired }
    private let format: String
    private let params: MolocoCreateAdParams
    init(format: String, params: MolocoCreateAdParams) {
        self.format = format
        self.params = params
    }
    private var delegate: MolocoAdDelegate? { interstitialDelegate ?? rewardedDelegate }

    func load(bidResponse: String) {
        ScriptedMoloco.play(
            ScriptedMoloco.request(format, params, bidResponse: bidResponse), ad: self,
            delegate: { [weak self] in self?.delegate }, loaded: { [weak self] in self?.loaded = true },
            events: { [weak self] event in self?.deliver(event) })
    }

    func show(from viewController: UIViewController) {
        guard isReady, !expired else {
            delegate?.failToShow(ad: self, with: ScriptedMoloco.showError(1001, "The ad is not ready to show."))
            return
        }
        ScriptedMoloco.current.host?.show(from: viewController)
    }

    func destroy() { loaded = false }

    private func deliver(_ event: NetworkEvent) {
        switch event {
        case .expire: expired = true
        case .presentScreen: delegate?.didShow(ad: self)
        case .click: delegate?.didClick(on: self)
        case .didDismissScreen: delegate?.didHide(ad: self)
        case .showFailed: delegate?.failToShow(ad: self, with: ScriptedMoloco.showError(1002, "The ad failed to show."))
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
        var request = ScriptedMoloco.request("banner", params, bidResponse: bidResponse)
        request.bannerWidth = Double(frame.width)
        request.bannerHeight = Double(frame.height)
        ScriptedMoloco.play(
            request, ad: self, delegate: { [weak self] in self?.delegate },
            loaded: { [weak self] in self?.ready = true },
            events: { [weak self] event in self?.deliver(event) })
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
    private var destination: ClickDestination?
    init(params: MolocoCreateAdParams) { self.params = params }
    override var isReady: Bool { ready }

    override func load(bidResponse: String) {
        ScriptedMoloco.play(
            ScriptedMoloco.request("native", params, bidResponse: bidResponse), ad: self,
            delegate: { [weak self] in self?.delegate },
            prepare: { [weak self] content in
                self?.destination = content.destination
                self?.loadedAssets = MolocoNativeAdAssests(
                    title: content.headline, description: content.body, sponsorText: content.advertiser,
                    ctaTitle: content.callToAction, rating: content.starRating.flatMap(Double.init),
                    appIcon: content.icon.flatMap { UIImage(data: $0.data) },
                    mainImage: content.images.first.flatMap { UIImage(data: $0.data) },
                    videoView: content.hasVideo ? UIView() : nil)
            }, loaded: { [weak self] in self?.ready = true }, events: { [weak self] event in self?.deliver(event) })
    }

    override func handleImpression() { ScriptedMoloco.current.host?.observe(.impressionRecorded) }
    /// The SDK recorded a click: Moloco counts it and opens the ad's destination.
    override func handleClick() {
        ScriptedMoloco.current.host?.observe(.clickRecorded(view: nil))
        guard let destination else { return }
        let app = UIApplication.shared
        if let link = destination.deepLinks.compactMap(URL.init(string:)).first(where: app.canOpenURL) {
            app.open(link)
        } else if let page = URL(string: destination.url) {
            app.open(page)
        }
    }

    private func deliver(_ event: NetworkEvent) {
        switch event {
        case .impression: delegate?.didHandleImpression(ad: self)
        case .click: delegate?.didHandleClick(ad: self)
        default: break
        }
    }
}
