import ScriptedNetworkTesting
import Foundation
import GoogleMobileAds
import SampleAdSDK
import SampleCustomEvent
import Testing

@Suite("Reference adapter contract")
struct AdapterContractTests {
    @Test func versionsAreNotZero() {
        for version in [SampleCustomEvent.adapterVersion(), SampleCustomEvent.adSDKVersion()] {
            #expect([version.majorVersion, version.minorVersion, version.patchVersion].allSatisfy { $0 >= 0 })
            #expect(version != VersionNumber())
        }
        #expect(SampleCustomEvent.networkExtrasClass() == SampleCustomEventExtras.self)
    }

    @Test func networkVersionIsTheSDKsOwnString() {
        let version = SampleCustomEvent.adSDKVersion()
        #expect(
            "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)" == SampleSDKVersion)
    }

    @Test func setUpSucceedsWithAParameter() {
        var results: [Error?] = []
        let configuration = MediationServerConfiguration(credentials: [
            Configurations.credentials(.banner, parameter: ""), Configurations.credentials(.native, parameter: "unit"),
        ])
        SampleCustomEvent.setUp(with: configuration) { results.append($0) }
        #expect(results.count == 1)
        #expect(results.first.map { $0 == nil } == true)
    }

    @Test func setUpFailsWithoutAParameter() throws {
        var results: [Error?] = []
        let configuration = MediationServerConfiguration(credentials: [
            Configurations.credentials(.native, parameter: nil)
        ])
        SampleCustomEvent.setUp(with: configuration) { results.append($0) }
        #expect(results.count == 1)
        let error = try #require(results.first.flatMap { $0 } as NSError?)
        #expect(error.domain == SampleCustomEventErrorDomain)
    }

    @Test func completionOnceCallsAtMostOnceAndReleasesTheHandler() {
        final class Canary {}
        var canary: Canary? = Canary()
        weak let watched = canary
        var calls = 0
        let once = CompletionOnce<Int, Int> { [canary] ad, _ in
            _ = canary
            calls += 1
            return ad
        }
        canary = nil
        #expect(watched != nil)
        #expect(once.complete(1, nil) == 1)
        #expect(once.complete(2, nil) == nil)
        #expect(calls == 1)
        #expect(once.isCompleted)
        #expect(watched == nil)
    }
}
