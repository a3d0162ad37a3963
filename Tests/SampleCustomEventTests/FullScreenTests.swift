import Foundation
import GoogleMobileAds
import SampleAdSDK
import SampleCustomEvent
import ScriptedNetworkTesting
import Testing
import UIKit

@Suite("Reference full-screen ads", .serialized)
struct FullScreenTests {
    /// A whole presentation as the network reports it.
    static let presentation: [NetworkEvent] = [.presentScreen, .impression, .click, .dismissScreen, .didDismissScreen]
    /// What the SDK must hear of it (FUL-2).
    static let forwarded = ["willPresent", "reportImpression", "reportClick", "willDismiss", "didDismiss"]

    @Test(arguments: FullScreenFormat.allCases)
    func loadForwardsTheRequestAndCompletesOnce(format: FullScreenFormat) throws {
        let twice = NetworkScript(answers: [
            NetworkAnswer(.ad(.standard)), NetworkAnswer(.ad(.standard), afterMilliseconds: 5),
        ])
        let host = TestNetworkHost(twice)
        let load = format.load(host, test: true, childDirected: true)
        #expect(load.count == 1)
        #expect(load.ad != nil && load.error == nil)
        // The child and age flags come from the global request configuration (PRV-1), which
        // other tests of this process may set: the conformance scenarios judge them.
        #expect(
            host.requestsWithoutPrivacy == [
                NetworkRequest(format: format.rawValue, adUnit: "full-screen-unit", testMode: true)
            ])
        #expect(load.events.names.isEmpty)
    }

    @Test(arguments: FullScreenFormat.allCases)
    func aNetworkFailureIsAnErrorWithDomainAndCode(format: FullScreenFormat) throws {
        let load = format.load(TestNetworkHost(.fail(code: 3)))
        #expect(load.count == 1 && load.ad == nil)
        let error = try #require(load.error)
        #expect(error.domain == SampleCustomEventErrorDomain)
        #expect(error.code == SampleCustomEventErrorCode.adLoadFailureCallback.rawValue)
        #expect(error.localizedDescription.contains("3"))
    }

    @Test(arguments: FullScreenFormat.allCases)
    func aMissingParameterFailsWithoutFetching(format: FullScreenFormat) {
        let host = TestNetworkHost(.deliver())
        let load = format.load(host, parameter: " ")
        #expect(load.count == 1)
        #expect(load.error?.code == SampleCustomEventErrorCode.invalidServerParameter.rawValue)
        #expect(host.requests.isEmpty)
    }

    @Test(arguments: FullScreenFormat.allCases)
    func presentShowsFromTheSDKsViewControllerAndForwardsInOrder(format: FullScreenFormat) {
        let host = TestNetworkHost(.deliver())
        host.showEvents = Self.presentation
        let load = format.load(host)
        let controller = UIViewController()
        load.present(from: controller)
        #expect(host.shows.count == 1)
        let shownFrom = host.shows.first.flatMap { $0 }
        #expect(format.networkTakesViewController ? shownFrom === controller : shownFrom == nil)
        #expect(load.events.names == Self.forwarded)
    }

    @Test(arguments: FullScreenFormat.allCases)
    func aSecondPresentFailsWithoutAskingTheNetwork(format: FullScreenFormat) throws {
        let host = TestNetworkHost(.deliver())
        host.showEvents = Self.presentation
        let load = format.load(host)
        load.present()
        load.present()
        #expect(host.shows.count == 1)
        #expect(load.events.names == Self.forwarded + ["didFailToPresent"])
        let error = try #require(load.events.presentationErrors.first)
        #expect(error.domain == SampleCustomEventErrorDomain)
        #expect(error.code == SampleCustomEventErrorCode.alreadyPresented.rawValue)
    }

    @Test(arguments: FullScreenFormat.allCases)
    func anExpiredAdFailsToPresentWithoutAskingTheNetwork(format: FullScreenFormat) throws {
        let host = TestNetworkHost(.deliver())
        host.showEvents = Self.presentation
        let load = format.load(host)
        host.send(.expire)
        load.present()
        #expect(host.shows.isEmpty)
        #expect(load.events.names == ["didFailToPresent"])
        #expect(load.events.presentationErrors.first?.code == SampleCustomEventErrorCode.adNotReady.rawValue)
    }

    @Test(arguments: FullScreenFormat.allCases)
    func aFailedShowIsReportedOnceAndEndsThePresentation(format: FullScreenFormat) {
        let host = TestNetworkHost(.deliver())
        host.showEvents = [.showFailed, .presentScreen, .showFailed, .didDismissScreen]
        let load = format.load(host)
        load.present()
        #expect(load.events.names == ["didFailToPresent"])
        #expect(load.events.presentationErrors.first?.code == SampleCustomEventErrorCode.presentationFailure.rawValue)
    }

    @Test(arguments: FullScreenFormat.allCases)
    func eventsBeforePresentAndAfterDismissalAreFiltered(format: FullScreenFormat) {
        let host = TestNetworkHost(.deliver())
        host.showEvents = [.presentScreen, .presentScreen, .didDismissScreen, .click, .impression, .dismissScreen]
        let load = format.load(host)
        for event in Self.presentation { host.send(event) }
        #expect(load.events.names.isEmpty)
        load.present()
        // A network that only says "closed" still yields both dismissal calls, once.
        #expect(load.events.names == ["willPresent", "willDismiss", "didDismiss"])
    }

    @Test(arguments: FullScreenFormat.allCases)
    func anImpressionBeforeWillPresentFollowsIt(format: FullScreenFormat) {
        let host = TestNetworkHost(.deliver())
        host.showEvents = [.impression, .presentScreen, .impression, .didDismissScreen]
        let load = format.load(host)
        load.present()
        #expect(load.events.names == ["willPresent", "reportImpression", "willDismiss", "didDismiss"])
    }

    @Test(arguments: [FullScreenFormat.rewarded, .rewardedInterstitial])
    func aRewardAfterDismissalIsForwardedOnce(format: FullScreenFormat) {
        let host = TestNetworkHost(.deliver())
        host.showEvents = [.presentScreen, .videoPlay, .videoEnd, .dismissScreen, .didDismissScreen, .rewardEarned]
        let load = format.load(host)
        host.send(.rewardEarned)
        load.present()
        host.send(.rewardEarned)
        #expect(load.events.names == ["willPresent", "start", "end", "willDismiss", "didDismiss", "reward"])
    }

    @Test(arguments: [FullScreenFormat.rewarded, .rewardedInterstitial])
    func videoStartsAndEndsOnceInsideThePresentation(format: FullScreenFormat) {
        let host = TestNetworkHost(.deliver())
        host.showEvents = [
            .videoPlay, .presentScreen, .videoEnd, .videoPlay, .rewardEarned, .videoPlay, .videoEnd, .videoEnd,
            .didDismissScreen, .videoPlay,
        ]
        let load = format.load(host)
        load.present()
        #expect(load.events.names == ["willPresent", "start", "reward", "end", "willDismiss", "didDismiss"])
    }
}
