/// Splits work across CI machines. A job's shard depends only on its own name (FNV-1a hash),
/// so it is the same on every machine and run, and adding a scenario moves no other one.
enum Sharding {
    /// The 1-based shard of `key` among `count`.
    static func shard(of key: String, count: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return Int(hash % UInt64(count)) + 1
    }
}
