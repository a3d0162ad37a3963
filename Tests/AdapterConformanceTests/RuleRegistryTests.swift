import AdapterConformance
import ConformanceVocabulary
import Foundation
import Testing

/// The registry holds every rule once: `RuleID`'s cases, the checks and the built-in catalog
/// agree, so a rule added in one place and forgotten in another fails here (or does not
/// compile: `RuleID.makeCheck`, `RuleFamily`'s switches).
@Suite struct RuleRegistryTests {
    @Test func checksAreTheRuleIDsInOrder() {
        #expect(RuleChecks.all.map(\.rule.id) == RuleID.allCases)
        #expect(RuleCatalog.all.map(\.id) == RuleID.allCases)
    }

    /// Rule IDs hash and compare by their place in the catalog, read from the enum's tag: it
    /// must be that place, one per rule, and agree with the raw value.
    @Test func ruleIDsAreTheirPlaceInTheCatalog() {
        #expect(RuleID.allCases.map(\.caseIndex) == Array(RuleID.allCases.indices))
        for (id, other) in zip(RuleID.allCases, RuleID.allCases.dropFirst()) {
            #expect(id != other, "\(id)")
            #expect(RuleID(rawValue: id.rawValue) == id && RuleID(rawValue: id.rawValue) != other)
        }
        #expect(Set(RuleID.allCases).count == RuleID.allCases.count)
        #expect(Dictionary(uniqueKeysWithValues: RuleID.allCases.map { ($0, $0.rawValue) })[.load7] == "LOAD-7")
    }

    @Test func eachCheckIsNamedAfterItsRule() {
        for id in RuleID.allCases {
            let name = String(describing: type(of: id.check))
            #expect(name == id.rawValue.replacingOccurrences(of: "-", with: "_"), "\(id) is checked by \(name)")
        }
    }

    @Test func publicSpellingIsTheRawValue() {
        for id in RuleID.allCases {
            #expect("\(id)" == id.rawValue)
            #expect(id.rawValue.range(of: "^[A-Z]{3,4}-[1-9][0-9]*$", options: .regularExpression) != nil, "\(id)")
            #expect(RuleFamily(ruleID: id.rawValue) == id.family, "\(id) is in no family")
        }
    }

    @Test func retiredIDsAreNeverReused() {
        let live = Set(RuleID.allCases.map(\.rawValue))
        for retired in RetiredRuleID.allCases {
            #expect(!live.contains(retired.rawValue), "\(retired.rawValue) is retired but names a rule")
            #expect(!retired.reason.isEmpty)
        }
    }

    @Test func everyFamilyHasARule() {
        let families = Set(RuleID.allCases.map(\.family))
        #expect(families == Set(RuleFamily.allCases))
    }

    /// Each rule is cited by a built-in scenario of a format it says it can be judged in.
    @Test func everyRuleIsCitedInAFormatItIsJudgedIn() throws {
        let scenarios = try BuiltInScenarios.load()
        for id in RuleID.allCases {
            let citing = scenarios.filter { $0.rules.contains(id) }
            #expect(!citing.isEmpty, "no built-in scenario cites \(id)")
            let formats = RuleAim.formats(for: id)
            #expect(!formats.isEmpty, "\(id) is judged in no format")
            #expect(
                citing.contains { formats.contains($0.format) },
                "\(id) is cited only in formats it is not judged in: \(Set(citing.map(\.format.rawValue)).sorted())")
        }
    }
}
