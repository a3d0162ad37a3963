/// The one binary form every codec of the harness writes and reads (trace events, scenarios,
/// results, the worker protocol's jobs and replies): integers as 8 little-endian bytes, flags
/// and tags as one byte, strings as a length and UTF-8 bytes, optionals with a presence byte.
/// It crosses between processes of the same build only, so it carries no version.
package struct BinaryWriter {
    package var bytes: [UInt8]

    package init(bytes: [UInt8] = []) { self.bytes = bytes }

    package mutating func int(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
    }
    package mutating func byte(_ value: UInt8) { bytes.append(value) }
    package mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }
    package mutating func double(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }
    package mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }
    package mutating func optional<Value>(_ value: Value?, _ write: (inout BinaryWriter, Value) -> Void) {
        if let value {
            bytes.append(1)
            write(&self, value)
        } else {
            bytes.append(0)
        }
    }
    package mutating func string(_ value: String?) { optional(value) { $0.string($1) } }
    package mutating func bool(_ value: Bool?) { optional(value) { $0.bool($1) } }
    package mutating func double(_ value: Double?) { optional(value) { $0.double($1) } }
}

/// Reads what ``BinaryWriter`` wrote; every read past the end or of a malformed value throws.
package struct BinaryReader {
    /// The bytes did not hold what was read.
    package struct Failure: Error {}

    package let bytes: UnsafeRawBufferPointer
    /// Where the next read starts.
    package var offset = 0

    package init(bytes: UnsafeRawBufferPointer, offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    /// Whether every byte was read.
    package var isAtEnd: Bool { offset == bytes.count }

    package mutating func byte() throws(Failure) -> UInt8 {
        guard offset < bytes.count else { throw Failure() }
        defer { offset += 1 }
        return bytes[offset]
    }
    package mutating func int() throws(Failure) -> Int {
        guard offset + 8 <= bytes.count else { throw Failure() }
        let value = bytes.loadUnaligned(fromByteOffset: offset, as: Int64.self)
        offset += 8
        return Int(Int64(littleEndian: value))
    }
    package mutating func bool() throws(Failure) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw Failure()
        }
    }
    package mutating func double() throws(Failure) -> Double {
        guard offset + 8 <= bytes.count else { throw Failure() }
        let value = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        offset += 8
        return Double(bitPattern: UInt64(littleEndian: value))
    }
    package mutating func string() throws(Failure) -> String {
        let count = try int()
        guard count >= 0, offset + count <= bytes.count else { throw Failure() }
        defer { offset += count }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count)]), as: UTF8.self)
    }
    /// A count of elements that follow, each at least a byte: never more than the bytes left.
    package mutating func count() throws(Failure) -> Int {
        let count = try int()
        guard count >= 0, count <= bytes.count - offset else { throw Failure() }
        return count
    }
    package mutating func optional<Value>(_ read: (inout BinaryReader) throws(Failure) -> Value) throws(Failure)
        -> Value?
    {
        try bool() ? try read(&self) : nil
    }
    package mutating func optionalString() throws(Failure) -> String? {
        try optional { reader throws(Failure) in try reader.string() }
    }
    package mutating func optionalBool() throws(Failure) -> Bool? {
        try optional { reader throws(Failure) in try reader.bool() }
    }
    package mutating func optionalDouble() throws(Failure) -> Double? {
        try optional { reader throws(Failure) in try reader.double() }
    }
}
