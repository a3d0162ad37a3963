import ConformanceVocabulary
import Foundation

/// The rule catalog, derived from the checks: each check carries its rule's definition, so a
/// rule's words and its judgement cannot drift apart. Order is the order `conformance rules`
/// prints.
package enum RuleCatalog {
    package static let all: [RuleDefinition] = RuleChecks.all.map(\.rule)

    package static func definition(_ id: RuleID) -> RuleDefinition { id.check.rule }

    /// The definition of a rule spelled as text (a report, a command line), if the catalog has it.
    package static func definition(_ id: String) -> RuleDefinition? { RuleID(rawValue: id)?.check.rule }
}
