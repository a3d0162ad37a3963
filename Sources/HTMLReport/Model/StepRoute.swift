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
        guard let gap = firstIndex(of: Self.gap, in: text) else { return (.remark, text) }
        let head = text[..<gap]
        let label = text[text.utf8.index(gap, offsetBy: Self.gap.count)...]
        if let arrow = firstIndex(of: Self.arrow, in: head) {
            guard let from = Lane(actor: head[..<arrow]),
                let to = Lane(actor: head[head.utf8.index(arrow, offsetBy: Self.arrow.count)...]), from != to
            else { return (.remark, text) }
            return (.arrow(from: from, to: to), label)
        }
        if head == "harness" { return (.remark, label) }
        guard let lane = Lane(actor: head) else { return (.remark, text) }
        return (.note(lane), label)
    }

    /// Two spaces end the actors; ` → ` joins two of them (as UTF-8, searched byte by byte
    /// because Foundation's string search costs far more on Linux).
    private static let gap = Array("  ".utf8)
    private static let arrow = Array(" → ".utf8)

    private static func firstIndex(of needle: [UInt8], in text: Substring) -> String.Index? {
        let bytes = text.utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == needle[0], bytes[index...].starts(with: needle) { return index }
            index = bytes.index(after: index)
        }
        return nil
    }
}
