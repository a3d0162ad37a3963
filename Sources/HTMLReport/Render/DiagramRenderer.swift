/// A trace as a sequence diagram in HTML and CSS: one grid row per step, four lanes
/// (publisher/system, SDK, adapter, network) with their lifelines, arrows for calls,
/// completions, answers and events, notes inside a lane, harness remarks across. Virtual
/// time runs down the left side; the thread sits on each arrow; steps a rule points at are
/// marked with the rule (see ``StepMarks``).
///
/// Plain elements and a fixed set of classes keep a step to about sixty bytes of markup,
/// which is what lets ten thousand scenarios fit in one page (see `PageStyle` for the drawing).
enum DiagramRenderer {
    /// `marks` maps step indices to the rule IDs (or fault kind) that point at them; marks
    /// under `nil` have no step to sit on (an empty trace) and are shown on the placeholder.
    static func render(_ steps: [TraceStep], marks: [Int?: [String]], into html: inout HTMLBuffer) {
        html.raw("<figure class=\"sq\"")
        html.attribute("data-steps", String(steps.count))
        html.raw(">")
        guard !steps.isEmpty else {
            html.raw("<p class=\"none")
            if let labels = marks[nil] {
                html.raw(" v\"")
                html.attribute("data-rule", labels.joined(separator: " "))
                html.raw(">")
                for label in labels { badge(label, into: &html) }
            } else {
                html.raw("\">")
            }
            html.raw(" No trace steps were recorded for this scenario.</p></figure>")
            return
        }
        html.raw("<ol><li class=\"hd\">")
        for lane in Lane.allCases {
            html.raw("<span>")
            html.text(lane.title)
            html.raw("</span>")
        }
        html.raw("</li>")
        for (index, step) in steps.enumerated() {
            row(step, marks: marks[index], into: &html)
        }
        html.raw("</ol></figure>")
    }

    private static func row(_ step: TraceStep, marks: [String]?, into html: inout HTMLBuffer) {
        html.raw("<li class=\"")
        switch step.route {
        case .arrow(let from, let to):
            html.raw("a ")
            span(min(from, to), max(from, to), into: &html)
            html.raw(from < to ? " rt" : " lt")
        case .note(let lane):
            html.raw("n ")
            // SDK notes (the mapped ad, the rendered view) are long: they may run to the right edge.
            span(lane, lane == .sdk ? .network : lane, into: &html)
        case .remark:
            html.raw("h")
        }
        switch step.threadKind {
        case .main: html.raw(" tm")
        case .background: html.raw(" tb")
        case .race: html.raw(" tr")
        case .other: html.raw(" to")
        }
        if let marks {
            html.raw(" v\"")
            html.attribute("data-rule", marks.joined(separator: " "))
            html.raw("><i>")
        } else {
            html.raw("\"><i>")
        }
        html.text(step.time)
        for label in marks ?? [] { badge(label, into: &html) }
        html.raw("</i><p><b>")
        html.text(step.thread)
        if let load = step.load {
            html.raw(" ")
            html.text(load)
        }
        html.raw("</b>")
        html.text(step.label)
        html.raw("</p></li>")
    }

    /// The class naming the lanes a step covers, `c12` for SDK to adapter.
    private static func span(_ first: Lane, _ last: Lane, into html: inout HTMLBuffer) {
        html.raw("c")
        html.number(first.rawValue)
        html.number(last.rawValue)
    }

    private static func badge(_ label: String, into html: inout HTMLBuffer) {
        html.raw("<em>")
        html.text(label)
        html.raw("</em>")
    }
}
