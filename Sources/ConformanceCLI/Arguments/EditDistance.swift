/// Edit distance used to suggest what the user probably meant.
///
/// This is the optimal-string-alignment variant of Damerau–Levenshtein: insertions, deletions,
/// substitutions and swaps of two neighbouring characters each cost 1, which is how typos
/// like `rnu` for `run` actually happen.
package enum EditDistance {
    /// Number of single-character edits (including adjacent swaps) turning `source` into `target`.
    package static func between(_ source: String, _ target: String) -> Int {
        let a = Array(source), b = Array(target)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rolling rows: two rows back is needed for the transposition case.
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, previousPrevious[j - 2] + 1)
                }
                current[j] = best
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
