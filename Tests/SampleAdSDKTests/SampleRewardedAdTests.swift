import Foundation
import SampleAdSDK
import ScriptedNetworkTesting
import Testing
import UIKit

@Suite("SampleRewardedAd", .serialized)
struct SampleRewardedAdTests {
    /// Fetches under `host` and runs the network's answers.
    private func fetch(
        _ host: TestNetworkHost, adUnit: String = "rewarded-unit", interstitial: Bool = false,
        delegate: any SampleRewardedAdDelegate = RewardedRecorder()
    ) -> SampleRewardedAd {
        let ad = SampleRewardedAd(adUnitID: adUnit)
        ad.isRewardedInterstitial = interstitial
        ad.delegate = delegate
        let request = SampleAdRequest()
        request.testMode = true
        ScopedScenario.run(host: host) {
            ad.fetch(request)
            host.runScheduled()
        }
        return ad
    }

    /// Presents from `controller` under `host` and runs what the show scheduled.
    private func present(_ ad: SampleRewardedAd, from controller: UIViewController, _ host: TestNetworkHost) {
        ScopedScenario.run(host: host) {
            ad.present(fromRootViewController: controller)
            host.runScheduled()
        }
    }

    @Test(arguments: [false, true])
    func recordsTheFormatTheAdapterAskedFor(interstitial: Bool) {
        let host = TestNetworkHost(.silent)
        _ = fetch(host, interstitial: interstitial)
        #expect(
            host.requests == [
                NetworkRequest(
                    format: interstitial ? "rewardedInterstitial" : "rewarded", adUnit: "rewarded-unit", testMode: true)
            ])
    }

    @Test func loadingSetsTheRewardAndReadiness() {
        let recorder = RewardedRecorder()
        let host = TestNetworkHost(.deliver())
        let unloaded = SampleRewardedAd(adUnitID: "unit")
        #expect(unloaded.reward == 0 && !unloaded.isReady)
        let ad = fetch(host, delegate: recorder)
        #expect(recorder.log.names == ["load"])
        #expect(ad.reward == 5)
        #expect(ad.isReady)
    }

    @Test func anEmptyAdUnitIsABadRequest() {
        let recorder = RewardedRecorder()
        _ = fetch(TestNetworkHost(.deliver()), adUnit: "", delegate: recorder)
        #expect(recorder.log.names == ["fail:\(SampleErrorCode.badRequest.rawValue)"])
    }

    @Test func presentHandsTheHostTheSameViewControllerAndPresentsItsScreen() throws {
        let host = TestNetworkHost(.deliver())
        let recorder = RewardedRecorder()
        let ad = fetch(host, delegate: recorder)
        let controller = UIViewController()
        present(ad, from: controller, host)
        #expect(host.shows.count == 1)
        #expect(host.shows.first.flatMap { $0 } === controller)
        let screen = try #require(controller.presentedViewController as? SampleRewardedAdController)
        #expect(screen.delegate === recorder)
        #expect(!ad.isReady)
    }

    @Test func aSecondPresentIsRefused() {
        let host = TestNetworkHost(.deliver())
        let recorder = RewardedRecorder()
        let ad = fetch(host, delegate: recorder)
        present(ad, from: UIViewController(), host)
        present(ad, from: UIViewController(), host)
        #expect(recorder.log.names == ["load", "presentFailed:alreadyPresented"])
        #expect(host.shows.count == 1)
    }

    @Test func presentBeforeLoadAndAfterExpiryIsRefused() {
        let silent = TestNetworkHost(.silent)
        let early = RewardedRecorder()
        present(fetch(silent, delegate: early), from: UIViewController(), silent)
        #expect(early.log.names == ["presentFailed:notReady"])

        let host = TestNetworkHost(.deliver())
        let late = RewardedRecorder()
        let ad = fetch(host, delegate: late)
        host.send(.expire)
        present(ad, from: UIViewController(), host)
        #expect(late.log.names == ["load", "presentFailed:expired"])
        #expect(silent.shows.isEmpty && host.shows.isEmpty)
    }

    @Test func theShowsScriptedEventsReachTheDelegate() {
        let host = TestNetworkHost(.deliver())
        host.showEvents = [
            .presentScreen, .impression, .videoPlay, .click, .videoEnd, .rewardEarned, .dismissScreen,
            .didDismissScreen,
        ]
        let recorder = RewardedRecorder()
        let ad = fetch(host, delegate: recorder)
        let controller = UIViewController()
        present(ad, from: controller, host)
        #expect(
            recorder.log.names == [
                "load", "didPresent", "impression", "videoStart", "click", "videoEnd", "reward:5", "willDismiss",
                "didDismiss",
            ])
        #expect(controller.presentedViewController == nil)
    }

    @Test func aDelegateWithOnlyTheRequiredMethodStillGetsTheReward() {
        let host = TestNetworkHost(.deliver())
        host.showEvents = [.presentScreen, .rewardEarned, .didDismissScreen]
        let recorder = MinimalRewardedRecorder()
        let ad = fetch(host, delegate: recorder)
        present(ad, from: UIViewController(), host)
        #expect(recorder.log.names == ["reward:5"])
    }

    @Test func aFailedShowReachesTheAdditions() {
        let host = TestNetworkHost(.deliver())
        host.showEvents = [.showFailed]
        let recorder = RewardedRecorder()
        let ad = fetch(host, delegate: recorder)
        present(ad, from: UIViewController(), host)
        #expect(recorder.log.names == ["load", "presentFailed:showFailed"])
    }
}
