/// The combined effect of repeated `--filter` options: an ID is selected when any pattern
/// matches it, and everything is selected when no pattern was given.
public struct GlobFilter: Sendable, Hashable {
    /// One pattern per `--filter` occurrence.
    public let patterns: [GlobPattern]

    /// Compiles the raw `--filter` values.
    public init(_ patterns: [String]) {
        self.patterns = patterns.map(GlobPattern.init)
    }

    /// Whether the filter lets `id` through.
    public func includes(_ id: String) -> Bool {
        patterns.isEmpty || patterns.contains { $0.matches(id) }
    }

    /// Patterns that matched none of `ids`, worth warning about because they usually are typos.
    public func unmatchedPatterns(in ids: [String]) -> [GlobPattern] {
        patterns.filter { pattern in !ids.contains { pattern.matches($0) } }
    }
}
