import AdapterConformance
import ConformanceVocabulary
import ReportGrammar

/// Folds results into the per-family table: each rule a scenario checks counts once in its
/// family as passed, failed or skipped; a scenario that errored counts as an error in every
/// family it cites.
enum RunSummaryBuilder {
    static func summary(results: [ScenarioResult], strict: Bool, reportPath: String, seconds: Double) -> RunSummary {
        // Counted by rule (its place among the IDs) and folded into families at the end, not
        // by a family's name hashed for every rule every scenario checks.
        var perRule = Array(repeating: SummaryRow(family: ""), count: RuleID.ordered.count)
        /// Scenarios that errored, once per family they cite; nil: those citing no rule.
        var errors: [RuleFamily?: Int] = [:]
        // Results are read in place, by index: a `for … in` copied each one out whole, a
        // retain and a release for every field it holds, half of the summary's time.
        for index in results.indices {
            if results[index].fault != nil {
                let families = Set(results[index].outcomes.map(\.ruleID.family))
                if families.isEmpty { errors[nil, default: 0] += 1 }
                for family in families { errors[family, default: 0] += 1 }
                continue
            }
            for outcome in results[index].outcomes {
                let place = outcome.ruleID.caseIndex
                switch outcome.verdict {
                case .passed: perRule[place].passed += 1
                case .skipped: perRule[place].skipped += 1
                case .violated:
                    if outcome.level == .required || strict {
                        perRule[place].failed += 1
                    } else {
                        perRule[place].passed += 1
                    }
                }
            }
        }
        var rows: [String: SummaryRow] = [:]
        for (rule, counts) in zip(RuleID.ordered, perRule) where counts.total > 0 {
            let family = rule.family.rawValue
            rows[family, default: SummaryRow(family: family)].add(counts)
        }
        for (family, count) in errors {
            let name = family?.rawValue ?? uncitedFamily
            rows[name, default: SummaryRow(family: name)].errors += count
        }
        let familyOrder = RuleCatalog.all.map { $0.family.rawValue }.reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        let ordered = rows.values.sorted {
            (familyOrder.firstIndex(of: $0.family) ?? 99, $0.family) < (
                familyOrder.firstIndex(of: $1.family) ?? 99, $1.family
            )
        }
        // Each result's status once: it counts the scenario, and lists it when it did not pass.
        var failing: [FailingScenario] = []
        var scenarios = SummaryRow(family: "TESTS")
        for index in results.indices {
            switch results[index].status(strict: strict) {
            case .passed: scenarios.passed += 1
            case .skipped: scenarios.skipped += 1
            case .failed:
                scenarios.failed += 1
                let result = results[index]
                let rules = (result.failures + (strict ? result.warnings : [])).map(\.ruleID.rawValue)
                failing.append(
                    FailingScenario(
                        id: "\(result.adapter) \(result.scenarioID)", outcome: .failed, ruleIDs: rules,
                        message: (result.failures + result.warnings).first?.findings.first.map(CaseText.oneLine)))
            case .error:
                scenarios.errors += 1
                let result = results[index]
                failing.append(
                    FailingScenario(
                        id: "\(result.adapter) \(result.scenarioID)", outcome: .error,
                        ruleIDs: result.outcomes.map(\.ruleID.rawValue), message: result.fault.map(FaultText.message)))
            }
        }
        var summary = RunSummary(
            rows: ordered, failures: failing, reportPath: reportPath, durationSeconds: seconds, scenarios: scenarios)
        let sites = Dictionary(grouping: results.indices.compactMap { results[$0].fault?.crash?.site }, by: { $0 })
        summary.crashSites = sites.map { CrashSite(location: FaultText.frame($0.key), scenarios: $0.value.count) }
            .sorted { ($1.scenarios, $0.location) < ($0.scenarios, $1.location) }
        return summary
    }

    /// The row of errors in scenarios that cite no rule.
    static let uncitedFamily = "(scenario)"
}
