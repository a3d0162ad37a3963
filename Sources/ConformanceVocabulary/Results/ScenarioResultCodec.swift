/// A compact binary form of scenario results, for a worker's replies (as
/// ``TraceEventCodec`` is for trace events): JSON of a result, its outcomes' nested verdicts
/// above all, costs a third of what a job costs its two processes. Fields are
/// written in a fixed order; only the same build reads it. Debug builds check that every
/// result encoded decodes back equal, so a field added to ``ScenarioResult`` and not here
/// fails every worker test at once.
package enum ScenarioResultCodec {
    /// Appends `result` to `bytes`.
    package static func encode(_ result: ScenarioResult, into bytes: inout [UInt8]) {
        TraceEventCodec.append(
            result, into: &bytes, write: { $0.result($1) },
            read: { reader throws(BinaryReader.Failure) in try reader.result() })
    }

    /// Decodes one result from `bytes` starting at `offset`, which moves past it; nil if
    /// the bytes there do not hold one.
    package static func decode(_ bytes: UnsafeRawBufferPointer, offset: inout Int) -> ScenarioResult? {
        TraceEventCodec.read(bytes, offset: &offset) { reader throws(BinaryReader.Failure) in try reader.result() }
    }
}

extension BinaryWriter {
    mutating func result(_ result: ScenarioResult) {
        string(result.scenarioID)
        string(result.title)
        string(result.format.rawValue)
        string(result.adapter)
        int(result.outcomes.count)
        for outcome in result.outcomes {
            // A rule's place among the cases and its level, a byte each: their names, read
            // back through string switches, were half of what decoding a fuzzed result cost.
            bytes.append(UInt8(outcome.ruleID.caseIndex))
            bool(outcome.level == .recommended)
            switch outcome.verdict {
            case .passed: int(0)
            case .violated(let findings):
                int(1)
                int(findings.count)
                for finding in findings {
                    string(finding.expected)
                    string(finding.actual)
                    evidence(finding.evidence)
                }
            case .skipped(let reason):
                int(2)
                string(reason)
            }
            // nil, false or true: three values.
            int(outcome.implicit.map { $0 ? 2 : 1 } ?? 0)
        }
        int(result.trace.events.count)
        for event in result.trace.events { self.event(event) }
        double(result.durationSeconds)
        bool(result.leftActivity)
        optional(result.output) { writer, output in
            writer.string(output.standardOutput)
            writer.string(output.standardError)
        }
        optional(result.fault) { writer, fault in
            writer.string(fault.kind.rawValue)
            writer.string(fault.message)
            writer.optional(fault.crash) { $0.crash($1) }
            writer.optional(fault.startFailure) { $0.startFailure($1) }
            writer.optional(fault.attribution) { $0.attribution($1) }
            writer.string(fault.details)
        }
    }

    mutating func startFailure(_ failure: WorkerStartFailure) {
        switch failure {
        case .noFolder(let code):
            byte(0)
            int(Int(code))
        case .notStarted(let executable, let code):
            byte(1)
            string(executable)
            int(Int(code))
        case .endedBeforeReady(let ending, let startupError):
            byte(2)
            self.ending(ending)
            string(startupError)
        case .notReady(let limit, let startupError):
            byte(3)
            int(Int(limit.components.seconds))
            int(Int(limit.components.attoseconds))
            string(startupError)
        case .inputClosed(let code):
            byte(4)
            int(Int(code))
        case .inputClosedBefore: byte(5)
        }
    }

    mutating func crash(_ crash: WorkerCrash) {
        ending(crash.ending)
        string(crash.fatalError)
        optional(crash.site) { $0.frame($1) }
        int(crash.adapterFrames.count)
        for frame in crash.adapterFrames { self.frame(frame) }
        int(crash.backtrace.count)
        for frame in crash.backtrace { self.frame(frame) }
    }

    mutating func ending(_ ending: WorkerCrash.Ending) {
        switch ending {
        case .exited(let status):
            byte(0)
            int(Int(status))
        case .signaled(let signal):
            byte(1)
            int(Int(signal))
        case .unknown: byte(2)
        }
    }

    mutating func frame(_ frame: CrashFrame) {
        switch frame.place {
        case .source(let file, let line):
            byte(0)
            string(file)
            int(line)
        case .compilerGenerated: byte(1)
        }
        string(frame.symbol)
    }

    mutating func attribution(_ attribution: FaultAttribution) {
        switch attribution {
        case .reproducedAlone: byte(0)
        case .cameAfter(let during, let running):
            byte(1)
            string(during.rawValue)
            string(running)
        case .cameAfterEnd: byte(2)
        case .reportedHere(let earlier):
            byte(3)
            int(earlier)
        case .reportedOnLast(let answered):
            byte(4)
            int(answered)
        }
    }
}

extension BinaryReader {
    mutating func result() throws(BinaryReader.Failure) -> ScenarioResult {
        let id = try string()
        let title = try string()
        guard let format = ScenarioFormat(rawValue: try string()) else { throw BinaryReader.Failure() }
        let adapter = try string()
        let outcomeCount = try int()
        guard outcomeCount >= 0 else { throw BinaryReader.Failure() }
        var outcomes: [RuleOutcome] = []
        outcomes.reserveCapacity(outcomeCount)
        for _ in 0..<outcomeCount {
            let place = Int(try byte())
            guard place < RuleID.ordered.count else { throw BinaryReader.Failure() }
            let rule = RuleID.ordered[place]
            let level: RuleLevel = try bool() ? .recommended : .required
            let verdict: RuleOutcome.Verdict
            switch try int() {
            case 0: verdict = .passed
            case 1:
                let count = try int()
                guard count >= 0 else { throw BinaryReader.Failure() }
                var findings: [Finding] = []
                for _ in 0..<count {
                    findings.append(
                        Finding(expected: try string(), actual: try string(), evidence: try evidence()))
                }
                verdict = .violated(findings)
            case 2: verdict = .skipped(try string())
            default: throw BinaryReader.Failure()
            }
            var outcome = RuleOutcome(ruleID: rule, level: level, verdict: verdict)
            switch try int() {
            case 0: break
            case 1: outcome.implicit = false
            case 2: outcome.implicit = true
            default: throw BinaryReader.Failure()
            }
            outcomes.append(outcome)
        }
        let eventCount = try int()
        guard eventCount >= 0 else { throw BinaryReader.Failure() }
        var events: [TraceEvent] = []
        events.reserveCapacity(eventCount)
        for _ in 0..<eventCount {
            guard let event = event() else { throw BinaryReader.Failure() }
            events.append(event)
        }
        var result = ScenarioResult(
            scenarioID: id, title: title, format: format, adapter: adapter, outcomes: outcomes,
            trace: Trace(events: events), durationSeconds: try double())
        result.leftActivity = try bool()
        result.output = try optional { reader throws(BinaryReader.Failure) in
            CapturedOutput(standardOutput: try reader.string(), standardError: try reader.string())
        }
        result.fault = try optional { reader throws(BinaryReader.Failure) in
            guard let kind = FaultKind(rawValue: try reader.string()) else { throw BinaryReader.Failure() }
            var fault = ScenarioFault(kind: kind, message: try reader.string())
            fault.crash = try reader.optional { reader throws(BinaryReader.Failure) in try reader.crash() }
            fault.startFailure = try reader.optional { reader throws(BinaryReader.Failure) in
                try reader.startFailure()
            }
            fault.attribution = try reader.optional { reader throws(BinaryReader.Failure) in try reader.attribution() }
            fault.details = try reader.optionalString()
            return fault
        }
        return result
    }

    mutating func crash() throws(BinaryReader.Failure) -> WorkerCrash {
        let ending = try ending()
        let fatal = try optionalString()
        let site = try optional { reader throws(BinaryReader.Failure) in try reader.frame() }
        var adapterFrames: [CrashFrame] = []
        for _ in 0..<(try count()) { adapterFrames.append(try frame()) }
        var backtrace: [CrashFrame] = []
        for _ in 0..<(try count()) { backtrace.append(try frame()) }
        return WorkerCrash(
            ending: ending, fatalError: fatal, site: site, adapterFrames: adapterFrames, backtrace: backtrace)
    }

    mutating func ending() throws(BinaryReader.Failure) -> WorkerCrash.Ending {
        switch try byte() {
        case 0: return .exited(status: try int32())
        case 1: return .signaled(try int32())
        case 2: return .unknown
        default: throw BinaryReader.Failure()
        }
    }

    mutating func startFailure() throws(BinaryReader.Failure) -> WorkerStartFailure {
        switch try byte() {
        case 0: return .noFolder(code: try int32())
        case 1: return .notStarted(executable: try string(), code: try int32())
        case 2: return .endedBeforeReady(try ending(), startupError: try string())
        case 3:
            let seconds = Int64(try int())
            let attoseconds = Int64(try int())
            return .notReady(
                limit: Duration(secondsComponent: seconds, attosecondsComponent: attoseconds),
                startupError: try string())
        case 4: return .inputClosed(code: try int32())
        case 5: return .inputClosedBefore
        default: throw BinaryReader.Failure()
        }
    }

    mutating func frame() throws(BinaryReader.Failure) -> CrashFrame {
        let place: CrashFrame.Place
        switch try byte() {
        case 0: place = .source(file: try string(), line: try int())
        case 1: place = .compilerGenerated
        default: throw BinaryReader.Failure()
        }
        return CrashFrame(place: place, symbol: try optionalString())
    }

    mutating func attribution() throws(BinaryReader.Failure) -> FaultAttribution {
        switch try byte() {
        case 0: return .reproducedAlone
        case 1:
            guard let during = FaultKind(rawValue: try string()) else { throw BinaryReader.Failure() }
            return .cameAfter(during: during, running: try string())
        case 2: return .cameAfterEnd
        case 3: return .reportedHere(earlier: try int())
        case 4: return .reportedOnLast(answered: try int())
        default: throw BinaryReader.Failure()
        }
    }

    /// An `Int32` written as an integer.
    private mutating func int32() throws(BinaryReader.Failure) -> Int32 {
        guard let value = Int32(exactly: try int()) else { throw BinaryReader.Failure() }
        return value
    }
}

/// A finding's evidence crosses the worker channel with every violation: sequence numbers
/// are written as LEB128 varints (one byte for traces under 128 events), not as 8 bytes each.
extension BinaryWriter {
    mutating func varint(_ value: UInt) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// The count, the ascending sequence numbers as gaps from the previous one, and the
    /// absence's anchor plus two (0: none, 1: from the start).
    mutating func evidence(_ evidence: TraceEvidence) {
        varint(UInt(evidence.events.count))
        var previous = 0
        for sequence in evidence.events {
            varint(UInt(max(0, sequence - previous)))
            previous = sequence
        }
        varint(evidence.absentAfter.map { UInt(max(-1, $0) + 2) } ?? 0)
    }
}

extension BinaryReader {
    mutating func varint() throws(BinaryReader.Failure) -> UInt {
        var value: UInt = 0
        var shift: UInt = 0
        while true {
            guard shift < 64 else { throw BinaryReader.Failure() }
            let byte = try self.byte()
            value |= UInt(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    mutating func evidence() throws(BinaryReader.Failure) -> TraceEvidence {
        let count = try varint()
        guard count <= 1 << 24 else { throw BinaryReader.Failure() }
        var events: [Int] = []
        events.reserveCapacity(Int(count))
        var previous = 0
        for _ in 0..<count {
            let gap = try varint()
            guard gap <= UInt(Int.max / 2), previous <= Int.max / 2 else { throw BinaryReader.Failure() }
            previous += Int(gap)
            events.append(previous)
        }
        let anchor = try varint()
        guard anchor <= UInt(Int.max / 2) else { throw BinaryReader.Failure() }
        return TraceEvidence(events: events, absentAfter: anchor == 0 ? nil : Int(anchor) - 2)
    }
}
