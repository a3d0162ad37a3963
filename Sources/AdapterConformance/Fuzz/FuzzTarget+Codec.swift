import ConformanceVocabulary

// A fuzz job's target travels to the worker with the job's other values, in the scenario
// codec's binary form.

extension ScenarioCodec {
    /// Appends a fuzz run's target (what a worker that draws its scenarios needs with the seed).
    package static func encode(_ target: FuzzTarget, into bytes: inout [UInt8]) {
        TraceEventCodec.append(
            target, into: &bytes, write: { $0.fuzzTarget($1) },
            read: { reader throws(BinaryReader.Failure) in try reader.fuzzTarget() })
    }

    /// Decodes one fuzz target from `bytes` starting at `offset`, which moves past it.
    package static func decodeTarget(_ bytes: UnsafeRawBufferPointer, offset: inout Int) -> FuzzTarget? {
        TraceEventCodec.read(bytes, offset: &offset) { reader throws(BinaryReader.Failure) in
            try reader.fuzzTarget()
        }
    }
}

extension BinaryWriter {
    mutating func fuzzTarget(_ target: FuzzTarget) {
        strings(target.formats.map(\.rawValue))
        strings(target.rules.map(\.rawValue))
    }
}

extension BinaryReader {
    mutating func fuzzTarget() throws(BinaryReader.Failure) -> FuzzTarget {
        let formats = try raws(ScenarioFormat.self)
        return FuzzTarget(formats: formats, rules: try raws(RuleID.self))
    }
}
