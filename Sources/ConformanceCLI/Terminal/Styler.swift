/// Adds ANSI styling when the destination supports it and leaves text untouched otherwise, so
/// callers style unconditionally and never check capabilities themselves.
public struct Styler: Sendable, Equatable {
    /// The SGR styles the harness uses.
    public enum Style: String, Sendable, CaseIterable {
        case bold = "1"
        case dim = "2"
        case red = "31"
        case green = "32"
        case yellow = "33"
    }

    /// Whether escape sequences are emitted at all.
    public let isEnabled: Bool

    /// Use ``init(capabilities:)`` for real output; this one is for forcing a mode.
    public init(enabled: Bool) {
        self.isEnabled = enabled
    }

    /// Styles output for a stream with these capabilities.
    public init(capabilities: TerminalCapabilities) {
        self.init(enabled: capabilities.useColor)
    }

    /// Never styles; for files, JSON and tests.
    public static let plain = Styler(enabled: false)

    /// Wraps `text` in the given styles followed by a reset.
    public func apply(_ styles: Style..., to text: String) -> String {
        apply(styles, to: text)
    }

    /// Wraps `text` in the given styles followed by a reset.
    public func apply(_ styles: [Style], to text: String) -> String {
        guard isEnabled, !styles.isEmpty, !text.isEmpty else { return text }
        let codes = styles.map(\.rawValue).joined(separator: ";")
        return "\u{1B}[\(codes)m\(text)\u{1B}[0m"
    }

    /// Emphasis, e.g. table headers.
    public func bold(_ text: String) -> String { apply(.bold, to: text) }
    /// De-emphasis, e.g. scenario IDs on the live line.
    public func dim(_ text: String) -> String { apply(.dim, to: text) }
    /// Failures.
    public func red(_ text: String) -> String { apply(.red, to: text) }
    /// Success.
    public func green(_ text: String) -> String { apply(.green, to: text) }
    /// Errors and warnings.
    public func yellow(_ text: String) -> String { apply(.yellow, to: text) }
}
