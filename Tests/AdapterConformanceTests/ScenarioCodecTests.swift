import AdapterConformance
import ConformanceVocabulary
import Foundation
import GoogleMobileAds
import ScriptedNetwork
import Testing

/// The compact form scenarios travel in (to workers, in jobs) gives back every scenario as it
/// was, and follows every stored property of the types it writes field by field.
@Suite struct ScenarioCodecTests {
    func roundTrip(_ scenario: Scenario) -> Scenario? {
        var bytes: [UInt8] = [0xFF]
        ScenarioCodec.encode(scenario, into: &bytes)
        return bytes.withUnsafeBytes { raw in
            var offset = 1
            let decoded = ScenarioCodec.decode(raw, offset: &offset)
            return offset == raw.count ? decoded : nil
        }
    }

    @Test func everyCatalogScenarioComesBackEqual() throws {
        let catalog = try BuiltInScenarios.load()
        #expect(!catalog.isEmpty)
        for scenario in catalog { #expect(roundTrip(scenario) == scenario, "\(scenario.id)") }
    }

    @Test(arguments: [UInt64(0), 1, 42, .max])
    func everyGeneratedScenarioComesBackEqual(seed: UInt64) {
        let generator = ScenarioGenerator(seed: seed)
        for index in 0..<500 {
            let scenario = generator.scenario(at: index)
            #expect(roundTrip(scenario) == scenario, "\(seed) \(index)")
        }
    }

    /// A scenario with every optional set and every case the codec tells apart.
    static let everything: Scenario = {
        let image = NetworkImage(url: "u", bytes: "b", scale: 3)
        var ad = NetworkAd.standard
        ad.hasVideo = true
        ad.videoDuration = 2.5
        ad.adChoices = .iconAndURL(icon: image, clickURL: "c")
        var noChoices = NetworkAd()
        noChoices.adChoices = .none
        var request = ScenarioRequest(
            parameter: nil, testRequest: true, childDirected: false, adWidth: 1.5, adHeight: 2.5,
            bidResponse: "bid", watermark: "mark",
            options: [
                .image(disableImageLoading: true, multipleImages: false), .media(aspectRatio: .portrait),
                .adView(adChoicesPosition: .bottomLeftCorner), .video(startMuted: true), .multipleAds(count: 3),
                .unknown,
            ])
        request.path = .bidding
        request.credentials = ["kept": "v", "removed": String?.none]
        request.resolvedSettings = ["parameter": "p"]
        request.omitsWatermark = true
        var scenario = Scenario(
            id: "codec.everything", title: "All of it", format: .native, rules: [.nat1, .load1],
            request: request,
            loads: [
                NetworkScript(answers: [
                    NetworkAnswer(.ad(ad), afterMilliseconds: 5, on: .background(lane: 2)),
                    NetworkAnswer(.failure(code: -7)), NetworkAnswer(.ad(noChoices)),
                ]),
                .silent,
            ],
            loadWindowMilliseconds: 77, publisher: PublisherSetup(customClickHandler: true, installedAppSchemes: ["s"]),
            steps: [
                .render, .click(asset: "headline"), .impression, .tapAdChoices, .network(.videoEnd),
                .wait(milliseconds: 9), .untrack,
                .present(show: [ShowEvent(.presentScreen, afterMilliseconds: 4, on: .background(lane: 0))]),
            ],
            setUpParameters: [nil, "x"], expect: ScenarioExpectation(outcome: .none, setUpFails: true),
            source: "file.json")
        scenario.privacy = PrivacySettings(childDirected: true, underAgeOfConsent: false, ageRestricted: .teen)
        scenario.loads[0].answers[1].withoutError = true
        scenario.loads[1].createsNoAdObject = true
        scenario.privacyChanges = [
            PrivacyChange(beforeLoad: 1, privacy: PrivacySettings(childDirected: false, underAgeOfConsent: true))
        ]
        scenario.signals = SignalPhase(
            format: nil,
            network: SignalScript(answers: [
                SignalAnswer(.token("t"), afterMilliseconds: 3, on: .main), SignalAnswer(.none),
                SignalAnswer(.failure(code: 4), on: .background(lane: 1)),
            ]), busyMainMilliseconds: 8, windowMilliseconds: 900)
        return scenario
    }()

    @Test func everyFieldAndCaseComesBackEqual() {
        #expect(roundTrip(Self.everything) == Self.everything)
        var defaults = Scenario(id: "d", title: "", format: .setUp, rules: [])
        defaults.signals = SignalPhase(format: .banner)
        #expect(roundTrip(defaults) == defaults)
    }

    @Test func truncatedBytesAreRejected() {
        var bytes: [UInt8] = []
        ScenarioCodec.encode(Self.everything, into: &bytes)
        for cut in stride(from: 0, to: bytes.count, by: 7) {
            let decoded = bytes[..<cut].withUnsafeBytes { raw in
                var offset = 0
                return ScenarioCodec.decode(raw, offset: &offset)
            }
            #expect(decoded == nil, "\(cut)")
        }
    }

    /// Fails when a stored property is added to a type the codec writes field by field:
    /// then the codec (`Scenario/ScenarioCodec.swift`) and this count are to be brought up to date.
    @Test func theCodecKnowsEveryStoredProperty() {
        let everything = Self.everything
        let ad = NetworkAd.standard
        let counts: [(String, Any, Int)] = [
            ("Scenario", everything, 15), ("ScenarioRequest", everything.request, 12),
            ("PublisherSetup", everything.publisher, 2), ("ScenarioExpectation", everything.expect, 2),
            ("PrivacySettings", everything.privacy, 3), ("SignalPhase", everything.signals as Any, 4),
            ("ShowEvent", ShowEvent(.impression), 3), ("NetworkScript", everything.loads[0], 2),
            ("NetworkAnswer", everything.loads[0].answers[0], 4), ("NetworkAd", ad, 14),
            ("NetworkImage", NetworkImage(url: "", bytes: ""), 3),
            ("ClickDestination", ClickDestination(deepLinks: [], url: ""), 2),
            ("SignalScript", SignalScript.silent, 1), ("SignalAnswer", SignalAnswer(.none), 3),
        ]
        for (name, value, count) in counts {
            var mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value {
                mirror = Mirror(reflecting: wrapped)
            }
            #expect(mirror.children.count == count, "\(name) has \(mirror.children.count) stored properties")
        }
    }
}
