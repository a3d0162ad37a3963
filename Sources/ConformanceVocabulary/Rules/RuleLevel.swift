/// Whether a rule's violation fails a scenario.
package enum RuleLevel: String, Sendable {
    case required
    /// A violation is a warning; it fails only under `--strict`.
    case recommended
}
