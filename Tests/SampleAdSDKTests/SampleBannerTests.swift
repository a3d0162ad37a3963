import Foundation
import SampleAdSDK
import ScriptedNetworkTesting
import Testing

@Suite("SampleBanner", .serialized)
struct SampleBannerTests {
    private func fetch(
        _ host: TestNetworkHost, adUnit: String? = "banner-unit",
        configure: (SampleAdRequest) -> Void = { _ in }
    ) -> (SampleBanner, BannerRecorder) {
        let banner = SampleBanner(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        let recorder = BannerRecorder()
        banner.adUnit = adUnit
        banner.delegate = recorder
        let request = SampleAdRequest()
        configure(request)
        ScopedScenario.run(host: host) {
            banner.fetchAd(request)
            host.runScheduled()
        }
        return (banner, recorder)
    }

    @Test func recordsEveryRequestField() {
        let host = TestNetworkHost(.silent)
        _ = fetch(host) {
            $0.testMode = true; $0.childDirectedTreatment = false
        }
        #expect(
            host.requests == [
                NetworkRequest(
                    format: "banner", adUnit: "banner-unit", testMode: true,
                    bannerWidth: 320, bannerHeight: 50, childDirected: false)
            ])
    }

    @Test func deliversOnceOnMainThread() {
        let host = TestNetworkHost(.deliver())
        let (_, recorder) = fetch(host)
        #expect(recorder.log.names == ["load"])
        #expect(recorder.log.allOnCaller)
    }

    @Test func failsWithTheScriptedCode() {
        let (_, recorder) = fetch(TestNetworkHost(.fail(code: 3)))
        #expect(recorder.log.names == ["fail:3"])
    }

    @Test func unknownCodesBecomeUnknown() {
        let (_, recorder) = fetch(TestNetworkHost(.fail(code: 99)))
        #expect(recorder.log.names == ["fail:\(SampleErrorCode.unknown.rawValue)"])
    }

    @Test func answersTwiceWhenScriptedTwice() {
        let script = NetworkScript(answers: [
            NetworkAnswer(.ad(.standard)), NetworkAnswer(.ad(.standard), afterMilliseconds: 5),
        ])
        let host = TestNetworkHost(script)
        let (_, recorder) = fetch(host)
        #expect(recorder.log.names == ["load", "load"])
        #expect(host.sinkCount == 1)
    }

    @Test func silentNetworkNeverCallsBack() {
        let (_, recorder) = fetch(TestNetworkHost(.silent))
        #expect(recorder.log.names.isEmpty)
    }

    @Test func backgroundAnswerArrivesOffTheCallingThread() {
        let script = NetworkScript(answers: [NetworkAnswer(.ad(.standard), on: .background(lane: 1))])
        let (_, recorder) = fetch(TestNetworkHost(script))
        #expect(recorder.log.names == ["load"])
        #expect(recorder.log.noneOnCaller)
        #expect(recorder.log.threadNames == ["background-1"])
    }

    @Test func missingAdUnitIsABadRequest() {
        let host = TestNetworkHost(.deliver())
        let (_, recorder) = fetch(host, adUnit: nil)
        #expect(recorder.log.names == ["fail:\(SampleErrorCode.badRequest.rawValue)"])
        #expect(host.requests.count == 1)
    }

    @Test func eventsReachTheDelegate() {
        let host = TestNetworkHost(.deliver())
        let (banner, recorder) = fetch(host)
        ScopedScenario.run(host: host) {
            for event in [NetworkEvent.impression, .click, .presentScreen, .dismissScreen, .didDismissScreen] {
                host.send(event)
            }
        }
        #expect(recorder.log.names == ["load", "impression", "leave", "willPresent", "willDismiss", "didDismiss"])
        withExtendedLifetime(banner) {}
    }

    @Test func withoutAHostTheFetchFails() {
        let banner = SampleBanner(frame: .zero)
        let recorder = BannerRecorder()
        banner.adUnit = "unit"
        banner.delegate = recorder
        NetworkEnvironment.withoutHost { banner.fetchAd(SampleAdRequest()) }
        #expect(recorder.log.names == ["fail:\(SampleErrorCode.networkError.rawValue)"])
    }
}
