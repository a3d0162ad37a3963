/// Which slice of the jobs this invocation runs (`--shard K/N`), so CI can spread one suite
/// over N machines; ``Sharding`` decides which jobs fall in which slice. Shards are 1-based
/// because that is how people number CI jobs.
package struct ShardSpec: Sendable, Equatable, CustomStringConvertible {
    /// 1-based shard number, `1...count`.
    package let index: Int
    /// Total number of shards, at least 1.
    package let count: Int

    /// Rejects numbers outside `1 ≤ index ≤ count`.
    package init(index: Int, count: Int) throws(InvalidValue) {
        guard count >= 1, (1...count).contains(index) else {
            throw InvalidValue(expected: "K/N with 1 ≤ K ≤ N")
        }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`, e.g. `2/3`.
    package init(parsing text: String) throws(InvalidValue) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let index = Int(parts[0]), let count = Int(parts[1])
        else {
            throw InvalidValue(expected: "K/N with 1 ≤ K ≤ N")
        }
        try self.init(index: index, count: count)
    }

    /// `K/N`, the same form `--shard` accepts.
    package var description: String { "\(index)/\(count)" }
}
