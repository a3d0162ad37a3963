/// What a fuzz finding is about: a violated rule, or the adapter crashing or hanging the
/// worker that ran it (a finding like a violation, named `crash` or `hang`).
package enum FindingKind: Hashable, Sendable, Comparable, CustomStringConvertible {
    case rule(RuleID)
    case fault(FaultKind)

    /// The rule ID, or `crash` / `hang`.
    package var description: String {
        switch self {
        case .rule(let id): id.rawValue
        case .fault(let kind): kind.rawValue
        }
    }

    /// The kinds of finding in `result`: its fault (a harness fault is none: it says nothing
    /// about the adapter), or the violated rules that `counts`.
    package static func found(in result: ScenarioResult, counts: (RuleID) -> Bool) -> [FindingKind] {
        if let fault = result.fault {
            return fault.kind == .harness ? [] : [.fault(fault.kind)]
        }
        return result.outcomes.filter { !$0.findings.isEmpty && counts($0.ruleID) }.map { .rule($0.ruleID) }
    }

    /// Whether `result` shows this finding again.
    package func isShown(by result: ScenarioResult) -> Bool {
        switch self {
        case .fault(let kind): result.fault?.kind == kind
        case .rule(let id): result.fault == nil && result.outcomes.contains { $0.ruleID == id && !$0.findings.isEmpty }
        }
    }

    package static func < (lhs: FindingKind, rhs: FindingKind) -> Bool { lhs.description < rhs.description }
}
