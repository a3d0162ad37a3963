import Foundation

/// One violated rule of a failing case, as the `<failure>` text spells it out.
package struct RuleViolation: Sendable, Equatable {
    /// What the rule wanted and what happened instead; a rule can be broken more than once
    /// in one scenario (once per load).
    package struct Finding: Sendable, Equatable {
        package var expected: String
        package var actual: String
    }

    package var ruleID: String
    /// `required` or `recommended`, as the failure text says.
    package var level: String
    package var findings: [Finding]

    package init(ruleID: String, level: String = "required", findings: [Finding]) {
        self.ruleID = ruleID
        self.level = level
        self.findings = findings
    }

    /// The rule blocks of a failure's text: `IDS: N rules violated`, a blank line, then per
    /// rule `ID (level): sentence` and `expected:`/`actual:` lines, then `trace:` and the
    /// trace. Text that has no such blocks (a failure from another tool) gives none; the
    /// caller falls back to the failure's type and message.
    static func parse(failureBody body: String) -> [RuleViolation] {
        let head = body.range(of: "\n\ntrace:\n").map { body[..<$0.lowerBound] } ?? body[...]
        var violations: [RuleViolation] = []
        var lastField: WritableKeyPath<Finding, String>?
        for line in head.split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
            if let open = line.range(of: " ("), let close = line.range(of: "): "), open.upperBound <= close.lowerBound,
                !line.hasPrefix(" "), isRuleID(line[..<open.lowerBound])
            {
                violations.append(
                    RuleViolation(
                        ruleID: String(line[..<open.lowerBound]),
                        level: String(line[open.upperBound..<close.lowerBound]),
                        findings: []))
                lastField = nil
            } else if line.hasPrefix("expected: "), !violations.isEmpty {
                let text = String(line.dropFirst("expected: ".count))
                violations[violations.count - 1].findings.append(Finding(expected: text, actual: ""))
                lastField = \.expected
            } else if line.hasPrefix("actual: "), let last = violations.indices.last,
                !violations[last].findings.isEmpty
            {
                let text = line.dropFirst("actual: ".count).drop { $0 == " " }
                violations[last].findings[violations[last].findings.count - 1].actual = String(text)
                lastField = \.actual
            } else if !line.isEmpty, let field = lastField, let last = violations.indices.last,
                let finding = violations[last].findings.indices.last
            {
                // An expectation or an actual value that held a newline continues here.
                violations[last].findings[finding][keyPath: field] += "\n" + line
            } else if line.isEmpty {
                lastField = nil
            }
        }
        return violations
    }

    /// `LOAD-1`, `CLK-12`: capital letters, a dash, digits.
    static func isRuleID(_ text: Substring) -> Bool {
        guard let dash = text.firstIndex(of: "-") else { return false }
        let prefix = text[..<dash], number = text[text.index(after: dash)...]
        return !prefix.isEmpty && prefix.allSatisfy { $0.isASCII && $0.isUppercase } && !number.isEmpty
            && number.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
