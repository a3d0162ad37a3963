import Foundation
import GoogleMobileAds
import SampleAdSDK
import SampleCustomEvent
import ScriptedNetworkTesting
import Testing

/// A deliberately unguarded native loader, written as seed 000's Swift does it: every
/// network callback calls the completion handler.
private final class UnguardedNativeLoad: NSObject, SampleNativeAdLoaderDelegate {
    var loader: SampleNativeAdLoader?
    var completionHandler: GADMediationNativeLoadCompletionHandler?

    func load(
        _ configuration: MediationNativeAdConfiguration, _ handler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        completionHandler = handler
        let loader = SampleNativeAdLoader()
        loader.adUnitID = configuration.credentials.settings["parameter"] as? String
        loader.delegate = self
        self.loader = loader
        loader.fetchAd(SampleNativeAdRequest())
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
        _ = completionHandler?(nil, NSError(domain: "unguarded", code: 0))
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
        _ = completionHandler?(nil, NSError(domain: "unguarded", code: errorCode.rawValue))
    }
}

@Suite("Exactly one completion", .serialized)
struct CompletionGuardTests {
    static let twice = NetworkScript(answers: [
        NetworkAnswer(.ad(.standard)), NetworkAnswer(.ad(.standard), afterMilliseconds: 10),
    ])

    @Test func theGuardIsWhatMakesItOnce() {
        let host = TestNetworkHost(Self.twice)
        let recorder = CompletionRecorder<any MediationNativeAd>()
        let unguarded = UnguardedNativeLoad()
        ScopedScenario.run(host: host) {
            unguarded.load(Configurations.native()) { recorder.record($0, $1) }
            host.runScheduled()
        }
        #expect(recorder.count == 2)
        #expect(Loads.native(TestNetworkHost(Self.twice)).count == 1)
    }

    @Test func answerThenFailCompletesOnceWithTheAd() {
        let script = NetworkScript(answers: [
            NetworkAnswer(.ad(.standard)), NetworkAnswer(.failure(code: 3), afterMilliseconds: 1),
        ])
        let result = Loads.native(TestNetworkHost(script))
        #expect(result.count == 1 && result.ad != nil && result.error == nil)
    }

    @Test func failThenAnswerCompletesOnceWithTheErrorAndNoEvents() {
        let script = NetworkScript(answers: [
            NetworkAnswer(.failure(code: 2)), NetworkAnswer(.ad(.standard), afterMilliseconds: 1),
        ])
        let host = TestNetworkHost(script)
        let result = Loads.native(host)
        #expect(result.count == 1 && result.ad == nil)
        #expect(result.error?.localizedDescription.contains("2") == true)
        ScopedScenario.run(host: host) { host.send(.videoPlay) }
        #expect(result.events.names.isEmpty)
    }

    @Test func backgroundAnswerCompletesOnce() {
        let script = NetworkScript(answers: [
            NetworkAnswer(.ad(.standard), afterMilliseconds: 5, on: .background(lane: 1))
        ])
        let native = Loads.native(TestNetworkHost(script))
        #expect(native.count == 1 && native.ad != nil)
        let banner = Loads.banner(TestNetworkHost(script))
        #expect(banner.count == 1 && banner.ad != nil)
    }

    @Test(arguments: 0..<40)
    func racingLanesCompleteOnce(round: Int) {
        let race = NetworkScript(answers: [
            NetworkAnswer(.ad(.standard), on: .background(lane: 1)),
            NetworkAnswer(round.isMultiple(of: 2) ? .ad(.standard) : .failure(code: 3), on: .background(lane: 2)),
        ])
        #expect(Loads.native(TestNetworkHost(race)).count == 1)
        #expect(Loads.banner(TestNetworkHost(race)).count == 1)
    }

    @Test func theHandlerIsReleasedAfterCompletion() {
        final class Canary {}
        weak var watched: Canary?
        let adapter = SampleCustomEvent()
        let host = TestNetworkHost(.deliver())
        ScopedScenario.run(host: host) {
            let canary = Canary()
            watched = canary
            adapter.loadNativeAd(for: Configurations.native()) { _, _ in
                _ = canary
                return nil
            }
            host.runScheduled()
        }
        #expect(watched == nil)
        withExtendedLifetime(adapter) {}
    }
}
