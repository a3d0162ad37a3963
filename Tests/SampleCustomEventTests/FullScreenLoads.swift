import Foundation
import GoogleMobileAds
import SampleCustomEvent
import ScriptedNetworkTesting
import Testing
import UIKit

/// The four full-screen formats the reference adapter loads, so one test covers each.
enum FullScreenFormat: String, CaseIterable, CustomStringConvertible {
    case interstitial, rewarded, rewardedInterstitial, appOpen

    var description: String { rawValue }
    /// Whether the network's show call takes a view controller (FUL-1).
    var networkTakesViewController: Bool { self != .interstitial }
    /// The SDK's name for the format.
    var adFormat: AdFormat {
        switch self {
        case .interstitial: .interstitial
        case .rewarded: .rewarded
        case .rewardedInterstitial: .rewardedInterstitial
        case .appOpen: .appOpen
        }
    }

    /// Runs one load through `adapter` under `host` and returns what the SDK saw.
    func load(
        _ host: TestNetworkHost, parameter: String? = "full-screen-unit", test: Bool = false,
        childDirected: Bool? = nil, adapter: SampleCustomEvent = SampleCustomEvent()
    ) -> FullScreenLoad {
        let credentials = Configurations.credentials(adFormat, parameter: parameter)
        let child = childDirected.map { NSNumber(value: $0) }
        let load = FullScreenLoad(host: host)
        ScopedScenario.run(host: host) {
            switch self {
            case .interstitial:
                let configuration = MediationInterstitialAdConfiguration(
                    credentials: credentials, isTestRequest: test, childDirectedTreatment: child)
                adapter.loadInterstitial(for: configuration) { load.record($0, $1) }
            case .rewarded, .rewardedInterstitial:
                let configuration = MediationRewardedAdConfiguration(
                    credentials: credentials, isTestRequest: test, childDirectedTreatment: child)
                if self == .rewarded {
                    adapter.loadRewardedAd(for: configuration) { load.record($0, $1) }
                } else {
                    adapter.loadRewardedInterstitialAd(for: configuration) { load.record($0, $1) }
                }
            case .appOpen:
                let configuration = MediationAppOpenAdConfiguration(
                    credentials: credentials, isTestRequest: test, childDirectedTreatment: child)
                adapter.loadAppOpenAd(for: configuration) { load.record($0, $1) }
            }
            host.runScheduled()
        }
        return load
    }
}

/// One full-screen load as the SDK saw it, and the SDK's way to present its ad.
final class FullScreenLoad: @unchecked Sendable {
    private let host: TestNetworkHost
    private let recorder = CompletionRecorder<any MediationAd>()

    init(host: TestNetworkHost) { self.host = host }

    /// The event delegate the SDK returned on success.
    var events: RecordingEventDelegate { recorder.events }
    var count: Int { recorder.count }
    var ad: (any MediationAd)? { recorder.ad }
    var error: NSError? { recorder.error }

    /// The completion handler of every format.
    func record(_ ad: (any MediationAd)?, _ error: Error?) -> RecordingEventDelegate? {
        recorder.record(ad, error)
    }

    /// Presents the ad from `viewController`, as the SDK does, and runs what the show scheduled.
    func present(from viewController: UIViewController = UIViewController()) {
        ScopedScenario.run(host: host) {
            switch ad {
            case let ad as any MediationInterstitialAd: ad.present(from: viewController)
            case let ad as any MediationRewardedAd: ad.present(from: viewController)
            case let ad as any MediationAppOpenAd: ad.present(from: viewController)
            default: Issue.record("no full-screen ad to present")
            }
            host.runScheduled()
        }
    }
}
