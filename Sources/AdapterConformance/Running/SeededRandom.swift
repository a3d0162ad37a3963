/// The harness's one source of randomness, for the fuzzer's scenarios and the order racing
/// lanes start in: SplitMix64, with our own arithmetic for every draw (the standard library's
/// `random(in:using:)` may change its algorithm between releases), so one seed gives the same
/// scenarios and the same races on every platform and toolchain.
package struct SeededRandom: Sendable {
    private var state: UInt64

    /// A generator for one seed.
    package init(seed: UInt64) { state = seed }

    /// The generator of item `stream` of a run seeded with `seed`: each generated scenario
    /// draws from its own stream, so it does not depend on how many scenarios came before it
    /// or on which process generates it.
    package init(seed: UInt64, stream: UInt64) {
        var mixer = SeededRandom(seed: seed ^ 0x6A09_E667_F3BC_C909)
        state = mixer.next() ^ SeededRandom(seed: stream &* 0x9E37_79B9_7F4A_7C15).peek()
    }

    private func peek() -> UInt64 {
        var copy = self
        return copy.next()
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number from 0 to `count - 1`; the top bits of a 128-bit product keep it even enough.
    package mutating func below(_ count: Int) -> Int {
        precondition(count > 0, "nothing to draw from")
        return Int(next().multipliedFullWidth(by: UInt64(count)).high)
    }

    /// A whole number in `range`, which may span at most 2^63 values.
    package mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True with probability `probability` (0 never, 1 always).
    package mutating func chance(_ probability: Double) -> Bool {
        guard probability > 0 else { return false }
        return Double(next() >> 11) / Double(1 << 53) < probability
    }

    /// One of `items`, each equally likely.
    package mutating func pick<Item>(_ items: [Item]) -> Item { items[below(items.count)] }

    /// `items` shuffled (Fisher–Yates from the end), each swap drawn as `next() % (index + 1)`:
    /// the draw racing lanes have always used, so a run's seed keeps its races.
    package mutating func shuffled<Item>(_ items: [Item]) -> [Item] {
        var result = items
        guard result.count > 1 else { return result }
        for index in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(index, Int(next() % UInt64(index + 1)))
        }
        return result
    }

    /// One of `items`, each as likely as its weight; weights of zero are never drawn.
    package mutating func weighted<Item>(_ items: [(Item, Int)]) -> Item {
        let total = items.reduce(0) { $0 + max(0, $1.1) }
        precondition(total > 0, "every weight is zero")
        var draw = below(total)
        for (item, weight) in items where weight > 0 {
            if draw < weight { return item }
            draw -= weight
        }
        preconditionFailure("unreachable: the draw is below the total")
    }
}
