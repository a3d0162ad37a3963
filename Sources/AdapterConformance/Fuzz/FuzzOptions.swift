import ConformanceVocabulary
import Foundation

/// How much a fuzz run may do: a number of generated scenarios, or a span of real time.
package enum FuzzBudget: Sendable, Equatable {
    case runs(Int)
    case seconds(Double)
}

/// Everything that decides a fuzz run, apart from the adapter and where scenarios run.
package struct FuzzOptions: Sendable {
    /// The seed: the same seed, options and adapter give the same scenarios and findings.
    package var seed: UInt64
    package var budget: FuzzBudget
    package var target: FuzzTarget
    /// Recommended rules count as findings (they do anyway when aimed at).
    package var strict: Bool
    /// Scenarios generated and run together between looks at the budget.
    package var batchSize = 250
    /// Raw failures of one kind shrunk at most; later ones are only counted.
    package var shrinkPerKind = 3
    /// Candidate runs one shrink may take.
    package var shrinkRuns = 400
    /// Stop once this many distinct findings are known (tests looking for one).
    package var stopAfterFindings: Int?

    package init(
        seed: UInt64 = 0, budget: FuzzBudget = .runs(1_000), target: FuzzTarget = FuzzTarget(), strict: Bool = false
    ) {
        self.seed = seed
        self.budget = budget
        self.target = target
        self.strict = strict
    }

    /// Whether a violation of `rule` (of either level) is a finding.
    package func counts(_ rule: RuleID) -> Bool {
        strict || target.rules.contains(rule) || RuleCatalog.definition(rule).level != .recommended
    }
}
