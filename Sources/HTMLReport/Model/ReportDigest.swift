import ConformanceVocabulary
import JUnitReport
import ReportGrammar

/// A whole JUnit report arranged the way the page reads: failing cases grouped by rule,
/// errors grouped by crash site or kind, then skips and passes, plus the overview table.
package struct ReportDigest: Sendable {
    package var name: String
    package var isIncomplete: Bool
    package var totals: JUnitTotals
    package var cases: [ReportCase]
    /// What the suites say about the run: adapter versions, harness version, seed, shard…
    package var properties: [(name: String, values: [String])]
    package var overview: OverviewTable
    /// By the first violated rule, in catalog order.
    package var failures: [CaseGroup]
    /// Crashes by the adapter's top frame (the largest group first), then other kinds.
    package var errors: [CaseGroup]
    /// By skip reason.
    package var skipped: [CaseGroup]
    /// By adapter.
    package var passed: [CaseGroup]

    /// Rule IDs in the order `conformance rules` prints them, and their families.
    static let ruleOrder = RuleCatalog.all.map(\.id.rawValue)
    static let familyOrder = RuleFamily.allCases.map(\.rawValue)

    /// The report's cases as its texts say them.
    package init(report: JUnitReport) {
        self.init(report: report) { ReportCase(testCase: $0, adapter: $1) }
    }

    /// The report's suites with each case made from its result (see
    /// ``ReportCase/init(result:strict:)``): the result of the same suite and scenario, as
    /// ``SuiteText`` names the suite. A case without one (the mark of an incomplete run) is
    /// read from its texts.
    package init(report: JUnitReport, results: [ScenarioResult], strict: Bool) {
        var results = CaseResults(results)
        self.init(report: report) { testCase, adapter in
            results.take(for: testCase).map { ReportCase(result: $0, strict: strict) }
                ?? ReportCase(testCase: testCase, adapter: adapter)
        }
    }

    /// `makeCase` makes each test case's page case, given the adapter its suite is of.
    private init(report: JUnitReport, makeCase: (JUnitTestCase, String) -> ReportCase) {
        name = report.name
        isIncomplete = report.isIncomplete
        totals = report.totals
        var cases: [ReportCase] = []
        var properties: [(name: String, values: [String])] = []
        for suite in report.suites {
            let adapter =
                suite.properties.first { $0.name == SuiteText.Property.adapterName.rawValue }?.value
                ?? SuiteText.adapter(of: suite.name)
            for property in suite.properties {
                if let index = properties.firstIndex(where: { $0.name == property.name }) {
                    if !properties[index].values.contains(property.value) {
                        properties[index].values.append(property.value)
                    }
                } else {
                    properties.append((property.name, [property.value]))
                }
            }
            cases += suite.testCases.map { makeCase($0, adapter) }
        }
        self.cases = cases
        self.properties = properties
        overview = OverviewTable(cases: cases, familyOrder: Self.familyOrder)
        let ruleRank = Dictionary(Self.ruleOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        failures = Self.group(cases.indices.filter { cases[$0].outcome == .failed }) { cases[$0].primaryRule ?? "" }
            .sorted { (ruleRank[$0.key] ?? Int.max, $0.key) < (ruleRank[$1.key] ?? Int.max, $1.key) }
        errors = Self.group(cases.indices.filter { cases[$0].outcome == .error }) {
            cases[$0].fault?.groupHeading ?? "error"
        }
        .sorted { lhs, rhs in
            let crash = (lhs.key.hasPrefix("crash"), rhs.key.hasPrefix("crash"))
            if crash.0 != crash.1 { return crash.0 }
            return (rhs.members.count, lhs.key) < (lhs.members.count, rhs.key)
        }
        skipped = Self.group(cases.indices.filter { cases[$0].outcome == .skipped }) {
            cases[$0].skipReason.map { $0.isEmpty ? "no reason given" : $0 } ?? "no reason given"
        }
        passed = Self.group(cases.indices.filter { cases[$0].outcome == .passed }) { cases[$0].adapter }
    }

    /// Groups `indices` by `key`, groups in order of their first member.
    static func group(_ indices: [Int], by key: (Int) -> String) -> [CaseGroup] {
        var groups: [CaseGroup] = []
        var position: [String: Int] = [:]
        for index in indices {
            let name = key(index)
            if let at = position[name] {
                groups[at].members.append(index)
            } else {
                position[name] = groups.count
                groups.append(CaseGroup(key: name, members: [index]))
            }
        }
        return groups
    }
}
