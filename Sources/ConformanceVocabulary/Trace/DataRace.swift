/// A data race ThreadSanitizer reported while a scenario ran (a build made with
/// `-sanitize=thread`): two accesses to the same memory from two threads, at least one a write,
/// that no synchronisation it saw ordered. Whether or not the race changed what happened, the
/// code that made it is wrong; CON-2 charges it to the adapter when one of the accesses is the
/// adapter's, and a race wholly inside the harness is a harness error.
package struct DataRace: Equatable, Sendable {
    /// A source place of an access's stack.
    package struct Frame: Equatable, Sendable {
        /// The function, demangled.
        package var function: String
        /// The file as debug information names it (a full path), empty if unknown.
        package var file: String
        package var line: Int
        package var owner: SourceOwner

        package init(function: String, file: String, line: Int, owner: SourceOwner) {
            self.function = function
            self.file = file
            self.line = line
            self.owner = owner
        }

        /// `File.swift:12 function`, as reports cite a place.
        package var place: String {
            let name = file.split(separator: "/").last.map(String.init) ?? file
            return name.isEmpty ? function : "\(name):\(line) \(function)"
        }
    }

    /// One of the two accesses.
    package struct Access: Equatable, Sendable {
        package var isWrite: Bool
        package var isAtomic: Bool
        /// Bytes accessed.
        package var size: Int
        /// The thread as traces label it (`background-1`, `main`), or ThreadSanitizer's (`T7`)
        /// when the harness never ran it.
        package var thread: String
        /// The access's stack, innermost first.
        package var frames: [Frame]

        package init(isWrite: Bool, isAtomic: Bool, size: Int, thread: String, frames: [Frame]) {
            self.isWrite = isWrite
            self.isAtomic = isAtomic
            self.size = size
            self.thread = thread
            self.frames = frames
        }

        /// The innermost frame outside the toolchain: the code that made the access (a race on
        /// a retain count is charged to whoever retained).
        package var site: Frame? { frames.first { $0.owner != .toolchain } }

        /// Whose code made the access; the harness's when none of its stack is anyone's but the
        /// toolchain's (a thread the harness started and runs).
        package var owner: SourceOwner { site?.owner ?? .harness }

        /// "write of 8 bytes by background-1 at LoadGate.swift:67 RacyGate.admit(success:)".
        package var summary: String {
            let what = (isAtomic ? "atomic " : "") + (isWrite ? "write" : "read")
            let place = site?.place ?? frames.first?.place ?? "an unknown place"
            return "\(what) of \(size) byte\(size == 1 ? "" : "s") by \(thread) at \(place)"
        }
    }

    /// ThreadSanitizer's kind of report: `data-race`, `heap-use-after-free`, ….
    package var kind: String
    /// The access that was reported, then the earlier one it raced with.
    package var accesses: [Access]
    /// How many trace events the scenario had recorded when the race was reported: it
    /// happened after the event with that sequence number minus one.
    package var position: Int
    /// Reported while no scenario ran, by a thread an earlier scenario left running; charged
    /// to the next scenario that ran in the process.
    package var betweenScenarios: Bool

    package init(kind: String, accesses: [Access], position: Int, betweenScenarios: Bool = false) {
        self.kind = kind
        self.accesses = accesses
        self.position = position
        self.betweenScenarios = betweenScenarios
    }

    /// Whether one of the accesses is the adapter's own code.
    package var isAdapters: Bool { accesses.contains { $0.owner == .adapter } }

    /// One line: the kind and both accesses.
    package var summary: String {
        let name = kind.replacingOccurrences(of: "-", with: " ")
        var line = "ThreadSanitizer: \(name): " + (accesses.first?.summary ?? "no access")
        if accesses.count > 1 { line += "; earlier \(accesses[1].summary)" }
        if betweenScenarios { line += " (reported before this scenario started)" }
        return line
    }
}

extension Trace {
    /// The races recorded in the trace, with their events.
    package var dataRaces: [(event: TraceEvent, race: DataRace)] {
        events.compactMap { event in
            if case .dataRace(let race) = event.kind { (event, race) } else { nil }
        }
    }

    /// Appends `races` after the scenario's events (each says after which event it happened),
    /// and a note when ThreadSanitizer reported more than the harness could keep.
    package mutating func add(races: [DataRace], dropped: Int) {
        for race in races {
            let before = events.indices.contains(race.position - 1) ? events[race.position - 1] : events.last
            let thread = race.accesses.first.flatMap { TraceThread(label: $0.thread) } ?? .other
            events.append(
                TraceEvent(
                    sequence: events.count, timeMilliseconds: before?.timeMilliseconds ?? 0, thread: thread,
                    load: nil, kind: .dataRace(race)))
        }
        if dropped > 0 {
            events.append(
                TraceEvent(
                    sequence: events.count, timeMilliseconds: events.last?.timeMilliseconds ?? 0, thread: .main,
                    load: nil, kind: .note("ThreadSanitizer reported \(dropped) more races than were kept")))
        }
    }

    /// The events around the point `race` was reported: the few before it and the one after.
    package func events(around race: DataRace) -> [TraceEvent] {
        let end = min(race.position, events.count)
        let from = max(0, end - 3)
        let after = end < events.count ? [events[end]] : []
        return Array(events[from..<end]) + after.filter { if case .dataRace = $0.kind { false } else { true } }
    }
}
