import Foundation

/// The rule catalog: every rule's definition, one per ``RuleID``, in the order of its cases,
/// which is the order `conformance rules` prints. The words of each family are in
/// `Catalog/RuleCatalog+FAMILY.swift`.
package enum RuleCatalog {
    package static let all: [RuleDefinition] = {
        let definitions = adp + load + opt + nat + adc + med + imp + clk + ban + con + ful + rwd + bid + prv
        let byID = Dictionary(definitions.map { ($0.id, $0) }) { first, _ in
            preconditionFailure("two definitions of \(first.id)")
        }
        return RuleID.allCases.map { id in
            guard let definition = byID[id] else { preconditionFailure("\(id) has no definition") }
            return definition
        }
    }()

    package static func definition(_ id: RuleID) -> RuleDefinition { all[id.caseIndex] }

    /// The definition of a rule spelled as text (a report, a command line), if the catalog has it.
    package static func definition(_ id: String) -> RuleDefinition? { RuleID(rawValue: id).map(definition) }
}
