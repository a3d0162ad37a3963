/// Which slice of the scenario list this invocation runs (`--shard K/N`), so CI can spread one
/// suite over N machines. Shards are 1-based because that is how people number CI jobs.
public struct ShardSpec: Sendable, Hashable, CustomStringConvertible {
    /// 1-based shard number, `1...count`.
    public let index: Int
    /// Total number of shards, at least 1.
    public let count: Int

    /// Creates a shard, rejecting numbers outside `1 ≤ index ≤ count`.
    public init(index: Int, count: Int) throws(InvalidValue) {
        guard count >= 1, (1...count).contains(index) else {
            throw InvalidValue(expected: "K/N with 1 ≤ K ≤ N")
        }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`, e.g. `2/3`.
    public init(parsing text: String) throws(InvalidValue) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let index = Int(parts[0]), let count = Int(parts[1])
        else {
            throw InvalidValue(expected: "K/N with 1 ≤ K ≤ N")
        }
        try self.init(index: index, count: count)
    }

    /// Whether the item at a 0-based position in a stably ordered list belongs to this shard.
    /// Round-robin keeps shards balanced even when neighbouring scenarios differ in cost.
    public func includes(position: Int) -> Bool {
        position % count == index - 1
    }

    /// The items of a stably ordered list that belong to this shard.
    public func select<Element>(_ items: [Element]) -> [Element] {
        items.enumerated().filter { includes(position: $0.offset) }.map(\.element)
    }

    /// `K/N`, the same form `--shard` accepts.
    public var description: String { "\(index)/\(count)" }
}
