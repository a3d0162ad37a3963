import AdapterConformance
import ReportGrammar

/// Folds results into the per-family table: each rule a scenario checks counts once in its
/// family as passed, failed or skipped; a scenario that errored counts as an error in every
/// family it cites.
enum RunSummaryBuilder {
    static func summary(results: [ScenarioResult], strict: Bool, reportPath: String, seconds: Double) -> RunSummary {
        var rows: [String: SummaryRow] = [:]
        func bump(_ family: String, _ change: (inout SummaryRow) -> Void) {
            var row = rows[family] ?? SummaryRow(family: family)
            change(&row)
            rows[family] = row
        }
        for result in results {
            if result.fault != nil {
                let families = Set(result.outcomes.map { family($0.ruleID) })
                for family in families.isEmpty ? ["(scenario)"] : families.sorted() { bump(family) { $0.errors += 1 } }
                continue
            }
            for outcome in result.outcomes {
                let family = family(outcome.ruleID)
                switch outcome.verdict {
                case .passed: bump(family) { $0.passed += 1 }
                case .skipped: bump(family) { $0.skipped += 1 }
                case .violated:
                    if outcome.level == .required || strict {
                        bump(family) { $0.failed += 1 }
                    } else {
                        bump(family) { $0.passed += 1 }
                    }
                }
            }
        }
        let familyOrder = RuleCatalog.all.map { family($0.id) }.reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        let ordered = rows.values.sorted {
            (familyOrder.firstIndex(of: $0.family) ?? 99, $0.family) < (
                familyOrder.firstIndex(of: $1.family) ?? 99, $1.family
            )
        }
        let failing = results.compactMap { result -> FailingScenario? in
            switch result.status(strict: strict) {
            case .failed:
                let rules = (result.failures + (strict ? result.warnings : [])).map(\.ruleID.rawValue)
                return FailingScenario(
                    id: "\(result.adapter) \(result.scenarioID)", outcome: .failed, ruleIDs: rules,
                    message: (result.failures + result.warnings).first?.findings.first.map(CaseText.oneLine))
            case .error:
                return FailingScenario(
                    id: "\(result.adapter) \(result.scenarioID)", outcome: .error,
                    ruleIDs: result.outcomes.map(\.ruleID.rawValue), message: result.fault?.message)
            default:
                return nil
            }
        }
        var scenarios = SummaryRow(family: "TESTS")
        for result in results {
            switch result.status(strict: strict) {
            case .passed: scenarios.passed += 1
            case .failed: scenarios.failed += 1
            case .error: scenarios.errors += 1
            case .skipped: scenarios.skipped += 1
            }
        }
        var summary = RunSummary(
            rows: ordered, failures: failing, reportPath: reportPath, durationSeconds: seconds, scenarios: scenarios)
        let sites = Dictionary(grouping: results.compactMap { $0.fault?.location }, by: { $0 })
        summary.crashSites = sites.map { CrashSite(location: $0.key, scenarios: $0.value.count) }
            .sorted { ($1.scenarios, $0.location) < ($0.scenarios, $1.location) }
        return summary
    }

    static func family(_ id: RuleID) -> String { id.family.rawValue }
}
