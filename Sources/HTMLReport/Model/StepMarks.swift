/// The steps a case's diagram marks, looked up, not guessed: each finding names the trace
/// events it judged by sequence number (the `at:` line of its block), and step N of the
/// diagram is event #N. A fault marks the last step, where it struck.
enum StepMarks {
    /// Step indices (or `nil`, for a case without steps) and the rule IDs or fault kind
    /// marked there, each once, in the order the report lists them.
    static func marks(for item: ReportCase) -> [Int?: [String]] {
        var marks: [Int?: [String]] = [:]
        func mark(_ step: Int?, _ label: String) {
            if marks[step]?.contains(label) != true { marks[step, default: []].append(label) }
        }
        for violation in item.violations {
            let steps = self.steps(of: violation, count: item.steps.count)
            if steps.isEmpty {
                // A report that names no events (another tool's, or an empty trace): the rule
                // sits on the last step, or on the placeholder when there is none.
                mark(item.steps.indices.last, violation.ruleID)
            }
            for step in steps { mark(step, violation.ruleID) }
        }
        if let fault = item.fault { mark(item.steps.indices.last, fault.type) }
        return marks
    }

    /// The steps a violation's findings point at, ascending; those past the trace are dropped.
    static func steps(of violation: RuleViolation, count: Int) -> [Int] {
        var steps = Set<Int>()
        for finding in violation.findings {
            guard let evidence = finding.evidence else { continue }
            steps.formUnion(evidence.sequences.filter { $0 < count })
        }
        return steps.sorted()
    }
}
