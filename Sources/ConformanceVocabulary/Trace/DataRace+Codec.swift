// Data races in ``TraceEventCodec``'s binary form, field by field as every other kind.

extension DataRace {
    /// The kind's tag in ``TraceEventCodec``.
    static let codecTag: UInt8 = 22
}

extension BinaryWriter {
    mutating func dataRace(_ race: DataRace) {
        string(race.kind); int(race.position); bool(race.betweenScenarios)
        int(race.accesses.count)
        for access in race.accesses {
            bool(access.isWrite); bool(access.isAtomic); int(access.size); string(access.thread)
            int(access.frames.count)
            for frame in access.frames {
                string(frame.function); string(frame.file); int(frame.line); string(frame.owner.rawValue)
            }
        }
    }
}

extension BinaryReader {
    mutating func dataRace() throws(BinaryReader.Failure) -> DataRace {
        let kind = try string()
        let position = try int()
        let between = try bool()
        var accesses: [DataRace.Access] = []
        for _ in 0..<(try count()) {
            let isWrite = try bool()
            let isAtomic = try bool()
            let size = try int()
            let thread = try string()
            var frames: [DataRace.Frame] = []
            for _ in 0..<(try count()) {
                let function = try string()
                let file = try string()
                let line = try int()
                frames.append(
                    DataRace.Frame(function: function, file: file, line: line, owner: try raw(SourceOwner.self)))
            }
            accesses.append(
                DataRace.Access(isWrite: isWrite, isAtomic: isAtomic, size: size, thread: thread, frames: frames))
        }
        return DataRace(kind: kind, accesses: accesses, position: position, betweenScenarios: between)
    }
}
