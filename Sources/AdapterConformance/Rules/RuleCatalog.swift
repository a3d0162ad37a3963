import Foundation

/// The rule catalog, derived from the checks: each check carries its rule's definition, so a
/// rule's words and its judgement cannot drift apart. Order is the order `conformance rules`
/// prints.
package enum RuleCatalog {
    package static let all: [RuleDefinition] = RuleChecks.all.map(\.rule)

    private static let byID: [String: RuleDefinition] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    package static func definition(_ id: String) -> RuleDefinition? { byID[id] }

    /// Retired rules: their IDs stay reserved (never reused) and nothing checks them.
    package static let retired: [String: String] = [
        "OPT-10":
            "retired in round 3 for PRV-1: Google Mobile Ads 13 carries child and age flags only in MobileAds.shared.requestConfiguration, not per request"
    ]
}
