/// The one buffer text is written into byte by byte: trace text and the HTML page.
///
/// Reports render every trace of a run (about fifteen lines per scenario), and building each
/// line from interpolations and joined arrays made a temporary string per piece. Pieces are
/// appended here instead, and the text is made into a `String` (or bytes) once.
///
/// A copy shares the bytes of the buffer it was copied from (they are not copied on write):
/// pass a buffer `inout`.
package struct ByteBuffer {
    /// The bytes, in memory this buffer owns (a class, so it is freed with the buffer).
    private final class Storage {
        var base: UnsafeMutablePointer<UInt8>
        var count = 0
        var capacity: Int

        init(capacity: Int) {
            self.capacity = max(capacity, 16)
            base = .allocate(capacity: self.capacity)
        }

        deinit { base.deallocate() }

        func grow(toHold needed: Int) {
            let newCapacity = max(needed, capacity * 2)
            let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            newBase.update(from: base, count: count)
            base.deallocate()
            base = newBase
            capacity = newCapacity
        }
    }

    private let storage: Storage

    package init(capacity: Int) { storage = Storage(capacity: capacity) }

    /// Appends `count` bytes; a plain loop, since most pieces are a few bytes long and a
    /// call to `memmove` (what `Array.append(contentsOf:)` ends in) costs more than copying them.
    @inline(__always)
    package mutating func append(_ source: UnsafePointer<UInt8>, _ count: Int) {
        let storage = storage
        let end = storage.count + count
        if end > storage.capacity { storage.grow(toHold: end) }
        let destination = storage.base + storage.count
        if count > 32 {
            destination.update(from: source, count: count)
        } else {
            for index in 0..<count { destination[index] = source[index] }
        }
        storage.count = end
    }

    @inline(__always)
    package mutating func append(byte: UInt8) {
        let storage = storage
        if storage.count == storage.capacity { storage.grow(toHold: storage.count + 1) }
        storage.base[storage.count] = byte
        storage.count += 1
    }

    @inline(__always)
    package mutating func add(_ literal: StaticString) {
        append(literal.utf8Start, literal.utf8CodeUnitCount)
    }

    @inline(__always)
    package mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { if let base = $0.baseAddress { append(base, $0.count) } }
    }

    @inline(__always)
    package mutating func add(_ text: Substring) {
        var text = text
        text.withUTF8 { if let base = $0.baseAddress { append(base, $0.count) } }
    }

    /// Decimal digits of `value`, as `String(value)` gives them.
    package mutating func add(_ value: Int) {
        if value < 0 { append(byte: UInt8(ascii: "-")) }
        addDigits(value.magnitude, minimumWidth: 1)
    }

    /// `value` in decimal, zero-padded on the left to `minimumWidth` digits.
    package mutating func addDigits(_ value: UInt, minimumWidth: Int) {
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var position = buffer.count
            var rest = value
            repeat {
                position -= 1
                buffer[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest != 0
            while buffer.count - position < minimumWidth {
                position -= 1
                buffer[position] = UInt8(ascii: "0")
            }
            append(buffer.baseAddress!.assumingMemoryBound(to: UInt8.self) + position, buffer.count - position)
        }
    }

    /// How many bytes the buffer holds.
    package var byteCount: Int { storage.count }

    /// The buffer's text.
    package var text: String {
        String(decoding: UnsafeBufferPointer(start: storage.base, count: storage.count), as: UTF8.self)
    }

    /// The buffer's bytes.
    package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage.base, count: storage.count)) }
}
