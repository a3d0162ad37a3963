import AdapterConformance
import ConformanceVocabulary
import ConformanceWorkers
import Foundation
import GoogleMobileAds
import ScriptedNetwork
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The compact form a worker's jobs travel in gives back every scenario as it was, and
/// follows every stored property of the types it writes field by field.
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

    @Test func aWorkerJobFrameComesBackEqual() throws {
        var job = WorkerJob(id: 12, adapter: "Some.Adapter", scenario: Self.everything, seed: .max)
        job.linger = true
        job.settleMilliseconds = 10
        let decoded = try #require(WorkerJob(payload: job.frame.dropFirst(4)))
        #expect(decoded.id == 12 && decoded.adapter == "Some.Adapter" && decoded.seed == .max)
        #expect(decoded.linger && !decoded.describesAdapter && decoded.settleMilliseconds == 10)
        #expect(decoded.scenario == Self.everything)
        let description = WorkerJob.description(id: 3, adapter: "A", seed: 0)
        let read = try #require(WorkerJob(payload: description.frame.dropFirst(4)))
        #expect(read.describesAdapter && read.settleMilliseconds == nil && read.scenario == description.scenario)
        #expect(WorkerJob(payload: Data("{\"id\":1}".utf8)) == nil)
    }

    /// A batch is one buffer the frames are written into in turn; each frame's length is
    /// patched in where that frame starts.
    @Test func framesAppendedToOneBufferReadBackInTurn() throws {
        let first = WorkerJob(id: 1, adapter: "A", scenario: Self.everything, seed: 1)
        let second = WorkerJob.description(id: 2, adapter: "Another", seed: 2)
        var batch: [UInt8] = []
        first.appendFrame(to: &batch)
        second.appendFrame(to: &batch)
        var jobs: [WorkerJob] = []
        var offset = 0
        while offset + 4 <= batch.count {
            let length = batch[offset..<offset + 4].reversed().reduce(0) { $0 << 8 | Int($1) }
            jobs.append(try #require(WorkerJob(payload: Data(batch[offset + 4..<offset + 4 + length]))))
            offset += 4 + length
        }
        #expect(offset == batch.count)
        #expect(jobs.map(\.id) == [1, 2] && jobs.map(\.adapter) == ["A", "Another"])
        #expect(jobs[0].scenario == Self.everything && jobs[1].describesAdapter)
        #expect(Data(batch) == first.frame + second.frame)
    }

    /// A fuzz job names where its scenario is drawn from, not the scenario: the worker draws
    /// the same scenario the supervisor would.
    @Test func aDrawnJobFrameNamesItsScenario() throws {
        let target = FuzzTarget(formats: [.native, .banner], rules: [.load1, .opt9])
        var job = WorkerJob(id: 5, adapter: "A", source: .drawn(seed: 9, target: target, index: 41), seed: 9)
        job.tracesFindingsOnly = true
        let decoded = try #require(WorkerJob(payload: job.frame.dropFirst(4)))
        #expect(decoded.source == .drawn(seed: 9, target: target, index: 41) && decoded.tracesFindingsOnly)
        #expect(decoded.scenario == ScenarioGenerator(seed: 9, target: target).scenario(at: 41))
        // Each job's own target, whichever a worker read before (it keeps the last one).
        let other = WorkerJob.Source.drawn(seed: 9, target: FuzzTarget(formats: [.rewarded], rules: [.ful1]), index: 2)
        for source in [job.source, other, job.source, other] {
            let sent = WorkerJob(id: 6, adapter: "A", source: source, seed: 9)
            #expect(WorkerJob(payload: sent.frame.dropFirst(4))?.source == source)
        }
        let given = try #require(
            WorkerJob(payload: WorkerJob(id: 1, adapter: "A", scenario: Self.everything, seed: 0).frame.dropFirst(4)))
        #expect(!given.tracesFindingsOnly && given.source == .given(Self.everything))
        // A rule or format this harness does not know is no job.
        var bytes = [UInt8](job.frame.dropFirst(4))
        let rule = Array("OPT-9".utf8)
        let at = try #require(bytes.indices.first { bytes[$0...].starts(with: rule) })
        bytes[at] = UInt8(ascii: "X")
        #expect(WorkerJob(payload: Data(bytes)) == nil)
    }

    /// The channel: lines up to the handshake, then frames, whatever the writes cut them into;
    /// a length no writer sends ends the channel instead of being waited for.
    @Test func theChannelReadsLinesThenFramesAcrossWrites() throws {
        var pipe: [Int32] = [0, 0]
        #expect(Glibc.pipe(&pipe) == 0)
        defer { close(pipe[0]) }
        let job = WorkerJob(id: 7, adapter: "A", scenario: Self.everything, seed: 1)
        let reply = WorkerReply(job: 7, outcome: .failure("no"))
        var stream = Data("noise\n".utf8) + WorkerHandshake.ready + Data([0x0A]) + job.frame + reply.frame
        stream.append(contentsOf: [0xFF, 0xFF, 0xFF, 0x7F, 1, 2, 3])
        let (bytes, writeEnd) = (stream, pipe[1])
        let writer = Thread {
            // Three bytes at a time: every message arrives in pieces.
            var offset = 0
            while offset < bytes.count {
                let piece = bytes[offset..<min(offset + 3, bytes.count)]
                _ = piece.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
                offset += piece.count
            }
            close(writeEnd)
        }
        writer.start()
        let reader = ChannelReader(descriptor: pipe[0])
        guard case .message(let noise) = reader.nextLine(deadline: .max),
            case .message(let ready) = reader.nextLine(deadline: .max),
            case .message(let jobBytes) = reader.nextFrame(deadline: .max),
            case .message(let replyBytes) = reader.nextFrame(deadline: .max),
            case .message(let garbage) = reader.nextFrame(deadline: .max)
        else {
            Issue.record("the channel ended early")
            return
        }
        #expect(noise == Data("noise".utf8) && ready == WorkerHandshake.ready)
        #expect(WorkerJob(payload: jobBytes)?.scenario == Self.everything)
        let read = try #require(WorkerReply(payload: replyBytes))
        #expect(read.job == 7 && read.ends == nil)
        if case .failure(let message) = read.outcome {
            #expect(message == "no")
        } else {
            Issue.record("\(read.outcome)")
        }
        #expect(garbage.isEmpty && WorkerReply(payload: garbage) == nil)
        guard case .endOfFile = reader.nextFrame(deadline: .max) else {
            Issue.record("the channel went on after a length no writer sends")
            return
        }
    }
}
