import AdapterConformance
import ConformanceVocabulary
import Testing

/// ThreadSanitizer's races as the engine records them: they cross between processes field by
/// field, read as one line naming both accesses' places, are charged by whose code made them,
/// and name Swift functions as people write them.
@Suite struct DataRaceTests {
    static let race = DataRace(
        kind: "data-race",
        accesses: [
            DataRace.Access(
                isWrite: true, isAtomic: false, size: 1, thread: "background-1",
                frames: [
                    .init(function: "swift_beginAccess", file: "", line: 0, owner: .toolchain),
                    .init(
                        function: "RacyGate.admit(success:)",
                        file: "/src/Sources/BrokenAdapters/Support/LoadGate.swift",
                        line: 67, owner: .adapter),
                ]),
            DataRace.Access(
                isWrite: false, isAtomic: true, size: 8, thread: "T4 (worker ✓)",
                frames: [
                    .init(
                        function: "ScenarioHost.record(_:load:)",
                        file: "/src/Sources/AdapterConformance/Running/ScenarioHost.swift", line: 60, owner: .harness)
                ]),
        ],
        position: 12, betweenScenarios: true)

    @Test func crossesBetweenProcessesUnchanged() throws {
        let event = TraceEvent(
            sequence: 3, timeMilliseconds: 40, thread: .background(1), load: nil, kind: .dataRace(Self.race))
        var bytes: [UInt8] = []
        TraceEventCodec.encode(event, into: &bytes)
        let decoded = bytes.withUnsafeBytes { TraceEventCodec.decode($0) }
        #expect(decoded == event)
        // A truncated event is refused, never read as another.
        let truncated = bytes.dropLast(3).withUnsafeBytes { TraceEventCodec.decode(UnsafeRawBufferPointer($0)) }
        #expect(truncated == nil)
    }

    @Test func oneLineNamesBothAccessesAndWhoseTheyAre() {
        #expect(
            Self.race.summary
                == "ThreadSanitizer: data race: write of 1 byte by background-1 at LoadGate.swift:67 RacyGate.admit(success:); "
                + "earlier atomic read of 8 bytes by T4 (worker ✓) at ScenarioHost.swift:60 ScenarioHost.record(_:load:) "
                + "(reported before this scenario started)")
        #expect(Self.race.isAdapters)
        #expect(Self.race.accesses.map(\.owner) == [.adapter, .harness])
        var harnessOnly = Self.race
        harnessOnly.accesses.removeFirst()
        #expect(!harnessOnly.isAdapters)
    }

    @Test func filesAreChargedToWhoseCodeTheyAre() {
        #expect(SourceOwner(file: "/repo/Sources/MyAdapter/Loader.swift") == .adapter)
        #expect(SourceOwner(file: "/repo/.build/checkouts/h/Sources/ScriptedNetwork/NetworkHost.swift") == .harness)
        #expect(SourceOwner(file: "/repo/Sources/MyStub/Stub.swift", fixtureSources: ["/Sources/MyStub/"]) == .harness)
        #expect(SourceOwner(file: "/home/build-user/swift/stdlib/public/core/Array.swift") == .toolchain)
        #expect(SourceOwner(file: "") == .toolchain)
    }

    @Test(arguments: [
        ("BrokenAdapters.RacyGate.admit(success: Swift.Bool) -> Swift.Bool", "RacyGate.admit(success:)"),
        (
            "closure #1 () -> () in BrokenAdapters.GatedCustomEvent.loadBanner(for: GoogleMobileAds.MediationBannerAdConfiguration, completionHandler: (GoogleMobileAds.MediationBannerAd?, Swift.Error?) -> GoogleMobileAds.MediationBannerAdEventDelegate?) -> ()",
            "closure #1 in GatedCustomEvent.loadBanner(for:completionHandler:)"
        ),
        ("SampleAdSDK.SampleBanner.fetchAd(SampleAdSDK.SampleAdRequest?) -> ()", "SampleBanner.fetchAd(_:)"),
        (
            "generic specialization <Swift.Int> of M.Bar<A>.baz<B>(x: [A: B]) -> Swift.Int",
            "generic specialization of Bar.baz(x:)"
        ),
        ("_i_SampleBanner__gac_endFetch", "_i_SampleBanner__gac_endFetch"),
    ])
    func swiftNamesReadAsPeopleWriteThem(demangled: String, expected: String) {
        #expect(SymbolName.simplified(demangled) == expected)
    }
}
