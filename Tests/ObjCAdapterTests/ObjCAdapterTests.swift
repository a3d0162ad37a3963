import AdapterConformance
import ConformanceVocabulary
import Foundation
import ObjCAdapterCatalog
import Testing

/// The Objective-C reference custom event passes the whole built-in catalog, and each broken
/// Objective-C variant is caught by the rule it breaks: the harness judges Objective-C adapters
/// as it judges Swift ones. Both run in this process, as `TeethTests` run the Swift ones.
@MainActor
@Suite struct ObjCAdapterTests {
    nonisolated static let variantNames = ObjCAdapterCatalog.broken.map(\.name)

    /// A variant doing what production Objective-C adapters legitimately do (a weak event
    /// delegate) fails no required rule and errs in no scenario: what the SDK owns, the harness
    /// keeps alive as the SDK does.
    @Test(arguments: ObjCAdapterCatalog.conforming.map(\.name))
    func conformingVariantPassesEveryRequiredRule(name: String) async throws {
        let fixture = try #require(ObjCAdapterCatalog.conforming.first { $0.name == name })
        let scenarios = try ObjCTestSupport.catalog.get().onEachDeclaredPath(of: fixture)
        let results = await ConformanceEngine.run(scenarios, fixture: fixture)
        #expect(results.count == scenarios.count)
        for result in results {
            for outcome in result.failures {
                Issue.record(
                    Comment(
                        rawValue: """
                            \(name) violates \(outcome.ruleID) in \(result.scenarioID):
                            \(outcome.findings.map { "  expected: \($0.expected)\n  actual:   \($0.actual)" }.joined(separator: "\n"))
                            """))
            }
            if let fault = result.fault {
                Issue.record(Comment(rawValue: "\(name) errs in \(result.scenarioID): \(fault.message)"))
            }
        }
    }

    /// Every scenario: no required rule fails, no recommended rule warns (the public Sample Ad
    /// SDK API can express everything the catalog asks), no scenario errs, and every family
    /// that the public API lets judge it is judged.
    @Test func referencePassesEveryRule() async throws {
        let fixture = ObjCAdapterCatalog.reference
        let scenarios = try ObjCTestSupport.catalog.get().onEachDeclaredPath(of: fixture)
        let results = await ConformanceEngine.run(scenarios, fixture: fixture)
        #expect(results.count == scenarios.count)
        var judged = Set<String>()
        for result in results {
            for outcome in result.failures + result.warnings {
                Issue.record(
                    Comment(
                        rawValue: """
                            the reference violates \(outcome.ruleID) in \(result.scenarioID):
                            \(outcome.findings.map { "  expected: \($0.expected)\n  actual:   \($0.actual)" }.joined(separator: "\n"))
                            trace:
                            \(result.trace.text)
                            """))
            }
            if let fault = result.fault {
                Issue.record(Comment(rawValue: "the reference errs in \(result.scenarioID): \(fault.message)"))
            }
            for outcome in result.outcomes {
                if case .passed = outcome.verdict { judged.insert(outcome.ruleID.family.rawValue) }
            }
        }
        // PRV needs a child-directed flag the public API lacks, BID a bidding adapter.
        let expected = Set(RuleID.allCases.map(\.family.rawValue)).subtracting(["PRV", "BID"])
        #expect(judged.isSuperset(of: expected), "families never judged: \(expected.subtracting(judged).sorted())")
    }

    /// Each rule family has a broken Objective-C variant.
    @Test func everyFamilyHasABrokenVariant() {
        let covered = Set(ObjCAdapterCatalog.broken.compactMap { RuleID(rawValue: $0.rule)?.family.rawValue })
        let missing = Set(RuleID.allCases.map(\.family.rawValue)).subtracting(covered)
        #expect(missing.isEmpty, "families without a broken Objective-C variant: \(missing.sorted())")
    }

    @Test func namesAreWellFormed() {
        let names = ObjCAdapterCatalog.fixtures.map(\.name)
        #expect(Set(names).count == names.count, "duplicate names")
        #expect(names.first == "objc-sample-custom-event")
        for name in names {
            #expect(name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(name) is not CLI-friendly")
        }
        for variant in ObjCAdapterCatalog.broken {
            #expect(RuleID(rawValue: variant.rule) != nil, "\(variant.name) names unknown rule \(variant.rule)")
            #expect(variant.name.hasPrefix("objc-broken-\(variant.rule.lowercased())-"))
        }
        for crash in ObjCAdapterCatalog.crashing { #expect(crash.name.hasPrefix("objc-crash-")) }
    }

    /// Reported by its rule in at least one of the built-in scenarios citing it: a failure for a
    /// required rule, a warning for a recommended one.
    @Test(arguments: variantNames)
    func brokenVariantIsCaught(name: String) async throws {
        let variant = try #require(ObjCAdapterCatalog.broken.first { $0.name == name })
        let rule = try #require(RuleID(rawValue: variant.rule))
        let scenarios = try ObjCTestSupport.catalog.get().filter { $0.rules.contains(rule) }
        try #require(!scenarios.isEmpty, "no built-in scenario cites \(rule)")
        let level = RuleCatalog.definition(rule).level
        let results = await ConformanceEngine.run(
            scenarios.onEachDeclaredPath(of: variant.fixture), fixture: variant.fixture)
        let caught = results.filter { result in
            (level == .required ? result.failures : result.warnings).contains { $0.ruleID == rule }
        }
        #expect(!caught.isEmpty, "\(rule) did not catch \(name) in any of \(results.count) scenarios")
        for result in results {
            if let fault = result.fault {
                Issue.record(Comment(rawValue: "\(name) errs in \(result.scenarioID): \(fault.message)"))
            }
        }
    }
}

/// Shared by the Objective-C adapter tests.
enum ObjCTestSupport {
    /// The built-in catalog, loaded once per test process.
    static let catalog = Result { try BuiltInScenarios.load() }
}
