import Foundation
import GoogleMobileAds
import SampleAdSDK
import SampleCustomEvent
import ScriptedNetworkTesting
import Testing

@Suite("Reference banner", .serialized)
struct BannerTests {
    @Test func successReturnsTheNetworksBannerAtTheRequestedSize() throws {
        let host = TestNetworkHost(.deliver())
        let result = Loads.banner(host, Configurations.banner(size: AdSizeMediumRectangle, test: true))
        #expect(result.count == 1)
        let ad = try #require(result.ad)
        let banner = try #require(ad.view as? SampleBanner)
        #expect(banner === ad.view)
        #expect(banner.frame.size == CGSize(width: 300, height: 250))
        #expect(banner.adUnit == "banner-unit")
        #expect(
            host.requestsWithoutPrivacy == [
                NetworkRequest(
                    format: "banner", adUnit: "banner-unit", testMode: true, bannerWidth: 300, bannerHeight: 250)
            ])
    }

    @Test func failureIsAnNSErrorNamingTheNetworkCode() throws {
        let result = Loads.banner(TestNetworkHost(.fail(code: 3)))
        #expect(result.count == 1 && result.ad == nil)
        let error = try #require(result.error)
        #expect(error.domain == SampleCustomEventErrorDomain)
        #expect(error.code == SampleCustomEventErrorCode.adLoadFailureCallback.rawValue)
        let description = try #require(error.userInfo[NSLocalizedDescriptionKey] as? String)
        #expect(description.contains("3"))
        #expect(result.events.names.isEmpty)
    }

    @Test func eventsAreForwardedOnceEachInOrder() {
        let host = TestNetworkHost(.deliver())
        let result = Loads.banner(host)
        ScopedScenario.run(host: host) {
            for event in [NetworkEvent.impression, .click, .presentScreen, .dismissScreen, .didDismissScreen] {
                host.send(event)
            }
        }
        #expect(result.events.names == ["reportImpression", "reportClick", "willPresent", "willDismiss", "didDismiss"])
    }

    @Test func missingParameterFailsWithoutFetching() throws {
        for parameter in [nil, "", "  "] as [String?] {
            let host = TestNetworkHost(.deliver())
            let result = Loads.banner(host, Configurations.banner(parameter: parameter))
            #expect(result.count == 1)
            #expect(result.error?.code == SampleCustomEventErrorCode.invalidServerParameter.rawValue)
            #expect(host.requests.isEmpty)
        }
    }

    @Test func answeringTwiceCompletesOnce() {
        let twice = NetworkScript(answers: [
            NetworkAnswer(.ad(.standard)), NetworkAnswer(.failure(code: 3), afterMilliseconds: 1),
        ])
        let result = Loads.banner(TestNetworkHost(twice))
        #expect(result.count == 1)
        #expect(result.ad != nil)
    }
}
