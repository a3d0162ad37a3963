/// A worker process's crash as its end and its standard error tell it: how the process ended,
/// the runtime's fatal-error line, and the backtrace the runtime wrote, with the adapter's own
/// frames picked out. The report's text for it is written by `FaultText` (ReportGrammar) alone.
package struct WorkerCrash: Equatable, Sendable {
    /// How a worker process ended.
    package enum Ending: Equatable, Sendable {
        case exited(status: Int32)
        case signaled(Int32)
        /// The process could not be waited for, so how it ended is not known.
        case unknown
    }

    package var ending: Ending
    /// The runtime's fatal-error line (`Module/File.swift:16: Fatal error: …`), or an
    /// Objective-C exception's `*** …` line.
    package var fatalError: String?
    /// Where in the adapter the crash happened, so that one root cause reads as one line in a
    /// summary: the adapter's top frame, or, when the unwinder stopped short of the adapter,
    /// the adapter's line the fatal-error line names (with no symbol). Nil when neither names
    /// the adapter.
    package var site: CrashFrame?
    /// The adapter's own frames, top first.
    package var adapterFrames: [CrashFrame]
    /// Every symbolicated frame, top first; empty when standard error held no backtrace.
    package var backtrace: [CrashFrame]

    package init(
        ending: Ending, fatalError: String? = nil, site: CrashFrame? = nil, adapterFrames: [CrashFrame] = [],
        backtrace: [CrashFrame] = []
    ) {
        self.ending = ending
        self.fatalError = fatalError
        self.site = site
        self.adapterFrames = adapterFrames
        self.backtrace = backtrace
    }
}

/// One frame of a crash's backtrace.
package struct CrashFrame: Hashable, Sendable {
    /// Where a frame's code is.
    package enum Place: Hashable, Sendable {
        /// A line of a source file, named without its folders (`File.swift`).
        case source(file: String, line: Int)
        /// Code the compiler generated: a protocol witness, a thunk.
        case compilerGenerated
    }

    package var place: Place
    /// The function (`Type.method(_:)`); nil for a site known from a fatal-error line, which
    /// names a line only.
    package var symbol: String?

    package init(place: Place, symbol: String?) {
        self.place = place
        self.symbol = symbol
    }
}

/// How a fault in a worker was charged to its scenario. A crash or a hang may be an earlier
/// scenario's (a thread it left behind trapped later), so the worker pool runs the scenarios
/// alone in fresh workers and reports the fault where it reproduces.
package enum FaultAttribution: Equatable, Sendable {
    /// The fault reproduced with the scenario run alone in a fresh worker.
    case reproducedAlone
    /// This scenario had completed; a fault of kind `during` came while `running` ran in the
    /// same worker, and reproduced after this scenario run alone.
    case cameAfter(during: FaultKind, running: String)
    /// The crash came after this scenario had completed, once its worker had no scenario left,
    /// and reproduced after this scenario run alone.
    case cameAfterEnd
    /// None of the `earlier` scenarios the worker had run reproduced the fault alone.
    case reportedHere(earlier: Int)
    /// A crash after the worker's last scenario that none of the `answered` scenarios it ran
    /// reproduced alone: reported on the last.
    case reportedOnLast(answered: Int)
}
