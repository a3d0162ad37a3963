import Foundation
import SampleAdSDK
import ScriptedNetworkTesting
import Testing

@Suite("SampleInterstitial", .serialized)
struct SampleInterstitialTests {
    /// Fetches under `host` and runs the network's answers.
    private func fetch(
        _ host: TestNetworkHost, adUnit: String? = "interstitial-unit",
        configure: (SampleAdRequest) -> Void = { _ in }
    ) -> (SampleInterstitial, InterstitialRecorder) {
        let interstitial: SampleInterstitial = SampleInterstitial(adUnitID: adUnit)
        let recorder = InterstitialRecorder()
        interstitial.delegate = recorder
        let request = SampleAdRequest()
        configure(request)
        ScopedScenario.run(host: host) {
            interstitial.fetchAd(request)
            host.runScheduled()
        }
        return (interstitial, recorder)
    }

    /// Shows under `host` and runs what the show scheduled.
    private func show(_ interstitial: SampleInterstitial, _ host: TestNetworkHost) {
        ScopedScenario.run(host: host) {
            interstitial.show()
            host.runScheduled()
        }
    }

    @Test func recordsTheRequest() {
        let host = TestNetworkHost(.silent)
        _ = fetch(host) {
            $0.testMode = true; $0.childDirectedTreatment = true
        }
        #expect(
            host.requests == [
                NetworkRequest(format: "interstitial", adUnit: "interstitial-unit", testMode: true, childDirected: true)
            ])
    }

    @Test func loadsOnceAndBecomesReady() {
        let host = TestNetworkHost(.deliver())
        let (interstitial, recorder) = fetch(host)
        #expect(recorder.log.names == ["load"])
        #expect(interstitial.isInterstitialLoaded)
        #expect(host.sinkCount == 1)
    }

    @Test func failsWithTheScriptedCodeAndStaysUnready() {
        let (interstitial, recorder) = fetch(TestNetworkHost(.fail(code: 3)))
        #expect(recorder.log.names == ["fail:3"])
        #expect(!interstitial.isInterstitialLoaded)
    }

    @Test func aNilAdUnitIsABadRequest() {
        let (interstitial, recorder) = fetch(TestNetworkHost(.deliver()), adUnit: nil)
        #expect(interstitial.adUnit == nil)
        #expect(recorder.log.names == ["fail:\(SampleErrorCode.badRequest.rawValue)"])
    }

    @Test func showAsksTheHostOnceWithoutAViewController() {
        let host = TestNetworkHost(.deliver())
        let (interstitial, recorder) = fetch(host)
        show(interstitial, host)
        #expect(host.shows.count == 1)
        #expect(host.shows.first.map { $0 == nil } == true)
        #expect(!interstitial.isInterstitialLoaded)
        #expect(recorder.log.names == ["load"])
    }

    @Test func aSecondShowIsRefusedOnTheMainThread() {
        let host = TestNetworkHost(.deliver())
        let (interstitial, recorder) = fetch(host)
        show(interstitial, host)
        ScopedScenario.run(host: host) {
            interstitial.show()
            // The refusal is scheduled on the main thread, not reported inside `show()`.
            #expect(recorder.log.names == ["load"])
            host.runScheduled()
        }
        #expect(recorder.log.names == ["load", "presentFailed:alreadyPresented"])
        #expect(recorder.log.allOnCaller)
        #expect(host.shows.count == 1)
    }

    @Test func showBeforeLoadIsRefused() {
        let host = TestNetworkHost(.silent)
        let (interstitial, recorder) = fetch(host)
        show(interstitial, host)
        #expect(recorder.log.names == ["presentFailed:notReady"])
        #expect(host.shows.isEmpty)
    }

    @Test func anExpiredAdIsRefused() {
        let host = TestNetworkHost(.deliver())
        let (interstitial, recorder) = fetch(host)
        host.send(.expire)
        #expect(!interstitial.isInterstitialLoaded)
        show(interstitial, host)
        #expect(recorder.log.names == ["load", "presentFailed:expired"])
        #expect(host.shows.isEmpty)
    }

    @Test func withoutAnyHostARefusalIsReportedAtOnce() {
        let interstitial: SampleInterstitial = SampleInterstitial(adUnitID: "unit")
        let recorder = InterstitialRecorder()
        interstitial.delegate = recorder
        NetworkEnvironment.withoutHost { interstitial.show() }
        #expect(recorder.log.names == ["presentFailed:notReady"])
    }

    @Test func theShowsScriptedEventsReachTheDelegate() {
        let host = TestNetworkHost(.deliver())
        host.showEvents = [.presentScreen, .impression, .click, .dismissScreen, .didDismissScreen]
        let (interstitial, recorder) = fetch(host)
        show(interstitial, host)
        #expect(recorder.log.names == ["load", "willPresent", "impression", "leave", "willDismiss", "didDismiss"])
    }

    @Test func aFailedShowReachesTheAdditions() {
        let host = TestNetworkHost(.deliver())
        host.showEvents = [.showFailed]
        let (interstitial, recorder) = fetch(host)
        show(interstitial, host)
        #expect(recorder.log.names == ["load", "presentFailed:showFailed"])
    }

    @Test func eventsTheInterstitialHasNoCallbackForAreDropped() {
        let host = TestNetworkHost(.deliver())
        let (interstitial, recorder) = fetch(host)
        for event in [NetworkEvent.videoPlay, .videoEnd, .rewardEarned] { host.send(event) }
        #expect(recorder.log.names == ["load"])
        withExtendedLifetime(interstitial) {}
    }

    @Test func aSecondDeliveryAfterTheShowDoesNotMakeItReadyAgain() {
        let twice = NetworkScript(answers: [
            NetworkAnswer(.ad(.standard)), NetworkAnswer(.ad(.standard), afterMilliseconds: 10),
        ])
        let host = TestNetworkHost(twice)
        let interstitial: SampleInterstitial = SampleInterstitial(adUnitID: "unit")
        let recorder = InterstitialRecorder()
        interstitial.delegate = recorder
        ScopedScenario.run(host: host) {
            interstitial.fetchAd(SampleAdRequest())
            // The flag is settable, as in the real header: set it and show before the answers
            // run; neither answer may make the shown ad ready again.
            interstitial.isInterstitialLoaded = true
            interstitial.show()
            host.runScheduled()
        }
        #expect(recorder.log.names == ["load", "load"])
        #expect(!interstitial.isInterstitialLoaded)
        #expect(host.sinkCount == 1)
    }
}
