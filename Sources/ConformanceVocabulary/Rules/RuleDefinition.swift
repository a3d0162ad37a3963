import Foundation

/// A rule of the catalog: its stable ID and what we say about it. IDs are public names that
/// reports, scenarios and outside tooling key on; they are never renamed or reused. The words
/// are vocabulary (``RuleCatalog``), so that reports print them without the engine; each check
/// takes its rule's definition from there.
package struct RuleDefinition: Sendable, Equatable {
    /// Stable ID, e.g. `LOAD-1`.
    package let id: RuleID
    package let level: RuleLevel
    /// One line: what an adapter must do.
    package let summary: String
    /// Why it matters.
    package let rationale: String
    /// The guides (seeds) the rule comes from.
    package let sources: [String]
    /// The network capability the rule needs; without it the rule is skipped, naming it.
    package let capability: NetworkCapability?
    /// The part of the ID before the dash.
    package var family: RuleFamily { id.family }

    package init(
        _ id: RuleID, _ level: RuleLevel, _ summary: String, why rationale: String, sources: [String],
        needs capability: NetworkCapability? = nil
    ) {
        self.id = id
        self.level = level
        self.summary = summary
        self.rationale = rationale
        self.sources = sources
        self.capability = capability
    }
}
