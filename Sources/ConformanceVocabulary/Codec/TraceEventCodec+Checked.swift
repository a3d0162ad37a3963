extension TraceEventCodec {
    /// Appends `value` in the compact form `write` gives it. Debug builds check that `read`
    /// gives it back equal, so a field added to the value's type and not to the codec fails
    /// every worker test at once.
    package static func append<Value: Equatable>(
        _ value: Value, into bytes: inout [UInt8], write: (inout BinaryWriter, Value) -> Void,
        read: (inout BinaryReader) throws(BinaryReader.Failure) -> Value
    ) {
        let start = bytes.count
        var writer = BinaryWriter(bytes: bytes)
        bytes = []
        write(&writer, value)
        bytes = writer.bytes
        assert(
            bytes.withUnsafeBytes { raw in
                var offset = 0
                return self.read(UnsafeRawBufferPointer(rebasing: raw[start...]), offset: &offset, read) == value
            }, "the compact codec does not round-trip \(Value.self)")
    }

    /// Reads one value from `bytes` at `offset`, which moves past it; nil if the bytes there
    /// do not hold one.
    package static func read<Value>(
        _ bytes: UnsafeRawBufferPointer, offset: inout Int,
        _ read: (inout BinaryReader) throws(BinaryReader.Failure) -> Value
    ) -> Value? {
        var reader = BinaryReader(bytes: bytes, offset: offset)
        guard let value = try? read(&reader) else { return nil }
        offset = reader.offset
        return value
    }
}
