import Foundation

/// Whether a rule's violation fails a scenario.
package enum RuleLevel: String, Codable, Sendable {
    /// A violation fails the scenario.
    case required
    /// A violation is a warning; it fails only under `--strict`.
    case recommended
}

/// A rule of the catalog: its stable ID and what we say about it. IDs are public names that
/// reports, scenarios and outside tooling key on; they are never renamed or reused.
package struct RuleDefinition: Sendable, Equatable {
    /// Stable ID, e.g. `LOAD-1`.
    package let id: String
    /// Required or recommended.
    package let level: RuleLevel
    /// One line: what an adapter must do.
    package let summary: String
    /// Why it matters.
    package let rationale: String
    /// The guides (seeds) the rule comes from.
    package let sources: [String]
    /// The network capability the rule needs, if any.
    package let capability: NetworkCapability?

    /// The family: the part of the ID before the dash (`LOAD`).
    package var family: String { String(id.prefix { $0 != "-" }) }

}
