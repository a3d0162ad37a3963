import ConformanceVocabulary
import Foundation
import GoogleMobileAds
import ScriptedNetwork
import Synchronization

/// The SDK's side of one load: it counts and records every completion call, from any
/// thread, atomically, and hands out the recording event delegate on success.
final class LoadRecorder: @unchecked Sendable {
    private struct State {
        var calls = 0
        var firstAd: LegacyTransfer<AnyObject>?
        var succeeded = false
    }

    let load: Int
    private let host: ScenarioHost
    private let state = Mutex(State())
    let delegate: RecordingEventDelegate

    init(load: Int, host: ScenarioHost) {
        self.load = load
        self.host = host
        self.delegate = RecordingEventDelegate(load: load, host: host)
    }

    /// Records one completion call and answers as the SDK does: the event delegate for an
    /// ad, `nil` for an error.
    func complete(ad: AnyObject?, error: Error?) -> RecordingEventDelegate? {
        let call = state.withLock { state -> Int in
            state.calls += 1
            if let ad, state.firstAd == nil, state.calls == 1 { state.firstAd = LegacyTransfer(ad) }
            if ad != nil, error == nil, state.calls == 1 { state.succeeded = true }
            return state.calls
        }
        let adType = ad.map { TypeName.of($0) }
        host.record(.completion(call: call, adType: adType, error: error.map(ErrorSummary.init)), load: load)
        return ad != nil ? delegate : nil
    }

    /// The ad of the first completion, if it carried one.
    var firstAd: AnyObject? { state.withLock { $0.firstAd?.value } }
    /// Whether the first completion was a success.
    var succeeded: Bool { state.withLock { $0.succeeded } }
    /// Completion calls so far.
    var calls: Int { state.withLock { $0.calls } }

    /// A completion handler of any format that retains only `sentinel` and this recorder;
    /// the SDK's event delegate answers every format's delegate protocol.
    func handler<Ad, Delegate>(sentinel: HandlerSentinel) -> (Ad?, Error?) -> Delegate? {
        { [self, sentinel] ad, error in
            _ = sentinel
            return self.complete(ad: ad.map { $0 as AnyObject }, error: error) as? Delegate
        }
    }
}
