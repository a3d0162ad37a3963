import Foundation
import ObjCAdapterHost
import ScriptedNetworkObjC
import ScriptedNetworkObjCHost
import ScriptedNetworkObjCStub
import ScriptedNetworkTesting
import Testing
import UIKit

/// The Objective-C scripted network, driven through a tiny Objective-C stub SDK with a scripted
/// host scoped to each test: what the stub asked reaches the host as the Swift stubs' requests do,
/// and each scripted answer, event and token reaches the stub's blocks on the scripted thread.
/// Serialized: the stub keeps one log and one current ad for the process.
@Suite(.serialized) struct ScriptedNetworkObjCTests {
    init() {
        ObjCHost.install()
        gac_tiny_reset()
    }

    @Test func fetchRecordsTheRequestAndDeliversEveryAsset() {
        let host = RecordingHost(TestNetworkHost(.deliver(.standard)))
        NetworkEnvironment.withHost(host) {
            load(
                format: "banner", adUnit: "zone-1", testMode: 1, size: (320, 50), bidResponse: "bid", watermark: "mark",
                childDirected: 1, underAgeOfConsent: 0)
        }
        #expect(
            host.test.requests == [
                NetworkRequest(
                    format: "banner", adUnit: "zone-1", testMode: true, bannerWidth: 320, bannerHeight: 50,
                    childDirected: true, underAgeOfConsent: false, bidResponse: "bid", watermark: "mark")
            ])
        // The banner's view, registered before the fetch, is the Swift view behind the stub's face.
        let view = host.adViews.first as? UIView
        #expect(
            view != nil && view === gac_tiny_view().map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() })
        #expect(view?.frame.size == CGSize(width: 320, height: 50))
        #expect(takeLog() == [], "nothing is answered before the host runs its scheduled work")
        host.test.runScheduled()
        let thread = gac_tiny_thread()
        #expect(
            takeLog() == [
                "ad Sample headline body=Sample body text. cta=Install advertiser=Sample advertiser store=Sample store "
                    + "price=$1.99 stars=4.5 icon=https://ads.example.com/icon.png:icon-bytes@2 "
                    + "images=[https://ads.example.com/main.png:main-bytes@1] extras=[degreeOfAwesomeness=Mega awesome] "
                    + "video=0 duration=(null) adChoices=0 choicesIcon=(none) choicesURL=(null) "
                    + "links=[sample://ad/1] url=https://ads.example.com/landing thread=\(thread)"
            ])
    }

    @Test func adChoicesIconVideoAndNoDestinationCross() {
        let icon = NetworkImage(url: "https://ads.example.com/choices.png", bytes: "choices", scale: 3)
        let ad = NetworkAd(
            headline: "Video", hasVideo: true, videoDuration: 12.5,
            adChoices: .iconAndURL(icon: icon, clickURL: "https://ads.example.com/why"))
        let host = RecordingHost(TestNetworkHost(.deliver(ad)))
        NetworkEnvironment.withHost(host) { load(format: "native") }
        host.test.runScheduled()
        #expect(
            takeLog() == [
                "ad Video body=(null) cta=(null) advertiser=(null) store=(null) price=(null) stars=(null) icon=(none) "
                    + "images=[] extras=[] video=1 duration=12.5 adChoices=1 "
                    + "choicesIcon=https://ads.example.com/choices.png:choices@3 choicesURL=https://ads.example.com/why "
                    + "links=[] url=(null) thread=\(gac_tiny_thread())"
            ])
    }

    @Test func failuresCarryTheScriptedCodeAndWhetherTheyCarryAnError() {
        var silent = NetworkAnswer(.failure(code: 10_700))
        silent.withoutError = true
        let host = RecordingHost(TestNetworkHost(.fail(code: 20_400), NetworkScript(answers: [silent])))
        NetworkEnvironment.withHost(host) { load(format: "interstitial") }
        host.test.runScheduled()
        NetworkEnvironment.withHost(host) { load(format: "interstitial") }
        host.test.runScheduled()
        let thread = gac_tiny_thread()
        #expect(
            takeLog() == [
                "failure 20400 error=1 offline=0 thread=\(thread)", "failure 10700 error=0 offline=0 thread=\(thread)",
            ])
    }

    @Test func answersRunOnTheScriptedThreads() throws {
        let host = RecordingHost(
            TestNetworkHost(
                NetworkScript(answers: [
                    NetworkAnswer(.failure(code: 1), on: .background(lane: 1)),
                    NetworkAnswer(.ad(.standard), on: .main),
                ])))
        NetworkEnvironment.withHost(host) { load(format: "rewarded") }
        host.test.runScheduled()
        let log = takeLog()
        try #require(log.count == 2)
        // The main lane runs on the test's thread, a background lane on a thread of its own.
        #expect(log[0].hasPrefix("ad Sample headline") && log[0].hasSuffix("thread=\(gac_tiny_thread())"))
        #expect(log[1].hasPrefix("failure 1 ") && !log[1].hasSuffix("thread=\(gac_tiny_thread())"))
    }

    @Test func theFirstAdDeliveredReceivesThePostLoadEvents() {
        let host = RecordingHost(TestNetworkHost(.deliver(.standard)))
        NetworkEnvironment.withHost(host) { load(format: "interstitial") }
        #expect(host.test.sinkCount == 0, "the event handler is registered when the ad is delivered")
        host.test.runScheduled()
        #expect(host.test.sinkCount == 1)
        _ = takeLog()
        host.test.send(.click)
        host.test.send(.rewardEarned)
        #expect(
            takeLog() == [
                "event \(GACScriptedEventClick.rawValue)", "event \(GACScriptedEventRewardEarned.rawValue)",
            ])
        // A show is recorded with its view controller and plays the scripted show events.
        host.test.showEvents = [.presentScreen, .impression, .didDismissScreen]
        gac_tiny_show(1)
        gac_tiny_show(0)
        #expect(host.test.shows.count == 2)
        #expect(host.test.shows.first.map { $0 is UIViewController } == true)
        #expect(host.test.shows.last.map { $0 == nil } == true)
        host.test.runScheduled()
        let shown = [GACScriptedEventPresentScreen, GACScriptedEventImpression, GACScriptedEventDidDismissScreen]
            .map { "event \($0.rawValue)" }
        #expect(takeLog() == shown + shown)
    }

    @Test func tokensArePlayedFromTheSignalScript() {
        let host = RecordingHost()
        host.signalScripts = [
            .token("tok-1"), SignalScript(answers: [SignalAnswer(.none)]),
            SignalScript(answers: [SignalAnswer(.failure(code: 7), afterMilliseconds: 5, on: .main)]),
        ]
        NetworkEnvironment.withHost(host) {
            gac_tiny_signals("banner")
            gac_tiny_signals(nil)
            gac_tiny_signals("rewarded")
        }
        #expect(takeLog() == ["token tok-1", "token (none)"], "synchronous tokens answer at once")
        host.test.runScheduled()
        #expect(takeLog() == ["token failure 7 offline=0"])
        #expect(
            host.signalRequests == [
                SignalRequest(format: "banner", bannerWidth: 320, bannerHeight: 50),
                SignalRequest(format: nil, bannerWidth: 320, bannerHeight: 50),
                SignalRequest(format: "rewarded", bannerWidth: 320, bannerHeight: 50),
            ])
    }

    @Test func privacyNotesAndScheduledWorkReachTheHost() throws {
        let host = RecordingHost()
        NetworkEnvironment.withHost(host) {
            gac_tiny_note(1, -1, "initialize(mediaId: m)")
            gac_tiny_schedule(10, 2)
        }
        #expect(host.privacy == [NetworkPrivacy(childDirected: true, underAgeOfConsent: nil)])
        #expect(host.test.notes == ["initialize(mediaId: m)"])
        host.test.runScheduled()
        let log = takeLog()
        try #require(log.count == 1)
        #expect(log[0].hasPrefix("work thread=") && log[0] != "work thread=\(gac_tiny_thread())")
    }

    @Test func withoutANetworkFetchesAndTokensFailAtOnce() {
        let host = RecordingHost(TestNetworkHost(.deliver(.standard)))
        NetworkEnvironment.withoutHost {
            #expect(gac_tiny_connected() == 0)
            load(format: "banner", size: (320, 50))
            gac_tiny_signals("banner")
            gac_tiny_note(1, 1, "unheard")
        }
        #expect(
            takeLog() == ["failure 0 error=1 offline=1 thread=\(gac_tiny_thread())", "token failure 0 offline=1"])
        #expect(host.test.requests.isEmpty && host.adViews.isEmpty && host.privacy.isEmpty)
        NetworkEnvironment.withHost(host) { #expect(gac_tiny_connected() == 1) }
    }

    // MARK: Helpers

    private func load(
        format: String, adUnit: String? = nil, testMode: Int32 = -1, size: (Double, Double) = (0, 0),
        bidResponse: String? = nil, watermark: String? = nil, childDirected: Int32 = -1,
        underAgeOfConsent: Int32 = -1
    ) {
        format.withCString { format in
            withOptionalCString(adUnit) { adUnit in
                withOptionalCString(bidResponse) { bidResponse in
                    withOptionalCString(watermark) { watermark in
                        var request = gac_tiny_load_request(
                            format: format, adUnit: adUnit, testMode: testMode, bannerWidth: size.0,
                            bannerHeight: size.1, bidResponse: bidResponse, watermark: watermark,
                            childDirected: childDirected, underAgeOfConsent: underAgeOfConsent)
                        gac_tiny_load(&request)
                    }
                }
            }
        }
    }

    /// The stub's log lines so far.
    private func takeLog() -> [String] {
        guard let text = gac_tiny_take_log() else { return [] }
        defer { free(text) }
        let log = String(cString: text)
        return log.isEmpty ? [] : log.components(separatedBy: "\n")
    }

}

private func withOptionalCString<T>(_ text: String?, _ body: (UnsafePointer<CChar>?) -> T) -> T {
    guard let text else { return body(nil) }
    return text.withCString { body($0) }
}

/// A `TestNetworkHost` that also records what it has no record of: banner views, token requests
/// and privacy notes; token requests are answered from `signalScripts` in order (the last repeats).
private final class RecordingHost: NetworkHost, @unchecked Sendable {
    let test: TestNetworkHost
    private let lock = NSLock()
    private var views: [AnyObject] = []
    private var signals: [SignalRequest] = []
    private var notes: [NetworkPrivacy] = []
    private var scripts: [SignalScript] = [.token(SignalScript.defaultToken)]

    init(_ test: TestNetworkHost = TestNetworkHost()) { self.test = test }

    var adViews: [AnyObject] { lock.withLock { views } }
    var signalRequests: [SignalRequest] { lock.withLock { signals } }
    var privacy: [NetworkPrivacy] { lock.withLock { notes } }
    var signalScripts: [SignalScript] {
        get { lock.withLock { scripts } }
        set { lock.withLock { scripts = newValue } }
    }

    func fetch(_ request: NetworkRequest) -> NetworkScript { test.fetch(request) }
    func schedule(afterMilliseconds delayMilliseconds: Int, on thread: CallbackThread, _ work: @escaping () -> Void) {
        test.schedule(afterMilliseconds: delayMilliseconds, on: thread, work)
    }
    func observe(_ observation: NetworkObservation) { test.observe(observation) }
    func note(_ event: String) { test.note(event) }
    func register(eventSink: @escaping (NetworkEvent) -> Void) { test.register(eventSink: eventSink) }
    func show(from viewController: AnyObject?) { test.show(from: viewController) }
    func registerAdView(_ view: AnyObject) { lock.withLock { views.append(view) } }
    func notePrivacy(_ privacy: NetworkPrivacy) { lock.withLock { notes.append(privacy) } }
    func fetchSignals(_ request: SignalRequest) -> SignalScript {
        lock.withLock {
            signals.append(request)
            let first = scripts[0]
            if scripts.count > 1 { scripts.removeFirst() }
            return first
        }
    }
}
