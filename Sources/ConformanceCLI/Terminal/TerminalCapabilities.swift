import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the output stream can display, decided once so every printer agrees.
///
/// Honoured conventions: `NO_COLOR` (any non-empty value disables colour, see no-color.org),
/// `TERM=dumb` (no escape sequences at all), `CI` (logs are files, so no live redrawing).
package struct TerminalCapabilities: Sendable {
    var isTerminal: Bool
    /// Running under a CI service (`CI` set to a non-empty value).
    package var isCI: Bool
    /// The user opted out of colour with `NO_COLOR`.
    var noColor: Bool
    /// `TERM=dumb`: the terminal understands no escape sequences.
    var isDumbTerminal: Bool
    /// Terminal width in columns when known; live lines are cut to it so they never wrap.
    package var columns: Int?

    /// Sets each capability directly, for forced modes.
    init(isTerminal: Bool, isCI: Bool = false, noColor: Bool = false, isDumbTerminal: Bool = false, columns: Int? = nil)
    {
        self.isTerminal = isTerminal
        self.isCI = isCI
        self.noColor = noColor
        self.isDumbTerminal = isDumbTerminal
        self.columns = columns
    }

    /// Derives capabilities from a TTY check and an environment, so tests can pass both.
    package init(isTerminal: Bool, environment: [String: String], columns: Int? = nil) {
        func isSet(_ key: String) -> Bool { !(environment[key] ?? "").isEmpty }
        self.init(
            isTerminal: isTerminal, isCI: isSet("CI"), noColor: isSet("NO_COLOR"),
            isDumbTerminal: environment["TERM"] == "dumb", columns: columns)
    }

    /// Inspects a real file descriptor (stdout by default; use `STDERR_FILENO` for progress)
    /// and the process environment.
    static func detect(
        fileDescriptor: Int32 = STDOUT_FILENO,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> TerminalCapabilities {
        let isTerminal = isatty(fileDescriptor) == 1
        return TerminalCapabilities(
            isTerminal: isTerminal, environment: environment,
            columns: isTerminal ? terminalColumns(fileDescriptor) : nil)
    }

    /// Whether to emit ANSI colour and bold/dim sequences.
    package var useColor: Bool { isTerminal && !noColor && !isDumbTerminal }

    /// Whether to redraw a single live progress line with `\r`; CI logs would keep every frame.
    package var useLiveProgress: Bool { isTerminal && !isCI && !isDumbTerminal }

    /// Plain output for files and `--no-progress`: no colour, no live line.
    static let plain = TerminalCapabilities(isTerminal: false)

    private static func terminalColumns(_ fileDescriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
