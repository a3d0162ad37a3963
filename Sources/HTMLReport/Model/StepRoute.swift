import ReportGrammar

/// Where a trace step is drawn: an arrow between two lanes, a note inside one lane, or a
/// harness remark across the whole diagram.
package enum StepRoute: Sendable, Equatable {
    /// `sdk → adapter  load native`: a call, a completion, an answer or an event.
    case arrow(from: Lane, to: Lane)
    /// `sdk  mapped ad: …`, `network  setNativeAdView(_:)`: something one party did or saw.
    case note(Lane)
    /// `harness  load window ended`, or a line whose actor we do not know.
    case remark

    /// Splits the start of a step's text (`sdk → adapter  `, `network  `) from its label.
    ///
    /// Trace text puts one actor, or two joined by ` → `, then two spaces, before the label.
    /// Anything else (a foreign report, a trace format we do not know yet) is kept whole as a
    /// remark so that nothing is lost.
    static func parse(_ text: Substring) -> (route: StepRoute, label: Substring) {
        guard let (from, to, label) = TraceLine.actors(of: text) else { return (.remark, text) }
        if let to {
            guard let from = Lane(actor: from), let to = Lane(actor: to), from != to else { return (.remark, text) }
            return (.arrow(from: from, to: to), label)
        }
        if from == "harness" { return (.remark, label) }
        guard let lane = Lane(actor: from) else { return (.remark, text) }
        return (.note(lane), label)
    }
}
