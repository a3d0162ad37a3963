import Foundation
import SampleAdSDK
import ScriptedNetworkTesting
import Testing
import UIKit

@Suite("SampleAppOpenAd", .serialized)
struct SampleAppOpenAdTests {
    /// Fetches under `host` and runs the network's answers.
    private func fetch(_ host: TestNetworkHost, recorder: AppOpenRecorder) -> SampleAppOpenAd {
        let ad = SampleAppOpenAd(adUnitID: "app-open-unit")
        ad.delegate = recorder
        let request = SampleAdRequest()
        request.childDirectedTreatment = false
        ScopedScenario.run(host: host) {
            ad.fetch(request)
            host.runScheduled()
        }
        return ad
    }

    /// Presents from `controller` under `host` and runs what the show scheduled.
    private func present(_ ad: SampleAppOpenAd, from controller: UIViewController, _ host: TestNetworkHost) {
        ScopedScenario.run(host: host) {
            ad.present(fromRootViewController: controller)
            host.runScheduled()
        }
    }

    @Test func recordsTheRequestAndLoads() {
        let host = TestNetworkHost(.deliver())
        let recorder = AppOpenRecorder()
        let ad = fetch(host, recorder: recorder)
        #expect(
            host.requests == [
                NetworkRequest(format: "appOpen", adUnit: "app-open-unit", testMode: false, childDirected: false)
            ])
        #expect(recorder.log.names == ["load"])
        #expect(ad.isReady)
    }

    @Test func failsWithTheScriptedCode() {
        let recorder = AppOpenRecorder()
        let ad = fetch(TestNetworkHost(.fail(code: 2)), recorder: recorder)
        #expect(recorder.log.names == ["fail:2"])
        #expect(!ad.isReady)
    }

    @Test func presentsOnceFromTheGivenViewController() throws {
        let host = TestNetworkHost(.deliver())
        let recorder = AppOpenRecorder()
        let ad = fetch(host, recorder: recorder)
        let controller = UIViewController()
        present(ad, from: controller, host)
        present(ad, from: controller, host)
        #expect(host.shows.count == 1)
        #expect(host.shows.first.flatMap { $0 } === controller)
        #expect(controller.presentedViewController is SampleAppOpenAdController)
        #expect(recorder.log.names == ["load", "presentFailed:alreadyPresented"])
    }

    @Test func presentBeforeLoadAndAfterExpiryIsRefused() {
        let silent = TestNetworkHost(.silent)
        let early = AppOpenRecorder()
        present(fetch(silent, recorder: early), from: UIViewController(), silent)
        #expect(early.log.names == ["presentFailed:notReady"])

        let host = TestNetworkHost(.deliver())
        let late = AppOpenRecorder()
        let ad = fetch(host, recorder: late)
        host.send(.expire)
        present(ad, from: UIViewController(), host)
        #expect(late.log.names == ["load", "presentFailed:expired"])
        #expect(silent.shows.isEmpty && host.shows.isEmpty)
    }

    @Test func theShowsScriptedEventsReachTheDelegate() {
        let host = TestNetworkHost(.deliver())
        host.showEvents = [.presentScreen, .impression, .click, .dismissScreen, .didDismissScreen, .showFailed]
        let recorder = AppOpenRecorder()
        let ad = fetch(host, recorder: recorder)
        let controller = UIViewController()
        present(ad, from: controller, host)
        #expect(
            recorder.log.names == [
                "load", "willPresent", "didPresent", "impression", "leave", "willDismiss", "didDismiss",
                "presentFailed:showFailed",
            ])
        #expect(controller.presentedViewController == nil)
    }
}
