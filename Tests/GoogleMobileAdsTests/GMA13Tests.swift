import Foundation
import GoogleMobileAds
import Testing

/// The GMA 13 surface as production adapters use it: each spelling Swift imports from the
/// real headers reaches the adapter, and the helpers behave as the SDK's do.
@Suite struct GMA13Tests {
    @Test func bothClickSpellingsReachTheAdapterAndNeitherIsDefaulted() {
        let current = ClickRecorder.Current()
        let older = ClickRecorder.Older()
        let neither: any MediationNativeAd = MinimalNativeAd(imagesDisabled: false)
        for ad in [current, older] as [any MediationNativeAd & ClickCounting] {
            let defaulted = OptionalRequirement.isDefaulted(.didRecordClickOnAsset) {
                ad.didRecordClickOnAsset(with: .headlineAsset, view: UIView(), viewController: UIViewController())
            }
            #expect(!defaulted)
            #expect(ad.clicks == 1)
        }
        #expect(
            OptionalRequirement.isDefaulted(.didRecordClickOnAsset) {
                neither.didRecordClickOnAsset(with: .headlineAsset, view: UIView(), viewController: UIViewController())
            })
    }

    @Test func asyncSetUpCompletesThroughTheCompletionHandler() async {
        let configuration = MediationServerConfiguration(credentials: [])
        let outcome = await withCheckedContinuation { (done: CheckedContinuation<String, Never>) in
            AsyncSetUpAdapter.setUp(with: configuration) { error in
                done.resume(returning: error.map { ($0 as NSError).domain } ?? "success")
            }
        }
        #expect(outcome == "com.example.async")
    }

    @Test func aMissingSetUpCompletesAtOnceAndIsReported() {
        var calls = 0
        let observed = OptionalRequirement.observe {
            NoSetUpAdapter.setUp(with: MediationServerConfiguration(credentials: [])) { error in
                #expect(error == nil)
                calls += 1
            }
        }
        #expect(calls == 1)
        #expect(observed.defaulted.isSuperset(of: [.setUp, .setUpWith, .setUpAsync]))
    }

    @Test func sizesRoundTripThroughNSValueAndTheClosestSizeFits() {
        #expect(adSizeFor(nsValue: nsValue(for: AdSizeMediumRectangle)) == AdSizeMediumRectangle)
        #expect(adSizeFor(nsValue: NSValue(point: .zero)) == AdSizeInvalid)
        let offered = [AdSizeBanner, AdSizeMediumRectangle, AdSizeLeaderboard].map(nsValue(for:))
        #expect(
            closestValidSizeForAdSizes(
                original: adSizeFor(cgSize: CGSize(width: 320, height: 60)), possibleAdSizes: offered) == AdSizeBanner)
        #expect(
            closestValidSizeForAdSizes(
                original: AdSizeFullBanner, possibleAdSizes: [nsValue(for: AdSizeMediumRectangle)]) == AdSizeInvalid)
        #expect(isAdSizeValid(size: AdSizeBanner) && !isAdSizeValid(size: AdSizeInvalid))
        #expect(isAdSizeFluid(size: AdSizeFluid) && !isAdSizeFluid(size: AdSizeBanner))
        let large = largePortraitAnchoredAdaptiveBanner(width: 375)
        #expect(large.size.width == 375 && large.size.height > portraitAnchoredAdaptiveBanner(width: 375).size.height)
        #expect(inlineAdaptiveBanner(width: 300, maxHeight: 120).size == CGSize(width: 300, height: 120))
    }

    @Test func requestConfigurationHoldsGMA13PrivacyFieldsAndResets() {
        let configuration = RequestConfiguration()
        configuration.ageRestrictedTreatment = .child
        configuration.tagForUnderAgeOfConsent = true
        configuration.maxAdContentRating = .teen
        #expect(configuration.ageRestrictedTreatment == GADAgeRestrictedTreatmentChild)
        #expect(configuration.maxAdContentRating == GADMaxAdContentRatingTeen)
        configuration.reset()
        #expect(configuration.ageRestrictedTreatment == .unspecified)
        #expect(configuration.tagForUnderAgeOfConsent == nil)
        #expect(MobileAds.version().majorVersion == 13)
        #expect(MobileAds.shared.isSDKVersionAtLeast(major: 13, minor: 0, patch: 0))
        #expect(!MobileAds.shared.isSDKVersionAtLeast(major: 13, minor: 1, patch: 0))
    }

    @Test func theKeyWindowShowsTheScenariosControllerAndRespondersChain() {
        let controller = UIViewController()
        let window = UIApplication.shared.conformanceShowKeyWindow(rootViewController: controller)
        defer { UIApplication.shared.conformanceShowKeyWindow(rootViewController: nil) }
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        #expect(scene?.activationState == .foregroundActive)
        #expect(scene?.windows.first { $0.isKeyWindow }?.rootViewController === controller)
        #expect(UIApplication.shared.keyWindow === window)
        let label = UILabel()
        controller.view.addSubview(label)
        #expect(label.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(CGRectMake(1, 2, 3, 4) == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func signalsRequestsCarryCredentialsAndBannerSize() {
        let credentials = MediationCredentials(format: .banner, settings: ["slot_id": "s"])
        let params = RTBRequestParameters(
            configuration: RTBMediationSignalsConfiguration(credentials: [credentials]), adSize: AdSizeBanner)
        let adapter: any RTBAdapter = SignalsAdapter()
        var token: String?
        adapter.collectSignals(for: params) { signals, _ in token = signals }
        #expect(token == "token-for-s-320x50")
    }

    @Test func asyncSignalsReachTheCompletionHandlerAndNeitherFormIsAnError() async {
        let params = RTBRequestParameters(configuration: RTBMediationSignalsConfiguration(credentials: []))
        let adapters: [any RTBAdapter] = [AsyncSignalsAdapter(), NoSignalsAdapter()]
        var answers: [String] = []
        for adapter in adapters {
            let answer = await withCheckedContinuation { (done: CheckedContinuation<String, Never>) in
                adapter.collectSignals(for: params) { signals, error in
                    done.resume(returning: signals ?? "error \((error as NSError?)?.code ?? -1)")
                }
            }
            answers.append(answer)
        }
        #expect(answers == ["async-token", "error 2"])
        #expect(
            OptionalRequirement.observe {
                NoSignalsAdapter().collectSignals(for: params) { _, _ in }
            }.defaulted.contains(.collectSignals))
    }
}

/// The ten required getters, so each recorder below conforms on its own (a subclass's method
/// cannot replace the witness its superclass's conformance chose).
private protocol ClickCounting: AnyObject { var clicks: Int { get } }
extension ClickCounting {
    var headline: String? { "headline" }
    var images: [NativeAdImage]? { nil }
    var body: String? { nil }
    var icon: NativeAdImage? { nil }
    var callToAction: String? { nil }
    var starRating: NSDecimalNumber? { nil }
    var store: String? { nil }
    var price: String? { nil }
    var advertiser: String? { nil }
    var extraAssets: [String: Any]? { nil }
}

private enum ClickRecorder {
    /// GMA 12 and later: `didRecordClickOnAsset(with:…)`.
    final class Current: NSObject, MediationNativeAd, ClickCounting {
        var clicks = 0
        func didRecordClickOnAsset(
            with assetName: NativeAssetIdentifier, view: UIView, viewController: UIViewController
        ) {
            clicks += 1
        }
    }
    /// Before GMA 12: `didRecordClickOnAsset(withName:…)`.
    final class Older: NSObject, MediationNativeAd, ClickCounting {
        var clicks = 0
        func didRecordClickOnAsset(
            withName assetName: NativeAssetIdentifier, view: UIView, viewController: UIViewController
        ) { clicks += 1 }
    }
}

private final class AsyncSetUpAdapter: NSObject, MediationAdapter {
    static func adapterVersion() -> VersionNumber { VersionNumber() }
    static func adSDKVersion() -> VersionNumber { VersionNumber() }
    static func networkExtrasClass() -> AdNetworkExtras.Type? { nil }
    static func setUp(with configuration: MediationServerConfiguration) async throws {
        try await Task.sleep(nanoseconds: 1_000_000)
        throw NSError(domain: "com.example.async", code: 7)
    }
}

private final class NoSetUpAdapter: NSObject, MediationAdapter {
    static func adapterVersion() -> VersionNumber { VersionNumber() }
    static func adSDKVersion() -> VersionNumber { VersionNumber() }
    static func networkExtrasClass() -> AdNetworkExtras.Type? { nil }
}

private final class SignalsAdapter: NSObject, RTBAdapter {
    override init() { super.init() }
    static func adapterVersion() -> VersionNumber { VersionNumber() }
    static func adSDKVersion() -> VersionNumber { VersionNumber() }
    static func networkExtrasClass() -> AdNetworkExtras.Type? { nil }
    func collectSignals(for params: RTBRequestParameters, completionHandler: @escaping GADRTBSignalCompletionHandler) {
        let slot = params.configuration.credentials.first?.settings["slot_id"] as? String ?? "?"
        completionHandler("token-for-\(slot)-\(string(for: params.adSize))", nil)
    }
}

private final class AsyncSignalsAdapter: NSObject, RTBAdapter {
    override init() { super.init() }
    static func adapterVersion() -> VersionNumber { VersionNumber() }
    static func adSDKVersion() -> VersionNumber { VersionNumber() }
    static func networkExtrasClass() -> AdNetworkExtras.Type? { nil }
    func collectSignals(for params: RTBRequestParameters) async throws -> String {
        try await Task.sleep(nanoseconds: 1_000_000)
        return "async-token"
    }
}

private final class NoSignalsAdapter: NSObject, RTBAdapter {
    override init() { super.init() }
    static func adapterVersion() -> VersionNumber { VersionNumber() }
    static func adSDKVersion() -> VersionNumber { VersionNumber() }
    static func networkExtrasClass() -> AdNetworkExtras.Type? { nil }
}
