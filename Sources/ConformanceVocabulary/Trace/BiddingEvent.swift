import Foundation
import ScriptedNetwork

/// Trace events of signal collection, bidding and the global request configuration.
package enum BiddingEvent: Equatable, Sendable {
    /// SDK: `MobileAds.shared.requestConfiguration` was set for the scenario.
    case requestConfiguration(PrivacySettings)
    /// SDK → adapter: `collectSignals(for:completionHandler:)` was called, off the main
    /// thread, for ad sources of `format` (a scenario format name, or "unknown"; banner size
    /// when a banner).
    case signalsRequested(format: String, bannerWidth: Double?, bannerHeight: Double?)
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
    /// Harness: what the fixture declares about bidding and privacy, when not the defaults.
    case declaration(BiddingFacts)
    /// SDK: the load is a bidding load with this bid response and watermark (text), or a
    /// waterfall load (`bidResponse == nil`).
    case loadPath(bidResponse: String?, watermark: String?)
    /// SDK: the credential keys the fixture declares for this load's format and path, as the
    /// load's `MediationCredentials` hands them to the adapter.
    case credentials([HandedCredential])

    /// The tag the binary trace codec writes before the event's fields.
    static let codecTag: UInt8 = 20

    /// Who the event is between (see ``TraceKind/actors``).
    var actors: TraceActors {
        switch self {
        case .requestConfiguration, .loadPath, .credentials: TraceActors(.sdk)
        case .signalsRequested: TraceActors(.sdk, to: .adapter)
        case .signalFetch, .networkPrivacy: TraceActors(.adapter, to: .network)
        case .signalAnswer: TraceActors(.network, to: .adapter)
        case .signalsCompleted: TraceActors(.adapter, to: .sdk)
        case .mainThreadBusy, .signalWindowEnded, .declaration: TraceActors(.harness)
        }
    }

    /// What the event says, as its trace line has it after the ``actors``.
    var label: String {
        switch self {
        case .requestConfiguration(let settings): "requestConfiguration \(settings.description)"
        case .signalsRequested(let format, let width, let height):
            "collectSignals(format: \(format)"
                + (width.map { w in ", adSize: \(Int(w))x\(Int(height ?? 0))" } ?? "") + ")"
        case .mainThreadBusy(let milliseconds): "main thread busy for \(milliseconds) ms"
        case .signalFetch(let request):
            "bid token request"
                + (request.format.map { " format=\($0)" } ?? "")
                + (request.bannerWidth.map { w in " size=\(Int(w))x\(Int(request.bannerHeight ?? 0))" } ?? "")
                + (request.privacy.map { " \($0.traceText)" } ?? "")
        case .signalAnswer(let text): "token \(text)"
        case .signalsCompleted(let call, let signal, let error):
            "signals completion #\(call)(signal: "
                + (signal.map { "\"\($0.prefix(40))\"" } ?? "nil") + ", error: "
                + (error.map(\.description) ?? "nil") + ")"
        case .signalWindowEnded(let milliseconds): "signal window of \(milliseconds) ms ended"
        case .networkPrivacy(let privacy): "privacy \(privacy.traceText)"
        case .declaration(let facts):
            "fixture declares paths=\(facts.paths) watermark=\(facts.watermarkBase64 ? "base64" : "raw")"
                + (facts.refusesChildUsers ? " refusesChildUsers" : "")
                + (facts.adUnitOnBiddingLoads ? " adUnitOnBiddingLoads" : "")
                + (facts.privacyPoints.count < PrivacyPoint.allCases.count
                    ? " privacyAt=" + facts.privacyPoints.joined(separator: ",") : "")
                + (facts.mainImageInMediaView ? " mainImageInMediaView" : "")
                + (facts.synchronousTokens ? " synchronousTokens" : "")
                + (facts.bannerSizes.isEmpty
                    ? "" : " bannerSizes=" + facts.bannerSizes.map(\.text).joined(separator: ","))
        case .loadPath(let bid, let watermark):
            bid.map {
                "bidding load: bidResponse=\"\($0)\""
                    + (watermark.map { " watermark=\"\($0)\"" } ?? " no watermark")
            }
                ?? "waterfall load (no bid response)"
        case .credentials(let keys):
            "credentials " + keys.map(\.traceText).joined(separator: ", ")
        }
    }
}

/// A banner size the network serves, in points.
package struct ServedBannerSize: Equatable, Sendable {
    package var width: Double
    package var height: Double

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    var text: String { String(format: "%gx%g", width, height) }
}

/// One credential key as a load handed it to the adapter, with what the load owes it.
package struct HandedCredential: Equatable, Sendable {
    package var name: String
    /// The value handed; `nil` when the key was left out.
    package var value: String?
    /// What the fixture declares the key to be on this load's path.
    package var owed: CredentialKey.Role

    package init(name: String, value: String? = nil, owed: CredentialKey.Role) {
        self.name = name
        self.value = value
        self.owed = owed
    }

    /// Whether the load owes the key and it is missing, empty or blank.
    package var isMissingButOwed: Bool { owed.isRequired && ScenarioRequest.isBlank(value) }

    var traceText: String {
        let owedText: String =
            switch owed {
            case .adUnit: " (ad unit)"
            case .optionalAdUnit: " (optional ad unit)"
            case .required: " (required)"
            case .optional: " (optional)"
            }
        return name + (value.map { "=\"\($0)\"" } ?? " missing") + owedText
    }
}

extension NetworkPrivacy {
    var traceText: String {
        "childDirected=\(childDirected.map(String.init) ?? "unset") underAgeOfConsent=\(underAgeOfConsent.map(String.init) ?? "unset")"
    }
}

/// A fixture's bidding and privacy declarations, as the trace carries them to the checks.
package struct BiddingFacts: Equatable, Sendable {
    /// "waterfallOnly", "biddingOnly" or "both".
    package var paths: String
    package var watermarkBase64: Bool
    package var refusesChildUsers: Bool
    package var adUnitOnBiddingLoads: Bool
    /// Formats the adapter cannot bid on (scenario spelling).
    package var unbiddableFormats: [String]
    /// Where the network takes child and age flags (`PrivacyPoint` raw values, sorted).
    package var privacyPoints: [String] = PrivacyPoint.allCases.map(\.rawValue).sorted()
    /// The banner sizes the network serves (width, height), empty for any size.
    package var bannerSizes: [ServedBannerSize] = []
    /// The adapter hands the main image as its media view's content.
    package var mainImageInMediaView = false
    /// The network's token call answers at once and cannot fail.
    package var synchronousTokens = false

    package init(
        paths: String, watermarkBase64: Bool, refusesChildUsers: Bool, adUnitOnBiddingLoads: Bool,
        unbiddableFormats: [String], privacyPoints: [String] = PrivacyPoint.allCases.map(\.rawValue).sorted(),
        bannerSizes: [ServedBannerSize] = [], mainImageInMediaView: Bool = false, synchronousTokens: Bool = false
    ) {
        self.paths = paths
        self.watermarkBase64 = watermarkBase64
        self.refusesChildUsers = refusesChildUsers
        self.adUnitOnBiddingLoads = adUnitOnBiddingLoads
        self.unbiddableFormats = unbiddableFormats
        self.privacyPoints = privacyPoints
        self.bannerSizes = bannerSizes
        self.mainImageInMediaView = mainImageInMediaView
        self.synchronousTokens = synchronousTokens
    }

    /// What a fixture that declares nothing has.
    package static let defaults = BiddingFacts(
        paths: "waterfallOnly", watermarkBase64: false, refusesChildUsers: false, adUnitOnBiddingLoads: false,
        unbiddableFormats: [])

    package var biddingOnly: Bool { paths == "biddingOnly" }
    package var bids: Bool { paths != "waterfallOnly" }
}
