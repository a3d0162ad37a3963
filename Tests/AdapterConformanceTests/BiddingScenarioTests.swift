import AdapterConformance
import ConformanceVocabulary
import Foundation
import GoogleMobileAds
import SampleAdSDKFixture
import SampleCustomEvent
import ScriptedNetwork
import Testing

/// Signal collection, load paths, credentials and the global request configuration as
/// scenario files say them: refused with file and JSON path when they make no sense, written
/// back as they were read, and run the way the SDK drives them.
@MainActor
@Suite struct BiddingScenarioTests {
    static func file(_ scenario: String) -> Data {
        Data(#"{ "scenarios": [ \#(scenario) ] }"#.utf8)
    }

    func refusal(_ scenario: String) -> ScenarioFileError? {
        do {
            _ = try ScenarioLoader().load(data: Self.file(scenario), file: "bad.json")
            Issue.record("expected a refusal")
            return nil
        } catch let error as ScenarioFileError {
            return error
        } catch {
            Issue.record("expected a ScenarioFileError, got \(error)")
            return nil
        }
    }

    @Test func signalsOnASetUpAreRefused() throws {
        let error = try #require(
            refusal(
                #"{"id": "s.x", "title": "t", "format": "setUp", "rules": ["BID-1"], "signals": {"format": "banner"}}"#)
        )
        #expect(error.file == "bad.json")
        #expect(error.path == "$.scenarios[0].signals")
    }

    @Test func aBidResponseOnASetUpIsRefused() throws {
        let error = try #require(
            refusal(
                #"{"id": "s.x", "title": "t", "format": "setUp", "rules": ["ADP-2"], "request": {"bidResponse": "b"}}"#)
        )
        #expect(error.path == "$.scenarios[0].request.bidResponse")
    }

    @Test func anUnknownAgeTreatmentIsRefused() throws {
        let error = try #require(
            refusal(
                #"{"id": "s.x", "title": "t", "format": "banner", "rules": ["PRV-1"], "privacy": {"ageRestricted": "toddler"}}"#
            ))
        #expect(error.path == "$.scenarios[0].privacy.ageRestricted")
        #expect(error.message.contains("\"child\""))
    }

    @Test func aRetiredRuleIsRefusedWithItsReason() throws {
        let error = try #require(refusal(#"{"id": "s.x", "title": "t", "format": "banner", "rules": ["OPT-10"]}"#))
        #expect(error.path == "$.scenarios[0].rules[0]")
        #expect(error.message.contains("PRV-1"))
    }

    @Test func aCredentialKeyTheFixtureLacksIsRefused() throws {
        let scenarios = try ScenarioLoader().load(
            data: Self.file(
                #"{"id": "s.x", "title": "t", "format": "banner", "rules": ["LOAD-1"], "request": {"credentials": {"slot_id": "s"}}}"#
            ), file: "bad.json")
        let fixture = AdapterFixture.sampleSDKStandIn(name: "ref", summary: "reference") { SampleCustomEvent() }
        #expect(throws: ScenarioFileError.self) { try scenarios[0].checkCredentials(against: fixture) }
        var declared = fixture
        declared.credentials = CredentialLayout(setUp: [.adUnit("slot_id")], load: [.adUnit("slot_id")])
        #expect(throws: Never.self) { try scenarios[0].checkCredentials(against: declared) }
    }

    /// The refusal names the scenario's place in its file, found by reading the file again.
    @Test func aCredentialRefusalNamesTheScenariosPlaceInItsFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("credentials-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(
            #"""
            { "scenarios": [
              {"id": "s.ok", "title": "t", "format": "banner", "rules": ["LOAD-1"]},
              {"id": "s.x", "title": "t", "format": "banner", "rules": ["LOAD-1"], "request": {"credentials": {"slot_id": "s"}}}
            ] }
            """#.utf8
        ).write(to: url)
        let scenarios = try ScenarioLoader().load(file: url)
        let fixture = AdapterFixture.sampleSDKStandIn(name: "ref", summary: "reference") { SampleCustomEvent() }
        #expect(throws: Never.self) { try scenarios[0].checkCredentials(against: fixture) }
        do {
            try scenarios[1].checkCredentials(against: fixture)
            Issue.record("an undeclared credential key was accepted")
        } catch {
            #expect(error.path == "$.scenarios[1].request.credentials.slot_id")
        }
    }

    /// Every field the bidding and privacy parts of the language add loads back as written.
    @Test func theWriterWritesTheNewFields() throws {
        var scenario = Scenario(id: "banner.x", title: "t", format: .banner, rules: [.bid1, .prv1])
        scenario.privacy = PrivacySettings(childDirected: false, underAgeOfConsent: true, ageRestricted: .teen)
        scenario.signals = SignalPhase(
            format: nil,
            network: SignalScript(answers: [
                SignalAnswer(.none), SignalAnswer(.failure(code: 2), afterMilliseconds: 5, on: .background(lane: 2)),
            ]), busyMainMilliseconds: 40, windowMilliseconds: 500)
        scenario.request.path = .bidding
        scenario.request.omitsWatermark = true
        scenario.request.credentials = ["slot_id": "s", "app_key": nil]
        #expect(ScenarioWriter.isLoadable(scenario))
        scenario.loads = []
        #expect(ScenarioWriter.isLoadable(scenario))
    }

    /// The fixture's keys are filled; a missing parameter removes the required ones.
    @Test func credentialsFollowTheFixturesKeys() {
        let keys: [CredentialKey] = [
            .adUnit("slot_id"), .required("application_id", sampleValue: "app-1"),
            .optional("region", sampleValue: "eu"),
        ]
        var request = ScenarioRequest(parameter: "slot-9")
        #expect(
            ConfigurationFactory.loadSettings(request, keys: keys)
                == ["slot_id": "slot-9", "application_id": "app-1", "region": "eu"])
        request.parameter = nil
        #expect(ConfigurationFactory.loadSettings(request, keys: keys) == ["region": "eu"])
        request.parameter = ""
        #expect(
            ConfigurationFactory.loadSettings(request, keys: keys)
                == ["slot_id": "", "application_id": "", "region": "eu"])
    }

    /// LOAD-1 is judged in a scenario that cites only OPT-1: an adapter that calls its
    /// completion again from a timer after the scenario ended fails it there.
    @Test func aLateSecondCompletionFailsLOAD1WhateverTheScenarioCites() async {
        let fixture = AdapterFixture.sampleSDKStandIn(name: "late-twice", summary: "completes again from a timer") {
            LateSecondCompletionEvent()
        }
        let scenario = Scenario(id: "native.x", title: "t", format: .native, rules: [.opt1])
        // The engine waits no real time by default; a run that gives late callbacks 100 ms
        // files them under the scenario that caused them.
        var options = RunOptions()
        options.settleMilliseconds = 100
        let result = await ConformanceEngine.run(scenario, fixture: fixture, options: options)
        let load1 = result.outcomes.first { $0.ruleID == .load1 }
        #expect(load1?.findings.isEmpty == false, "\(result.trace.text)")
        #expect(load1?.implicit == true)
        #expect(result.status() == .failed)
    }

    /// The global request configuration is set for the scenario and reset afterwards, and the
    /// fixture's reset hook runs before every scenario.
    @Test func theRequestConfigurationIsScriptedAndReset() async {
        let resets = ResetCounter()
        var fixture = AdapterFixture.sampleSDKStandIn(name: "ref", summary: "reference") { SampleCustomEvent() }
        fixture.resetNetworkState = { resets.add() }
        var scenario = Scenario(id: "interstitial.x", title: "t", format: .interstitial, rules: [.prv1])
        scenario.privacy = PrivacySettings(childDirected: true)
        let result = await ConformanceEngine.run(scenario, fixture: fixture)
        #expect(result.outcomes.first { $0.ruleID == .prv1 }?.verdict == .passed, "\(result.trace.text)")
        #expect(MobileAds.shared.requestConfiguration.tagForChildDirectedTreatment == nil)
        #expect(resets.count == 1)
    }
}

extension BiddingScenarioTests {
    /// A network without a store asset is never scripted one: NAT-1 asks only for what it had,
    /// NAT-2 expects the store to be nil.
    @Test func assetsTheNetworkLacksAreNotScripted() async {
        let fixture = AdapterFixture.sampleSDK(
            name: "no-store", summary: "reference, network without a store asset",
            capabilities: NetworkCapabilities.sampleSDKPublicAPI.subtracting([.assetStore])
        ) { SampleCustomEvent() }
        let scenario = Scenario(id: "native.x", title: "t", format: .native, rules: [.nat1, .nat2])
        let result = await ConformanceEngine.run(scenario, fixture: fixture)
        #expect(result.outcomes.allSatisfy { $0.verdict == .passed }, "\(result.outcomes)")
        #expect(!result.trace.text.contains("Sample store"))
    }
}

/// Keeps its completion handler and calls it a second time from a timer, 20 ms after the
/// first: long after the scenario's own work has ended.
final class LateSecondCompletionEvent: SampleCustomEvent, @unchecked Sendable {
    private var kept: GADMediationNativeLoadCompletionHandler?

    override func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        kept = completionHandler
        super.loadNativeAd(for: adConfiguration) { [self] ad, error in
            let delegate = completionHandler(ad, error)
            let late = LegacyTransfer(self)
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(20)) {
                _ = late.value.kept?(nil, NSError(domain: "com.example.late", code: 1))
            }
            return delegate
        }
    }
}

final class ResetCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}
