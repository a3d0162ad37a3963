import Foundation
import ScriptedNetwork

/// Trace events of signal collection, bidding and the global request configuration. They
/// travel between processes as one JSON text (they are few per scenario).
package enum BiddingEvent: Codable, Equatable, Sendable {
    /// SDK: `MobileAds.shared.requestConfiguration` was set for the scenario.
    case requestConfiguration(PrivacySettings)
    /// SDK → adapter: `collectSignals(for:completionHandler:)` was called, off the main
    /// thread, for ad sources of `format` (banner size when a banner).
    case signalsRequested(format: ScenarioFormat, bannerWidth: Double?, bannerHeight: Double?)
    /// Harness: the main thread is held busy for this long while signals are collected (BID-4).
    case mainThreadBusy(milliseconds: Int)
    /// Adapter → network: the bid-token request.
    case signalFetch(SignalRequest)
    /// Network → adapter: the token answer, as text.
    case signalAnswer(String)
    /// Adapter → SDK: the signal completion (`call` counts from 1).
    case signalsCompleted(call: Int, signal: String?, error: ErrorSummary?)
    /// Harness: the signal window ended without a completion.
    case signalWindowEnded(milliseconds: Int)
    /// Adapter → network: child and age flags handed over outside a fetch (set-up, setters).
    case networkPrivacy(NetworkPrivacy)
    /// SDK: the load is a bidding load with this bid response and watermark (text), or a
    /// waterfall load (`bidResponse == nil`).
    case loadPath(bidResponse: String?, watermark: String?)

    /// The tag the binary trace codec writes before the JSON text.
    static let codecTag: UInt8 = 20

    var encodedText: String {
        (try? JSONEncoder().encode(self)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
    }

    init?(encodedText: String) {
        guard let event = try? JSONDecoder().decode(BiddingEvent.self, from: Data(encodedText.utf8)) else { return nil }
        self = event
    }

    /// One line, as the text trace shows it.
    var traceLine: String {
        switch self {
        case .requestConfiguration(let settings): "sdk  requestConfiguration \(settings.description)"
        case .signalsRequested(let format, let width, let height):
            "sdk → adapter  collectSignals(format: \(format.rawValue)"
                + (width.map { w in ", adSize: \(Int(w))x\(Int(height ?? 0))" } ?? "") + ")"
        case .mainThreadBusy(let milliseconds): "harness  main thread busy for \(milliseconds) ms"
        case .signalFetch(let request):
            "adapter → network  bid token request"
                + (request.format.map { " format=\($0)" } ?? "")
                + (request.bannerWidth.map { w in " size=\(Int(w))x\(Int(request.bannerHeight ?? 0))" } ?? "")
                + (request.privacy.map { " \($0.traceText)" } ?? "")
        case .signalAnswer(let text): "network → adapter  token \(text)"
        case .signalsCompleted(let call, let signal, let error):
            "adapter → sdk  signals completion #\(call)(signal: "
                + (signal.map { "\"\($0.prefix(40))\"" } ?? "nil") + ", error: "
                + (error.map(\.description) ?? "nil") + ")"
        case .signalWindowEnded(let milliseconds): "harness  signal window of \(milliseconds) ms ended"
        case .networkPrivacy(let privacy): "adapter → network  privacy \(privacy.traceText)"
        case .loadPath(let bid, let watermark):
            bid.map { "sdk  bidding load: bidResponse=\"\($0)\"" + (watermark.map { " watermark=\"\($0)\"" } ?? " no watermark") }
                ?? "sdk  waterfall load (no bid response)"
        }
    }
}

extension NetworkPrivacy {
    var traceText: String {
        "childDirected=\(childDirected.map(String.init) ?? "unset") underAgeOfConsent=\(underAgeOfConsent.map(String.init) ?? "unset")"
    }
}
