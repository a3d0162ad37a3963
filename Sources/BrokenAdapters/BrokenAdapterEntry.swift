import ConformanceVocabulary
import Foundation
import GoogleMobileAds

/// One deliberately broken adapter: the reference custom event with exactly one defect, the
/// one a rule exists to catch. The harness's own tests run each against the scenarios that
/// cite its rule and expect that rule to report it; the CLI offers them as fixtures so a
/// user can watch a rule fire.
public struct BrokenAdapterEntry: Sendable {
    /// Name on the command line, e.g. `broken-load-1-no-guard`.
    public let name: String
    /// The rule the defect breaks.
    package let rule: RuleID
    /// The defect, in one line.
    public let summary: String
    /// Makes a fresh adapter, as the SDK does for every request.
    public let makeAdapter: @Sendable () -> any MediationAdapter
    /// Resets the variant's process-wide state before every scenario, as a fixture's
    /// `resetNetworkState` resets a network singleton's.
    public var resetState: @Sendable () -> Void = {}
    /// Whether its defect is a data race that a plain run shows too rarely to count on: a run
    /// built with ThreadSanitizer catches it every time, a plain run almost never.
    public var needsThreadSanitizer = false
    /// What its fixture declares beyond the Sample SDK stand-in's defaults.
    public var traits: Set<FixtureTrait> = []

    /// A fixture declaration a variant needs to show its defect.
    public enum FixtureTrait: Sendable, Hashable {
        /// Its network's full-screen delegate reports presented and closed, nothing else (the
        /// Sample SDK's public one), where the defect must be caught all the same.
        case presentAndDismissOnly
        /// It declares both load paths, so every load scenario runs by ad unit and by bid.
        case bothPathsDeclared
    }

    /// Creates an entry.
    package init(
        name: String, rule: RuleID, summary: String, makeAdapter: @escaping @Sendable () -> any MediationAdapter
    ) {
        self.name = name
        self.rule = rule
        self.summary = summary
        self.makeAdapter = makeAdapter
    }
}
