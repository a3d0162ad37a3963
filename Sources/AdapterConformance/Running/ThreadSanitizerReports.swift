import ConformanceVocabulary
import CThreadSanitizer
import Foundation
import Synchronization

/// The data races ThreadSanitizer reports in a build made with `-sanitize=thread`, as the engine
/// records them. Reports are captured as they happen (CThreadSanitizer) and taken when a
/// scenario ends: one scenario runs at a time in a process (``ScenarioGate``), so what was
/// reported while it ran is its own; what came between two scenarios is charged to the next.
package enum ThreadSanitizerReports {
    /// Whether this process was built with ThreadSanitizer.
    package static var isActive: Bool { harness_tsan_is_active() != 0 }

    /// The races reported since the last call, symbolized, and how many were lost to a full
    /// buffer. `fixtureSources`: the fixture's side of the adapter (its stub SDK), which is not
    /// the adapter's code.
    static func take(fixtureSources: [String], betweenScenarios: Bool = false) -> (races: [DataRace], dropped: Int) {
        guard isActive else { return ([], 0) }
        let capacity = 64
        var reports = [harness_race_report](repeating: harness_race_report(), count: capacity)
        var dropped: Int32 = 0
        let count = Int(harness_tsan_take_reports(&reports, Int32(capacity), &dropped))
        let races = reports.prefix(count).map { report in
            DataRace(
                kind: text(report.kind),
                accesses: accesses(of: report).map { access($0, fixtureSources: fixtureSources) },
                position: report.position, betweenScenarios: betweenScenarios)
        }
        return (races, Int(dropped))
    }

    private static func accesses(of report: harness_race_report) -> [harness_race_access] {
        let all = [report.accesses.0, report.accesses.1]
        return Array(all.prefix(Int(max(0, min(2, report.accessCount)))))
    }

    private static func access(_ access: harness_race_access, fixtureSources: [String]) -> DataRace.Access {
        let pcs = withUnsafeBytes(of: access.frames) { raw in
            Array(raw.bindMemory(to: UInt.self).prefix(Int(access.frameCount)))
        }
        var frames: [DataRace.Frame] = []
        var previous: UInt?
        for pc in pcs where pc != 0 && pc != previous {
            previous = pc
            frames += symbolized(pc).map { place in
                DataRace.Frame(
                    function: place.function, file: place.file, line: place.line,
                    owner: SourceOwner(file: place.file, fixtureSources: fixtureSources))
            }
        }
        return DataRace.Access(
            isWrite: access.isWrite != 0, isAtomic: access.isAtomic != 0, size: Int(access.size),
            thread: threadLabel(access), frames: frames)
    }

    private static func threadLabel(_ access: harness_race_access) -> String {
        switch access.lane {
        case Int32(HARNESS_LANE_MAIN): return TraceThread.main.description
        case Int32(HARNESS_LANE_OTHER): return TraceThread.other.description
        case let lane where lane >= 0: return TraceThread.background(Int(lane)).description
        default:
            let name = text(access.threadName)
            return name.isEmpty ? "T\(access.tid)" : "T\(access.tid) (\(name))"
        }
    }

    // MARK: Symbols

    private struct Place {
        let function: String
        let file: String
        let line: Int
    }

    /// Program counter -> its source places, inlined first: a racy adapter reports the same
    /// few places scenario after scenario.
    private static let places = Mutex<[UInt: [Place]]>([:])

    private static func symbolized(_ pc: UInt) -> [Place] {
        if let known = places.withLock({ $0[pc] }) { return known }
        var buffer = [CChar](repeating: 0, count: 4096)
        guard harness_tsan_symbolize(UnsafeMutableRawPointer(bitPattern: pc), &buffer, buffer.count) != 0 else {
            return []
        }
        let text = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        let found = text.split(separator: "\n").compactMap { line -> Place? in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3 else { return nil }
            return Place(function: demangled(String(fields[0])), file: String(fields[1]), line: Int(fields[2]) ?? 0)
        }
        places.withLock { $0[pc] = found }
        return found
    }

    /// A Swift symbol as a person reads it: `RacyGate.admit(success:)`, not
    /// `BrokenAdapters.RacyGate.admit(success: Swift.Bool) -> Swift.Bool`.
    static func demangled(_ name: String) -> String {
        guard name.hasPrefix("$s") || name.hasPrefix("_$s") else { return name }
        let full = name.withCString { mangled -> String in
            guard let text = swiftDemangle(mangled, strlen(mangled), nil, nil, 0) else { return name }
            defer { free(text) }
            return String(cString: text)
        }
        return SymbolName.simplified(full)
    }

    private static func text<Tuple>(_ tuple: Tuple) -> String {
        withUnsafeBytes(of: tuple) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}

@_silgen_name("swift_demangle")
private func swiftDemangle(
    _ mangledName: UnsafePointer<CChar>?, _ length: Int, _ outputBuffer: UnsafeMutablePointer<CChar>?,
    _ outputBufferSize: UnsafeMutablePointer<Int>?, _ flags: UInt32
) -> UnsafeMutablePointer<CChar>?
