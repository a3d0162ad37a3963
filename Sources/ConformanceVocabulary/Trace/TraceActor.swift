/// A party to trace events, named in each line before what was said (`sdk → adapter  load native`).
package enum TraceActor: Sendable, CaseIterable {
    /// The Google Mobile Ads SDK, which the engine plays.
    case sdk
    case adapter
    /// The scripted network, or the network SDK's stand-in on it.
    case network
    /// The app's custom click handler.
    case publisher
    /// The operating system, which opens URLs.
    case system
    /// The engine's own remarks: scenario phases, windows that ended, steps it skipped.
    case harness
    /// ThreadSanitizer, reporting a data race.
    case sanitizer

    /// The word trace lines name the actor by (a literal: the trace writer copies it as it is).
    package var word: StaticString {
        switch self {
        case .sdk: "sdk"
        case .adapter: "adapter"
        case .network: "network"
        case .publisher: "publisher"
        case .system: "system"
        case .harness: "harness"
        case .sanitizer: "sanitizer"
        }
    }

    /// The actor a trace line names by `word`, if any.
    package init?(word: Substring) {
        guard let actor = Self.allCases.first(where: { $0.word.withUTF8Buffer { $0.elementsEqual(word.utf8) } })
        else { return nil }
        self = actor
    }
}

/// Who a trace event is between: one party that did or saw something, or a call, an answer
/// or an event from one party to another.
package struct TraceActors: Equatable, Sendable {
    package var from: TraceActor
    /// `nil` when the event is one party's own.
    package var to: TraceActor?

    package init(_ from: TraceActor, to: TraceActor? = nil) {
        self.from = from
        self.to = to
    }

    /// Renders the start of the event's line: the actors, joined by ` → `, then two spaces.
    func render(into buffer: inout ByteBuffer) {
        // The pairs trace events are between, as one literal each: every report renders every
        // line, and one copy costs less than the four pieces.
        switch (from, to) {
        case (.sdk, .adapter?): return buffer.add("sdk → adapter  ")
        case (.adapter, .sdk?): return buffer.add("adapter → sdk  ")
        case (.adapter, .network?): return buffer.add("adapter → network  ")
        case (.network, .adapter?): return buffer.add("network → adapter  ")
        case (.sdk, nil): return buffer.add("sdk  ")
        case (.network, nil): return buffer.add("network  ")
        case (.harness, nil): return buffer.add("harness  ")
        default: break
        }
        buffer.add(from.word)
        if let to {
            buffer.add(" → ")
            buffer.add(to.word)
        }
        buffer.add("  ")
    }
}

extension TraceKind {
    /// Who the event is between; its line names them before ``label``.
    package var actors: TraceActors {
        switch self {
        case .versionQueried, .setUpStarted, .loadStarted, .sdkCall: TraceActors(.sdk, to: .adapter)
        case .setUpCompleted, .completion, .delegateCall: TraceActors(.adapter, to: .sdk)
        case .networkFetch, .networkShow: TraceActors(.adapter, to: .network)
        case .networkAnswer, .networkEvent: TraceActors(.network, to: .adapter)
        case .networkObservation, .networkNote: TraceActors(.network)
        case .defaulted, .assets, .render, .bannerView, .handlerReleased: TraceActors(.sdk)
        case .navigation: TraceActors(.system)
        case .customClickHandler: TraceActors(.sdk, to: .publisher)
        case .note: TraceActors(.harness)
        case .bidding(let event): event.actors
        case .dataRace: TraceActors(.sanitizer)
        }
    }
}
