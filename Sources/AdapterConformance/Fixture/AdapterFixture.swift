import ConformanceVocabulary
import Foundation
import GoogleMobileAds
import ScriptedNetwork
import UIKit

/// How one adapter plugs into the harness: how to make it, how scripted network behaviour
/// reaches its network layer, and what that network can do. This is the whole integration
/// cost for an adapter repo.
public struct AdapterFixture: Sendable {
    /// Name used on the command line and in reports.
    public var name: String
    /// One line for `conformance adapters`.
    public var summary: String
    /// Makes a fresh adapter with its no-argument initializer, as the SDK does per request.
    public var makeAdapter: @Sendable () -> any MediationAdapter
    /// What the network can do.
    public var capabilities: NetworkCapabilities
    /// Connects the network layer to the scenario's host before a scenario…
    public var connect: @Sendable (any NetworkHost) -> Void
    /// …and disconnects it afterwards.
    public var disconnect: @Sendable () -> Void
    /// View types that are the network's own AdChoices view, so the renderer can find them.
    public var adChoicesViewTypes: [UIView.Type]
    /// View types the network renders banners into.
    public var bannerViewTypes: [UIView.Type]
    /// The credential keys the adapter reads at set-up and per format; by default the
    /// seeds' server parameter, `"parameter"`.
    public var credentials = CredentialLayout.serverParameter
    /// The adapter's bidding: paths, formats, watermark encoding (by default derived from
    /// whether the adapter is an `RTBAdapter`).
    public var bidding = BiddingDeclaration()
    /// Resets the network's process-wide state (a singleton's "initialized" flag, a static
    /// client) so set-up scenarios do not depend on order. The engine calls it before every
    /// scenario, after resetting `MobileAds.shared.requestConfiguration`.
    public var resetNetworkState: @Sendable () -> Void = {}
    /// Where the network takes the child and age flags; PRV-1 judges the flags there only
    /// (a network that takes them at set-up only is not judged on its loads, whose requests
    /// carry no flags of their own).
    public var privacyPoints = Set(PrivacyPoint.allCases)
    /// The banner sizes the network serves, in points; `nil`: any size. Asked for a size none
    /// of them fits (as GMA's `closestValidSizeForAdSizes` fits them: never larger, at least
    /// half each side), the adapter owes a failed load with an error, and no fetch, view or
    /// ad (OPT-9).
    public var bannerSizes: [CGSize]?
    /// Whether the adapter hands the network's main image over as its media view's content
    /// instead of `images` (Google's Bigo adapter): NAT-1 and OPT-4 then accept a native ad
    /// without images that has a media view, unless rendering shows the view without the image.
    /// Without it, an ad whose images are missing fails them whatever its media view holds.
    public var mainImageInMediaView = false
    /// Path fragments of the sources on the fixture's side of the adapter (its stub SDK, the
    /// fixture itself: `"/Sources/MolocoSDK/"`). A crash's site is the first frame of the
    /// backtrace outside them and the harness, so a trap in a stub called on a scripted
    /// thread is not reported as the adapter's line.
    public var harnessSources: [String] = []
    /// Whether the adapter class is `@MainActor` (its members trap off the main actor). Where
    /// the SDK's main thread is the process's (the CLI, its workers) nothing changes; under
    /// `swift test`, where it is the main queue drained by another thread, the engine then asks
    /// the class's members on the main queue rather than from a thread of its own (the way that
    /// keeps an adapter that hops to the main queue and waits from deadlocking).
    public var mainActorIsolated = false
    /// Whether the network refuses child users (set-up, signals and loads fail when the
    /// request configuration marks the user as a child; PRV-2).
    public var refusesChildUsers = false
    /// Harness-only: what the adapter's class declares about itself beyond the declarations
    /// above (the Sample SDK stand-in's markers), asked when a scenario needs it. Asking at
    /// creation made an adapter and two conformance lookups for every fixture of the list,
    /// a quarter of starting any `conformance` process. What it declares counts with the
    /// properties above.
    package var classDeclarations: @Sendable (any MediationAdapter.Type) -> ClassDeclarations = { _ in
        ClassDeclarations()
    }

    /// Creates a fixture.
    public init(
        name: String, summary: String,
        capabilities: NetworkCapabilities = .all,
        adChoicesViewTypes: [UIView.Type] = [], bannerViewTypes: [UIView.Type] = [],
        makeAdapter: @escaping @Sendable () -> any MediationAdapter,
        connect: @escaping @Sendable (any NetworkHost) -> Void,
        disconnect: @escaping @Sendable () -> Void
    ) {
        self.name = name
        self.summary = summary
        self.makeAdapter = makeAdapter
        self.capabilities = capabilities
        self.connect = connect
        self.disconnect = disconnect
        self.adChoicesViewTypes = adChoicesViewTypes
        self.bannerViewTypes = bannerViewTypes
    }

    /// The adapter's class, for its static members.
    public var adapterType: any MediationAdapter.Type { type(of: makeAdapter()) }
}

/// What an adapter's class declares about itself for the harness (see
/// ``AdapterFixture/classDeclarations``).
package struct ClassDeclarations: Sendable {
    /// The adapter has the bidding path only.
    package var biddingOnly: Bool
    /// The network refuses child users.
    package var refusesChildUsers: Bool

    package init(biddingOnly: Bool = false, refusesChildUsers: Bool = false) {
        self.biddingOnly = biddingOnly
        self.refusesChildUsers = refusesChildUsers
    }
}
