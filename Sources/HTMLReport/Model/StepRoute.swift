import ConformanceVocabulary
import ReportGrammar

/// Where a trace step is drawn: an arrow between two lanes, a note inside one lane, or a
/// harness remark across the whole diagram.
package enum StepRoute: Sendable, Equatable {
    /// `sdk → adapter  load native`: a call, a completion, an answer or an event.
    case arrow(from: Lane, to: Lane)
    /// `sdk  mapped ad: …`, `network  setNativeAdView(_:)`: something one party did or saw.
    case note(Lane)
    /// `harness  load window ended`, or a line whose actors have no lane.
    case remark

    /// The route of an event between `actors`; `nil` when the diagram has no place for them
    /// (an actor without a lane other than the harness alone, or a call within one lane): the
    /// step is then a remark that keeps its actors in its text, so that nothing is lost.
    static func route(of actors: TraceActors) -> StepRoute? {
        guard let to = actors.to else {
            if actors.from == .harness { return .remark }
            return Lane(actors.from).map(StepRoute.note)
        }
        guard let from = Lane(actors.from), let to = Lane(to), from != to else { return nil }
        return .arrow(from: from, to: to)
    }

    /// A trace event's route and what it says: from its ``TraceKind/actors`` and its
    /// ``TraceKind/label``, or its whole line's text where ``route(of:)`` finds no place.
    static func of(_ kind: TraceKind) -> (route: StepRoute, label: String) {
        guard let route = route(of: kind.actors) else { return (.remark, kind.summary) }
        return (route, kind.label)
    }

    /// Splits the start of a step's text (`sdk → adapter  `, `network  `) from its label.
    ///
    /// Trace text puts one actor, or two joined by ` → `, then two spaces, before the label.
    /// Anything else (a foreign report, a trace format we do not know yet) is kept whole as a
    /// remark so that nothing is lost.
    static func parse(_ text: Substring) -> (route: StepRoute, label: Substring) {
        guard let (from, to, label) = TraceLine.actors(of: text), let source = TraceActor(word: from)
        else { return (.remark, text) }
        var target: TraceActor?
        if let to {
            guard let actor = TraceActor(word: to) else { return (.remark, text) }
            target = actor
        }
        guard let route = route(of: TraceActors(source, to: target)) else { return (.remark, text) }
        return (route, label)
    }
}
