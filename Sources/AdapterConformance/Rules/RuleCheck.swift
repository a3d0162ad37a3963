import Foundation

/// A check over one scenario's trace for one rule. Each rule of the catalog has exactly one
/// check type, named after its ID (`LOAD_1`).
package protocol RuleCheck: Sendable {
    var rule: RuleDefinition { get }
    /// Judges the scenario. Return `.skipped` with a reason when the scenario gives the rule
    /// nothing to judge (the adapter uses the other click mode, say).
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict
    /// Whether the engine must read the adapter's static versions and extras class for this
    /// check, even in a load scenario.
    var judgesVersions: Bool { get }
}

extension RuleCheck {
    package var judgesVersions: Bool { false }

    /// Shorthand for a verdict from findings.
    func verdict(_ findings: [Finding]) -> RuleOutcome.Verdict {
        findings.isEmpty ? .passed : .violated(findings)
    }
}
