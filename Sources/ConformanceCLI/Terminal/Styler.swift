/// Adds ANSI styling when the destination supports it and leaves text untouched otherwise, so
/// callers style unconditionally and never check capabilities themselves.
package struct Styler: Sendable {
    /// The SGR styles the harness uses.
    package enum Style: String, Sendable, CaseIterable {
        case bold = "1"
        case dim = "2"
        case red = "31"
        case yellow = "33"
    }

    private let isEnabled: Bool

    /// Use ``init(capabilities:)`` for real output; this one is for forcing a mode.
    init(enabled: Bool) {
        self.isEnabled = enabled
    }

    /// Styles output for a stream with these capabilities.
    package init(capabilities: TerminalCapabilities) {
        self.init(enabled: capabilities.useColor)
    }

    /// Never styles; for files, JSON and tests.
    static let plain = Styler(enabled: false)

    /// Wraps `text` in the given styles followed by a reset.
    package func apply(_ styles: Style..., to text: String) -> String {
        apply(styles, to: text)
    }

    func apply(_ styles: [Style], to text: String) -> String {
        guard isEnabled, !styles.isEmpty, !text.isEmpty else { return text }
        let codes = styles.map(\.rawValue).joined(separator: ";")
        return "\u{1B}[\(codes)m\(text)\u{1B}[0m"
    }

    /// Emphasis, e.g. table headers.
    func bold(_ text: String) -> String { apply(.bold, to: text) }
    /// De-emphasis, e.g. scenario IDs on the live line.
    func dim(_ text: String) -> String { apply(.dim, to: text) }
    /// Failures.
    package func red(_ text: String) -> String { apply(.red, to: text) }
    /// Errors (crash, hang) as opposed to failures.
    func yellow(_ text: String) -> String { apply(.yellow, to: text) }
}
