import ConformanceVocabulary
import Foundation

/// A check over one scenario's trace for one rule, and everything the engine needs from the
/// rule, declared next to it: its definition (from ``RuleCatalog``), the formats it can be
/// judged in, how the fuzzer aims at it and where its check is known to fall
/// short. Each rule of the catalog has exactly one check type, named after its ID (`LOAD_1`),
/// registered in `RuleID.makeCheck`. What a rule does not declare it takes from its family.
package protocol RuleCheck: Sendable {
    var rule: RuleDefinition { get }
    /// Judges the scenario. Return `.skipped` with a reason when the scenario gives the rule
    /// nothing to judge (the adapter uses the other click mode, say).
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict
    /// Whether the engine must read the adapter's static versions and extras class for this
    /// check, even in a load scenario.
    var judgesVersions: Bool { get }
    /// The formats in which the rule can be judged (`setUp` for set-up scenarios); the
    /// fuzzer generates only these when it aims at the rule.
    var formats: [ScenarioFormat] { get }
    /// Whether a scenario that only collects signals (no load) gives the rule something to judge.
    var judgesSignalsAlone: Bool { get }
    /// Which loads the adapter rightly refuses the rule still judges (how it refused, not
    /// what a served ad would have done); in the others it is skipped. Default: none.
    var judgesRefusals: RefusalsJudged { get }
    /// Makes likelier, in a fuzz grammar, what the rule needs to judge anything. Runs after
    /// the family's own aim (`RuleFamily.aim(_:)`).
    func aim(_ grammar: inout FuzzGrammar)
    /// Why the rule cannot fairly judge `scenario`, or `nil` when it can: a situation in which
    /// the check expects what no adapter (or none on the Sample Ad SDK) can do. The fuzzer
    /// found each by running the reference adapter and does not cite the rule there.
    func limit(in scenario: Scenario) -> String?
    /// Whether `trace` shows this rule's ground wherever it happened: the rule is then judged in
    /// that scenario whatever the scenario cites, and whatever would otherwise skip it. Default:
    /// never.
    func isOwed(by trace: Trace) -> Bool
}

extension RuleCheck {
    package var judgesVersions: Bool { false }
    package var formats: [ScenarioFormat] { rule.family.formats }
    package var judgesSignalsAlone: Bool { rule.family.judgesSignalsAlone }
    package var judgesRefusals: RefusalsJudged { .none }
    package func aim(_ grammar: inout FuzzGrammar) {}
    package func limit(in scenario: Scenario) -> String? { nil }
    package func isOwed(by trace: Trace) -> Bool { false }

    /// Shorthand for a verdict from findings.
    func verdict(_ findings: [Finding]) -> RuleOutcome.Verdict {
        findings.isEmpty ? .passed : .violated(findings)
    }
}

/// The loads a fixture declares the adapter must refuse that a rule still judges.
package enum RefusalsJudged: Sendable {
    /// None: the rule is skipped when a load is refused.
    case none
    /// A waterfall load on a bidding-only adapter, not a child user's on a network that refuses children.
    case biddingOnly
    /// Both: a bidding-only adapter's waterfall load and any load for a child on a network
    /// that refuses children.
    case all
}
