/// The combined effect of repeated `--filter` options: an ID is selected when any pattern
/// matches it, and everything is selected when no pattern was given.
package struct GlobFilter: Sendable {
    private let patterns: [GlobPattern]

    /// Compiles the raw `--filter` values.
    package init(_ patterns: [String]) {
        self.patterns = patterns.map(GlobPattern.init)
    }

    package func includes(_ id: String) -> Bool {
        patterns.isEmpty || patterns.contains { $0.matches(id) }
    }
}
