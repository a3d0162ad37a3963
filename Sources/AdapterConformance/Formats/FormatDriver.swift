import ConformanceVocabulary
import Foundation
import GoogleMobileAds

/// One ad format as the SDK drives it: the configuration it builds, the adapter method it
/// calls and with which completion handler, and what it reads from a loaded ad (the steps a
/// scenario of the format may take are the scenario language's: `ScenarioPhase.acceptedSteps`).
/// A new format is one conforming type (or, full screen, one more `FullScreenFormat` value)
/// plus its case in `ScenarioFormat.driver`; the compiler finds the rest (trace codec, schema
/// names, accepted steps).
protocol FormatDriver: Sendable {
    /// The adapter method a load calls; when its default runs, the adapter lacks the format
    /// and the scenario is skipped rather than failed.
    var loadMember: OptionalMember { get }
    /// Builds the configuration and calls the adapter's load method with a recording handler.
    @MainActor func load(
        _ adapter: any MediationAdapter, request: ScenarioRequest, recorder: LoadRecorder, sentinel: HandlerSentinel)
    /// Reads a successfully loaded ad as the SDK does right after its completion.
    @MainActor func inspect(_ ad: AnyObject, load: Int, in inspection: any LoadInspection)
}

/// A format the publisher shows full screen, later, with `present(from:)`.
protocol FullScreenFormatDriver: FormatDriver {
    /// Calls `present(from:)` on `ad`; `false` when the ad is not of this format.
    @MainActor func present(_ ad: AnyObject, from viewController: UIViewController) -> Bool
}

extension FullScreenFormatDriver {
    /// Full-screen ads show nothing until presented; the ad's type is all there is to read.
    @MainActor func inspect(_ ad: AnyObject, load: Int, in inspection: any LoadInspection) {}
}

/// What a format may use while inspecting a loaded ad.
@MainActor
protocol LoadInspection {
    var host: ScenarioHost { get }
    var fixture: AdapterFixture { get }
    /// Runs an SDK call into the adapter, timing it for CON-3.
    func timed<T>(_ call: TimedCall, main: Bool, _ body: () -> T) -> T
}

extension ScenarioFormat {
    /// The format's driver; `nil` for set-up scenarios, which load nothing.
    var driver: (any FormatDriver)? {
        switch self {
        case .banner: BannerFormat()
        case .native: NativeFormat()
        case .interstitial: FullScreenFormat.interstitial
        case .rewarded: FullScreenFormat.rewarded
        case .rewardedInterstitial: FullScreenFormat.rewardedInterstitial
        case .appOpen: FullScreenFormat.appOpen
        case .setUp: nil
        }
    }
}

extension ConfigurationFactory {
    /// The fields every request shares, in the order the configuration initializers take them.
    struct Common {
        let credentials: MediationCredentials
        let bidResponse: String?
        let topViewController = UIViewController()
        let watermark: Data?
        let isTestRequest: Bool
        let childDirectedTreatment: NSNumber?

        /// A configuration initializer as `MediationAdConfiguration`'s subclasses inherit it.
        typealias Initializer<Configuration> = (
            MediationCredentials, String?, UIViewController?, Data?, (any AdNetworkExtras)?, Bool, NSNumber?, NSNumber?
        ) -> Configuration

        /// The format's configuration from these fields, given its class's initializer.
        func make<Configuration: MediationAdConfiguration>(_ initializer: Initializer<Configuration>)
            -> Configuration
        {
            initializer(
                credentials, bidResponse, topViewController, watermark, nil, isTestRequest, childDirectedTreatment, nil)
        }

        init(_ request: ScenarioRequest, format: AdFormat) {
            credentials = ConfigurationFactory.credentials(request, format: format)
            bidResponse = request.bidResponse
            watermark = request.watermark.map { Data($0.utf8) }
            isTestRequest = request.testRequest
            childDirectedTreatment = request.childDirected.map { NSNumber(value: $0) }
        }
    }
}
