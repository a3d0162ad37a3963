import ConformanceVocabulary
import Foundation
import GoogleMobileAds

/// The credential keys an adapter reads, at set-up and per format and path. The harness
/// fills them in every configuration it builds; a scenario's `parameter` is the ad unit's
/// value unless the key declares a valid value of its own, and the "missing/empty parameter"
/// scenarios remove or empty every required key.
public struct CredentialLayout: Sendable {
    /// The keys of each ad source's credentials handed to `setUp(with:completionHandler:)`.
    public var setUp: [CredentialKey]
    /// The keys of a load's credentials, for formats without their own entry.
    public var load: [CredentialKey]
    /// Per-format keys, where they differ from `load`.
    public var formats: [AdFormat: [CredentialKey]]
    /// The keys of a bidding load, where they differ from the waterfall's (a network that
    /// loads a bid by its response alone and reads only an optional placement there). `nil`:
    /// the waterfall's keys, with the ad unit owed only when the fixture declares
    /// ``BiddingDeclaration/adUnitOnBiddingLoads``.
    public var bidding: [CredentialKey]?

    /// A layout; `formats` overrides `load` for the formats it names, `bidding` both on the
    /// bidding path.
    public init(
        setUp: [CredentialKey], load: [CredentialKey], formats: [AdFormat: [CredentialKey]] = [:],
        bidding: [CredentialKey]? = nil
    ) {
        self.setUp = setUp
        self.load = load
        self.formats = formats
        self.bidding = bidding
    }

    /// The seeds' custom event: the server parameter under `"parameter"`, at set-up and for every load.
    public static let serverParameter = CredentialLayout(setUp: [.adUnit("parameter")], load: [.adUnit("parameter")])

    /// The keys of a waterfall load of `format`.
    public func keys(for format: AdFormat) -> [CredentialKey] { formats[format] ?? load }

    /// The keys of a load of `format` on `path`, each with what the load owes it: on a bidding
    /// load without keys of its own, the ad unit is owed only if `adUnitOnBiddingLoads`.
    func keys(for format: AdFormat, path: LoadPath, adUnitOnBiddingLoads: Bool) -> [CredentialKey] {
        guard path == .bidding else { return keys(for: format) }
        if let bidding { return bidding }
        return keys(for: format).map { key in
            guard key.role.isAdUnit, !adUnitOnBiddingLoads else { return key }
            var optional = key
            optional.role = .optional
            return optional
        }
    }

    /// Every key name declared anywhere.
    public var allNames: Set<String> {
        Set((setUp + load + formats.values.flatMap { $0 } + (bidding ?? [])).map(\.name))
    }
}

/// Which load paths an adapter has.
public enum LoadPaths: Sendable, Hashable {
    /// Loads only by ad unit; the adapter takes no part in auctions.
    case waterfallOnly
    /// Loads only from a bid response (Google's Bigo and Moloco adapters): a load without one fails (BID-9).
    case biddingOnly
    /// Both: a bid response when there is one, else the ad unit.
    case both

    /// Whether bidding loads are run.
    public var bids: Bool { self != .waterfallOnly }
    /// Whether waterfall loads are run.
    public var fallsBack: Bool { self != .biddingOnly }
}

/// How the network takes the configuration's watermark (BID-8).
public enum WatermarkEncoding: Sendable, Hashable {
    /// The bytes as given; the network's request records them as UTF-8 text.
    case raw
    /// Base64 text of the bytes.
    case base64
}

/// What a fixture says about its adapter's bidding.
public struct BiddingDeclaration: Sendable {
    /// The paths the adapter has; `nil` derives them: `.both` for an `RTBAdapter`, else `.waterfallOnly`.
    public var paths: LoadPaths?
    /// The formats the adapter can collect signals and bid for; `nil`: every format it loads.
    /// A format outside this set is what BID-5 asks signals for.
    public var formats: Set<AdFormat>?
    /// How the network records the watermark it was handed.
    public var watermarkEncoding: WatermarkEncoding
    /// Whether a bidding load also hands the network the ad unit (OPT-1 judges it there too).
    public var adUnitOnBiddingLoads: Bool
    /// Whether the network's token call is a synchronous getter that cannot fail (it returns a
    /// token at once, never `nil`, never an error): the scenarios that script a late, missing
    /// or failed token are then skipped by the BID rules, saying why, rather than played.
    public var synchronousTokens = false

    /// By default paths derive from the adapter's type, every format bids, the watermark is
    /// raw and bidding loads are judged by their bid response alone.
    public init(
        paths: LoadPaths? = nil, formats: Set<AdFormat>? = nil, watermarkEncoding: WatermarkEncoding = .raw,
        adUnitOnBiddingLoads: Bool = false
    ) {
        self.paths = paths
        self.formats = formats
        self.watermarkEncoding = watermarkEncoding
        self.adUnitOnBiddingLoads = adUnitOnBiddingLoads
    }
}

extension AdapterFixture {
    /// The load paths the engine runs: the declared ones, else derived from the adapter's type.
    public var loadPaths: LoadPaths { loadPaths(of: adapterType) }

    /// ``loadPaths`` for the adapter class `type` (which asking for costs an adapter).
    func loadPaths(of type: any MediationAdapter.Type) -> LoadPaths {
        if let paths = bidding.paths { return paths }
        if classDeclarations(type).biddingOnly { return .biddingOnly }
        return type is any RTBAdapter.Type ? .both : .waterfallOnly
    }

    /// Whether the adapter can bid on `format`.
    func bids(on format: AdFormat) -> Bool { bids(on: format, paths: loadPaths) }

    /// ``bids(on:)`` when the adapter's load paths are `paths`.
    func bids(on format: AdFormat, paths: LoadPaths) -> Bool {
        paths.bids && (bidding.formats?.contains(format) ?? true)
    }
}
