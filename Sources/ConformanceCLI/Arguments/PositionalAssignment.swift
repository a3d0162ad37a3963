/// Distributes positional words over a command's positional declarations.
///
/// Required ones are served first, optional ones take a word while any are left beyond what later
/// required ones need, and a trailing variadic takes the rest.
enum PositionalAssignment {
    /// For each declaration, the indices of the words it receives. Words beyond the last range
    /// are surplus; declarations whose range is shorter than ``PositionalSpec/minimumCount`` are
    /// missing.
    static func ranges(for specs: [PositionalSpec], count: Int) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var next = 0
        for (index, spec) in specs.enumerated() {
            let reservedLater = specs[(index + 1)...].reduce(0) { $0 + $1.minimumCount }
            let available = max(0, count - next - reservedLater)
            let take: Int
            switch spec.arity {
            case .required: take = min(1, count - next)
            case .optional: take = min(1, available)
            case .variadic: take = available
            }
            let clamped = max(0, take)
            result.append(next..<(next + clamped))
            next += clamped
        }
        return result
    }
}
