import Foundation

/// Whether a rule's violation fails a scenario.
public enum RuleLevel: String, Codable, Sendable {
    /// A violation fails the scenario.
    case required
    /// A violation is a warning; it fails only under `--strict`.
    case recommended
}

/// A rule of the catalog: its stable ID and what we say about it. IDs are public names that
/// reports, scenarios and outside tooling key on; they are never renamed or reused.
public struct RuleDefinition: Sendable, Equatable {
    /// Stable ID, e.g. `LOAD-1`.
    public let id: String
    /// Required or recommended.
    public let level: RuleLevel
    /// One line: what an adapter must do.
    public let summary: String
    /// Why it matters.
    public let rationale: String
    /// The guides (seeds) the rule comes from.
    public let sources: [String]
    /// The network capability the rule needs, if any.
    public let capability: NetworkCapability?

    /// The family: the part of the ID before the dash (`LOAD`).
    public var family: String { String(id.prefix { $0 != "-" }) }

}
