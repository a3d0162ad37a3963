import AdapterConformance
import ConformanceVocabulary
import Foundation
import ScriptedNetwork
import Testing

/// Bidding events cross between processes field by field: every case comes back equal with
/// each field set, and the count of stored properties of what the codec writes is kept here.
@Suite struct BiddingEventCodecTests {
    static let error = ErrorSummary(
        NSError(domain: "com.example", code: 7, userInfo: [NSLocalizedDescriptionKey: "no fill", "key": 3]))

    /// Every field away from its default in one of the two, the flags told apart.
    static func facts(_ flag: Bool) -> BiddingFacts {
        var facts = BiddingFacts.defaults
        facts.paths = flag ? "both" : "biddingOnly"
        facts.watermarkBase64 = flag
        facts.refusesChildUsers = !flag
        facts.adUnitOnBiddingLoads = flag
        facts.unbiddableFormats = flag ? ["appOpen", "native"] : []
        facts.privacyPoints = flag ? ["setUp"] : []
        return facts
    }

    static let events: [BiddingEvent] = [
        .requestConfiguration(PrivacySettings(childDirected: true, underAgeOfConsent: false, ageRestricted: .teen)),
        .requestConfiguration(PrivacySettings(childDirected: false, underAgeOfConsent: true, ageRestricted: .child)),
        .requestConfiguration(PrivacySettings()),
        .signalsRequested(format: "banner", bannerWidth: 320, bannerHeight: 50),
        .signalsRequested(format: "native", bannerWidth: nil, bannerHeight: 90),
        .mainThreadBusy(milliseconds: 250),
        .signalFetch(
            SignalRequest(
                format: "banner", bannerWidth: 300.5, bannerHeight: 250,
                privacy: NetworkPrivacy(childDirected: false, underAgeOfConsent: true))),
        .signalFetch(SignalRequest()),
        .signalAnswer("token ✓"),
        .signalsCompleted(call: 2, signal: "signal", error: error),
        .signalsCompleted(call: 1, signal: nil, error: nil),
        .signalWindowEnded(milliseconds: 1_000),
        .networkPrivacy(NetworkPrivacy(childDirected: true, underAgeOfConsent: nil)),
        .networkPrivacy(NetworkPrivacy(childDirected: nil, underAgeOfConsent: false)),
        .declaration(facts(true)), .declaration(facts(false)),
        .declaration(.defaults),
        .loadPath(bidResponse: "bid", watermark: "mark"), .loadPath(bidResponse: nil, watermark: "mark"),
        .loadPath(bidResponse: nil, watermark: nil),
    ]

    @Test(arguments: events)
    func comesBackEqual(_ event: BiddingEvent) throws {
        let traced = TraceEvent(sequence: 3, timeMilliseconds: 5, thread: .main, load: 0, kind: .bidding(event))
        var bytes: [UInt8] = []
        TraceEventCodec.encode(traced, into: &bytes)
        let decoded = bytes.withUnsafeBytes { TraceEventCodec.decode($0) }
        #expect(decoded == traced)
        // Every byte short of the whole is refused, not read as another event.
        for cut in 0..<bytes.count {
            #expect(bytes[0..<cut].withUnsafeBytes { TraceEventCodec.decode($0) } == nil)
        }
    }

    /// Fails when a stored property is added to a type `BiddingEvent+Codec.swift` writes field
    /// by field: the codec and this count are then to be brought up to date.
    @Test func theCodecKnowsEveryStoredProperty() {
        let counts: [(String, Any, Int)] = [
            ("PrivacySettings", PrivacySettings(), 3), ("SignalRequest", SignalRequest(), 4),
            ("NetworkPrivacy", NetworkPrivacy(), 2), ("BiddingFacts", BiddingFacts.defaults, 9),
            ("ErrorSummary", Self.error, 5),
        ]
        for (name, value, count) in counts {
            #expect(Mirror(reflecting: value).children.count == count, "\(name)")
        }
    }
}
