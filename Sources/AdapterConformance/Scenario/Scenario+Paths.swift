import ConformanceVocabulary
import Foundation

extension Scenario {
    /// The ID suffix of a load scenario's copy run on the bidding path.
    package static let biddingPathSuffix = ".by-bid"

    /// This scenario on each load path the fixture declares: for a fixture that declares both
    /// (``BiddingDeclaration/paths`` `.both`), a load scenario that leaves its path to the
    /// engine runs as it is (by ad unit) and again by bid (its ID with ``biddingPathSuffix``),
    /// so a defect on the bidding path (a banner made at the wrong size, options dropped) is
    /// judged by the same rules. Reads only the fixture's declarations, never the adapter.
    package func onEachDeclaredPath(of fixture: AdapterFixture) -> [Scenario] {
        guard fixture.bidding.paths == .both, format.phase.loads, signals == nil, request.path == nil,
            request.bidResponse == nil, let sdkFormat = format.sdkFormat,
            fixture.bids(on: sdkFormat, paths: .both)
        else { return [self] }
        var byBid = self
        byBid.id += Self.biddingPathSuffix
        byBid.title += " (by bid)"
        byBid.request.path = .bidding
        return [self, byBid]
    }
}

extension Sequence<Scenario> {
    /// Each scenario on each load path the fixture declares (``Scenario/onEachDeclaredPath(of:)``).
    package func onEachDeclaredPath(of fixture: AdapterFixture) -> [Scenario] {
        flatMap { $0.onEachDeclaredPath(of: fixture) }
    }
}
