import Foundation
import ConformanceVocabulary

/// A scenario's result as the text of its JUnit test case: `<system-out>` (header, trace, the
/// adapter's output), the `<failure>` message and body (rule blocks, each finding with the
/// events it judged), the `<error>` body and `<system-err>` lines; and the readers of each.
package enum CaseText {
    // MARK: Words the forms are made of

    package static let scenarioPrefix = "scenario: "
    package static let titleSeparator = " — "
    package static let rulesPrefix = "rules: "
    package static let expectedPrefix = "expected: "
    package static let actualPrefix = "actual:   "
    /// Ends a failure's rule blocks; the trace follows.
    package static let traceMarker = "\n\ntrace:\n"
    /// Ends an error's message and details; the trace follows.
    package static let faultTraceMarker = "trace up to the fault:\n"
    /// Follows the trace in `<system-out>` (after a blank line) when the adapter printed anything.
    package static let outputMarker = "the adapter's standard output:"
    /// Starts the adapter's own standard error in `<system-err>`.
    package static let errorMarker = "the adapter's standard error:"
    /// Starts a `<system-err>` line naming a rule not judged.
    package static let skippedPrefix = "skipped "
    /// Starts a `<system-err>` line naming a recommended rule violated.
    package static let warningPrefix = "warning "

    // MARK: Writing

    /// `scenario: ID — title` and `rules: A, B`.
    package static func header(_ result: ScenarioResult) -> String {
        "\(scenarioPrefix)\(result.scenarioID)\(titleSeparator)\(result.title)\n\(rulesPrefix)\(result.outcomes.map(\.ruleID.rawValue).joined(separator: ", "))"
    }

    /// The trace as reports carry it.
    package static func trace(_ result: ScenarioResult) -> String { result.trace.text }

    /// `<system-out>`: the header, a blank line, the trace, and the adapter's output if any.
    package static func systemOut(_ result: ScenarioResult, trace: String) -> String {
        var text = "\(header(result))\n\n\(trace)"
        if let written = result.output?.standardOutput, !written.isEmpty {
            text += "\n\n\(outputMarker)\n\(written)"
        }
        return text
    }

    /// `<system-out>` of a fuzz finding's case: how it was found, the shrunk scenario's file
    /// and the trace.
    package static func fuzzSystemOut(_ finding: FuzzFinding, adapter: String, file: String?) -> String {
        let origin = """
            \(finding.kind) found by fuzzing: \(finding.description(adapter: adapter))
            \(finding.occurrences > 1 ? "The same shrunk scenario came from \(finding.occurrences) generated scenarios.\n" : "")
            """
        return origin + "\nscenario file\(file.map { " (\($0))" } ?? ""):\n" + finding.fileText(adapter: adapter)
            + "\ntrace:\n" + finding.result.trace.text
    }

    /// A finding on one line: `expected …; actual …` (the failure's message, warnings).
    package static func oneLine(_ finding: Finding) -> String {
        "expected \(finding.expected); actual \(finding.actual)"
    }

    /// A finding as a block: `expected: …`, `actual:   …` and the events line.
    package static func findingBlock(_ finding: Finding) -> String {
        "\(expectedPrefix)\(finding.expected)\n\(actualPrefix)\(finding.actual)\n\(EvidenceText.line(finding.evidence))"
    }

    /// `ID (level): sentence`, then each finding's block.
    package static func ruleBlock(_ outcome: RuleOutcome) -> String {
        let title = RuleCatalog.definition(outcome.ruleID).summary
        return (["\(outcome.ruleID) (\(outcome.level.rawValue)): \(title)"] + outcome.findings.map(findingBlock))
            .joined(separator: "\n")
    }

    /// The failure's message: every violated rule's ID, then the first finding on one line.
    package static func failureMessage(_ violated: [RuleOutcome]) -> String {
        let ids = violated.map(\.ruleID.rawValue).joined(separator: ", ")
        return "\(ids): \(violated.first?.findings.first.map(oneLine) ?? "violated")"
    }

    /// The failure's body: `IDS: N rules violated`, a blank line, the rule blocks, and the trace.
    package static func failureBody(_ violated: [RuleOutcome], trace: String) -> String {
        let ids = violated.map(\.ruleID.rawValue).joined(separator: ", ")
        let count = violated.count == 1 ? "1 rule violated" : "\(violated.count) rules violated"
        return "\(ids): \(count)\n\n\(violated.map(ruleBlock).joined(separator: "\n\n"))\(traceMarker)\(trace)"
    }

    /// The error's body: the fault's message, its details, and the trace up to the fault.
    package static func faultBody(_ fault: ScenarioFault, trace: String) -> String {
        "\(FaultText.message(fault))\n\n\(FaultText.details(fault).map { "\($0)\n\n" } ?? "")\(faultTraceMarker)\(trace)"
    }

    /// The skipped case's message: each skipped rule's reason.
    package static func skipMessage(_ result: ScenarioResult) -> String {
        result.outcomes.compactMap(skipReason).joined(separator: "; ")
    }

    /// `<system-err>`: recommended rules violated, rules not judged and why, the adapter's
    /// standard error; `nil` when there is none of these.
    package static func systemErr(_ result: ScenarioResult) -> String? {
        var lines = result.warnings.flatMap { warning in
            warning.findings.map { "\(warningPrefix)\(warning.ruleID): \(oneLine($0))" }
        }
        lines += result.outcomes.compactMap { outcome in
            skipReason(outcome).map { "\(skippedPrefix)\(outcome.ruleID): \($0)" }
        }
        if let written = result.output?.standardError, !written.isEmpty {
            lines.append("\(errorMarker)\n\(written)")
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    static func skipReason(_ outcome: RuleOutcome) -> String? {
        if case .skipped(let reason) = outcome.verdict { return reason }
        return nil
    }

    // MARK: Reading

    /// A finding as a report spells it out.
    package struct ParsedFinding: Sendable, Equatable {
        package var expected: String
        package var actual: String
        /// The events the finding judged; `nil` when the report does not say (an older report).
        package var evidence: TraceEvidence?

        package init(expected: String, actual: String, evidence: TraceEvidence? = nil) {
            self.expected = expected
            self.actual = actual
            self.evidence = evidence
        }
    }

    /// A rule block as a report spells it out.
    package struct ParsedViolation: Sendable, Equatable {
        package var ruleID: String
        package var level: String
        package var findings: [ParsedFinding]

        package init(ruleID: String, level: String = "required", findings: [ParsedFinding]) {
            self.ruleID = ruleID
            self.level = level
            self.findings = findings
        }
    }

    /// The rule blocks of a failure's body (see ``failureBody(_:trace:)``). Text that has no
    /// such blocks (a failure from another tool) gives none.
    package static func violations(failureBody body: String) -> [ParsedViolation] {
        let head = body.range(of: traceMarker).map { body[..<$0.lowerBound] } ?? body[...]
        var violations: [ParsedViolation] = []
        var lastField: WritableKeyPath<ParsedFinding, String>?
        for line in head.split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
            if let open = line.range(of: " ("), let close = line.range(of: "): "), open.upperBound <= close.lowerBound,
                !line.hasPrefix(" "), isRuleID(line[..<open.lowerBound])
            {
                violations.append(
                    ParsedViolation(
                        ruleID: String(line[..<open.lowerBound]),
                        level: String(line[open.upperBound..<close.lowerBound]),
                        findings: []))
                lastField = nil
            } else if line.hasPrefix(expectedPrefix), !violations.isEmpty {
                let text = String(line.dropFirst(expectedPrefix.count))
                violations[violations.count - 1].findings.append(ParsedFinding(expected: text, actual: ""))
                lastField = \.expected
            } else if line.hasPrefix("actual: "), let last = violations.indices.last,
                !violations[last].findings.isEmpty
            {
                let text = line.dropFirst("actual: ".count).drop { $0 == " " }
                violations[last].findings[violations[last].findings.count - 1].actual = String(text)
                lastField = \.actual
            } else if lastField != nil, let evidence = EvidenceText.parse(line), let last = violations.indices.last,
                let finding = violations[last].findings.indices.last
            {
                violations[last].findings[finding].evidence = evidence
                lastField = nil
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
    package static func isRuleID(_ text: Substring) -> Bool {
        guard let dash = text.firstIndex(of: "-") else { return false }
        let prefix = text[..<dash], number = text[text.index(after: dash)...]
        return !prefix.isEmpty && prefix.allSatisfy { $0.isASCII && $0.isUppercase } && !number.isEmpty
            && number.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// `<system-out>` taken apart (see ``systemOut(_:trace:)``).
    package struct ParsedSystemOut: Sendable, Equatable {
        package var scenarioID: String?
        package var title: String?
        package var rules: [String] = []
        /// The trace's events, one per line (a line that does not start an event continues the
        /// previous one's text).
        package var trace: [TraceLine] = []
        package var standardOutput: String?
    }

    /// Reads `<system-out>`. Output from other tools has no header; it is kept whole as the
    /// adapter's output.
    package static func parse(systemOut: String?) -> ParsedSystemOut {
        var parsed = ParsedSystemOut()
        guard let systemOut, !systemOut.isEmpty else { return parsed }
        guard systemOut.hasPrefix(scenarioPrefix) else {
            parsed.standardOutput = systemOut
            return parsed
        }
        // Split on the newline byte: Character-wise splitting was most of the page's cost.
        var lines = systemOut.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map(Substring.init)[...]
        if let header = lines.popFirst() {
            let named = header.dropFirst(scenarioPrefix.count)
            if let dash = named.range(of: titleSeparator) {
                parsed.scenarioID = String(named[..<dash.lowerBound])
                parsed.title = String(named[dash.upperBound...])
            } else {
                parsed.scenarioID = String(named)
            }
        }
        if let first = lines.first, first.hasPrefix(rulesPrefix) {
            parsed.rules = first.dropFirst(rulesPrefix.count).split(separator: ", ").map(String.init)
            lines = lines.dropFirst()
        }
        var previousBlank = false
        while let line = lines.popFirst() {
            // The adapter's output follows a blank line and the marker; a marker inside the
            // trace text (an adapter's error description) has no blank line before it.
            if previousBlank, line == outputMarker {
                parsed.standardOutput = lines.joined(separator: "\n")
                break
            }
            if let step = TraceLine(line: line) {
                parsed.trace.append(step)
            } else if !line.isEmpty, !parsed.trace.isEmpty {
                parsed.trace[parsed.trace.count - 1].text += "\n" + line
            }
            previousBlank = line.isEmpty
        }
        return parsed
    }

    /// What an error's body holds besides its message and trace (the backtrace, say).
    package static func faultDetails(message: String, body: String) -> String {
        var body = body[...]
        if let trace = body.range(of: faultTraceMarker) { body = body[..<trace.lowerBound] }
        if body.hasPrefix(message) { body = body.dropFirst(message.count) }
        return body.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
