import AdapterConformance
import ConformanceVocabulary
import Foundation

/// Reads a worker's crash from how the process ended and what it wrote to the job's standard
/// error: the runtime's fatal-error line, and its backtrace with the adapter's own frames
/// picked out. The harness's frames (engine, stand-ins, CLI) and the runtime's explain little
/// to an adapter author, so the first frame outside them is where the crash is reported.
package enum CrashReport {
    /// Where the worker's own code lives.
    static let workerFolder = "/Sources/ConformanceWorkers/"
    /// Where the loops that run a process's scenarios live: the worker's, and the CLI's main thread.
    static let bottomFolders = [workerFolder, "/Sources/ConformanceCLI/"]

    /// The source files a frame may name: an adapter is Swift or Objective-C.
    static let sourceSuffixes = [".swift", ".m", ".mm", ".c"]

    /// A frame as the backtrace names it, its file with the whole path.
    struct Frame {
        let symbol: String
        let file: String
        let line: Int

        /// The frame as a crash carries it: its file named without the folders.
        var crashFrame: CrashFrame {
            CrashFrame(
                place: file == Self.generated
                    ? .compilerGenerated : .source(file: (file as NSString).lastPathComponent, line: line),
                symbol: symbol)
        }

        /// The file of a frame the compiler generated (a protocol witness, a thunk).
        static let generated = "<compiler-generated>"
    }

    /// The crash of a worker that ended so and wrote `standardError` for the job.
    /// `harnessSources`: path fragments of the adapter's fixture side (its stub SDK), whose
    /// frames are not the adapter's either.
    package static func crash(
        ending: WorkerCrash.Ending, standardError: String, harnessSources: [String] = []
    ) -> WorkerCrash {
        let lines = standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let fatal = lines.first { $0.contains("Fatal error") || $0.hasPrefix("*** ") }?
            .trimmingCharacters(in: .whitespaces)
        let frames = lines.compactMap(Self.frame)
        // Below the worker's serve loop, or the CLI's main-thread loop that runs its scenarios, is
        // whatever started the process (a command line, a test function), never the adapter.
        let adapterFrames = frames.prefix { frame in !Self.bottomFolders.contains { frame.file.contains($0) } }
            .filter { frame in
                Self.isAdapter(frame, fixtureSources: harnessSources)
            }
            .map(\.crashFrame)
        // The runtime's unwinder can stop short of the adapter (a frame it takes for an async
        // one, seen below `_assertionFailure` in a debug build): the fatal-error line still
        // names the adapter's source line when the trap was in its code.
        return WorkerCrash(
            ending: ending, fatalError: fatal, site: adapterFrames.first ?? fatal.flatMap(Self.adapterLine),
            adapterFrames: adapterFrames, backtrace: frames.map(\.crashFrame))
    }

    /// A symbolicated frame: `  3 [ra] 0x… symbol in image at /path/File.swift:12:5`.
    static func frame(_ line: String) -> Frame? {
        // A protocol witness the compiler generated for an adapter's conformance to an SDK
        // protocol (a `@MainActor` adapter's isolation check traps in one) is the adapter's.
        if let at = line.range(of: " at //<compiler-generated>", options: .backwards),
            let witness = line.range(of: "protocol witness for "), witness.lowerBound < at.lowerBound,
            line.range(of: " in conformance ") != nil
        {
            var symbol = String(line[witness.lowerBound..<at.lowerBound])
            if let image = symbol.range(of: " \\+ [0-9]+ in [^ ]+$", options: .regularExpression) {
                symbol = String(symbol[..<image.lowerBound])
            }
            return Frame(symbol: symbol, file: Frame.generated, line: 0)
        }
        guard let at = line.range(of: " at /", options: .backwards) else { return nil }
        let location = line[line.index(at.lowerBound, offsetBy: 4)...]
        let parts = location.split(separator: ":")
        guard parts.count >= 2, sourceSuffixes.contains(where: { parts[0].hasSuffix($0) }), let number = Int(parts[1])
        else { return nil }
        var symbol = String(line[..<at.lowerBound])
        if let address = symbol.range(of: "0x[0-9a-f]+ ", options: .regularExpression) {
            symbol = String(symbol[address.upperBound...])
        }
        if let image = symbol.range(of: " in [^ ]+$", options: .regularExpression) {
            symbol = String(symbol[..<image.lowerBound])
        }
        if let offset = symbol.range(of: " \\+ [0-9]+$", options: .regularExpression) {
            symbol = String(symbol[..<offset.lowerBound])
        }
        return Frame(symbol: symbol.trimmingCharacters(in: .whitespaces), file: String(parts[0]), line: number)
    }

    /// The adapter's `File.swift:12` from a fatal-error line (`Module/File.swift:12: Fatal error: …`),
    /// if the module is neither the harness nor the toolchain's.
    static func adapterLine(_ fatal: String) -> CrashFrame? {
        guard let marker = fatal.range(of: ": Fatal error") else { return nil }
        let place = fatal[..<marker.lowerBound].split(separator: ":")
        guard place.count == 2, place[0].hasSuffix(".swift"), let line = Int(place[1]) else { return nil }
        let path = place[0].split(separator: "/")
        guard path.count == 2, !harnessModules.contains(String(path[0])), !toolchainModules.contains(String(path[0]))
        else { return nil }
        return CrashFrame(place: .source(file: String(path[1]), line: line), symbol: nil)
    }

    /// The harness's modules: its source folders' names.
    static let harnessModules = Set(
        SourceOwner.harnessFolders.map { $0.split(separator: "/").last.map(String.init) ?? $0 })

    static let toolchainModules: Set<String> = [
        "Swift", "_Concurrency", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "Dispatch", "Synchronization", "Testing", "XCTest",
    ]

    /// Whether `frame` is the adapter's: its file is (``SourceOwner``), or the compiler generated
    /// it (a protocol witness of the adapter's conformance, see `frame(_:)`).
    static func isAdapter(_ frame: Frame, fixtureSources: [String] = []) -> Bool {
        frame.file == Frame.generated || SourceOwner(file: frame.file, fixtureSources: fixtureSources) == .adapter
    }
}
