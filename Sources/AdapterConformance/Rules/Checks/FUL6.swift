import ConformanceVocabulary
import Foundation

/// FUL-6: every didDismissFullScreenView is immediately preceded by one willDismissFullScreenView.
struct FUL_6: RuleCheck {
    let rule = RuleCatalog.definition(.ful6)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        let made = context.delegateCalls(load: 0).filter { FullScreenTimeline.presentationCalls.contains($0.call) }
        let calls = made.map(\.call)
        let dismissals = calls.indices.filter { calls[$0] == .didDismissFullScreenView }
        guard !dismissals.isEmpty else { return .skipped("no didDismissFullScreenView in this scenario") }
        var findings: [Finding] = []
        for index in dismissals {
            let before = index > 0 ? calls[index - 1] : nil
            let twice = index > 1 && calls[index - 2] == .willDismissFullScreenView
            if before != .willDismissFullScreenView || twice {
                findings.append(
                    Finding(
                        expected: "willDismissFullScreenView once, right before didDismissFullScreenView",
                        actual: twice
                            ? "willDismissFullScreenView twice" : "before it: \(before.map(\.name) ?? "nothing")",
                        at: made[max(0, index - (twice ? 2 : 1))...index].map(\.event)))
            }
        }
        return verdict(findings)
    }
}

// What the rest of the harness needs from these rules besides their checks: formats, fuzz aims, limits.

extension FUL_6 {
    func aim(_ grammar: inout FuzzGrammar) { FUL_1.aimAtShows(&grammar) }
}
