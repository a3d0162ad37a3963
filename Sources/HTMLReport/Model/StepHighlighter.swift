import Foundation

/// Picks the trace step a violated rule points at, so the diagram can mark it.
///
/// Rules judge a whole trace, and the report keeps only their words (`expected …; actual
/// …`), not the step they looked at. The page therefore guesses, in this order, and the first
/// rule that finds a step wins:
///
/// 1. A call the finding's *actual* names (`reportClick()`, `completion`, `adapterVersion()`):
///    the second such step when there are several (the first one too many), else the only one.
/// 2. A subject the finding talks about: AdChoices → the rendered ad, a navigation → the URL
///    opened (or the tap), the banner view, the request's fields (ad unit, test mode, size…)
///    → the fetch, assets or media → the mapped ad, a retained handler → the handler's release,
///    a method the adapter lacks → the SDK's note that it used the default. The subjects of
///    the rule's own family are tried first.
/// 3. A call the *expected* names, picked as in 1.
/// 4. When the finding says something never happened (`0 times`, `no completion`): the last
///    thing the network told the adapter, which went unanswered.
/// 5. The last adapter → SDK arrow; failing that, the last step.
///
/// When a finding names a load (`load 1: …`), only that load's steps are considered. Quoted
/// text in a finding (an error's description, a headline) is data, not a subject, and is left
/// out of the matching.
enum StepHighlighter {
    /// The index of the step `violation` points at; `nil` only when there are no steps.
    static func step(for violation: RuleViolation, in steps: [TraceStep]) -> Int? {
        guard !steps.isEmpty else { return nil }
        let finding = violation.findings.first ?? .init(expected: "", actual: "")
        var candidates = Array(steps.indices)
        if let load = loadName(in: finding.expected + " " + finding.actual) {
            let ofLoad = candidates.filter { steps[$0].load == load }
            if !ofLoad.isEmpty { candidates = ofLoad }
        }
        let actual = unquoted(finding.actual), expected = unquoted(finding.expected)
        let both = (actual + " " + expected).lowercased()
        if let index = namedCall(in: actual, steps: steps, candidates: candidates) { return index }
        let family = String(violation.ruleID.prefix { $0 != "-" })
        if let index = subject(in: both, family: family, steps: steps, candidates: candidates) { return index }
        if let index = namedCall(in: expected, steps: steps, candidates: candidates) { return index }
        if absenceWords.contains(where: both.contains),
            let index = candidates.last(where: { steps[$0].route == .arrow(from: .network, to: .adapter) })
        {
            return index
        }
        return candidates.last { steps[$0].route == .arrow(from: .adapter, to: .sdk) } ?? candidates.last
    }

    /// The step an error points at: the last one recorded, where the fault struck.
    static func step(forFaultIn steps: [TraceStep]) -> Int? { steps.indices.last }

    static let absenceWords = ["0 times", "0 completions", "no completion", "never", "swallowed", "not there"]

    /// Subjects of findings, the labels of the steps that show them, and the rule families
    /// that are about them (tried before the others, so `multiple images` means the request
    /// for an OPT rule and the mapped images for a NAT rule).
    static let subjects: [(words: [String], labels: [String], families: [String])] = [
        (["retained", "released"], ["completion handler"], ["LOAD"]),
        (["default", "lacks"], ["adapter does not implement"], []),
        (["adchoices"], ["rendered:"], ["ADC"]),
        (["navigation", "opened"], ["open ", "user taps"], ["CLK"]),
        (["banner view", "uiview", "returned view", "made at"], ["banner view:"], ["BAN"]),
        (
            [
                "ad unit", "test mode", "multipleimages", "multiple images", "orientation", "child", "size",
                "request",
            ],
            ["fetch "], ["OPT"]
        ),
        (
            [
                "asset", "mapped", "image", "images", "headline", "body", "calltoaction", "advertiser", "store",
                "price", "starrating", "icon", "extraassets", "video", "media", "mediaview", "hasvideocontent",
            ],
            ["mapped ad:"], ["NAT", "MED"]
        ),
    ]

    /// `text` without what stands between pairs of double quotes.
    static func unquoted(_ text: String) -> String {
        var inside = false
        return String(
            text.filter { character in
                if character == "\"" { inside.toggle(); return false }
                return !inside
            })
    }

    /// `load 0: …` → `load0`, as the thread brackets of the trace name loads.
    static func loadName(in text: String) -> String? {
        guard let range = text.range(of: #"\bload [0-9]+\b"#, options: .regularExpression) else { return nil }
        return text[range].replacingOccurrences(of: " ", with: "")
    }

    /// Step 1 and 3: the calls `text` names, in the order it names them.
    private static func namedCall(in text: String, steps: [TraceStep], candidates: [Int]) -> Int? {
        var byName: [String: [Int]] = [:]
        for index in candidates {
            if let name = callName(of: steps[index]) { byName[name, default: []].append(index) }
        }
        let mentioned = byName.keys.compactMap { name -> (String.Index, String)? in
            let spelled = name == "completion" ? name : name + "("
            return text.range(of: spelled).map { ($0.lowerBound, name) }
        }
        guard let first = mentioned.min(by: { $0.0 < $1.0 }), let matches = byName[first.1] else { return nil }
        return matches.count > 1 ? matches[1] : matches[0]
    }

    /// Step 2: the rule's own subjects first, then the others, each in table order.
    private static func subject(in text: String, family: String, steps: [TraceStep], candidates: [Int]) -> Int? {
        let ordered =
            subjects.filter { $0.families.contains(family) } + subjects.filter { !$0.families.contains(family) }
        for subject in ordered where subject.words.contains(where: { containsWord($0, in: text) }) {
            for label in subject.labels {
                if let index = candidates.first(where: { steps[$0].label.hasPrefix(label) }) { return index }
            }
        }
        return nil
    }

    /// Whether `word` occurs in `text` not as the tail or head of a longer word
    /// (`asset` is not in `didrecordclickonasset`).
    static func containsWord(_ word: String, in text: String) -> Bool {
        var searchRange = text.startIndex..<text.endIndex
        while let found = text.range(of: word, range: searchRange) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if !(before?.isLetter ?? false), !(after?.isLetter ?? false) { return true }
            searchRange = found.upperBound..<text.endIndex
        }
        return false
    }

    /// The name of a call between SDK, adapter and network (`reportClick`, `completion`,
    /// `didRender`), or of one the network recorded (`handleClick`); `nil` for other notes and
    /// for steps that are not calls (`load native`, taps).
    static func callName(of step: TraceStep) -> String? {
        switch step.route {
        case .arrow(let from, let to) where from == .adapter || to == .adapter: break
        case .note(.network): break
        default: return nil
        }
        var label = Substring(step.label)
        if label.hasPrefix("delegate.") { label = label.dropFirst("delegate.".count) }
        if label.hasPrefix("completion") || label.hasPrefix("setUp completion") { return "completion" }
        let name = label.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty, label.dropFirst(name.count).first == "(" else { return nil }
        return String(name)
    }
}
