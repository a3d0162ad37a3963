import AdapterConformance
import Testing

/// The harness's one seeded generator keeps every sequence a seed ever gave: published
/// SplitMix64 outputs, and the race order the engine's shuffle drew before it shared this
/// generator with the fuzzer (a seed printed by an old run still replays its races).
@Suite struct SeededRandomTests {
    @Test func drawsSplitMix64() {
        var zero = SeededRandom(seed: 0)
        #expect(
            [zero.next(), zero.next(), zero.next()] == [
                0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
            ])
        var other = SeededRandom(seed: 1_234_567)
        #expect(other.next() == 0x599E_D017_FB08_FC85)
    }

    /// The shuffle racing lanes used, as it was written before the two generators became one.
    static func formerShuffle<Element>(_ items: [Element], seed: UInt64) -> [Element] {
        var state = seed
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
        var result = items
        guard result.count > 1 else { return result }
        for index in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(index, Int(next() % UInt64(index + 1)))
        }
        return result
    }

    @Test func shufflesAsRacesAlwaysWere() {
        var differed = 0
        for seed in [UInt64(0), 1, 2, 7, 42, 1 << 40, .max] {
            for count in 0...9 {
                let items = Array(0..<count)
                var random = SeededRandom(seed: seed)
                let shuffled = random.shuffled(items)
                #expect(shuffled == Self.formerShuffle(items, seed: seed), "seed \(seed), \(count) lanes")
                #expect(shuffled.sorted() == items)
                if shuffled != items { differed += 1 }
            }
        }
        #expect(differed > 30, "the shuffle hardly moves anything: \(differed)")
    }
}
