import ConformanceVocabulary
import Foundation
import GoogleMobileAds
import ScriptedNetwork

/// Plays the SDK and the network through one scenario on the main actor (the SDK's main
/// thread) and returns the trace. One runner per scenario run; nothing is shared between runs.
@MainActor
final class ScenarioRunner {
    let scenario: Scenario
    /// Decides which racing lane is started first (see `VirtualLoop`).
    let seed: UInt64
    let fixture: AdapterFixture
    let host: ScenarioHost
    private var timings: [CallTiming] = []
    /// The SDK keeps each adapter for the whole scenario; so does the runner.
    private var adapters: [any MediationAdapter] = []
    private var recorders: [LoadRecorder] = []
    private var sentinels: [Weak<HandlerSentinel>] = []
    private var renderer: NativeAdRenderer?
    private var impressionRecorded = false

    init(
        scenario: Scenario, fixture: AdapterFixture, seed: UInt64 = 0,
        observer: (@Sendable (TraceEvent) -> Void)? = nil
    ) {
        self.seed = seed
        let scenario = scenario.adapted(to: fixture.capabilities)
        self.scenario = scenario
        self.fixture = fixture
        self.host = ScenarioHost(scripts: scenario.loads, observer: observer)
    }

    func run() async -> ScenarioRun {
        ThreadLabel.markMain()
        RequestConfigurationScript.apply(scenario.privacy, fixture: fixture, host: host)
        fixture.connect(host)
        let previousHandler = UIApplication.conformanceInstallURLHandler(
            ScenarioURLHandler(host: host, installedSchemes: scenario.publisher.installedAppSchemes))
        // The publisher's app shows its own controller in the key window, as a running app
        // does; adapters that look for one find it (a full-screen ad is still presented from
        // the controller the SDK passes, which is another).
        UIApplication.shared.conformanceShowKeyWindow(rootViewController: UIViewController())
        defer {
            UIApplication.shared.conformanceShowKeyWindow(rootViewController: nil)
            ThreadLabel.set(nil)
            fixture.disconnect()
            RequestConfigurationScript.reset()
            UIApplication.conformanceInstallURLHandler(previousHandler)
        }
        if scenario.queriesVersions { await queryVersions() }
        // The scenario runs as a chain of main-queue blocks (see MainQueue), and this task
        // suspends once until the chain is done; its last block resumes the task in place.
        await MainQueue.resumingOnMain { await runChain() }
        return ScenarioRun(scenario: scenario, trace: host.trace, timings: timings, host: host)
    }

    private func runChain() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let done: @MainActor () -> Void = { continuation.resume() }
            // Signal collection, if asked, comes first; then the format's phase.
            collectSignalsIfAsked { [self] in
                switch scenario.format.phase {
                case .setUp: runSetUp(then: done)
                case .load: runLoads(then: done)
                case .collectSignals: done()  // no format's phase: signals come first, above
                }
            }
        }
    }

    // MARK: Adapter class

    func timed<T>(_ call: TimedCall, main: Bool = true, _ body: () -> T) -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        let value = body()
        let elapsed = Int((DispatchTime.now().uptimeNanoseconds - start) / 1000)
        timings.append(CallTiming(call: call, onMainThread: main, microseconds: elapsed))
        return value
    }

    /// An SDK call into an optional member: timed, and noted in the trace when the adapter
    /// lacks the member (its default ran).
    private func callOptional(_ member: OptionalMember, load: Int, _ body: () -> Void) {
        let defaulted = timed(.optional(member)) { OptionalRequirement.isDefaulted(member, body) }
        if defaulted { host.record(.defaulted(member), load: load) }
    }

    /// The class members a report and the ADP rules read, asked where the SDK's main thread
    /// is (see ``MainLane``); each answer is traced by the engine once it has it, on the lane.
    func queryVersions() async {
        let type = LegacyTransfer(fixture.adapterType)
        let adapter = await timedClassCall(.adapterVersion) { string(for: type.value.adapterVersion()) }
        host.record(.versionQueried(member: .adapterVersion, value: adapter), load: nil)
        let sdk = await timedClassCall(.adSDKVersion) { string(for: type.value.adSDKVersion()) }
        host.record(.versionQueried(member: .adSDKVersion, value: sdk), load: nil)
        let extras = await timedClassCall(.networkExtrasClass) {
            type.value.networkExtrasClass().map { TypeName.of(type: $0) } ?? "nil"
        }
        host.record(.versionQueried(member: .networkExtrasClass, value: extras), load: nil)
    }

    private func timedClassCall(_ member: ClassMember, _ body: @escaping @Sendable () -> String) async -> String {
        let (value, onLane, first) = await MainLane.classCall(onLaneAlways: fixture.mainActorIsolated, body)
        var elapsed = first
        // An answer over ADP-3's bar is asked for twice more and the fastest counts: a member
        // that is slow is slow every time, while a busy machine's preemption is not the
        // adapter's (the answer the trace records stays the first).
        for _ in 0..<2 where elapsed > ADP_3.limitMicroseconds {
            elapsed = min(elapsed, await MainLane.classCall(onLaneAlways: fixture.mainActorIsolated, body).microseconds)
        }
        timings.append(CallTiming(call: .classMember(member), onMainThread: onLane, microseconds: elapsed))
        ThreadLabel.markMain()
        return value
    }

    private func runSetUp(then done: @escaping @MainActor () -> Void) {
        let configuration = ConfigurationFactory.serverConfiguration(
            scenario.setUpParameters, layout: fixture.credentials)
        host.record(.setUpStarted(credentials: configuration.credentials.count), load: nil)
        let host = self.host
        timed(.setUp) {
            fixture.adapterType.setUp(with: configuration) { error in
                host.record(.setUpCompleted(error: error.map(ErrorSummary.init)), load: nil)
            }
        }
        let window = scenario.loadWindowMilliseconds
        VirtualLoop(host: host, seed: seed).run(until: Int.max) {
            host.advance(to: window)
            done()
        }
    }

    // MARK: Loads

    private func runLoads(then done: @escaping @MainActor () -> Void) {
        for (index, _) in scenario.loads.enumerated() {
            for change in scenario.privacyChanges where change.beforeLoad == index {
                RequestConfigurationScript.change(to: change.privacy, host: host, load: index)
            }
            startLoad(index)
        }
        let loop = VirtualLoop(host: host, seed: seed)
        loop.run(until: Int.max) { [self] in
            let window = scenario.loadWindowMilliseconds
            if recorders.contains(where: { $0.calls == 0 }) {
                host.advance(to: host.now + window)
                host.record(.note("load window of \(window) ms ended"), load: nil)
            }
            inspectLoadedAds()
            performSteps(from: 0, loop: loop) { [self] in
                finish()
                done()
            }
        }
    }

    /// Performs `scenario.steps[index...]` in order, each followed by the network's callbacks.
    private func performSteps(from index: Int, loop: VirtualLoop, then done: @escaping @MainActor () -> Void) {
        guard index < scenario.steps.count else {
            done()
            return
        }
        perform(scenario.steps[index], loop: loop) { [self] in
            performSteps(from: index + 1, loop: loop, then: done)
        }
    }

    private func startLoad(_ index: Int) {
        guard let driver = scenario.format.driver else { return }
        let adapter = fixture.makeAdapter()
        adapters.append(adapter)
        let recorder = LoadRecorder(load: index, host: host)
        recorders.append(recorder)
        let sentinel = HandlerSentinel()
        sentinels.append(Weak(sentinel))
        host.setCurrentLoad(index)
        host.record(.loadStarted(format: scenario.format), load: index)
        callOptional(driver.loadMember, load: index) {
            driver.load(
                adapter, request: resolvedRequest(format: scenario.format.sdkFormat ?? .unknown, load: index),
                recorder: recorder, sentinel: sentinel)
        }
        host.setCurrentLoad(nil)
    }

    /// Reads what each successful load returned, as the SDK would right after completion.
    private func inspectLoadedAds() {
        guard let driver = scenario.format.driver else { return }
        for recorder in recorders where recorder.succeeded {
            guard let ad = recorder.firstAd else { continue }
            host.setCurrentLoad(recorder.load)
            driver.inspect(ad, load: recorder.load, in: self)
            host.setCurrentLoad(nil)
        }
    }

    // MARK: Steps

    private var nativeAd: (any MediationNativeAd)? { recorders.first?.firstAd as? any MediationNativeAd }

    private func perform(_ step: ScenarioStep, loop: VirtualLoop, then next: @escaping @MainActor () -> Void) {
        host.setCurrentLoad(0)
        let host = self.host
        let settle: @MainActor () -> Void = {
            loop.run(until: Int.max) {
                host.setCurrentLoad(nil)
                next()
            }
        }
        switch step {
        case .render:
            render()
        case .click(let asset):
            click(asset)
        case .impression:
            impression()
        case .tapAdChoices:
            if renderer == nil { render() }
            if let view = renderer?.adChoicesViews().first {
                host.record(.sdkCall(.userTapsAdChoices(viewType: "\(type(of: view))")), load: 0)
                NativeAdRenderer.tap(view)
            } else {
                host.record(.note("no AdChoices view to tap"), load: 0)
            }
        case .network(let event):
            host.record(.networkEvent(event), load: 0)
            if let sink = host.sinks(load: 0).last {
                sink(event)
            } else {
                host.record(.note("the network has no live ad to report \(event.rawValue) for"), load: 0)
            }
        case .wait(let milliseconds):
            loop.run(until: host.now + milliseconds, then: settle)
            return
        case .untrack:
            if let renderer, let ad = nativeAd {
                host.record(.sdkCall(.didUntrackView), load: 0)
                ad.didUntrackView(renderer.adView)
            }
        case .present(let show):
            present(show)
        }
        settle()
    }

    private func present(_ show: [ShowEvent]) {
        guard let driver = scenario.format.driver as? any FullScreenFormatDriver,
            let recorder = recorders.first, recorder.succeeded, let ad = recorder.firstAd
        else {
            host.record(.note("nothing to present: the load did not succeed"), load: 0)
            return
        }
        let viewController = UIViewController()
        host.expectShow(show, from: viewController)
        host.record(.sdkCall(.present), load: 0)
        _ = timed(.present) { driver.present(ad, from: viewController) }
    }

    private func render() {
        guard let ad = nativeAd else {
            host.record(.note("nothing to render: the load did not succeed"), load: 0)
            return
        }
        let corner = CheckContext.adChoicesPosition(of: scenario.request) ?? .topRightCorner
        let renderer = NativeAdRenderer(ad: ad, fixture: fixture, corner: corner)
        self.renderer = renderer
        host.record(.sdkCall(.didRender), load: 0)
        let implemented = timed(.didRender) { renderer.render() }
        if !implemented { host.record(.defaulted(.didRender), load: 0) }
        host.record(.render(renderer.snapshot()), load: 0)
    }

    private func click(_ asset: String) {
        guard let ad = nativeAd else {
            host.record(.note("nothing to click: the load did not succeed"), load: 0)
            return
        }
        if renderer == nil { render() }
        guard let renderer, let view = renderer.assetViews[asset] else {
            host.record(.note("the ad has no \(asset) view to click"), load: 0)
            return
        }
        host.record(.sdkCall(.userTapsAsset(asset)), load: 0)
        NativeAdRenderer.tap(view)
        let identifier = NativeAdRenderer.identifier(asset)
        if scenario.publisher.customClickHandler {
            host.record(.customClickHandler(assetID: identifier.rawValue), load: 0)
            return
        }
        if ad.handlesUserClicks() {
            // The network tracks its own clicks: it sees the tap on the view it was given.
            if let sink = host.sinks(load: 0).last {
                host.record(.networkEvent(.click), load: 0)
                sink(.click)
            }
            return
        }
        host.record(.sdkCall(.didRecordClickOnAsset(asset)), load: 0)
        callOptional(.didRecordClickOnAsset, load: 0) {
            ad.didRecordClickOnAsset(with: identifier, view: view, viewController: renderer.viewController)
        }
    }

    private func impression() {
        guard let ad = nativeAd else {
            host.record(.note("no ad to show: the load did not succeed"), load: 0)
            return
        }
        if renderer == nil { render() }
        if ad.handlesUserImpressions() {
            if let sink = host.sinks(load: 0).last {
                host.record(.networkEvent(.impression), load: 0)
                sink(.impression)
            }
            return
        }
        guard !impressionRecorded else {
            host.record(.note("ad shown again; the SDK already counted its impression"), load: 0)
            return
        }
        impressionRecorded = true
        host.record(.sdkCall(.didRecordImpression), load: 0)
        callOptional(.didRecordImpression, load: 0) { ad.didRecordImpression() }
    }

    // MARK: End

    private func finish() {
        for (index, recorder) in recorders.enumerated() where recorder.calls > 0 {
            host.record(.handlerReleased(sentinels[index].object == nil), load: index)
        }
    }
}

extension ScenarioRunner: LoadInspection {}

extension Scenario {
    /// Whether the SDK asks the adapter class for its versions in this scenario: set-ups, and
    /// scenarios citing a rule that judges them. Only these can be cost by a version query.
    package var queriesVersions: Bool {
        format.phase.queriesVersions || rules.contains { $0.check.judgesVersions }
    }
}

/// A weak reference, to see whether something was freed.
final class Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
